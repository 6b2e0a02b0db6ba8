import CheckCore
import RuleEngine
import Testing

/// The planner decides what a check reads and which rules it evaluates: in a staged check
/// the cost follows the change, yet every verdict that could change is still reached.
@Suite struct CheckPlanTests {
  static let suite = "Tests/AppTests/Fitness/PaymentsStayInCheckoutTests.swift"
  static let pinSuite = "Tests/AppTests/Fitness/ModesStayPinnedTests.swift"

  static let tree: [String: String] = [
    suite: """
    static let rule = ImportBoundary(
      id: "payments",
      module: "Payments",
      fence: [
        "Sources/Checkout/Checkout.swift",  // checkout charges the card [0021]
        "Sources/Kit/Exports.swift",  // Kit is the payments facade [0021]
      ],
      reexports: [
        "Kit": ["Sources/Kit/Exports.swift"],  // re-exports Payments [0021]
      ]
    )
    """,
    pinSuite: """
    static let pin = CountPin(
      id: "modes",
      subject: "enum Mode",
      in: "Sources/Modes/Mode.swift",
      // 2026-12-01: 2 modes, classic and speed [0011]
      count: 2
    )
    """,
    "Sources/Kit/Exports.swift": "@_exported import Payments\n",
    "Sources/Checkout/Checkout.swift": "import Kit\n",
    "Sources/Feed/Feed.swift": "import SwiftUI\n",
    "Sources/Search/Search.swift": "struct Search {}\n",
    "Sources/Modes/Mode.swift": "enum Mode {\n  case classic, speed\n}\n",
  ]

  func check(_ snapshot: MemorySnapshot) throws -> SnapshotCheck.Outcome {
    var check = SnapshotCheck(snapshot: snapshot, rules: try RuleSet.load(from: snapshot))
    check.factScanner = snapshot.changedPaths == nil ? DirectFactScanner() : nil
    return try check.run()
  }

  @Test func aStagedCheckReadsTheChangeAndTheReexportersNotTheTree() throws {
    var files = Self.tree
    files["Sources/Search/Search.swift"] = "import Kit\n"
    let snapshot = MemorySnapshot(files: files, changedPaths: ["Sources/Search/Search.swift"])
    let outcome = try check(snapshot)
    #expect(outcome.violations.map { "\($0.path) \($0.subject)" } == ["Sources/Search/Search.swift Payments"])
    // The suites, the changed file and the re-exporter; no other source, and the pin's file
    // is not read: nothing it counts changed.
    let sources = Set(snapshot.reads.paths.filter { $0.hasPrefix("Sources/") })
    #expect(sources == ["Sources/Search/Search.swift", "Sources/Kit/Exports.swift"], "\(snapshot.reads.paths)")
    #expect(outcome.judgedFiles == 2)
  }

  @Test func aChangedSuiteHasItsEntriesJudgedAndAStaleOneReported() throws {
    var files = Self.tree
    files["Sources/Checkout/Checkout.swift"] = "struct Checkout {}\n"
    let staged = MemorySnapshot(files: files, changedPaths: ["Sources/Checkout/Checkout.swift"])
    #expect(try check(staged).violations.map(\.kind) == [.staleEntry])
    // A commit touching only the suite judges its entries too, though they did not change.
    let suiteOnly = MemorySnapshot(files: files, changedPaths: [Self.suite])
    #expect(try check(suiteOnly).violations.map(\.subject) == ["Sources/Checkout/Checkout.swift"])
  }

  @Test func aPinIsEvaluatedOnlyWhenWhatItCountsOrItsSuiteChanged() throws {
    var files = Self.tree
    files["Sources/Modes/Mode.swift"] = "enum Mode {\n  case classic, speed, turbo\n}\n"
    let unrelated = MemorySnapshot(files: files, changedPaths: ["Sources/Feed/Feed.swift"])
    #expect(try check(unrelated).violations.isEmpty, "a pin whose inputs did not change keeps HEAD's verdict")
    let counted = MemorySnapshot(files: files, changedPaths: ["Sources/Modes/Mode.swift"])
    #expect(try check(counted).violations.map(\.kind) == [.pinDrift])
  }

  @Test func aFullCheckJudgesEveryCoveredFileAndSeesAGoneEntry() throws {
    var files = Self.tree
    files["Sources/Kit/Exports.swift"] = nil
    files["Sources/Feed/Feed.swift"] = "import Payments\n"
    let outcome = try check(MemorySnapshot(files: files, changedPaths: nil))
    // With the re-exporter gone, checkout's `import Kit` no longer brings Payments in: its
    // entry is stale too; the fence entry and the re-exporter record are stale once each.
    #expect(
      outcome.violations.map { "\($0.kind.rawValue) \($0.subject)" }.sorted() == [
        "forbidden-import Payments", "stale-entry Sources/Checkout/Checkout.swift",
        "stale-entry Sources/Kit/Exports.swift",
        "stale-entry Sources/Kit/Exports.swift",
      ])
  }
}
