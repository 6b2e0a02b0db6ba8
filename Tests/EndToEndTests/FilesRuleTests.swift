import FitnessTestSupport
import Foundation
import Testing

/// The files pattern through the real commands: adopted with a baseline (a folder's files
/// as the folder), proven red by its drill, refusing a new path at the path itself through
/// the installed hook (as `check --rev` does), and only shrinking.
@Suite struct FilesRuleTests {
  static func adopted() throws -> ScratchRepository {
    let repo = try FilesRuleFixture.graduated()
    for finding in ["findings/0061-no-storyboards.md", "findings/0062-no-new-core-folders.md"] {
      let graduate = try FitnessBinary.run(
        ["graduate", finding, "--baseline", "there before the rule; each leaves as it is rewritten"], in: repo.root)
      #expect(graduate.status == 0, "\(graduate.standardError)")
      #expect(graduate.standardOutput.contains("drill: unbroken → green"), "\(graduate.standardOutput)")
      #expect(graduate.standardOutput.contains(" removed → caught at "), "\(graduate.standardOutput)")
    }
    let suite = String(decoding: try repo.read("Tests/AppTests/Fitness/NoNewCoreEntriesTests.swift"), as: UTF8.self)
    // The baseline lets each area of Core past as a folder, not file by file.
    #expect(suite.contains("\"Sources/Core/Auth/\",  // baseline"), "\(suite)")
    #expect(suite.contains("\"Sources/Core/Vault/\",  // baseline"), "\(suite)")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "file rules, baselined"])
    #expect(commit.status == 0, "\(commit.standardError)")
    return repo
  }

  @Test func aNewPathIsRefusedAtItselfAndTheBaselineOnlyShrinks() throws {
    let repo = try Self.adopted()
    try repo.write("Sources/Core/Auth/Token.swift", "struct Token {}\n")
    try repo.git(["add", "-A"])
    let inside = try repo.run(["commit", "-q", "-m", "a file in an existing area"])
    #expect(inside.status == 0, "\(inside.standardError)")
    try repo.write("Sources/Core/Sync/Engine.swift", "struct Engine {}\n")
    try repo.write("Shared/Settings.storyboard", "<document/>\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(
      repo, at: ["Sources/Core/Sync/Engine.swift:1:1", "Shared/Settings.storyboard:1:1"],
      "a new area of Core and a new storyboard")
    try repo.git(["rm", "-q", "-r", "Sources/Core/Sync", "Shared"])
    let mended = try repo.run(["commit", "-q", "-m", "both taken out again"])
    #expect(mended.status == 0, "\(mended.standardError)")
    // The Mac storyboard rewritten in code: its entry is stale until the suite drops it.
    try repo.git(["rm", "-q", "Mac/Base.lproj/Main.storyboard"])
    let stale = try repo.run(["commit", "-q", "-m", "the menu in code"])
    #expect(stale.status == 1)
    #expect(
      stale.standardError.contains(Said.staleEntry("Mac/Base.lproj/Main.storyboard")),
      "\(stale.standardError)")
    let suite = "Tests/AppTests/Fitness/NoNewStoryboardsTests.swift"
    let text = String(decoding: try repo.read(suite), as: UTF8.self)
    try repo.write(
      suite, text.split(separator: "\n").filter { !$0.contains("Main.storyboard") }.joined(separator: "\n"))
    try repo.git(["add", "-A"])
    let shrunk = try repo.run(["commit", "-q", "-m", "the menu in code, its entry gone"])
    #expect(shrunk.status == 0, "\(shrunk.standardError)")
  }

  /// `allow` lets a new area of Core past as one folder entry, though it holds only a
  /// binary: a files rule judges the path, never the bytes.
  @Test func allowLetsANewFolderPastAsOneEntry() throws {
    let repo = try Self.adopted()
    try repo.write("Sources/Core/Sync/model.bin", String(decoding: [0x00, 0x01, 0x02], as: UTF8.self))
    let allow = try FitnessBinary.run(
      ["allow", "0062-no-new-core-folders", "Sources/Core/Sync", "--why", "sync is its own area, agreed in review"],
      in: repo.root)
    #expect(allow.status == 0, "\(allow.standardError)")
    #expect(allow.standardOutput.contains("+ Sources/Core/Sync/  // sync is its own area"), "\(allow.standardOutput)")
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "a new area of Core, agreed"])
    #expect(commit.status == 0, "\(commit.standardError)")
  }

  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theSuitesGoRedAndGreenUnderTheRealSwiftTest() throws {
    let repo = try Self.adopted()
    let green = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")
    try GraduatedPackageTests.edit(repo, "Shared/Settings.storyboard", "<document/>\n")
    let red = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(red.status != 0)
    #expect(red.standardOutput.contains("Shared/Settings.storyboard:1:1: error:"), "\(red.standardOutput)")
    try FileManager.default.removeItem(at: repo.root.appendingPathComponent("Shared"))
    let mended = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(mended.status == 0, "\(mended.standardOutput)\(mended.standardError)")
  }
}
