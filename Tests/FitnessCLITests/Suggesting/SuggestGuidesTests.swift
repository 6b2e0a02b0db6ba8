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
      ".github/copilot-instructions.md",
    ] {
      #expect(ProseSentence.isGuide(path), "\(path)")
    }
    for path in [
      "CHANGELOG.md", "Sources/App/Notes.md", "Sources/Kit/Kit.docc/docs/Guide.md", "docs/logo.png",
      "Sources/rules/Notes.md",
    ] {
      #expect(!ProseSentence.isGuide(path), "\(path)")
    }
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
      result.standardOutput.contains("fence:\n  - path: \"Sources/App/Feed.swift\"\n    types: [Feed]"),
      "\(result.standardOutput)")
    #expect(result.standardOutput.contains("fitness: would write 1 draft;"))
    #expect(result.standardOutput.contains(".cursorrules:2: \"Make every struct a class\": forbids"))
  }
}
