import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// A test target that links FitnessKit gets suites that `import FitnessKit` and no vendored
/// engine, whichever project declares the link: a SwiftPM manifest, an Xcode project's
/// package product, an XcodeGen spec. A vendored copy already there is refused, with what
/// to do, and nothing is written.
@Suite struct LibraryPlacementTests {
  static let suite = "Tests/AppTests/Fitness"

  static func swiftPM() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write(
      "Package.swift",
      """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(url: "https://example.com/fitness", from: "0.1.0")],
        targets: [
          .target(name: "App", path: "App"),
          .testTarget(
            name: "AppTests", dependencies: ["App", .product(name: "FitnessKit", package: "fitness")], path: "Tests/AppTests"),
        ]
      )

      """)
    return repo
  }

  static func xcode() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write(
      "App.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
      	archiveVersion = 1;
      	objectVersion = 77;
      	objects = {
      		A1 /* Tests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Tests/AppTests; sourceTree = "<group>"; };
      		G0 = {isa = PBXGroup; children = (A1, ); sourceTree = "<group>"; };
      		K1 /* FitnessKit */ = {isa = XCSwiftPackageProductDependency; package = K2; productName = FitnessKit; };
      		K2 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/fitness"; };
      		T1 = {isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; fileSystemSynchronizedGroups = (A1, ); packageProductDependencies = (K1, ); buildPhases = (); };
      		R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); packageReferences = (K2, ); };
      	};
      	rootObject = R0;
      }

      """)
    return repo
  }

  static func xcodeGen() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write(
      "project.yml",
      """
      name: App
      packages:
        fitness:
          url: https://example.com/fitness
          from: 0.1.0
      targets:
        AppTests:
          type: bundle.unit-test
          platform: iOS
          sources: [Tests/AppTests]
          dependencies:
            - package: fitness
              product: FitnessKit

      """)
    return repo
  }

  static func graduate(_ make: () throws -> ScratchRepository, vendored: Bool = false) throws
    -> (result: ProcessResult, repo: ScratchRepository)
  {
    let repo = try make()
    try repo.write("App/Feed.swift", "import Foundation\n")
    try repo.write("Tests/AppTests/FeedTests.swift", "import Testing\n")
    if vendored { try repo.write(suite + "/FitnessSupport.swift", "// an old vendored copy\n") }
    try repo.commitAll("app")
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: suite))
    return (try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo), repo)
  }

  @Test(arguments: ["SwiftPM", "Xcode", "XcodeGen"])
  func aTargetThatLinksTheLibraryGetsSuitesThatImportIt(project: String) throws {
    let make = ["SwiftPM": Self.swiftPM, "Xcode": Self.xcode, "XcodeGen": Self.xcodeGen][project]!
    let (result, repo) = try Self.graduate(make)
    #expect(result.status == 0, "\(result.standardError)")
    let written = try FileManager.default.contentsOfDirectory(atPath: repo.path + "/" + Self.suite)
    #expect(!written.contains("FitnessSupport.swift"), "\(written)")
    let suite = try #require(written.first { $0.hasSuffix("Tests.swift") })
    let text = String(decoding: try repo.read(Self.suite + "/" + suite), as: UTF8.self)
    #expect(text.contains("import FitnessKit\nimport Testing\n"))
    #expect(text.contains("with the engine of the\n// FitnessKit library"))
  }

  @Test(arguments: ["SwiftPM", "Xcode", "XcodeGen"])
  func aVendoredCopyBesideTheLibraryIsRefused(project: String) throws {
    let make = ["SwiftPM": Self.swiftPM, "Xcode": Self.xcode, "XcodeGen": Self.xcodeGen][project]!
    let (result, repo) = try Self.graduate(make, vendored: true)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "\(Self.suite)/FitnessSupport.swift vendors the engine, and its test target also links FitnessKit"),
      "\(result.standardError)")
    #expect(try repo.git(["status", "--porcelain", "--untracked-files=all"]) == PlacementFinding.untrackedAlone)
  }
}
