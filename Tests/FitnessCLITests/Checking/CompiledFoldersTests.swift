import Testing

@testable import FitnessCLI

/// Which folders a manifest's targets compile, read from its text, and when it cannot say.
@Suite struct CompiledFoldersTests {
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
      CompiledFolders.targetFolders(in: manifest)
        == [
          "Modules/Core", "Sources/app", "Source/app", "src/app", "srcs/app", "Tests/CoreTests", "Plugins/LintPlugin",
        ])
  }

  @Test func aTargetAtThePackagesRootCompilesEverything() {
    #expect(CompiledFolders.targetFolders(in: ".target(name: \"All\", path: \".\")") == [""])
  }

  @Test func aManifestWithoutTargetsCompilesNothing() {
    #expect(CompiledFolders.targetFolders(in: "let package = Package(name: \"CFoo\")") == [])
  }

  @Test(arguments: [
    "let package = Package(name: \"A\", targets: targets)",
    ".target(name: name)",
    ".target(name: \"A\", path: folder)",
  ])
  func whatTheTextCannotPlaceIsNoAnswer(manifest: String) {
    #expect(CompiledFolders.targetFolders(in: manifest) == nil)
  }
}
