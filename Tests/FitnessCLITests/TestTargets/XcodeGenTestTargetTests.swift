import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// graduate reads an XcodeGen spec's test targets, through the files it includes and
/// their relative paths: a folder no target's `sources` holds is refused with the folders
/// that are, and the closing line says to run `xcodegen generate` first.
@Suite struct XcodeGenTestTargetTests {
  static func repository() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write(
      "project.yml",
      "name: App\ninclude:\n  - Targets/target.yml\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n"
    )
    try repo.write(
      "Targets/target.yml",
      "targets:\n  UnitTests:\n    type: bundle.unit-test\n    platform: iOS\n    sources:\n      - path: ../Tests/UnitTests\n"
    )
    try repo.write("App/Feed.swift", "import Foundation\n")
    try repo.write("Tests/UnitTests/FeedTests.swift", "import XCTest\n")
    try repo.commitAll("app")
    return repo
  }

  @Test func includedSpecsAndTheirRelativeSourcesAreRead() throws {
    let repo = try Self.repository()
    let targets = XcodeGenTestTargets(paths: ["project.yml", "Targets/target.yml"]) { path in
      FileManager.default.contents(atPath: repo.path + "/" + path).map { Array($0) }
    }
    var expected = XcodeGenTestTargets.Target(spec: "project.yml", name: "UnitTests", folders: ["Tests/UnitTests"])
    expected.platform = "iOS"
    expected.project = "App.xcodeproj"
    #expect(targets.targets == [expected])
  }

  /// A test target whose type and folders come from a template, made once per platform, is
  /// read as XcodeGen builds it (and as the rules read it): `UnitTests_iOS`, with its platform.
  @Test func templatesAndPlatformListsAreReadAsTheRulesReadThem() throws {
    let spec = """
      name: App
      targetTemplates:
        Tests:
          type: bundle.unit-test
          sources:
            - path: ${target_name}
          dependencies:
            - package: Snapshots
      targets:
        App:
          type: application
          platform: iOS
          sources: [App]
        UnitTests:
          templates: [Tests]
          platform: [iOS, macOS]
          scheme: {}

      """
    let targets = XcodeGenTestTargets(paths: ["project.yml"]) { _ in Array(spec.utf8) }
    #expect(targets.unreadable.isEmpty, "\(targets.unreadable)")
    #expect(targets.targets.map(\.name) == ["UnitTests_iOS", "UnitTests_macOS"])
    #expect(targets.targets.map { $0.platform ?? "-" } == ["iOS", "macOS"])
    #expect(targets.targets.allSatisfy { $0.folders == ["UnitTests"] && $0.products == ["Snapshots"] })
    #expect(targets.targets.map { $0.scheme ?? "-" } == ["UnitTests_iOS", "UnitTests_macOS"])
    #expect(targets.shipping("UnitTests").isEmpty && targets.shipping("App") == ["App"])
  }

  /// Graduate places a suite in a test target whose type and folder come from a template,
  /// made per platform, and names the target XcodeGen generates in its command; the app's
  /// templated folder is still refused as shipping.
  @Test func aTemplatedTestTargetTakesTheSuite() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "project.yml",
      """
      name: App
      targetTemplates:
        Tests:
          type: bundle.unit-test
          sources:
            - path: ${target_name}
        Feature:
          type: application
          sources:
            - path: ${target_name}
      targets:
        App:
          templates: [Feature]
          platform: iOS
        AppTests:
          templates: [Tests]
          platform: [iOS]
          scheme: {}

      """)
    try repo.write("App/Feed.swift", "import Foundation\n")
    try repo.write("AppTests/FeedTests.swift", "import XCTest\n")
    try repo.commitAll("app")
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "App/Fitness"))
    let shipping = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(shipping.status == 2)
    #expect(shipping.standardError.contains("is compiled by App, which ships"), "\(shipping.standardError)")
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "AppTests/Fitness"))
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "then `xcodebuild test -project App.xcodeproj -scheme AppTests_iOS -destination 'platform=iOS Simulator,"
          + "name=iPhone 16' -only-testing:AppTests_iOS/"), "\(result.standardOutput)")
  }

  /// A spec the reader refuses is said, at its place, never read as no targets.
  @Test func anUnreadableSpecIsSaidWhere() throws {
    let targets = XcodeGenTestTargets(paths: ["project.yml"]) { _ in Array("targets:\n  App: !tag x\n".utf8) }
    #expect(targets.targets.isEmpty)
    #expect(targets.unreadable.count == 1 && targets.unreadable[0].hasPrefix("project.yml:2:"), "\(targets.unreadable)")
  }

  /// The command names the generated project, the scheme the spec makes for the target and
  /// the simulator of its platform, never a placeholder when the spec says.
  @Test(arguments: [
    "schemes:\n  UnitTests:\n    build:\n      targets:\n        App: all\n    test:\n      targets:\n        - UnitTests\n",
    "schemes:\n  AppTests:\n    test:\n      targets:\n        - name: UnitTests\n",
  ])
  func theCommandNamesTheProjectTheSchemeAndTheSimulator(schemes: String) throws {
    let repo = try Self.repository()
    try repo.write("project.yml", try repo.text("project.yml") + schemes)
    try repo.commitAll("schemes")
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "Tests/UnitTests/Fitness"))
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let scheme = schemes.contains("AppTests") ? "AppTests" : "UnitTests"
    #expect(
      result.standardOutput.contains(
        "then `xcodebuild test -project App.xcodeproj -scheme \(scheme) -destination 'platform=iOS Simulator,name=iPhone 16' "
          + "-only-testing:UnitTests/"), "\(result.standardOutput)")
  }

  @Test func aFolderNoTargetCompilesIsRefusedWithTheOnesThatAre() throws {
    let repo = try Self.repository()
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "UnitTests"))
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 2)
    #expect(result.standardError.contains("UnitTests/Fitness is compiled by no test target"), "\(result.standardError)")
    #expect(result.standardError.contains("Tests/UnitTests (UnitTests, in project.yml)"))
    #expect(try repo.git(["status", "--porcelain", "--untracked-files=all"]) == PlacementFinding.untrackedAlone)
  }

  @Test func theTargetsFolderGetsTheSuiteAndTheGeneratorComesFirst() throws {
    let repo = try Self.repository()
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "Tests/UnitTests/Fitness"))
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("run `xcodegen generate` (the new files join UnitTests"),
      "\(result.standardOutput)")
    #expect(result.standardOutput.contains("-only-testing:UnitTests/"))
  }

  @Test func withoutASuiteTheOneTestTargetIsChosen() throws {
    let repo = try Self.repository()
    try repo.write(
      "findings/0001-cloudkit.md", "---\ntitle: T\npattern: import-boundary\nmodule: CloudKit\nroots: [App]\n---\n")
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("→ Tests/UnitTests/Fitness/"), "\(result.standardOutput)")
  }
}

/// A suite folder the app compiles, or one a test target only copies (resources, a folder
/// reference), would put test code in the product or nowhere: refused, with the folders
/// that work, and nothing written.
@Suite struct XcodeGenShippingFolderTests {
  static func repository() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write(
      "project.yml",
      """
      name: App
      targets:
        App:
          type: application
          platform: iOS
          sources: [App]
        UnitTests:
          type: bundle.unit-test
          platform: iOS
          sources:
            - path: UnitTests/Sources
            - path: DevelopmentAssets
              buildPhase: resources
            - path: Fixtures
              type: folder

      """)
    try repo.write("App/Other/Feed.swift", "import Foundation\n")
    try repo.write("UnitTests/Sources/FeedTests.swift", "import XCTest\n")
    try repo.write("DevelopmentAssets/ClassicAppFixtures/feed.json", "{}\n")
    try repo.write("Fixtures/sample.json", "{}\n")
    try repo.commitAll("app")
    return repo
  }

  @Test(arguments: ["App/Other/Fitness", "DevelopmentAssets/ClassicAppFixtures/Fitness", "Fixtures/Fitness"])
  func aFolderTheAppCompilesOrATargetOnlyCopiesIsRefused(suite: String) throws {
    let repo = try Self.repository()
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: suite))
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 2, "\(suite): \(result.standardOutput)")
    let expected = suite.hasPrefix("App/") ? "is compiled by App, which ships" : "is compiled by no test target"
    #expect(result.standardError.contains("\(suite) \(expected)"), "\(result.standardError)")
    #expect(result.standardError.contains("UnitTests/Sources"), "\(result.standardError)")
    #expect(try repo.git(["status", "--porcelain", "--untracked-files=all"]) == PlacementFinding.untrackedAlone)
  }
}

/// A test target may list a folder of media beside its sources (element-x's unit tests list
/// `DevelopmentAssets/Media`, which holds only jpg, mov and mp3): the folder offered and
/// chosen for a suite is one where the target compiles Swift.
@Suite struct XcodeGenMediaFolderTests {
  static func repository() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write(
      "project.yml",
      """
      name: App
      targets:
        App:
          type: application
          platform: iOS
          sources: [App]
        UnitTests:
          type: bundle.unit-test
          platform: iOS
          sources:
            - path: DevelopmentAssets/Media
            - path: UnitTests/Sources

      """)
    try repo.write("App/Feed.swift", "import Foundation\n")
    try repo.write("UnitTests/Sources/FeedTests.swift", "import XCTest\n")
    try repo.write("DevelopmentAssets/Media/photo.jpg", "jpg\n")
    try repo.write("DevelopmentAssets/Media/clip.mov", "mov\n")
    try repo.commitAll("app")
    return repo
  }

  @Test func aMediaFolderIsNeverOfferedOrChosen() throws {
    let repo = try Self.repository()
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "Elsewhere/Fitness"))
    let refused = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("UnitTests/Sources (UnitTests, in project.yml)"), "\(refused.standardError)")
    #expect(!refused.standardError.contains("DevelopmentAssets/Media ("), "\(refused.standardError)")

    try repo.write(
      "findings/0001-cloudkit.md", "---\ntitle: T\npattern: import-boundary\nmodule: CloudKit\nroots: [App]\n---\n")
    let chosen = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(chosen.status == 0, "\(chosen.standardError)")
    #expect(chosen.standardOutput.contains("→ UnitTests/Sources/Fitness/"), "\(chosen.standardOutput)")
  }
}

/// element-x's unit tests compile, beside their own `UnitTests/Sources`, the template that
/// `Tools/Scripts/createScreen.sh` copies into every new screen: a suite there would be
/// copied with it. The target's own folder, first in the spec it is written in, gets it.
@Suite struct XcodeGenTemplateFolderTests {
  @Test func theTargetsOwnFolderIsChosenNeverTheTemplate() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "project.yml",
      "name: App\ninclude:\n- path: App/SupportingFiles/target.yml\n- path: UnitTests/SupportingFiles/target.yml\n")
    try repo.write(
      "App/SupportingFiles/target.yml",
      "targets:\n  App:\n    type: application\n    platform: iOS\n    sources:\n    - path: ../Sources\n")
    try repo.write(
      "UnitTests/SupportingFiles/target.yml",
      """
      targets:
        UnitTests:
          type: bundle.unit-test
          platform: iOS
          sources:
          - path: ../Sources
          - path: ../SupportingFiles
          - path: ../../Tools/Scripts/Templates/SimpleScreenExample/Tests/Unit
          - path: ../Resources

      """)
    try repo.write("App/Sources/Screens/Home/HomeScreen.swift", "final class HomeScreen {}\n")
    try repo.write("UnitTests/Sources/HomeScreenTests.swift", "import XCTest\n")
    try repo.write(
      "Tools/Scripts/Templates/SimpleScreenExample/Tests/Unit/TemplateScreenViewModelTests.swift", "import XCTest\n")
    try repo.write("UnitTests/Resources/fixture.json", "{}\n")
    try repo.commitAll("an app with a screen template")
    #expect(TestTargetCandidates.isTemplate("Tools/Scripts/Templates/SimpleScreenExample/Tests/Unit"))
    #expect(!TestTargetCandidates.isTemplate("UnitTests/Sources"))
    try repo.write(
      "findings/0001-cloudkit.md", "---\ntitle: T\npattern: import-boundary\nmodule: CloudKit\nroots: [App]\n---\n")
    let chosen = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(chosen.status == 0, "\(chosen.standardError)")
    #expect(chosen.standardOutput.contains("→ UnitTests/Sources/Fitness/"), "\(chosen.standardOutput)")
    #expect(!chosen.standardOutput.contains("Templates/"), "\(chosen.standardOutput)")
  }
}
