import CheckCore
import RuleEngine
import SwiftScanner
import Testing

/// A rule read across files keeps HEAD's verdict when the commit changes nothing any file
/// says to it: the staged check reads the commit's files, in HEAD and staged, and no other.
@Suite struct HeadVerdictTests {
  static let suite = "Tests/AppTests/Fitness/ModelsStayPlainTests.swift"

  /// A staged snapshot in memory with HEAD's files beside it.
  struct StagedSnapshot: SnapshotReading {
    var staged: MemorySnapshot
    var head: [String: String]
    var changedPaths: [String]? { staged.changedPaths }
    var removedPaths: Set<String> { staged.removedPaths }
    func allPaths() throws -> [String] { try staged.allPaths() }
    func contains(_ path: String) -> Bool { staged.contains(path) }
    func firstPath(where predicate: (String) -> Bool) throws -> String? { try staged.firstPath(where: predicate) }
    func suitePaths() throws -> [String] { try staged.suitePaths() }
    func contents(of path: String) throws -> FileBytes? { try staged.contents(of: path) }
    func headContents(of path: String) throws -> FileBytes? { head[path].map { .text(Array($0.utf8)) } }
  }

  static let head: [String: String] = [
    suite: """
    static let rule = DeclarationShape(
      id: "plain",
      kind: "class",
      forbidInherits: ["NSObject"],
      roots: ["Sources/Models"]
    )
    """,
    "Sources/Models/Cart.swift": "final class Cart: Base {\n  func total() -> Int { 1 }\n}\n",
    "Sources/Base/Base.swift": "class Base {}\n",
    "Sources/Feed/Feed.swift": "struct Feed {}\n",
  ]

  /// A package whose manifest matches its imports, under the targets' dependencies rule.
  static let package: [String: String] = [
    "Tests/AppTests/Fitness/PackageMatchesTests.swift": "static let rule = TargetDependencies(id: \"deps\")\n",
    "Package.swift": """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(
      name: "Shop",
      targets: [.target(name: "Domain"), .target(name: "Checkout", dependencies: ["Domain"])]
    )
    """,
    "Sources/Domain/Item.swift": "struct Item {}\n",
    "Sources/Checkout/Cart.swift": "import Domain\n\nstruct Cart {\n  let items: [Item] = []\n}\n",
  ]

  func check(_ staged: [String: String], changed: [String], head: [String: String] = Self.head) throws -> (
    SnapshotCheck.Outcome, [String]
  ) {
    let memory = MemorySnapshot(files: staged, changedPaths: changed)
    let snapshot = StagedSnapshot(staged: memory, head: head)
    let outcome = try SnapshotCheck(snapshot: snapshot, rules: try RuleSet.load(from: snapshot)).run()
    return (outcome, memory.reads.paths.filter { !$0.hasPrefix("Tests/") })
  }

  @Test func aBodyEditedReadsOnlyTheCommitsFile() throws {
    var staged = Self.head
    staged["Sources/Feed/Feed.swift"] = "struct Feed {\n  var rows: [Int] { [] }\n}\n"
    let (outcome, reads) = try check(staged, changed: ["Sources/Feed/Feed.swift"])
    #expect(outcome.violations.isEmpty)
    #expect(reads == ["Sources/Feed/Feed.swift"], "read: \(reads)")
  }

  /// A rule that judges each file alone still judges the commit's file, from the facts the
  /// comparison with HEAD read: the file is read once for HEAD's side and once staged.
  @Test func aFileTheComparisonReadIsNotReadAgain() throws {
    var head = Self.head
    head["Tests/AppTests/Fitness/CloudKitStaysOutTests.swift"] =
      "static let rule = ImportBoundary(id: \"cloudkit\", module: \"CloudKit\", roots: [\"Sources\"])\n"
    var staged = head
    staged["Sources/Feed/Feed.swift"] = "import CloudKit\n\nstruct Feed {}\n"
    let (outcome, reads) = try check(staged, changed: ["Sources/Feed/Feed.swift"], head: head)
    #expect(outcome.violations.map(\.place) == ["Sources/Feed/Feed.swift:1:1"])
    #expect(reads == ["Sources/Feed/Feed.swift"], "read: \(reads)")
  }

  @Test func linesMovedAboveATypeKeepItsVerdictToo() throws {
    var staged = Self.head
    staged["Sources/Models/Cart.swift"] = "// The cart.\n\n" + Self.head["Sources/Models/Cart.swift"]!
    let (outcome, reads) = try check(staged, changed: ["Sources/Models/Cart.swift"])
    #expect(outcome.violations.isEmpty)
    #expect(reads == ["Sources/Models/Cart.swift"], "read: \(reads)")
  }

  /// The base class now inherits NSObject: what Base says to the rule changed, so every
  /// file is judged, and Cart is refused in its own file.
  @Test func aChangedSupertypeIsJudgedOverEveryFile() throws {
    var staged = Self.head
    staged["Sources/Base/Base.swift"] = "class Base: NSObject {}\n"
    let (outcome, reads) = try check(staged, changed: ["Sources/Base/Base.swift"])
    #expect(outcome.violations.map(\.path) == ["Sources/Models/Cart.swift"])
    #expect(Set(reads).isSuperset(of: ["Sources/Models/Cart.swift", "Sources/Feed/Feed.swift"]))
  }

  /// A file new to the commit says nothing in HEAD to compare with: judged over every file.
  @Test func aNewFileIsJudgedOverEveryFile() throws {
    var staged = Self.head
    staged["Sources/Feed/Row.swift"] = "struct Row {}\n"
    let (outcome, reads) = try check(staged, changed: ["Sources/Feed/Row.swift"])
    #expect(outcome.violations.isEmpty)
    #expect(reads.contains("Sources/Models/Cart.swift"), "read: \(reads)")
  }

  /// A rule that reads facts without a judge compares every fact: the same imports, lines
  /// moved, keep HEAD's verdict; an import taken away is judged over every file.
  @Test func theTargetsDependenciesKeepHeadsVerdictUntilAnImportChanges() throws {
    var staged = Self.package
    staged["Sources/Checkout/Cart.swift"] = "// The cart.\n" + Self.package["Sources/Checkout/Cart.swift"]!
    let kept = try check(staged, changed: ["Sources/Checkout/Cart.swift"], head: Self.package)
    #expect(kept.0.violations.isEmpty)
    #expect(kept.1.filter { $0 != "Package.swift" } == ["Sources/Checkout/Cart.swift"], "read: \(kept.1)")
    staged["Sources/Checkout/Cart.swift"] = "struct Cart {}\n"
    let judged = try check(staged, changed: ["Sources/Checkout/Cart.swift"], head: Self.package)
    #expect(judged.0.violations.map(\.path) == ["Package.swift"], "\(judged.0.violations)")
    #expect(judged.1.contains("Sources/Domain/Item.swift"), "read: \(judged.1)")
  }
}
