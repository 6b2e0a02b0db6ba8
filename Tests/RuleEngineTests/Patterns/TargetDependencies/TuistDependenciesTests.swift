import FitnessTestSupport
import Foundation
import RuleEngine
import SwiftScanner
import Testing

/// The targets' dependencies read from a Tuist `Project.swift`, as from a `Package.swift`:
/// its targets, products and source globs, a dependency reported where it is written.
@Suite struct TuistDependenciesTests {
  let site = RuleSite(suitePath: "Tests/AppTests/Fitness/TargetsMatchTheImportsTests.swift")

  static let project = TuistFixture.project

  static let clean = [
    "Apps/Shop/App/Sources/ShopApp.swift": "import Checkout\nimport Alamofire\nimport Widgets\n",
    "Apps/Shop/Features/Checkout/Sources/Cart.swift": "import DomainKit\n",
    "Apps/Shop/Domain/Sources/Order.swift": "public struct Order {}\n",
    "Apps/Shop/App/Tests/ShopTests.swift": "@testable import Shop\nimport XCTest\n",
  ]

  func files(_ sources: [String: String], project: String = Self.project) -> FileSet {
    var all = sources
    all["Apps/Shop/Project.swift"] = project
    var set = FileSet(paths: Set(all.keys), sources: all.mapValues { ScannedSource(Array($0.utf8)) })
    set.manifests = ["Apps/Shop/Project.swift": Array(project.utf8)]
    return set
  }

  func found(_ set: FileSet) -> [String] {
    TargetDependencies(id: "deps").violations(site: site, in: set, catalogValues: nil).map {
      "\($0.place) \($0.subject)"
    }
  }

  @Test func theManifestsTargetsAreRead() {
    let own = PackageModules(manifests: files(Self.clean).manifests)
    #expect(own.unreadable.isEmpty, "\(own.unreadable)")
    #expect(
      own.modules.map { "\($0.name) \($0.target.kind) \($0.folders) \($0.moduleName)" } == [
        "Shop executable [\"Apps/Shop/App/Sources\"] Shop",
        "Checkout regular [\"Apps/Shop/Features/Checkout/Sources\"] Checkout",
        "Domain regular [\"Apps/Shop/Domain/Sources\"] DomainKit",
        "ShopTests test [\"Apps/Shop/App/Tests\"] ShopTests",
      ])
    #expect(
      own.modules[0].target.dependencies.map { "\($0.name) \($0.package ?? "own")" } == [
        "Checkout own", "Alamofire external", "Widgets project", "StoreKit sdk",
      ])
  }

  @Test func aManifestThatMatchesItsImportsIsClean() {
    #expect(found(files(Self.clean)).isEmpty)
  }

  @Test func anUndeclaredImportAndAnUnusedDependencyAreReportedWhereTheyStand() {
    var sources = Self.clean
    sources["Apps/Shop/App/Sources/ShopApp.swift"] = "import Alamofire\nimport DomainKit\n"
    let said = TargetDependencies(id: "deps").violations(site: site, in: files(sources), catalogValues: nil)
    #expect(
      said.map { "\($0.place) \($0.subject)" } == [
        "Apps/Shop/App/Sources/ShopApp.swift:2:1 Shop.Domain", "Apps/Shop/Project.swift:13:9 Shop.Checkout",
      ])
    #expect(said[0].message.contains("Shop imports DomainKit, the module of Domain"))
    #expect(said[0].message.contains("add .target(name: \"Domain\") to Shop's dependencies"))
  }

  @Test func aTargetItCannotReadIsSaidWhere() {
    let computed = Self.project.replacingOccurrences(of: "name: \"Checkout\",\n", with: "name: checkoutName,\n")
    let said = TargetDependencies(id: "deps").violations(
      site: site, in: files(Self.clean, project: computed), catalogValues: nil)
    #expect(said.map { "\($0.kind) \($0.place)" } == ["unreadable-manifest Apps/Shop/Project.swift:20:13"])
    #expect(said.first?.message.contains("never runs Tuist") == true)
  }

  /// A project whose targets a helper builds is said to be unreadable at its `Project(`
  /// call, never read as a project without targets.
  @Test func aProjectWhoseTargetsAHelperBuildsIsSaid() {
    let helper =
      "import ProjectDescription\nimport Helpers\n\nlet project = Project(\n  name: \"Shop\",\n"
      + "  targets: Feature.allCases.map(\\.target)\n)\n"
    let said = TargetDependencies(id: "deps").violations(
      site: site, in: files(Self.clean, project: helper), catalogValues: nil)
    #expect(said.map { "\($0.kind) \($0.place)" } == ["unreadable-manifest Apps/Shop/Project.swift:4:15"])
    #expect(said.first?.message.contains("a helper may build them") == true)
  }
}
