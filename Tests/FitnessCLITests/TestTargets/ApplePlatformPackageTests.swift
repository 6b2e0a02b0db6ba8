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

  static func graduate(platforms: String, source: String = "import UIKit\nfinal class FeedView: UIView {}\n") throws
    -> ProcessResult
  {
    let repo = try ScratchRepository()
    let manifest = Self.manifest(platforms: platforms)
    try repo.write(
      "Packages/Feed/Package.swift",
      platforms.isEmpty ? manifest.replacingOccurrences(of: "  platforms: [],\n", with: "") : manifest)
    try repo.write("Packages/Feed/Sources/Feed/FeedView.swift", source)
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

  /// The manifest decides before the imports: a SwiftUI package for iOS and visionOS only
  /// (the Mastodon client's Timeline) imports no UIKit, and `swift test` still cannot build it.
  @Test func aPackageForDevicesOnlyIsRunByXcodebuildWhateverItImports() throws {
    let result = try Self.graduate(
      platforms: ".iOS(.v18), .visionOS(.v1)",
      source: "import SwiftUI\nstruct FeedView: View {\n  var body: some View { Text(\"\") }\n}\n")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "run `cd Packages/Feed && xcodebuild test -scheme Feed -destination 'platform=iOS"),
      "\(result.standardOutput)")
  }

  /// A manifest that lists no platforms leaves it to the imports.
  @Test func withoutPlatformsTheImportsDecide() throws {
    let uikit = try Self.graduate(platforms: "")
    #expect(
      uikit.standardOutput.contains("xcodebuild test -scheme Feed -destination 'platform=iOS"),
      "\(uikit.standardOutput)")
    let plain = try Self.graduate(platforms: "", source: "import Foundation\nstruct FeedView {}\n")
    #expect(
      plain.standardOutput.contains("run `swift test --package-path Packages/Feed --filter "), "\(plain.standardOutput)"
    )
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
    #expect(ApplePlatformPackage(manifest: Self.manifest(platforms: ".macOS(.v14)"), importsUIKit: true) == nil)
    #expect(
      ApplePlatformPackage(manifest: Self.manifest(platforms: ".visionOS(.v1)"), importsUIKit: true)?.destination
        == "platform=visionOS Simulator,name=Apple Vision Pro")
  }
}
