import FitnessTestSupport
import Foundation
import Testing

/// "The targets match the imports" over an Xcode project, through the real commands: the
/// finding graduates into the package beside the project and its drill is caught in the
/// project file; a commit that only takes a target dependency out of `project.pbxproj` is
/// refused at the source it leaves undeclared, as `check --rev HEAD` and libgit2 refuse it.
@Suite struct XcodeProjectDependenciesEndToEndTests {
  /// The package's test target, not the project's, gets the suite: the finding says so.
  static let finding = XcodeGenDependenciesEndToEndTests.finding.replacingOccurrences(
    of: "pattern: target-dependencies\n", with: "pattern: target-dependencies\nsuite: Tests/AppTests/Fitness\n")
  static let manifest = XcodeGenDependenciesEndToEndTests.manifest

  static func adopted() throws -> ScratchRepository {
    var files = [
      "Package.swift": manifest, XcodeProjectFixture.path: XcodeProjectFixture.project,
      "Shop/App/AppMain.swift": "import Checkout\nimport Profile\nimport Widgets\n",
      "Shop/Domain Sources/Order.swift": "public struct Order {}\n",
      "Shop/Features/Checkout/Cart.swift": "import DomainKit\n",
      "Shop/Features/Profile/Me.swift": "import DomainKit\nimport Foundation\n",
      "Shop/ShopTests/ShopTests.swift": "@testable import Shop\nimport XCTest\n",
    ]
    files["Tests/AppTests/AppTests.swift"] = "import Testing\n"
    let (repo, graduated) = try GraduatedPackage.adopt(files: files, finding: ("findings/0094-project.md", finding))
    #expect(graduated.contains("→ caught at \(XcodeProjectFixture.path):"), "\(graduated)")
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    return repo
  }

  @Test func aTargetDependencyTakenOutOfTheProjectIsRefusedAtTheImport() throws {
    let repo = try Self.adopted()
    try repo.write(
      XcodeProjectFixture.path,
      XcodeProjectFixture.project.replacingOccurrences(of: "\t\t\t\tD004 /* PBXTargetDependency */,\n", with: ""))
    try repo.git(["add", "-A"])
    let libgit2 = try FitnessBinary.run(
      ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(
      libgit2.status == 1 && libgit2.standardError.contains("Shop/Features/Profile/Me.swift:1:1"),
      "\(libgit2.standardError)")
    try RefusedCommit.expect(repo, at: ["Shop/Features/Profile/Me.swift:1:1"], "profile's dependency dropped")
    let said = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(
      said.standardError.contains(
        "Profile imports DomainKit, the module of Domain, a target of \(XcodeProjectFixture.path)")
        && said.standardError.contains("add Domain to Profile's Target Dependencies"), "\(said.standardError)")
  }
}
