import FitnessTestSupport
import Foundation
import RuleEngine
import SwiftScanner
import Testing

/// The targets' dependencies, and a layer's `mayImport`, read from an XcodeGen spec as from a
/// `Package.swift`: the spec's targets, what it includes, its templates and platforms, each
/// dependency reported where the spec writes it.
@Suite struct XcodeGenDependenciesTests {
  let site = RuleSite(suitePath: "AppTests/Fitness/TargetsMatchTheImportsTests.swift")

  static let spec = """
    name: Shop
    include:
      - specs/features.yml
    targetTemplates:
      Feature:
        type: framework
        platform: iOS
        sources:
          - Features/${target_name}
        dependencies:
          - target: Domain_${platform}
    targets:
      App:
        type: application
        platform: iOS
        sources:
          - path: App
            excludes: ["Previews", "**/*Mock.swift"]
          - path: App/Resources
            buildPhase: resources
        dependencies:
          - target: Checkout
          - target: Profile
          - package: Collections
          - sdk: StoreKit.framework
      Domain:
        type: framework
        platform: [iOS, macOS]
        productName: Domain
        sources: Domain
      AppTests:
        type: bundle.unit-test
        platform: iOS
        sources: [AppTests]
        dependencies:
          - target: App
      AppUITests:
        type: bundle.ui-testing
        platform: iOS
        sources: [AppUITests]
        dependencies:
          - target: App

    """

  /// An included spec: its paths are relative to its own folder.
  static let features = """
    targets:
      Checkout:
        templates: [Feature]
        sources: [../Features/Shared]
      Profile:
        templates: [Feature]
        dependencies:
          - {target: Checkout}

    """

  static let clean = [
    "App/AppMain.swift": "import Checkout\nimport Profile\nimport Collections\nimport StoreKit\n",
    "Domain/Order.swift": "public struct Order {}\n",
    "Features/Checkout/Cart.swift": "import Domain\n",
    "Features/Shared/Money.swift": "import Domain\n",
    "Features/Profile/Me.swift": "import Domain\nimport Checkout\n",
    "AppTests/AppTests.swift": "@testable import App\nimport XCTest\n",
    "AppUITests/Launch.swift": "import XCTest\n",
  ]

  func files(_ sources: [String: String], spec: String = Self.spec, features: String? = Self.features) -> FileSet {
    var set = FileSet(
      paths: Set(sources.keys).union(["project.yml", "specs/features.yml"]),
      sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
    set.manifests = ["project.yml": Array(spec.utf8)]
    if let features { set.manifests["specs/features.yml"] = Array(features.utf8) }
    return set
  }

  func found(_ set: FileSet, by rule: TargetDependencies = TargetDependencies(id: "deps")) -> [String] {
    rule.violations(site: site, in: set, catalogValues: nil).map { "\($0.place) \($0.subject)" }
  }

  @Test func theSpecsTargetsAreReadAsXcodeGenBuildsThem() throws {
    let own = PackageModules(manifests: files(Self.clean).manifests)
    #expect(own.unreadable.isEmpty, "\(own.unreadable)")
    let read = own.modules.map { "\($0.name) \($0.target.kind) \($0.manifest) \($0.folders) \($0.moduleName)" }
    #expect(
      read == [
        "Checkout regular specs/features.yml [\"Features/Checkout\", \"Features/Shared\"] Checkout",
        "Profile regular specs/features.yml [\"Features/Profile\"] Profile",
        "App executable project.yml [\"App\"] App",
        "Domain_iOS regular project.yml [\"Domain\"] Domain",
        "Domain_macOS regular project.yml [\"Domain\"] Domain",
        "AppTests test project.yml [\"AppTests\"] AppTests",
        "AppUITests test project.yml [\"AppUITests\"] AppUITests",
      ])
    let profile = try #require(own.modules.first { $0.name == "Profile" })
    #expect(profile.target.dependencies.map(\.name) == ["Domain_iOS", "Checkout"])
    #expect(own.home(of: "Features/Shared/Money.swift")?.name == "Checkout")
    // A source's `excludes`, relative to its path: a folder and a glob.
    #expect(own.home(of: "App/Previews/CartPreview.swift") == nil)
    #expect(own.home(of: "App/Fakes/StoreMock.swift") == nil)
    #expect(own.home(of: "App/Fakes/Store.swift")?.name == "App")
  }

  @Test func aSourcesIncludesKeepsOnlyWhatItsGlobsMatch() throws {
    // XcodeGen compiles only what `includes` matches, relative to the source's path; its
    // `excludes` still wins, and another source of the same target is not narrowed.
    let spec = """
      targets:
        Kit:
          type: framework
          sources:
            - path: Kit
              includes: ["Public/**", "*.swift"]
              excludes: ["Public/Legacy"]
            - path: Extra

      """
    let own = PackageModules(manifests: ["project.yml": Array(spec.utf8)])
    #expect(own.unreadable.isEmpty, "\(own.unreadable)")
    #expect(own.home(of: "Kit/Kit.swift")?.name == "Kit")
    #expect(own.home(of: "Kit/Public/API/Client.swift")?.name == "Kit")
    #expect(own.home(of: "Kit/Internal/Cache.swift") == nil)
    #expect(own.home(of: "Kit/Public/Legacy/Old.swift") == nil)
    #expect(own.home(of: "Extra/Deep/Any.swift")?.name == "Kit")
  }

  @Test func aFolderTwoTargetsNameIsTheFirstsUnlessItLeavesTheFileOut() throws {
    // Targets per platform on one folder: the first declared holds what it compiles, and a
    // file it excludes belongs to the next that compiles it.
    let spec = """
      targets:
        Shared_iOS:
          type: framework
          sources:
            - path: Shared
              excludes: ["Desktop"]
        Shared_macOS:
          type: framework
          sources: [Shared]

      """
    let own = PackageModules(manifests: ["project.yml": Array(spec.utf8)])
    #expect(own.unreadable.isEmpty, "\(own.unreadable)")
    #expect(own.home(of: "Shared/Model.swift")?.name == "Shared_iOS")
    #expect(own.home(of: "Shared/Desktop/Window.swift")?.name == "Shared_macOS")
    #expect(own.home(of: "Other/Model.swift") == nil)
  }

  @Test func aSpecThatMatchesItsImportsIsClean() {
    #expect(found(files(Self.clean)).isEmpty)
  }

  @Test func anUndeclaredImportIsReportedAtTheImportAndAnUnusedOneInTheSpec() {
    var sources = Self.clean
    sources["Features/Checkout/Cart.swift"] = "import Domain\nimport Profile\n"
    sources["App/AppMain.swift"] = "import Checkout\nimport Collections\n"
    let said = TargetDependencies(id: "deps").violations(site: site, in: files(sources), catalogValues: nil)
    #expect(
      said.map { "\($0.place) \($0.subject)" } == [
        "Features/Checkout/Cart.swift:2:1 Checkout.Profile", "project.yml:23:17 App.Profile",
      ])
    #expect(said[0].message.contains("change the manifest: add `- target: Profile` to Checkout's dependencies"))
    #expect(said[1].message.contains("remove `- target: Profile` from App's dependencies"))
    // A dependency written in an included spec is reported there.
    sources = Self.clean
    sources["Features/Profile/Me.swift"] = "import Domain\n"
    #expect(found(files(sources)) == ["specs/features.yml:8:18 Profile.Checkout"])
  }

  /// A UI test bundle launches its app and imports none of it; a package product, an SDK
  /// and another project's target are not the spec's to name as modules.
  @Test func whatIsNotAnImportIsNotJudged() {
    var sources = Self.clean
    sources["App/AppMain.swift"] = "import Checkout\nimport Profile\n"
    #expect(found(files(sources)).isEmpty)
  }

  @Test func theFenceNamesTheSpecThatWritesTheTarget() {
    var sources = Self.clean
    sources["Features/Checkout/Cart.swift"] = "import Domain\nimport Profile\n"
    // The spec that writes the target: here one the project spec includes.
    let fenced = TargetDependencies(id: "deps", fence: ["specs/features.yml": ["Checkout.Profile"]])
    #expect(fenced.problems().isEmpty)
    #expect(found(files(sources), by: fenced).isEmpty)
    #expect(found(files(Self.clean), by: fenced) == ["\(site.suitePath) specs/features.yml"])
  }

  @Test func aSpecThatCannotBeReadIsSaidWhereAndWhy() {
    let tagged = Self.spec.replacingOccurrences(of: "productName: Domain", with: "productName: !str Domain")
    let said = TargetDependencies(id: "deps").violations(
      site: site, in: files(Self.clean, spec: tagged), catalogValues: nil)
    #expect(said.map { "\($0.kind) \($0.place)" } == ["unreadable-manifest project.yml:29:18"])
    #expect(said.first?.message.contains("tags (`!`) are not read") == true)
    #expect(said.first?.message.contains("never runs XcodeGen") == true)
    let missing = TargetDependencies(id: "deps").violations(
      site: site, in: files(Self.clean, features: nil), catalogValues: nil)
    #expect(missing.map { "\($0.place)" } == ["project.yml:3:5"])
    #expect(missing.first?.message.contains("specs/features.yml, which the snapshot does not hold") == true)
  }

  /// `mayImport` allows among the spec's modules as among a package's: a new framework
  /// target is forbidden to the layer the day it is added.
  @Test func aLayersAllowlistReadsTheSpecsModules() {
    let rule = FenceRule(LayerBoundary(id: "checkout-layer", paths: ["Features/Checkout/"], mayImport: ["Domain"]))
    var sources = Self.clean
    sources["Features/Checkout/Cart.swift"] = "import Domain\nimport Profile\nimport Foundation\n"
    let said = FenceEvaluation.violations(of: rule, site: site, in: files(sources))
    #expect(said.map { "\($0.place) \($0.subject)" } == ["Features/Checkout/Cart.swift:2:1 Profile"])
    #expect(FenceEvaluation.violations(of: rule, site: site, in: files(Self.clean)).isEmpty)
  }

  /// XcodeGen reads each spec once: one two specs include is merged once, and a spec named
  /// `project.yml` that another includes is read through it, not as a project of its own.
  @Test func aSpecIncludedTwiceOrNamedAsAProjectIsReadOnce() {
    let shared =
      "targets:\n  Shared:\n    type: framework\n    sources: [Shared]\n    dependencies:\n      - target: Base\n"
    let manifests: [String: [UInt8]] = [
      "project.yml": Array("include: [a.yml, b.yml, App/project.yml]\n".utf8),
      "a.yml": Array("include: [shared.yml]\n".utf8), "b.yml": Array("include: [shared.yml]\n".utf8),
      "shared.yml": Array(shared.utf8),
      "App/project.yml": Array("targets:\n  Base:\n    type: framework\n    sources: [Base]\n".utf8),
    ]
    let own = PackageModules(manifests: manifests)
    #expect(own.unreadable.isEmpty, "\(own.unreadable)")
    #expect(
      own.modules.map { "\($0.name) \($0.project) \($0.folders)" } == [
        "Shared project.yml [\"Shared\"]", "Base project.yml [\"App/Base\"]",
      ])
    #expect(own.modules[0].target.dependencies.map(\.name) == ["Base"])
  }
}
