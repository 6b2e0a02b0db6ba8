import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// graduate places suites where SwiftPM compiles them: in nested local packages
/// (`Packages/<Name>/Package.swift`), never in a folder no target builds, and it names the
/// command that runs the suite it wrote.
@Suite struct PackageTestTargetTests {
  static func manifest(_ name: String, tests: String = "") -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "\(name)",
      targets: [
        .target(name: "\(name)"),
        .testTarget(name: "\(tests.isEmpty ? name + "Tests" : tests)", dependencies: [.target(name: "\(name)")]),
      ]
    )

    """
  }

  static func finding(roots: String, suite: String? = nil) -> String {
    """
    ---
    title: Models never import SwiftUI
    pattern: import-boundary
    module: SwiftUI
    roots: [\(roots)]
    \(suite.map { "suite: \($0)\n" } ?? "")---

    """
  }

  /// An app repository with two local packages and no root manifest.
  static func app() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    for name in ["Models", "Feed"] {
      try repo.write("Packages/\(name)/Package.swift", manifest(name))
      try repo.write("Packages/\(name)/Sources/\(name)/\(name).swift", "import Foundation\npublic struct \(name) {}\n")
      try repo.write("Packages/\(name)/Tests/\(name)Tests/\(name)Tests.swift", "import Testing\n")
    }
    try repo.write("App/AppMain.swift", "import SwiftUI\n")
    try repo.commitAll("app")
    return repo
  }

  @Test func aSuiteGoesIntoTheNestedPackageThatHoldsTheRootsAndNamesItsCommand() throws {
    let repo = try Self.app()
    try repo.write("findings/0001-models.md", Self.finding(roots: "Packages/Models/Sources"))
    let result = try Fitness.run(["graduate", "findings/0001-models.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let suite = "Packages/Models/Tests/ModelsTests/Fitness/"
    #expect(result.standardOutput.contains("→ \(suite)"), "\(result.standardOutput)")
    #expect(
      result.standardOutput.contains("run `swift test --package-path Packages/Models --filter "),
      "\(result.standardOutput)")
    #expect(FileManager.default.fileExists(atPath: repo.path + "/" + suite + "FitnessSupport.swift"))
    #expect(
      result.standardOutput.contains("note: add '\(suite)FitnessSupport.swift linguist-generated' to .gitattributes"))
  }

  @Test func withoutAHomeItListsEveryCandidateWithItsFolder() throws {
    let repo = try Self.app()
    try repo.write("findings/0001-models.md", Self.finding(roots: "App"))
    let result = try Fitness.run(["graduate", "findings/0001-models.md"], in: repo)
    #expect(result.status == 2)
    #expect(result.standardError.contains("Packages/Feed/Tests/FeedTests (FeedTests, in Packages/Feed)"))
    #expect(result.standardError.contains("Packages/Models/Tests/ModelsTests (ModelsTests, in Packages/Models)"))
    #expect(!result.standardError.contains("none found"))
    #expect(try repo.git(["status", "--porcelain", "--untracked-files=all"]) == "?? findings/0001-models.md\n")
  }

  @Test func aFolderNoTargetCompilesIsRefusedAndNothingIsWritten() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", Self.manifest("App", tests: "AppTests"))
    try repo.write("Sources/App/App.swift", "import Foundation\n")
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.commitAll("package")
    try repo.write("findings/0001-models.md", Self.finding(roots: "Sources", suite: "Tests/FitnessTests/Fitness"))
    let result = try Fitness.run(["graduate", "findings/0001-models.md"], in: repo)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("Tests/FitnessTests/Fitness is compiled by no test target"),
      "\(result.standardError)")
    #expect(result.standardError.contains("Tests/AppTests (AppTests)"))
    #expect(try repo.git(["status", "--porcelain", "--untracked-files=all"]) == "?? findings/0001-models.md\n")
  }

  @Test func declaredTargetsAndTheirPathsAreReadFromTheManifestText() {
    let text = """
      .testTarget(name: "CoreTests", dependencies: [.product(name: "Other", package: "o")], path: "Checks/Core"),
      .testTarget(
        name: "UITests",
        dependencies: ["App"]
      ),
      """
    let found = PackageTestTargets.declaredTestTargets(in: text)
    #expect(found.map(\.name) == ["CoreTests", "UITests"])
    #expect(found.map(\.path) == ["Checks/Core", nil])
  }

  /// Read as the rules read a manifest: a commented-out target is none, a target whose name
  /// is no literal is left out while the others are read, and a product link is a dependency.
  @Test func aCommentedOutTargetIsNoneAndAnUnreadableOneIsLeftOut() {
    let text = """
      // .testTarget(name: "OldTests"),
      .testTarget(name: computed),
      .testTarget(name: "AppTests", dependencies: [.product(name: "FitnessKit", package: "fitness")]),
      """
    let found = PackageTestTargets.declaredTestTargets(in: text)
    #expect(found.map(\.name) == ["AppTests"])
    #expect(found.map(\.linksFitnessKit) == [true])
  }
}
