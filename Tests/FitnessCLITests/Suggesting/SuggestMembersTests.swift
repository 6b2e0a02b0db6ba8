import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `fitness suggest` drafts members rules from the sentences teams write about what their
/// types hold, with today's offending members named in the fence; completed, each graduates.
@Suite struct SuggestMembersTests {
  static let agents = """
    # Rules of the app

    - View models never expose a settable published property.
    - Never use nonisolated(unsafe) outside the fence.
    - No static var outside Config.
    - @State only in views.
    - Every public function in API must be async.

    """

  @Test func eachSentenceDraftsItsMembersRuleWithTodaysOffenders() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", MemberRuleFixture.manifestForSuggest)
    for (path, text) in MemberRuleFixture.sourcesForSuggest { try repo.write(path, text) }
    // A member whose owner is spelled with brackets, which a plain YAML flow list cannot hold.
    try repo.write(
      "Sources/App/Rooms/Rooms.swift",
      "struct LeaveSpaceRoom {}\n\nextension [LeaveSpaceRoom] {\n  static var x = 0\n}\n")
    try repo.write("AGENTS.md", Self.agents)
    try repo.commitAll("rules in prose")
    let result = try Fitness.run(["suggest"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let out = result.standardOutput
    for line in [
      "(draft: members on @Published vars of types named *ViewModel, from AGENTS.md:3)",
      "(draft: members on members, from AGENTS.md:4)",
      "(draft: members on static vars, from AGENTS.md:5)",
      "(draft: members on @State members of types not conforming to View, from AGENTS.md:6)",
      "(draft: members on public funcs, from AGENTS.md:7)",
    ] {
      #expect(out.contains(line), "missing: \(line)\n\(out)")
    }
    let drafts = try FileManager.default.contentsOfDirectory(atPath: repo.root.appendingPathComponent("findings").path)
    let published = try #require(drafts.first { $0.contains("published-properties-are-private-set") })
    let text = try repo.text("findings/\(published)")
    #expect(
      text.contains(
        "in:\n  named: \"*ViewModel\"\nselect:\n  kind: \"var\"\n  attributes: [\"@Published\"]\nrequire:\n"
          + "  modifiers: [\"private(set)\"]\nfence:\n  - path: \"Sources/App/Feed/ProfileViewModel.swift\"\n"
          + "    members: [\"ProfileViewModel.name\"]\n    why: \"\"\n"), "\(text)")
    let statics = try #require(drafts.first { $0.contains("no-static-vars") })
    let staticsText = try repo.text("findings/\(statics)")
    #expect(staticsText.contains("exclude:\n  - path: \"Sources/App/Config\"\n"))
    #expect(staticsText.contains("members: [\"[LeaveSpaceRoom].x\"]"), "\(staticsText)")
    let async = try #require(drafts.first { $0.contains("functions-are-async") })
    #expect(try repo.text("findings/\(async)").contains("roots: [\"Sources/API\"]"))
    // Every draft reads as YAML, so the check right after suggest judges the repository.
    try repo.commitAll("the drafts")
    let check = try Fitness.run(["check", "--all"], in: repo)
    #expect(check.status == 0, "\(check.standardError)")

    // Completed by a person (the whys written, the draft line dropped), the draft graduates.
    let completed = text.replacingOccurrences(of: "why: \"\"", with: "why: \"the profile screen binds to it\"")
      .replacingOccurrences(of: "status: draft\n", with: "")
    try repo.write("findings/\(published)", completed)
    let graduate = try Fitness.run(["graduate", "findings/\(published)"], in: repo)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    // Graduated, the finding no longer says that nothing enforces it, nor what to complete,
    // and the digest agents read does not repeat it.
    let recorded = try repo.text("findings/\(published)")
    #expect(!recorded.contains("nothing enforces it yet") && !recorded.contains("To complete:"), "\(recorded)")
    #expect(!recorded.contains("Then delete the `status: draft` line"), "\(recorded)")
    #expect(recorded.contains("## Graduated "), "\(recorded)")
    let digest = try Fitness.run(["explain", "--worktree", "--format", "markdown"], in: repo)
    #expect(digest.status == 0, "\(digest.standardError)")
    #expect(!digest.standardOutput.contains("nothing enforces it yet"), "\(digest.standardOutput)")
  }
}
