import SwiftScanner
import Testing

/// Which folders a manifest's targets compile, read from its text, and when it cannot say.
@Suite struct PackageManifestTests {
  @Test func targetsCompileTheirPathOrSwiftPMsDefaultFolders() {
    let manifest = """
      let package = Package(
        name: "App",
        products: [.plugin(name: "Lint", targets: ["LintPlugin"])],
        targets: [
          .target(name: "Core", path: "Modules/Core"),
          .executableTarget(name: "app"),
          .testTarget(name: "CoreTests", dependencies: [.product(name: "Other", package: "other")]),
          .plugin(name: "LintPlugin", capability: .buildTool()),
        ]
      )
      """
    #expect(
      PackageManifest.targetFolders(in: manifest)
        == [
          "Modules/Core", "Sources/app", "Source/app", "src/app", "srcs/app", "Tests/CoreTests", "Plugins/LintPlugin",
        ])
  }

  @Test func aTargetAtThePackagesRootCompilesEverything() {
    #expect(PackageManifest.targetFolders(in: ".target(name: \"All\", path: \".\")") == [""])
  }

  @Test func aManifestWithoutTargetsCompilesNothing() {
    #expect(PackageManifest.targetFolders(in: "let package = Package(name: \"CFoo\")") == [])
  }

  @Test(arguments: [
    "let package = Package(name: \"A\", targets: targets)",
    ".target(name: name)",
    ".target(name: \"A\", path: folder)",
  ])
  func whatTheTextCannotPlaceIsNoAnswer(manifest: String) {
    #expect(PackageManifest.targetFolders(in: manifest) == nil)
  }

  @Test func whatTheManifestsCompileAnswersForEachPath() throws {
    let manifests = [
      "Package.swift": ".target(name: \"Feed\", path: \"Sources/Feed\")",
      "Modules/Kit/Package.swift": ".testTarget(name: \"KitTests\")",
    ]
    let compiled = try #require(
      PackageManifest.compiledFolders(paths: manifests.keys.sorted() + ["Sources/Feed/A.swift"]) { manifests[$0] })
    #expect(compiled("Sources/Feed/Linked"))
    #expect(compiled("Modules/Kit/Tests/KitTests/Shared"))
    #expect(!compiled("Sources/FeedKit/Linked"))
    #expect(!compiled("Fixtures/Linked"))
    // A build the manifests cannot speak for, or none at all: no answer.
    #expect(
      PackageManifest.compiledFolders(paths: ["App.xcodeproj/project.pbxproj"] + manifests.keys) { manifests[$0] }
        == nil)
    #expect(PackageManifest.compiledFolders(paths: ["Sources/Feed/A.swift"]) { _ in nil } == nil)
  }
}
