import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// An XcodeGen repository that commits the project it generates (as element-x-ios does):
/// the `.xcodeproj` is read as the spec's output, not as a second project listing every
/// target again; the candidates come ordered as a person would pick them, each with its
/// exact `suite:` line; and the generated project's shared scheme names the command.
@Suite struct GeneratedProjectTests {
  static let project = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 56;
    	objects = {
    		G0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
    		G1 /* UnitTests */ = {isa = PBXGroup; children = (F1, ); path = UnitTests/Sources; sourceTree = "<group>"; };
    		G2 /* UITests */ = {isa = PBXGroup; children = (F2, ); path = UITests/Sources; sourceTree = "<group>"; };
    		F1 = {isa = PBXFileReference; path = FeedTests.swift; sourceTree = "<group>"; };
    		F2 = {isa = PBXFileReference; path = FlowTests.swift; sourceTree = "<group>"; };
    		B1 = {isa = PBXBuildFile; fileRef = F1; };
    		B2 = {isa = PBXBuildFile; fileRef = F2; };
    		P1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
    		P2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
    		T1 = {isa = PBXNativeTarget; name = UnitTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (P1, ); };
    		T2 = {isa = PBXNativeTarget; name = UITests; productType = "com.apple.product-type.bundle.ui-testing"; buildPhases = (P2, ); };
    		R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
    	};
    	rootObject = R0;
    }

    """

  static func repository() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write(
      "project.yml",
      """
      name: ElementX
      targets:
        ElementX:
          type: application
          platform: iOS
          sources: [ElementX/Sources]
        UITests:
          type: bundle.ui-testing
          platform: iOS
          sources: [UITests/Sources]
        UnitTests:
          type: bundle.unit-test
          platform: iOS
          sources:
            - path: UnitTests/Sources
            - path: UnitTests/Resources
              buildPhase: resources

      """)
    try repo.write("ElementX.xcodeproj/project.pbxproj", Self.project)
    try repo.write(
      "ElementX.xcodeproj/xcshareddata/xcschemes/UnitTests.xcscheme",
      XcodeTestTargetTests.scheme.replacingOccurrences(of: "App-macOSTests", with: "UnitTests"))
    try repo.write("ElementX/Sources/Other/Feed.swift", "import Foundation\n")
    try repo.write("UnitTests/Sources/FeedTests.swift", "import XCTest\n")
    try repo.write("UITests/Sources/FlowTests.swift", "import XCTest\n")
    try repo.write("UnitTests/Resources/sample.json", "{}\n")
    try repo.commitAll("app")
    return repo
  }

  @Test func theCandidatesAreTheSpecsTestFoldersOnceUnitTestsFirst() throws {
    let repo = try Self.repository()
    try repo.write(
      "findings/0001-cloudkit.md",
      "---\ntitle: T\npattern: import-boundary\nmodule: CloudKit\nroots: [ElementX/Sources]\n---\n")
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 2, "\(result.standardOutput)")
    let lines = result.standardError.split(separator: "\n").filter { $0.hasPrefix("  ") }.map(String.init)
    #expect(
      lines == [
        "  UnitTests/Sources (UnitTests, in project.yml): suite: UnitTests/Sources/Fitness",
        "  UITests/Sources (UITests, in project.yml): suite: UITests/Sources/Fitness",
      ], "\(result.standardError)")
  }

  @Test func theGeneratedProjectsSharedSchemeNamesTheCommand() throws {
    let repo = try Self.repository()
    try repo.write(
      "findings/0001-cloudkit.md",
      "---\ntitle: T\npattern: import-boundary\nmodule: CloudKit\nroots: [ElementX/Sources]\n"
        + "suite: UnitTests/Sources/Fitness\n---\n")
    let result = try Fitness.run(["graduate", "findings/0001-cloudkit.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "`xcodebuild test -project ElementX.xcodeproj -scheme UnitTests -destination 'platform=iOS Simulator,name=iPhone 16' "
          + "-only-testing:UnitTests/"), "\(result.standardOutput)")
  }
}
