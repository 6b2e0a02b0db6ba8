import FitnessTestSupport
import Foundation
import RuleEngine
import SwiftScanner
import Testing

/// "`Package.swift` matches the imports": an import of an unlisted target of the package is
/// reported at the import, a listed target no source imports at its entry in the manifest;
/// only the package's own targets are judged, and the fence names edges.
@Suite struct TargetDependenciesTests {
  let site = RuleSite(suitePath: "Tests/AppTests/Fitness/PackageManifestMatchesTheImportsTests.swift")

  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "Domain"),
        .target(name: "Macros"),
        .target(name: "Checkout", dependencies: ["Domain", .product(name: "Collections", package: "swift-collections")]),
        .target(name: "Profile", dependencies: [.target(name: "Domain"), "Macros"]),
        .executableTarget(name: "shop-cli", dependencies: ["Checkout"]),
        .testTarget(name: "ShopTests", dependencies: ["Checkout", "Profile"]),
      ]
    )
    """

  func files(_ sources: [String: String], manifest: String = Self.manifest) -> FileSet {
    var all = sources
    all["Package.swift"] = manifest
    return FileSet(paths: Set(all.keys), sources: all.mapValues { ScannedSource(Array($0.utf8)) })
  }

  static let clean = [
    "Sources/Domain/Order.swift": "public struct Order {}\n",
    "Sources/Checkout/Cart.swift": "import Domain\nimport Collections\nimport Foundation\n",
    "Sources/Profile/Me.swift": "import Domain\nimport Macros\n",
    "Sources/shop-cli/main.swift": "import Checkout\n",
    "Tests/ShopTests/CartTests.swift": "@testable import Checkout\nimport Testing\n",
    "Tests/ShopTests/MeTests.swift": "import Profile\n",
  ]

  @Test func aPackageThatMatchesItsImportsIsClean() {
    let rule = TargetDependencies(id: "deps")
    #expect(rule.violations(site: site, in: files(Self.clean), catalogValues: nil).isEmpty)
  }

  @Test func anUndeclaredImportIsReportedAtTheImport() {
    var sources = Self.clean
    sources["Sources/Checkout/Cart.swift"] = "import Domain\nimport Collections\nimport Profile\n"
    sources["Sources/shop-cli/main.swift"] = "import Checkout\nimport Domain\n"
    let found = TargetDependencies(id: "deps").violations(site: site, in: files(sources), catalogValues: nil)
    #expect(
      found.map { "\($0.place) \($0.subject)" } == [
        "Sources/Checkout/Cart.swift:3:1 Checkout.Profile", "Sources/shop-cli/main.swift:2:1 shop-cli.Domain",
      ])
    let message = found[0].message
    #expect(message.contains("Checkout imports Profile, a target of Package.swift that Checkout does not list"))
    #expect(
      message.contains("change the manifest") && message.contains("the contract") && message.contains(site.suitePath))
  }

  /// A full scan keeps no facts for a file that imports nothing: the target is still judged
  /// (its sources were read), where a target with no Swift source at all is not.
  @Test func aTargetWhoseSourcesImportNothingStillHasItsDependenciesJudged() {
    var sources = Self.clean
    sources["Sources/Profile/Me.swift"] = "struct Me {}\n"
    var all = sources
    all["Package.swift"] = Self.manifest
    let scanned = all.filter { $0.key != "Package.swift" }.mapValues {
      ScannedSource(Array($0.utf8)).facts(modules: nil, needles: [])
    }
    .filter { !$0.value.isEmpty }
    var set = FileSet(paths: Set(all.keys), sources: [:], facts: scanned)
    set.manifests = ["Package.swift": Array(Self.manifest.utf8)]
    let found = TargetDependencies(id: "deps").violations(site: site, in: set, catalogValues: nil)
    #expect(
      found.map { "\($0.place) \($0.subject)" } == [
        "Package.swift:9:45 Profile.Domain", "Package.swift:9:70 Profile.Macros",
      ],
      "\(found.map(\.message))")
  }

  @Test func anUnusedDependencyIsReportedAtItsEntry() {
    var sources = Self.clean
    sources["Sources/Profile/Me.swift"] = "import Domain\n"
    sources["Tests/ShopTests/MeTests.swift"] = "import Testing\n"
    let found = TargetDependencies(id: "deps").violations(site: site, in: files(sources), catalogValues: nil)
    #expect(
      found.map { "\($0.place) \($0.subject)" } == [
        "Package.swift:9:70 Profile.Macros", "Package.swift:11:63 ShopTests.Profile",
      ])
    #expect(found[0].message.contains("Profile lists Macros in its dependencies, and no Swift source of Profile"))
    // A product of another package is not judged: its module's name is not the manifest's to say.
    sources["Sources/Checkout/Cart.swift"] = "import Domain\n"
    #expect(
      TargetDependencies(id: "deps", unused: false).violations(site: site, in: files(sources), catalogValues: nil)
        .isEmpty)
  }

  @Test func theFenceLetsEdgesPastAndGoesStale() {
    var sources = Self.clean
    sources["Sources/Checkout/Cart.swift"] = "import Domain\nimport Collections\nimport Profile\n"
    let fenced = TargetDependencies(id: "deps", fence: ["Package.swift": ["Checkout.Profile"]])
    #expect(fenced.violations(site: site, in: files(sources), catalogValues: nil).isEmpty)
    let stale = fenced.violations(site: site, in: files(Self.clean), catalogValues: nil)
    #expect(stale.map(\.kind) == [.staleEntry])
    #expect(stale.first?.message.contains("Checkout.Profile no longer breaks the rule") == true)
  }

  @Test func whatCannotBeReadIsSaid() {
    let computed = "let package = Package(name: \"X\", targets: [.target(name: name)])"
    let found = TargetDependencies(id: "deps").violations(
      site: site, in: files(Self.clean, manifest: computed), catalogValues: nil)
    #expect(found.map(\.kind) == [.unreadableManifest])
    let none = TargetDependencies(id: "deps").violations(
      site: site, in: FileSet(paths: ["Sources/A.swift"], sources: ["Sources/A.swift": ScannedSource([])]),
      catalogValues: nil)
    #expect(none.map(\.kind) == [.vacuousRule])
  }

  @Test func theDrillBreaksEveryWay() {
    let fenced = TargetDependencies(id: "deps", fence: ["Package.swift": ["Checkout.Profile"]])
    var sources = Self.clean
    sources["Sources/Checkout/Cart.swift"] = "import Domain\nimport Collections\nimport Profile\n"
    let outcome = fenced.drill(site: site, files: files(sources), catalogValues: nil)
    #expect(outcome.baseline.isEmpty)
    #expect(outcome.breaks.count == 3 && outcome.breaks.allSatisfy { $0.verdict != nil }, "\(outcome.breaks)")
  }

  @Test func theLiteralRefusesWhatJudgesNothing() throws {
    let text = """
      static let rule = TargetDependencies(
        id: "deps",
        undeclared: false,
        unused: false
      )
      """
    #expect(throws: RuleBlockError.self) { try RuleBlockReader.rules(in: Array(text.utf8), path: "T.swift") }
    let edge =
      "static let rule = TargetDependencies(\n  id: \"deps\",\n  fence: [\n    \"Package.swift\": [\"Checkout\"],  // why\n  ]\n)"
    #expect(throws: RuleBlockError.self) { try RuleBlockReader.rules(in: Array(edge.utf8), path: "T.swift") }
  }
}
