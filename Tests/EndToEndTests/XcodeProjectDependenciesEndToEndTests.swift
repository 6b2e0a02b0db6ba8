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

  /// A full check keeps each project's digest by blob; the hook reads the kept digest in
  /// place of the project file (here one that says otherwise, to show it is read) and
  /// writes none.
  @Test func theHookReadsTheDigestAFullCheckKept() throws {
    let repo = try Self.adopted()
    let folder = repo.root.appendingPathComponent(".git/fitness/projects")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".digest") }
    #expect(kept.count == 1, "\(kept)")
    let file = folder.appendingPathComponent(kept[0])
    let bytes = try Data(contentsOf: file)
    // An import added, so the rule judges every file and reads the project.
    try repo.write("Shop/Features/Profile/Me.swift", "import DomainKit\nimport Foundation\nimport Combine\n")
    try repo.git(["add", "-A"])
    #expect(try FitnessBinary.run(["check", "--staged"], in: repo.root).status == 0)
    // The kept digest with Profile's dependency on Domain taken out, its checksum mended.
    var text = String(decoding: bytes.dropLast(4), as: UTF8.self)
    let profile = try #require(text.range(of: "target\tProfile"))
    let dependency = try #require(text.range(of: "dependency\tDomain\t", range: profile.upperBound..<text.endIndex))
    let line = text.lineRange(for: dependency)
    text.removeSubrange(line)
    let body = Array(text.utf8)
    let crc = CRC32Check.of(body)
    try Data(body + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) }).write(to: file)
    let said = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    #expect(
      said.status == 1 && said.standardError.contains("Shop/Features/Profile/Me.swift:1:1"), "\(said.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
  }
}
