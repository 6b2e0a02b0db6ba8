import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `fitness suggest` reads the prose where teams write their rules (agents' instructions,
/// `.cursorrules`, contributors' guides, `Technotes/` and `docs/`), and a list under a
/// lead-in that forbids ("## DON'T", "Avoid:") as prohibitions, never as requirements.
@Suite struct SuggestGuidesTests {
  @Test func guidesAreReadWhereverTeamsKeepThem() {
    for path in [
      "CLAUDE.md", "AGENTS.md", ".cursorrules", "App/README.md", "CONTRIBUTING.md", "CONTRIBUTING",
      "Technotes/CodingGuidelines.md", "docs/architecture/Layers.md", ".cursor/rules/swift.mdc",
      ".github/copilot-instructions.md", "docs/NewsFeed.md", "Technotes/HistoryScreen.md",
    ] {
      #expect(ProseSentence.isGuide(path), "\(path)")
    }
    for path in [
      "CHANGELOG.md", "Sources/App/Notes.md", "Sources/Kit/Kit.docc/docs/Guide.md", "docs/logo.png",
      "Sources/rules/Notes.md", "Technotes/ReleaseNotes-6.1.markdown", "docs/Release-Notes.md", "docs/CHANGES.md",
      "Technotes/HISTORY.md",
    ] {
      #expect(!ProseSentence.isGuide(path), "\(path)")
    }
  }

  /// One change a line with no full stops, as release notes are written: each line is a
  /// sentence, never one of 5 KB whose "never" governs a folder named lines later.
  @Test func linesWithoutFullStopsAreSentencesOfTheirOwn() {
    let lines = (1...12).map { "Fixed a crash when the feed never loaded its \($0)th article in the timeline view" }
    let sentences = ProseSentence.markdown("# Notes\n\n" + lines.joined(separator: "\n") + "\n", path: "docs/Notes.md")
    #expect(sentences.count == 13, "\(sentences.map(\.text))")
    #expect(sentences.dropFirst().map(\.line) == Array(3...14))
    #expect(sentences.allSatisfy { $0.text.count < 120 })
    // A sentence wrapped over lines is still one sentence.
    let wrapped = ProseSentence.markdown(
      "Every view model is final and runs on the main actor,\nso that the screens never race.\n", path: "AGENTS.md")
    #expect(
      wrapped.map(\.text) == ["Every view model is final and runs on the main actor, so that the screens never race."])
  }

  @Test func aListUnderAProhibitingLeadInForbidsWhatItNames() {
    let text = """
      # Rules

      ## DON'T
      - Create ViewModels for every view
      - Every screen gets its own coordinator

      ## DO
      - Every class is final.

      Things to avoid:
      - Singletons in every feature

      Never use singletons.
      """
    let sentences = ProseSentence.markdown(text, path: "CLAUDE.md")
    #expect(
      sentences.map { "\($0.line) \($0.listedAsProhibited ? "forbidden" : "stated") \($0.text)" } == [
        "1 stated Rules", "4 forbidden Create ViewModels for every view",
        "5 forbidden Every screen gets its own coordinator", "7 stated DO", "8 stated Every class is final.",
        "11 forbidden Singletons in every feature", "13 stated Never use singletons.",
      ])
    let rules = sentences.compactMap(ProseRule.init)
    let forbidden = rules.filter { $0.sentence.listedAsProhibited }
    #expect(forbidden.count == 3)
    #expect(forbidden.allSatisfy { $0.forbids && !$0.triggers.contains(.every) })
    #expect(rules.first { $0.sentence.line == 8 }?.triggers == [.every])
    #expect(ProseSentence.isProhibitingLeadIn("Don\u{2019}ts:"))
    #expect(!ProseSentence.isProhibitingLeadIn("Never use singletons"))
  }

  /// End to end: a NetNewsWire-shaped Technote drafts its rule; the same sentence in a DON'T
  /// list of `.cursorrules` drafts nothing and says it forbids.
  @Test func aTechnoteDraftsAndADontListForbids() throws {
    let repo = try ScratchRepository()
    try repo.write("Sources/App/Feed.swift", "class Feed {}\nfinal class Reader {}\n")
    try repo.write("Technotes/CodingGuidelines.md", "# Coding guidelines\n\nEvery class must be final.\n")
    try repo.write(".cursorrules", "## DON'T\n- Make every struct a class\n")
    try repo.commitAll("guides")
    let result = try Fitness.run(["suggest", "--dry-run"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("from Technotes/CodingGuidelines.md:3"), "\(result.standardOutput)")
    #expect(
      result.standardOutput.contains("fence:\n  - path: \"Sources/App/Feed.swift\"\n    types: [\"Feed\"]"),
      "\(result.standardOutput)")
    #expect(result.standardOutput.contains("fitness: would write 1 draft;"))
    #expect(result.standardOutput.contains(".cursorrules:2: \"Make every struct a class\": forbids"))
  }

  /// "Never use `@unchecked Sendable`" and "the `ServiceLocator` is deprecated" each draft a
  /// layer over the shipping code with the spelling in its `api:`, today's users fenced; a
  /// backticked command drafts nothing. The deprecation, completed and graduated with a
  /// baseline, fails the next file that uses it.
  @Test func aForbiddenSpellingOfCodeDraftsALayerOnItsAPI() throws {
    let repo = try OneTargetApp.make([
      "Sources/App/Locator.swift": "final class ServiceLocator: Sendable { static let shared = ServiceLocator() }\n"
        + "final class Cache: @unchecked Sendable { var x = 0 }\n",
      "Sources/App/Feed.swift": "struct Feed { let locator = ServiceLocator.shared }\n",
      "AGENTS.md": """
      # Concurrency

      Never use `@unchecked Sendable`.
      The `ServiceLocator` is deprecated.
      Never run `swift test` with `--parallel`.

      """,
    ])
    let result = try Fitness.run(["suggest"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let unchecked = try String(
      decoding: repo.read("findings/0001-sources-never-uses-unchecked-sendable.md"), as: UTF8.self)
    #expect(unchecked.contains("pattern: layer\npaths: [\"Sources\"]\napi: [\"@unchecked Sendable\"]"))
    #expect(unchecked.contains("  - path: \"Sources/App/Locator.swift\"\n    api: [\"@unchecked Sendable\"]"))
    let locator = try String(decoding: repo.read("findings/0002-sources-never-uses-service-locator.md"), as: UTF8.self)
    #expect(locator.contains("api: [\"ServiceLocator\"]"))
    #expect(locator.contains("  - path: \"Sources/App/Feed.swift\""))
    #expect(locator.contains("delete the fence and graduate with --baseline WHY"))
    #expect(result.standardOutput.contains("AGENTS.md:5: \"Never run swift test with --parallel.\""))
    #expect(!result.standardOutput.contains("0003-"))
    // Completed and graduated with a baseline: today's users stay, a new one fails.
    var completed = locator.replacingOccurrences(of: "status: draft\n", with: "")
    let fence = try #require(completed.range(of: "fence:\n"))
    let source = try #require(completed.range(of: "source: "))
    completed.removeSubrange(fence.lowerBound..<source.lowerBound)
    try repo.write("findings/0002-sources-never-uses-service-locator.md", completed)
    try repo.remove("findings/0001-sources-never-uses-unchecked-sendable.md")
    let graduated = try Fitness.run(
      ["graduate", "findings/0002-sources-never-uses-service-locator.md", "--baseline", "being replaced"], in: repo)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 0)
    try repo.write("Sources/App/Search.swift", "struct Search { let locator = ServiceLocator.shared }\n")
    let caught = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(caught.status == 1)
    #expect(caught.standardError.contains("Sources/App/Search.swift:1:31: error: uses 'ServiceLocator' in this layer"))
  }

  @Test func onlyBacktickedSwiftIsASpellingToFence() {
    for span in ["@unchecked Sendable", "ServiceLocator", "DispatchQueue.main.async", "print(", "@MainActor"] {
      #expect(Suggester.readsAsSwift(span), "\(span)")
    }
    for span in ["swift test", "--parallel", "Sources/App", "final", "make lint", "$(pwd)"] {
      #expect(!Suggester.readsAsSwift(span), "\(span)")
    }
    let sentence = ProseSentence.markdown("Call `Foo.bar()` only. Never `X`.\n", path: "CLAUDE.md")
    #expect(sentence.map(\.code) == [["Foo.bar()"], ["X"]])
  }
}
