import FitnessTestSupport
import Foundation
import Testing

/// A link the readers cannot read through (a folder of Swift files, or a Swift source out
/// of the repository) is refused only where a build compiles it. With SwiftPM manifests
/// alone, that is a target's folder: a link under `Fixtures/`, which no target reaches, goes
/// through, as in swift-package-manager. Where a build is not read from the manifests (an
/// XcodeGen spec, an Xcode project, no manifest), every reached link is refused as before.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct UncompiledLinkTests {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "App",
      targets: [
        .target(name: "Feed", path: "Sources/Feed"),
        .target(name: "Sync"),
        .testTarget(name: "AppTests", dependencies: ["Feed"]),
      ]
    )

    """

  /// The app with a manifest whose targets are Sources/Feed, Sources/Sync and
  /// Tests/AppTests, its rule over every Swift file (no roots), and Fixtures/Vendored, a
  /// plain Swift folder no target compiles; then `link` staged, leading to `destination`.
  static func repository(link: String, to destination: String) throws -> ScratchRepository {
    let repo = try AppFixture.make()
    try repo.write("Package.swift", manifest)
    try repo.write(
      AppFixture.suitePath, AppFixture.suite().replacingOccurrences(of: "    roots: [\"Sources\"]\n", with: ""))
    try repo.write("Fixtures/Vendored/Impl.swift", "struct Impl {}\n")
    try repo.commitAll("a manifest and a fixture")
    let place = repo.root.appendingPathComponent(link)
    try FileManager.default.createDirectory(at: place.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: place.path, withDestinationPath: destination)
    try repo.git(["add", "-A"])
    return repo
  }

  @Test(arguments: [
    ("Fixtures/Linked", "Vendored"), ("Fixtures/Other/Linked.swift", "/opt/elsewhere/Linked.swift"),
  ])
  func aLinkNoTargetCompilesGoesThrough(link: String, destination: String) throws {
    try FolderLinkTests.expectPasses(try Self.repository(link: link, to: destination), "\(link) in the fixtures")
  }

  /// Under a target's folder (given by `path:`, or SwiftPM's default), the same links are
  /// compiled, and refused.
  @Test(arguments: [
    ("Sources/Feed/Linked", "../../Fixtures/Vendored", "this is a link to the folder Fixtures/Vendored"),
    ("Sources/Sync/Linked.swift", "/opt/elsewhere/Linked.swift", "this Swift source is a link that leaves"),
  ])
  func aLinkATargetCompilesIsRefused(link: String, destination: String, said: String) throws {
    let repo = try Self.repository(link: link, to: destination)
    try FolderLinkTests.expectRefused(repo, saying: "\(link): error: \(said)", link)
  }

  /// An XcodeGen spec beside the manifest: what its targets compile is not read here, so
  /// the link in the fixtures is refused as any reached link is.
  @Test func aBuildTheManifestsCannotSpeakForKeepsTheRefusal() throws {
    let repo = try Self.repository(link: "Fixtures/Linked", to: "Vendored")
    try repo.write("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    sources: [Fixtures]\n")
    try repo.git(["add", "-A"])
    try FolderLinkTests.expectRefused(
      repo, saying: "Fixtures/Linked: error: this is a link to the folder Fixtures/Vendored", "an XcodeGen spec")
  }
}
