import FitnessTestSupport
import Foundation
import RuleEngine
import SwiftScanner
import Testing

/// The targets' dependencies read from an Xcode project (`project.pbxproj`, written here by
/// hand in the format Xcode writes): classic sources and synchronized folders, the module a
/// build setting names, target dependencies reported at the line that lists them.
@Suite struct XcodeProjectDependenciesTests {
  let site = RuleSite(suitePath: "AppTests/Fitness/TargetsMatchTheImportsTests.swift")
  static let path = "Shop/Shop.xcodeproj/project.pbxproj"

  static let project = XcodeProjectFixture.project

  static let clean = [
    "Shop/App/AppMain.swift": "import Checkout\nimport Profile\nimport Widgets\n",
    "Shop/Domain Sources/Order.swift": "public struct Order {}\n",
    "Shop/Domain Sources/Draft.swift": "import Checkout\n",
    "Shop/Features/Checkout/Cart.swift": "import DomainKit\n",
    "Shop/Features/Profile/Me.swift": "import DomainKit\nimport Foundation\n",
    "Shop/ShopTests/ShopTests.swift": "@testable import Shop\nimport XCTest\n",
  ]

  func files(_ sources: [String: String], project: String = Self.project, extra: [String: String] = [:]) -> FileSet {
    var set = FileSet(
      paths: Set(sources.keys).union([Self.path]).union(extra.keys),
      sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
    set.manifests = [Self.path: Array(project.utf8)].merging(extra.mapValues { Array($0.utf8) }) { $1 }
    return set
  }

  func found(_ set: FileSet) -> [String] {
    TargetDependencies(id: "deps").violations(site: site, in: set, catalogValues: nil).map {
      "\($0.place) \($0.subject)"
    }
  }

  @Test func theProjectsTargetsAreRead() {
    let own = PackageModules(manifests: files(Self.clean).manifests)
    #expect(own.unreadable.isEmpty, "\(own.unreadable)")
    #expect(
      own.modules.map { "\($0.name) \($0.target.kind) \($0.folders) \($0.moduleName)" } == [
        "Shop executable [\"Shop/App/AppMain.swift\"] Shop",
        "Checkout regular [\"Shop/Features/Checkout\"] Checkout",
        "Profile regular [\"Shop/Features/Profile\", \"Shop/Features/Checkout/Shared/Money.swift\"] Profile",
        "Domain regular [\"Shop/Domain Sources/Order.swift\"] DomainKit",
        "ShopTests test [\"Shop/ShopTests\"] ShopTests",
      ])
    #expect(
      own.modules[0].target.dependencies.map { "\($0.name) \($0.package ?? "own")" } == [
        "Checkout own", "Profile own", "Widgets project",
      ])
    // A file in a classic group that no sources phase lists is compiled by no target.
    #expect(own.home(of: "Shop/Domain Sources/Draft.swift") == nil)
    #expect(own.home(of: "Shop/Features/Checkout/New.swift")?.name == "Checkout")
    // A synchronized folder's exceptions: a file taken out of its target, one given to another.
    #expect(own.home(of: "Shop/Features/Checkout/Legacy/Old.swift") == nil)
    #expect(own.home(of: "Shop/Features/Checkout/Shared/Money.swift")?.name == "Profile")
  }

  @Test func aProjectThatMatchesItsImportsIsClean() {
    #expect(found(files(Self.clean)).isEmpty)
  }

  @Test func anUndeclaredImportAndAnUnusedDependencyAreReportedWhereTheyStand() throws {
    var sources = Self.clean
    sources["Shop/Features/Checkout/Cart.swift"] = "import DomainKit\nimport Profile\n"
    sources["Shop/Features/Profile/Me.swift"] = "import Foundation\n"
    let said = TargetDependencies(id: "deps").violations(site: site, in: files(sources), catalogValues: nil)
    #expect(
      said.map { "\($0.place) \($0.subject)" } == [
        "Shop/Features/Checkout/Cart.swift:2:1 Checkout.Profile", "\(Self.path):68:5 Profile.Domain",
      ])
    #expect(said[0].message.contains("add Profile to Checkout's Target Dependencies"), "\(said[0].message)")
    sources = Self.clean
    sources["Shop/App/AppMain.swift"] = "import Checkout\nimport Profile\nimport Widgets\nimport DomainKit\n"
    let module = TargetDependencies(id: "deps").violations(site: site, in: files(sources), catalogValues: nil)
    #expect(module.first?.message.contains("Shop imports DomainKit, the module of Domain, a target of") == true)
    #expect(said[1].message.contains("remove Domain from Profile's Target Dependencies"), "\(said[1].message)")
  }

  /// A project XcodeGen writes from a spec beside it is the spec's output: read once, from
  /// the spec.
  @Test func aProjectBesideAnXcodeGenSpecIsTheSpecs() {
    let spec = "targets:\n  Checkout:\n    type: framework\n    sources: [Features/Checkout]\n"
    let own = PackageModules(manifests: files(Self.clean, extra: ["Shop/project.yml": spec]).manifests)
    #expect(own.modules.map(\.manifest) == ["Shop/project.yml"])
  }

  @Test func aProjectFileItCannotReadIsSaidWhere() {
    let broken = Self.project.replacingOccurrences(of: "\t\t\tname = Checkout;\n", with: "\t\t\tname = Checkout\n")
    let said = TargetDependencies(id: "deps").violations(
      site: site, in: files(Self.clean, project: broken), catalogValues: nil)
    #expect(said.map { "\($0.kind) \($0.place)" } == ["unreadable-manifest \(Self.path):62:4"])
    #expect(said.first?.message.contains("expected `;` here") == true)
    #expect(said.first?.message.contains("never runs Xcode") == true)
  }

  /// A project's digest reads as the project does: the same targets, folders, exclusions,
  /// dependencies and places, or the same reason it cannot be read; a damaged one is said.
  @Test func aDigestReadsAsTheProjectFile() throws {
    let bytes = Array(Self.project.utf8)
    let digest = XcodeProjectTargets.digest(path: Self.path, bytes: bytes)
    #expect(XcodeProjectTargets.isDigest(digest) && digest.count < bytes.count / 4)
    #expect(XcodeProjectTargets.digest(path: Self.path, bytes: digest) == digest)
    let fromFile = XcodeProjectTargets.read(path: Self.path, bytes: bytes)
    #expect(try fromFile.get().count == 5)
    #expect(XcodeProjectTargets.read(path: Self.path, bytes: digest) == fromFile)
    let broken = Array(Self.project.replacingOccurrences(of: "name = Checkout;", with: "name = Checkout").utf8)
    let brokenDigest = XcodeProjectTargets.digest(path: Self.path, bytes: broken)
    #expect(
      XcodeProjectTargets.read(path: Self.path, bytes: brokenDigest)
        == XcodeProjectTargets.read(path: Self.path, bytes: broken))
    let damaged = digest + Array("dependency\tonly\n".utf8)
    guard case .failure(let problem) = XcodeProjectTargets.read(path: Self.path, bytes: damaged) else {
      Issue.record("a damaged digest was read")
      return
    }
    #expect(problem.reason.contains("digest is damaged"))
  }
}
