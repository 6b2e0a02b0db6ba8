import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// For a package that builds for Apple's devices only (no macOS among its platforms, UIKit
/// imported), the command graduate prints is the `xcodebuild test` on a simulator such
/// repositories run, with the package's scheme; a package that also builds for the Mac
/// keeps `swift test`.
@Suite struct ApplePlatformPackageTests {
  static func manifest(platforms: String) -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Feed",
      platforms: [\(platforms)],
      products: [.library(name: "Feed", targets: ["Feed"])],
      targets: [
        .target(name: "Feed"),
        .testTarget(name: "FeedTests", dependencies: ["Feed"]),
      ]
    )

    """
  }

  static func graduate(platforms: String) throws -> ProcessResult {
    let repo = try ScratchRepository()
    try repo.write("Packages/Feed/Package.swift", Self.manifest(platforms: platforms))
    try repo.write("Packages/Feed/Sources/Feed/FeedView.swift", "import UIKit\nfinal class FeedView: UIView {}\n")
    try repo.write("Packages/Feed/Tests/FeedTests/FeedTests.swift", "import XCTest\n")
    try repo.write(
      "findings/0001-feed.md",
      "---\ntitle: Feed never imports CloudKit\npattern: import-boundary\nmodule: CloudKit\n"
        + "roots: [Packages/Feed/Sources]\n---\n")
    try repo.commitAll("an iOS package")
    return try Fitness.run(["graduate", "findings/0001-feed.md"], in: repo)
  }

  @Test func anIOSOnlyPackageIsRunByXcodebuildOnASimulator() throws {
    let result = try Self.graduate(platforms: ".iOS(.v17), .visionOS(.v1)")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "run `cd Packages/Feed && xcodebuild test -scheme Feed -destination 'platform=iOS Simulator,name=iPhone 16' "
          + "-only-testing:FeedTests/CloudKitStaysOutTests` (the package builds for iOS only"),
      "\(result.standardOutput)")
  }

  @Test func aPackageThatBuildsForTheMacKeepsSwiftTest() throws {
    let result = try Self.graduate(platforms: ".iOS(.v17), .macOS(.v14)")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("run `swift test --package-path Packages/Feed --filter "))
  }

  @Test func theSchemeIsTheOneLibraryElseThePackages() {
    let two = Self.manifest(platforms: ".iOS(.v17)").replacingOccurrences(
      of: "products: [.library(name: \"Feed\", targets: [\"Feed\"])]",
      with: "products: [.library(name: \"Feed\", targets: [\"Feed\"]), .library(name: \"FeedUI\", targets: [\"Feed\"])]"
    )
    #expect(ApplePlatformPackage(manifest: two, importsUIKit: true)?.scheme == "Feed-Package")
    #expect(ApplePlatformPackage(manifest: Self.manifest(platforms: ".iOS(.v17)"), importsUIKit: false) == nil)
    #expect(
      ApplePlatformPackage(manifest: Self.manifest(platforms: ".visionOS(.v1)"), importsUIKit: true)?.destination
        == "platform=visionOS Simulator,name=Apple Vision Pro")
  }
}
