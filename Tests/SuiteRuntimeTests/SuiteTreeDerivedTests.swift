import FitnessTestSupport
import Foundation
import RuleEngine
import Testing

@testable import SuiteRuntime

/// The manifests' modules are read once per `swift test` run, not once per rule: every set
/// the suites' tree hands out derives them through the tree, and a set whose manifests
/// change derives them anew.
struct SuiteTreeDerivedTests {
  static let manifest = Array(
    """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(name: "App", targets: [.target(name: "Feed"), .target(name: "Kit")])

    """.utf8)

  static func tree() -> SuiteTree {
    let swift = ["Sources/Feed/Feed.swift": Array("import Kit\n".utf8)]
    return SuiteTree(
      paths: Set(swift.keys).union(["Package.swift"]), swift: swift, manifests: ["Package.swift": manifest])
  }

  /// Counts the work done, from any thread.
  final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
  }

  @Test func everySetOfTheTreeSharesOneDerivation() throws {
    let tree = Self.tree()
    let tally = Tally()
    let whole = tree.fileSet()
    let searched = tree.factSet(for: RuleInputs(selection: .shipping(under: nil), reading: .facts, modules: ["Kit"])) {
      SuiteTree.FactKey(modules: ["Kit"], needles: [])
    }
    for set in [whole, searched, whole] {
      let derive = try #require(set.derived, "a set the suites judge derives through the tree")
      #expect(
        derive("modules") {
          tally.add(); return 1
        } as? Int == 1)
    }
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      _ = tree.derived.value("concurrent") {
        tally.add()
        return 2
      }
    }
    #expect(tally.value == 2)
    // What the rules read through it is what they read without it.
    #expect(whole.packageModules.modules.map(\.name) == ["Feed", "Kit"])
    #expect(whole.packageModules.modules.map(\.name) == PackageModules(manifests: whole.manifests).modules.map(\.name))
  }

  /// A Tuist project is a Swift file, as `Package.swift` is: every set the tree hands out
  /// reads its targets, the sets a fence is judged by (facts, no file whole) too.
  @Test func aTuistProjectIsEverySetsManifest() {
    let project = Array(TuistFixture.project.utf8)
    let swift = ["Project.swift": project, "Features/Checkout/Sources/Cart.swift": Array("import Domain\n".utf8)]
    let tree = SuiteTree(paths: Set(swift.keys), swift: swift)
    let searched = tree.factSet(for: RuleInputs(selection: .shipping(under: nil), reading: .facts, modules: ["Domain"]))
    {
      SuiteTree.FactKey(modules: ["Domain"], needles: [])
    }
    let declared = PackageModules(manifests: ["Project.swift": project]).modules.map(\.name)
    #expect(declared.contains("Checkout"))
    for set in [searched, tree.fileSet()] {
      #expect(set.packageModules.modules.map(\.name) == declared, "\(set.manifests.keys.sorted())")
    }
  }

  @Test func aSetWhoseManifestsChangeDerivesAnew() {
    var set = Self.tree().fileSet()
    #expect(set.derived != nil)
    set.manifests = [:]
    #expect(set.derived == nil)
    var other = Self.tree().fileSet()
    other.sources = [:]
    #expect(other.derived == nil)
  }
}
