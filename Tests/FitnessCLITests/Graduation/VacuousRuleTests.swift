import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// A rule is never vacuous: graduate refuses, at the finding's line (exit 2, nothing
/// written), a path that matches no tracked file, a fence entry that is a folder, and a
/// rule that judges no file; and its drill never rests on a file no target compiles.
@Suite struct VacuousRuleTests {
  /// A package with an app module and its tests.
  static func repository() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", PackageTestTargetTests.manifest("App", tests: "AppTests"))
    try repo.write("Sources/App/Sync/SyncEngine.swift", "import Foundation\nstruct SyncEngine {}\n")
    try repo.write("Sources/App/Feed/FeedView.swift", "struct FeedView {}\n")
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.commitAll("app")
    return repo
  }

  static func refused(_ finding: String, in repo: ScratchRepository) throws -> String {
    try repo.write("findings/0001-x.md", finding)
    let result = try Fitness.run(["graduate", "findings/0001-x.md"], in: repo)
    #expect(result.status == 2, "\(result.standardOutput)\(result.standardError)")
    #expect(try repo.git(["status", "--porcelain", "--untracked-files=all"]) == "?? findings/0001-x.md\n")
    return result.standardError
  }

  static func boundary(_ rest: String) -> String {
    "---\ntitle: Only sync uses CloudKit\npattern: import-boundary\nmodule: CloudKit\nsuite: Tests/AppTests/Fitness\n"
      + rest + "---\n"
  }

  @Test func aRootThatMatchesNothingIsRefusedAtItsLine() throws {
    let message = try Self.refused(Self.boundary("roots: [Sources/App/Synk]\n"), in: try Self.repository())
    #expect(
      message.contains(
        "findings/0001-x.md:6:9: error: roots: 'Sources/App/Synk' matches no tracked file, so the rule would judge "
          + "nothing there"), "\(message)")
  }

  /// A rule whose verdict on a file reads the others reads every file, and judges only its
  /// roots: those are what must hold a file. What it keeps out of reach must hold one, and a
  /// cycle needs two folders.
  @Test(arguments: [
    (
      "select:\n  conforming: [Syncable]\nrequire:\n  conforms: [Sendable]\nroots: [Sources/App/Synk]\n",
      "findings/0001-x.md:9:9: error: roots: 'Sources/App/Synk' matches no tracked file"
    ),
    (
      "select:\n  kind: anything\nforbid:\n  references: [Sources/App/Profile/]\nroots: [Sources/App/Feed]\n",
      "findings/0001-x.md:8:16: error: references: 'Sources/App/Profile/' matches no tracked file, so no reference to "
        + "its types could be judged"
    ),
    (
      "select:\n  kind: anything\nforbid:\n  referenceCycles: [\"Sources/App/Feed/*\"]\nroots: [Sources/App]\n",
      "findings/0001-x.md:8:22: error: referenceCycles: 'Sources/App/Feed/*' matches 0 folders holding Swift files, "
        + "and a cycle needs two"
    ),
  ])
  func aRuleReadAcrossFilesIsVacuousByWhatItJudges(rest: String, said: String) throws {
    let finding =
      "---\ntitle: Sync stays apart\npattern: declarations\nsuite: Tests/AppTests/Fitness\n" + rest + "---\n"
    let message = try Self.refused(finding, in: try Self.repository())
    #expect(message.contains(said), "\(message)")
  }

  @Test func anExcludeThatMatchesNothingIsRefused() throws {
    let message = try Self.refused(
      Self.boundary("exclude:\n  - path: Sources/App/Previewz\n    why: previews only\n"), in: try Self.repository())
    #expect(message.contains("findings/0001-x.md:7:11: error: exclude: 'Sources/App/Previewz' matches no tracked file"))
  }

  @Test func aFenceEntryThatIsAFolderIsNamedAsOne() throws {
    let message = try Self.refused(
      Self.boundary("fence:\n  - path: Sources/App/Sync\n    why: the sync layer\n"), in: try Self.repository())
    #expect(
      message.contains(
        "findings/0001-x.md:7:11: error: fence: 'Sources/App/Sync' is a folder, and a plain entry names one file; write 'Sources/App/Sync/'"
      ), "\(message)")
  }

  @Test func anIndependentModuleWhoseFolderIsMissingIsRefused() throws {
    let finding = """
      ---
      title: Features stay independent
      pattern: independent-modules
      modules:
        - name: Sync
          paths: [Sources/App/Synk]
        - name: Feed
          paths: [Sources/App/Feed]
      suite: Tests/AppTests/Fitness
      ---

      """
    let message = try Self.refused(finding, in: try Self.repository())
    #expect(
      message.contains("findings/0001-x.md:6:13: error: modules: module Sync's folder 'Sources/App/Synk' matches no"),
      "\(message)")
    #expect(!message.contains("FitnessDrill.swift"))
  }

  @Test func aRuleThatJudgesNoFileIsRefused() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", PackageTestTargetTests.manifest("App", tests: "AppTests"))
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.commitAll("only a manifest and tests")
    let message = try Self.refused(Self.boundary(""), in: repo)
    #expect(message.contains("findings/0001-x.md: error: the rule judges no file"), "\(message)")
  }

  /// Nothing imports the module yet: the drill breaks a source file, never the manifest
  /// (which sorts first, and which no target compiles).
  @Test func theDrillNeverRestsOnAManifest() throws {
    let repo = try Self.repository()
    try repo.write("findings/0001-x.md", Self.boundary(""))
    let result = try Fitness.run(["graduate", "findings/0001-x.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("drill: `import CloudKit` added to Sources/App/Feed/FeedView.swift"))
    #expect(!result.standardOutput.contains("Package.swift"), "\(result.standardOutput)")
  }
}
