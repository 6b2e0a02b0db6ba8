import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// graduate reads an Xcode project's test targets from `project.pbxproj` (written here by
/// hand: Xcode cannot run on Linux): a synchronized folder compiles new files into the
/// targets that own it, whatever an exception set moved; a classic group compiles nothing
/// new until the files are added; the closing line is `xcodebuild` with the scheme.
@Suite struct XcodeTestTargetTests {
  /// Tests/ is a synchronized folder of the macOS test target; one file of it is moved into
  /// the iOS test target by an exception set. ClassicTests/ is a classic group whose file the
  /// classic target's sources phase compiles.
  static let project = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 77;
    	objects = {
    		A1 /* Tests */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (A2 /* iOS */, ); path = Tests; sourceTree = "<group>"; };
    		A2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("App-iOSTests/ScreenTests.swift", ); target = T2; };
    		G0 = {isa = PBXGroup; children = (A1, G1, ); sourceTree = "<group>"; };
    		G1 /* ClassicTests */ = {isa = PBXGroup; children = (F1, ); path = ClassicTests; sourceTree = "<group>"; };
    		F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ClassicTests.swift; sourceTree = "<group>"; };
    		B1 = {isa = PBXBuildFile; fileRef = F1; };
    		P3 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
    		T1 = {isa = PBXNativeTarget; name = "App-macOSTests"; productType = "com.apple.product-type.bundle.unit-test"; fileSystemSynchronizedGroups = (A1, ); buildPhases = (); };
    		T2 = {isa = PBXNativeTarget; name = "App-iOSTests"; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (); };
    		T3 = {isa = PBXNativeTarget; name = ClassicTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (P3, ); };
    		T4 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; };
    		R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, T4, ); };
    	};
    	rootObject = R0;
    }

    """

  static let scheme = """
    <?xml version="1.0" encoding="UTF-8"?>
    <Scheme version = "1.7">
       <TestAction buildConfiguration = "Debug">
          <Testables>
             <TestableReference skipped = "NO">
                <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "T1"
                   BuildableName = "App-macOSTests.xctest" BlueprintName = "App-macOSTests" ReferencedContainer = "container:App.xcodeproj">
                </BuildableReference>
             </TestableReference>
          </Testables>
       </TestAction>
    </Scheme>

    """

  static func repository() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("App.xcodeproj/project.pbxproj", project)
    try repo.write("App.xcodeproj/xcshareddata/xcschemes/App-macOS.xcscheme", scheme)
    try repo.write("App/Feed.swift", "import Foundation\n")
    try repo.write("Tests/App-macOSTests/FeedTests.swift", "import XCTest\n")
    try repo.write("Tests/App-iOSTests/ScreenTests.swift", "import XCTest\n")
    try repo.write("ClassicTests/ClassicTests.swift", "import XCTest\n")
    try repo.commitAll("app")
    return repo
  }

  @Test func theProjectsTestTargetsFoldersAndSchemesAreRead() throws {
    let targets = XcodeTestTargets.targets(
      in: Self.project, project: "App.xcodeproj",
      schemes: [("App.xcodeproj/xcshareddata/xcschemes/App-macOS.xcscheme", Self.scheme)])
    #expect(targets.map(\.name) == ["App-iOSTests", "App-macOSTests", "ClassicTests"])
    #expect(targets[1].synchronizedFolders == ["Tests"])
    #expect(targets[1].scheme == "App-macOS")
    #expect(targets[2].classicFolders == ["ClassicTests"])
    #expect(targets[0].folders.isEmpty)
  }

  @Test func aFolderTheSynchronizedGroupCompilesIntoAnotherTargetIsRefused() throws {
    let repo = try Self.repository()
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "Tests/App-iOSTests/Fitness"))
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("joins that target, not App-iOSTests"), "\(result.standardError)")
    #expect(try repo.git(["status", "--porcelain", "--untracked-files=all"]) == PlacementFinding.untrackedAlone)
  }

  @Test func aSynchronizedFolderGetsTheSuiteAndTheXcodebuildCommand() throws {
    let repo = try Self.repository()
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "Tests/App-macOSTests/Fitness"))
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "run `xcodebuild test -project App.xcodeproj -scheme App-macOS -only-testing:App-macOSTests/"),
      "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("swift test"))
  }

  /// A unit-test target hosted by a macOS app whose entitlements turn on the App Sandbox
  /// runs inside that sandbox, where the suites cannot read the repository: graduate says
  /// so with the command, and says nothing of the kind for a host without the sandbox.
  @Test(arguments: [true, false])
  func aTestTargetHostedBySandboxedAppIsSaidToBeUnableToReadTheRepository(sandboxed: Bool) throws {
    let repo = try Self.repository()
    let hosted = Self.project.replacingOccurrences(
      of: "fileSystemSynchronizedGroups = (A1, ); buildPhases = (); };",
      with: "fileSystemSynchronizedGroups = (A1, ); buildPhases = (); buildConfigurationList = L1; };\n"
        + "\t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };\n"
        + "\t\tC1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {TEST_HOST = \"$(BUILT_PRODUCTS_DIR)/App.app/Contents/MacOS/App\"; }; };\n"
        + "\t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };\n"
        + "\t\tC2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {CODE_SIGN_ENTITLEMENTS = App/App.entitlements; }; };"
    ).replacingOccurrences(
      of: "T4 = {isa = PBXNativeTarget; name = App; productType = \"com.apple.product-type.application\"; };",
      with:
        "T4 = {isa = PBXNativeTarget; name = App; productName = App; productType = \"com.apple.product-type.application\"; buildConfigurationList = L2; };"
    )
    try repo.write("App.xcodeproj/project.pbxproj", hosted)
    try repo.write(
      "App/App.entitlements",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + "\t<key>com.apple.security.app-sandbox</key>\n\t<\(sandboxed)/>\n</dict>\n</plist>\n")
    try repo.commitAll("a hosted test target")
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "Tests/App-macOSTests/Fitness"))
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let warned = result.standardOutput.contains(
      "but App-macOSTests runs inside App, whose entitlements turn on the App Sandbox, so its suites cannot read the repository"
    )
    #expect(warned == sandboxed, "\(result.standardOutput)")
  }

  @Test func aClassicGroupGetsTheSuiteAndTheStepsToAddIt() throws {
    let repo = try Self.repository()
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "ClassicTests/Fitness"))
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("to target ClassicTests in Xcode"), "\(result.standardOutput)")
    #expect(result.standardOutput.contains("ClassicTests/Fitness/FitnessSupport.swift"))
  }

  @Test func aFolderOfNoTargetIsRefusedWithTheCandidates() throws {
    let repo = try Self.repository()
    try repo.write("findings/0001-cloudkit.md", PlacementFinding.cloudKit(suite: "UnitTests/Fitness"))
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 2)
    #expect(result.standardError.contains("UnitTests/Fitness is compiled by no test target"), "\(result.standardError)")
    #expect(result.standardError.contains("Tests (App-macOSTests, in App.xcodeproj)"))
  }
}
