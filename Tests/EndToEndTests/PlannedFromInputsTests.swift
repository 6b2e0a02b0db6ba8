import FitnessTestSupport
import Foundation
import Testing

/// The staged plan follows from what each rule says it reads (`RuleInputs`), never from a
/// case written for one pattern: a commit that changes any input of a rule is judged as
/// `check --rev` judges the commit it records, through the installed hook and a real
/// `git commit`. Each story below passed the hook before the plan was derived.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct PlannedFromInputsTests {
  static let exports = "Sources/App/Kit/Exports.swift"
  static let feed = "Sources/App/Feed/FeedView.swift"
  static let suitePath = "Tests/AppTests/Fitness/NetworkStaysInKitTests.swift"

  /// The two fence literals that record a re-exporter: a boundary on Network, and a layer
  /// forbidding it under `Sources/App`.
  static let fences: [String: String] = [
    "boundary": """
    static let rule = ImportBoundary(
      id: "network-in-kit",
      module: "Network",
      fence: [
        "\(exports)",  // Kit wraps the network [0030]
      ],
      reexports: [
        "Kit": ["\(exports)"],  // Kit re-exports its base [0030]
      ],
      roots: ["Sources/App"]
    )
    """,
    "layer": """
    static let rule = LayerBoundary(
      id: "network-in-kit",
      forbid: ["Network"],
      paths: ["Sources/App"],
      fence: [
        "\(exports)": ["Network"],  // Kit wraps the network [0030]
      ],
      reexports: [
        "Kit": ["\(exports)"],  // Kit re-exports its base [0030]
      ]
    )
    """,
  ]

  static func suite(_ literal: String, name: String = "NetworkStaysInKitTests") -> String {
    "import Testing\n\n@Suite struct \(name) {\n"
      + literal.split(separator: "\n").map { "  " + $0 }.joined(
        separator: "\n") + "\n}\n"
  }

  /// A clean start: Kit uses Network itself and re-exports Foundation; the feed imports Kit.
  static func kitRepository(_ literal: String) throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write(suitePath, suite(literal))
    try repo.write(exports, "@_exported import Foundation\nimport Network\n")
    try repo.write(feed, "import Kit\n\nstruct FeedView {}\n")
    try repo.commitAll("kit")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    let clean = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(clean.status == 0, "the start is clean: \(clean.standardError)")
    return repo
  }

  @Test(arguments: ["boundary", "layer"])
  func aReexporterThatStartsReexportingTheFencedModuleIsJudgedAtItsImporters(_ kind: String) throws {
    let repo = try Self.kitRepository(Self.fences[kind]!)
    // Only the re-exporter is staged; the feed, which imports Kit, is not in the commit.
    try repo.write(Self.exports, "@_exported import Network\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: ["\(Self.feed):1:1"], "\(kind): Kit re-exports Network")
  }

  static let findingPath = "findings/0030-network-in-kit.md"
  static let finding = """
    ---
    title: Only Kit may import Network
    pattern: import-boundary
    module: Network
    fence:
      - path: \(exports)
        why: Kit wraps the network
    roots: [Sources/App]
    suite: \(suitePath)
    source: review
    status: graduated
    rule: network-in-kit
    graduated: 2026-12-01
    ---
    Only Kit talks to the network.

    """

  /// The boundary and its graduated finding, committed with the hook installed.
  static func graduatedRepository() throws -> ScratchRepository {
    let repo = try kitRepository(fences["boundary"]!)
    try repo.write(findingPath, finding)
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "-m", "the finding"])
    return repo
  }

  static let promiseBroken = ["\(findingPath)"]

  @Test func aGraduatedRulesIDChangedInItsSuiteIsRefused() throws {
    let repo = try Self.graduatedRepository()
    try repo.write(
      Self.suitePath,
      Self.suite(Self.fences["boundary"]!.replacingOccurrences(of: "\"network-in-kit\"", with: "\"network-kit\"")))
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: Set(Self.promiseBroken), "the rule's id changed")
  }

  @Test func aGraduatedRulesLiteralReplacedByAnotherRuleIsRefused() throws {
    let repo = try Self.graduatedRepository()
    let other = """
      static let rule = ImportBoundary(
        id: "sqlite-in-store",
        module: "SQLite3",
        fence: [
          "Sources/App/Store/Store.swift",  // the store owns the database [0031]
        ],
        roots: ["Sources/App"]
      )
      """
    try repo.write("Sources/App/Store/Store.swift", "import SQLite3\n")
    try repo.write(Self.suitePath, Self.suite(other))
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: Set(Self.promiseBroken), "the literal replaced")
  }

  static let declarations = """
    static let rule = DeclarationShape(
      id: "view-models-final",
      kind: "class",
      named: "*ViewModel",
      requireModifiers: ["final"],
      roots: ["Sources/App/Feed"]
    )
    """

  @Test func aDeclarationsRuleWhoseRootsAreMovedAwayIsVacuousInTheCommit() throws {
    let repo = try ScratchRepository()
    let suitePath = "Tests/AppTests/Fitness/ViewModelsAreFinalTests.swift"
    try repo.write(suitePath, Self.suite(Self.declarations, name: "ViewModelsAreFinalTests"))
    try repo.write("Sources/App/Feed/FeedViewModel.swift", "final class FeedViewModel {}\n")
    try repo.commitAll("feed")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    #expect(try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root).status == 0)
    try repo.git(["mv", "Sources/App/Feed", "Sources/App/Timeline"])
    try RefusedCommit.expect(repo, at: ["\(suitePath):4:21"], "the roots' folder moved")
  }

  /// The same move under a fence was refused before, and still is, at the same place.
  @Test func aFenceWhoseRootsAreMovedAwayIsVacuousInTheCommit() throws {
    let repo = try Self.kitRepository(
      Self.fences["boundary"]!.replacingOccurrences(of: "\"Sources/App\"", with: "\"Sources/App/Feed\""))
    try repo.git(["mv", "Sources/App/Feed", "Sources/App/Timeline"])
    let places = ["\(Self.suitePath):4:21"]
    try RefusedCommit.expect(repo, at: Set(places), "the fence's roots moved")
  }
}
