import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// Rules guides state plainly, which suggest once dropped in silence or called unmappable:
/// a module or a kind of file to avoid, a module kept out of a folder, a naming rule on
/// every public type, a view kept out of cells; and a preference between two APIs, listed
/// as unmapped with the reason a ban would be wrong.
@Suite struct SuggestPlainRulesTests {
  static let agents = """
    # Rules

    - Avoid Combine.
    - Avoid storyboard files.
    - No `Ledger` import in views.
    - Global public types have the `NIO` prefix.
    - Stack views are not allowed in table and outline view cells.
    - Use `needsUpdateConstraints` instead of calling `updateConstraints` directly.
    - Avoid xibs in the Mac app.
    - Avoid storyboards in the Watch app.

    """

  static let sources: [String: String] = [
    "Sources/Ledger/Ledger.swift": "public struct NIOLedger {}\n",
    "Sources/App/Views/FeedView.swift": "import Combine\nimport Ledger\n\npublic struct FeedView {}\n",
    "Sources/App/Cells/FeedCell.swift": "final class FeedCell {\n  let stack = UIStackView()\n}\n",
    "Sources/App/Model/Model.swift": "public struct NIOModel {}\npublic enum Loose {}\nstruct Hidden {}\n",
    "Mac/Base.lproj/Main.storyboard": "<document/>\n",
  ]

  @Test func eachPlainRuleDraftsWhatItSaysWithTodaysOffenders() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", TeamRule.manifest(targets: ["Ledger", "App"], tested: ["App"]))
    for (path, text) in Self.sources { try repo.write(path, text) }
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.write("AGENTS.md", Self.agents)
    try repo.commitAll("rules in prose")
    let result = try Fitness.run(["suggest", "--all"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let out = result.standardOutput
    for line in [
      "(draft: import-boundary on Combine, from AGENTS.md:3)",
      "(draft: files on **/*.storyboard, from AGENTS.md:4)",
      "(draft: layer Sources/App/Views without Ledger, from AGENTS.md:5)",
      "from AGENTS.md:6)", "from AGENTS.md:7)",
    ] {
      #expect(out.contains(line), "missing: \(line)\n\(out)")
    }
    #expect(
      out.contains(
        "AGENTS.md:8: \"Use needsUpdateConstraints instead of calling updateConstraints directly.\": prefers one API to another"
      ), "\(out)")
    // A kind of file kept out of a folder, and out of a place the repository does not have.
    #expect(out.contains("(draft: files on Mac/**/*.xib, from AGENTS.md:9)"), "\(out)")
    #expect(out.contains("AGENTS.md:10: \"Avoid storyboards in the Watch app.\": forbids something"), "\(out)")
    let folder = repo.root.appendingPathComponent("findings").path
    let drafts = try FileManager.default.contentsOfDirectory(atPath: folder)
    func text(_ containing: String) throws -> String {
      try repo.text("findings/" + (try #require(drafts.first { $0.contains(containing) })))
    }
    #expect(try text("combine").contains("module: \"Combine\"\nfence:\n  - path: \"Sources/App/Views/FeedView.swift\""))
    #expect(
      try text("storyboards").contains(
        "paths: [\"**/*.storyboard\"]\nfence:\n  - path: \"Mac/Base.lproj/Main.storyboard\""))
    #expect(try text("never-imports-ledger").contains("paths: [\"Sources/App/Views\"]\nforbid: [\"Ledger\"]"))
    let prefix = try text("named-nio")
    #expect(
      prefix.contains(
        "select:\n  kind: any\n  modifiers: [\"public\"]\n  topLevel: true\nrequire:\n  named: \"NIO*\"\nfence:\n"
          + "  - path: \"Sources/App/Model/Model.swift\"\n    types: [\"Loose\"]\n"), "\(prefix)")
    let cells = try text("cells")
    #expect(cells.contains("named: \"*Cell*\"\nforbid:\n  uses: [\"NSStackView\", \"UIStackView\"]"), "\(cells)")
    #expect(cells.contains("types: [\"FeedCell\"]"), "\(cells)")
    // Every draft reads as YAML, so the check right after suggest judges the repository.
    try repo.commitAll("the drafts")
    let check = try Fitness.run(["check", "--all"], in: repo)
    #expect(check.status == 0, "\(check.standardError)")
    // Completed, the naming rule graduates, its drill proven red.
    let name = try #require(drafts.first { $0.contains("named-nio") })
    try repo.write(
      "findings/\(name)",
      prefix.replacingOccurrences(of: "why: \"\"", with: "why: \"the model's loose enum predates the rule\"")
        .replacingOccurrences(of: "status: draft\n", with: ""))
    let graduate = try Fitness.run(["graduate", "findings/\(name)"], in: repo)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    #expect(
      graduate.standardError.contains("drill") || graduate.standardOutput.contains("drill"),
      "\(graduate.standardOutput)")
  }
}
