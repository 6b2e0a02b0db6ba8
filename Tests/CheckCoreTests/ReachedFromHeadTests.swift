import CheckCore
import RuleEngine
import SwiftScanner
import Testing

/// A commit that changes what a type inherits judges the files whose verdict that reaches:
/// the types that inherit the changed one, through any file, class or typealias. The
/// others keep HEAD's verdict, as every file does when the commit changes nothing they read.
@Suite struct ReachedFromHeadTests {
  static let suite = HeadVerdictTests.suite

  /// Under HeadVerdictTests' rule (model classes never inherit NSObject), HEAD already holds
  /// a breach (Legacy): a commit that does not reach it leaves it to HEAD's verdict, as it
  /// leaves an unchanged file's under a rule that judges each alone.
  static let head: [String: String] = [
    suite: HeadVerdictTests.head[HeadVerdictTests.suite]!,
    "Sources/Models/Cart.swift": "final class Cart: Middle {}\n",
    "Sources/Models/Screen.swift": "final class Screen: Root {}\n",
    "Sources/Models/Order.swift": "final class Order: Other {}\n",
    "Sources/Models/Legacy.swift": "final class Legacy: NSObject {}\n",
    "Sources/Middle/Middle.swift": "class Middle: Base {}\n",
    "Sources/Middle/Root.swift": "typealias Root = Middle\n",
    "Sources/Base/Base.swift": "class Base {}\n",
    "Sources/Base/Other.swift": "class Other {}\n",
  ]

  func check(_ changes: [String: String]) throws -> [String] {
    var staged = Self.head
    for (path, text) in changes { staged[path] = text }
    let memory = MemorySnapshot(files: staged, changedPaths: changes.keys.sorted())
    let snapshot = HeadVerdictTests.StagedSnapshot(staged: memory, head: Self.head)
    let outcome = try SnapshotCheck(snapshot: snapshot, rules: try RuleSet.load(from: snapshot)).run()
    return outcome.violations.map(\.path)
  }

  @Test func theTypesThatInheritTheChangedOneAreJudgedAndNoOther() throws {
    // Cart through Middle, Screen through a typealias of Middle, in other files; Order and
    // Legacy inherit nothing the commit changed.
    let found = try check(["Sources/Base/Base.swift": "class Base: NSObject {}\n"])
    #expect(found == ["Sources/Models/Cart.swift", "Sources/Models/Screen.swift"])
  }

  @Test func anExtensionInAnotherFileReachesTheTypeItExtendsAndItsHeirs() throws {
    let found = try check(["Sources/Base/Other.swift": "class Other {}\n\nextension Middle: NSObject {}\n"])
    #expect(found == ["Sources/Models/Cart.swift", "Sources/Models/Screen.swift"])
  }

  @Test func aChangedTypealiasReachesWhatInheritsThroughIt() throws {
    let found = try check(["Sources/Middle/Root.swift": "typealias Root = Legacy\n"])
    #expect(found == ["Sources/Models/Screen.swift"])
  }

  /// The commit's own file is judged whole, its HEAD breach included; what it changed
  /// reaches no other file.
  @Test func theChangedFileIsJudgedAndWhatItListsNewReachesNothingElse() throws {
    let found = try check(["Sources/Models/Legacy.swift": "final class Legacy: NSObject, Sendable {}\n"])
    #expect(found == ["Sources/Models/Legacy.swift"])
  }

  /// Two files staged, one as it was in HEAD: only a name listed differently reaches, here
  /// the heir of the type the extension extends.
  @Test func onlyTheNamesListedDifferentlyReach() throws {
    let found = try check([
      "Sources/Base/Base.swift": "class Base {}\n\nextension Other: NSObject {}\n",
      "Sources/Base/Other.swift": "class Other {}\n",
    ])
    #expect(found == ["Sources/Models/Order.swift"])
  }
}
