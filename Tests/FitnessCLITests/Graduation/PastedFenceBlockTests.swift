import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// A finding without its fence, over code that breaks the rule today, is refused with a
/// block to paste. Pasted as printed (each reason written in), the block parses and the
/// finding graduates, for every pattern whose rule takes entries: what each entry lets
/// past is written under the key its pattern reads (`imports:`, `api:`, `types:`,
/// `members:`).
@Suite struct PastedFenceBlockTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var pattern: String
    var keys: String
    /// Lines the printed block must hold.
    var expected: [String]
    var testDescription: String { pattern }
  }

  static let cases = [
    Case(
      pattern: "import-boundary", keys: "module: Ledger\napi: [\"URLSession.shared\"]\nroots: [Sources/App]\n",
      expected: ["  - path: Sources/App/Feed/FeedModel.swift\n    why: \"\"\n"]),
    Case(
      pattern: "layer",
      keys: "paths: [Sources/App/Feed]\nforbid: [Ledger]\napi: [\"URLSession.shared\"]\nwhy: the feed only shows\n",
      expected: ["    imports: [Ledger]\n    api: [URLSession.shared]\n"]),
    Case(
      pattern: "independent-modules",
      keys: "modules:\n  - name: Feed\n    paths: [Sources/App/Feed]\n  - name: Sync\n    paths: [Sources/App/Sync]\n",
      expected: ["  - path: Sources/App/Feed/FeedSync.swift\n    imports: [Sync]\n"]),
    Case(
      pattern: "declarations",
      keys: "select:\n  kind: class\nrequire:\n  modifiers: [final]\nroots: [Sources/App]\n",
      expected: ["  - path: Sources/App/Feed/FeedModel.swift\n    types: [FeedCache]\n"]),
    Case(
      pattern: "members",
      keys:
        "in:\n  kind: class\nselect:\n  kind: var\nrequire:\n  modifiers: [\"private(set)\"]\nroots: [Sources/App]\n",
      expected: ["  - path: Sources/App/Feed/FeedModel.swift\n    members: [FeedCache.items]\n"]),
  ]

  static func repository() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", PackageTestTargetTests.manifest("App", tests: "AppTests"))
    try repo.write("Sources/App/Sync/SyncEngine.swift", "import Ledger\n\nfinal class SyncEngine {}\n")
    try repo.write(
      "Sources/App/Feed/FeedModel.swift",
      "import Ledger\nimport Foundation\n\nclass FeedCache {\n  var items: [Int] = []\n}\n\n"
        + "let session = URLSession.shared\n")
    try repo.write("Sources/App/Feed/FeedSync.swift", "import Sync\n\nstruct FeedSync {}\n")
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.commitAll("app")
    return repo
  }

  @Test(arguments: cases) func theBlockGraduateAsksForParsesAsPrinted(_ rule: Case) throws {
    let repo = try Self.repository()
    let head = "---\ntitle: A rule the code breaks today\npattern: \(rule.pattern)\n\(rule.keys)"
    let tail = "suite: Tests/AppTests/Fitness\n---\nFound in review.\n"
    try repo.write("findings/0001-x.md", head + tail)
    let refused = try Fitness.run(["graduate", "findings/0001-x.md"], in: repo)
    #expect(refused.status == 2, "\(refused.standardOutput)\(refused.standardError)")
    let marker = "only shrink):\n\n"
    // The block runs from the marker to the first blank line.
    let after = try #require(
      refused.standardError.range(of: marker).map { refused.standardError[$0.upperBound...] },
      "\(refused.standardError)")
    let printed = String(after[..<(after.range(of: "\n\n")?.lowerBound ?? after.endIndex)]) + "\n"
    for line in rule.expected { #expect(printed.contains(line), "\(printed)") }

    // Pasted as printed, with each reason written in.
    let pasted = printed.replacingOccurrences(of: "why: \"\"", with: "why: kept until the move")
    try repo.write("findings/0001-x.md", head + pasted + tail)
    let graduated = try Fitness.run(["graduate", "findings/0001-x.md"], in: repo)
    #expect(graduated.status == 0, "\(pasted)\n\(graduated.standardError)")
    let check = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
  }
}
