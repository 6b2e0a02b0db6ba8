import FitnessTestSupport
import Foundation
import Testing

/// Real commits through the installed hook: what is judged is exactly what is committed.
@Suite struct StagedCommitTests {
  @Test func aViolationStagedThenFixedOnlyOnDiskIsRefused() throws {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", AppFixture.plainFile])
    try repo.write(AppFixture.plainFile, AppFixture.plainSource)
    let commit = try repo.run(["commit", "-m", "feed"])
    #expect(commit.status != 0)
    #expect(
      commit.standardError.contains(
        Said.forbiddenImport("CloudKit", at: "Sources/Feed/FeedView.swift:2:1") + " [cloudkit-in-sync]"))
    #expect(commit.standardError.contains("widen the fence in \(AppFixture.suitePath) with a reason"))
  }

  @Test func aViolationOnlyInTheWorkingTreeIsAccepted() throws {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.plainFile, AppFixture.plainSource + "// a harmless staged change\n")
    try repo.git(["add", AppFixture.plainFile])
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    let commit = try repo.run(["commit", "-m", "feed"])
    #expect(commit.status == 0, "\(commit.standardError)")
  }

  @Test func commitAllJudgesTheIndexGitIsBuilding() throws {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    let commit = try repo.run(["commit", "-a", "-m", "all"])
    #expect(commit.status != 0)
    #expect(commit.standardError.contains("FeedView.swift:2:1"))
  }

  @Test func commitWithPathsJudgesOnlyThosePaths() throws {
    let repo = try AppFixture.make()
    try repo.write("Sources/Other/Bad.swift", "import CloudKit\n")
    try repo.git(["add", "Sources/Other/Bad.swift"])
    try repo.write(AppFixture.plainFile, AppFixture.plainSource + "// edited\n")
    let only = try repo.run(["commit", "-m", "only feed", "--", AppFixture.plainFile])
    #expect(only.status == 0, "\(only.standardError)")
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    let bad = try repo.run(["commit", "-m", "feed", "--", AppFixture.plainFile])
    #expect(bad.status != 0)
    #expect(bad.standardError.contains("FeedView.swift:2:1"))
    #expect(!bad.standardError.contains("Bad.swift"))
  }

  /// Policy: an amend judges what changes now (HEAD to index), like any commit; content
  /// already in the amended commit is CI's to judge with `fitness check --all`.
  @Test func amendJudgesWhatTheAmendChanges() throws {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["commit", "-q", "-a", "--no-verify", "-m", "sneaked in"])
    let reword = try repo.run(["commit", "--amend", "-m", "reworded"])
    #expect(reword.status == 0, "\(reword.standardError)")
    try repo.write("Sources/Other/More.swift", "import CloudKit\n")
    try repo.git(["add", "-A"])
    let amend = try repo.run(["commit", "--amend", "-m", "more"])
    #expect(amend.status != 0)
    #expect(amend.standardError.contains("Sources/Other/More.swift:1:1"))
    let all = try FitnessBinary.run(["check", "--all"], in: repo.root)
    #expect(all.status == 1)
    #expect(all.standardError.contains("FeedView.swift:2:1"))
  }

  @Test func theFirstCommitJudgesEveryStagedFile() throws {
    let repo = try ScratchRepository()
    let install = try FitnessBinary.run(["install"], in: repo.root)
    #expect(install.status == 0, "\(install.standardError)")
    try repo.write(AppFixture.suitePath, AppFixture.suite())
    try repo.write(AppFixture.fencedFile, AppFixture.fencedSource)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    let first = try repo.run(["commit", "-m", "first"])
    #expect(first.status != 0)
    #expect(first.standardError.contains("FeedView.swift:2:1"))
    try repo.write(AppFixture.plainFile, AppFixture.plainSource)
    try repo.git(["add", "-A"])
    let fixed = try repo.run(["commit", "-m", "first"])
    #expect(fixed.status == 0, "\(fixed.standardError)")
  }

  @Test func aLinkedWorktreeCommitIsJudged() throws {
    let repo = try AppFixture.make()
    let worktree = repo.root.deletingLastPathComponent().appendingPathComponent(repo.root.lastPathComponent + "-wt")
    try repo.git(["worktree", "add", "-q", "-b", "side", worktree.path])
    defer { try? FileManager.default.removeItem(at: worktree) }
    let side = ScratchRepository(existing: worktree)
    try side.write(AppFixture.plainFile, AppFixture.violatingSource)
    try side.git(["add", "-A"])
    let commit = try side.run(["commit", "-m", "side"])
    #expect(commit.status != 0)
    #expect(commit.standardError.contains("FeedView.swift:2:1"))
  }

  @Test func renamingTheFencedFileOutOfTheFenceIsRefused() throws {
    let repo = try AppFixture.make()
    try repo.git(["mv", AppFixture.fencedFile, "Sources/Feed/CloudSyncEngine.swift"])
    let commit = try repo.run(["commit", "-m", "move"])
    #expect(commit.status != 0)
    #expect(
      commit.standardError.contains(Said.forbiddenImport("CloudKit", at: "Sources/Feed/CloudSyncEngine.swift:1:1"))
    )
    #expect(commit.standardError.contains(Said.forbiddenUseMessage("CKContainer(", of: "CloudKit")))
    #expect(commit.standardError.contains(Said.staleEntry(AppFixture.fencedFile)))
  }

  @Test func deletingAFencedFileMakesItsEntryStale() throws {
    let repo = try AppFixture.make()
    try repo.git(["rm", "-q", AppFixture.fencedFile])
    let commit = try repo.run(["commit", "-m", "drop sync"])
    #expect(commit.status != 0)
    #expect(
      commit.standardError.contains(
        "\(AppFixture.suitePath):9:7: error: " + Said.staleEntryNamed(AppFixture.fencedFile)))
    #expect(commit.standardError.contains("change the contract") && commit.standardError.contains(AppFixture.suitePath))
  }

  @Test func aFencedFileThatStopsImportingIsStaleWhenStaged() throws {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.fencedFile, "import Foundation\n")
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-m", "sync without CloudKit"])
    #expect(commit.status != 0)
    #expect(commit.standardError.contains(Said.staleEntry(AppFixture.fencedFile, uses: "CloudKit")))
  }

  /// A Swift file holding a NUL is no binary to the compiler, nor to the hook: see
  /// `SourceBytesTests`.
  @Test func submodulesSymlinksAndIntentToAddAreSkipped() throws {
    let repo = try AppFixture.make()
    let other = try ScratchRepository()
    try other.write("Lib.swift", "import CloudKit\n")
    try other.commitAll()
    try repo.git(["-c", "protocol.file.allow=always", "submodule", "add", "-q", other.path, "Sources/Vendor"])
    try repo.write("Sources/Feed/Link.swift", "")
    try repo.remove("Sources/Feed/Link.swift")
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("Sources/Feed/Link.swift").path,
      withDestinationPath: "FeedView.swift")
    try repo.git(["add", "Sources/Feed/Link.swift"])
    try repo.write("Sources/Feed/Later.swift", "import CloudKit\n")
    try repo.git(["add", "-N", "Sources/Feed/Later.swift"])
    let commit = try repo.run(["commit", "-m", "odd entries"])
    #expect(commit.status == 0, "\(commit.standardError)")
    let committed = try repo.git(["show", "--name-only", "--format=", "HEAD"])
    #expect(!committed.contains("Later.swift"))
    #expect(committed.contains("Link.swift"))
  }

  /// The compiler compiles a `.swift` symlink as its target: the link is judged at its own
  /// path with its target's bytes, by the hook, `check --all` and `check --worktree` alike,
  /// and again when only the target changes.
  @Test func aSymlinkToASwiftFileIsJudgedAsThatFileAtItsOwnPath() throws {
    let repo = try AppFixture.make()
    try repo.write("Shared/Real.swift", "import Foundation\n")
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("Sources/Feed/Linked.swift").path,
      withDestinationPath: "../../Shared/Real.swift")
    try repo.git(["add", "-A"])
    let clean = try repo.run(["commit", "-m", "a link"])
    #expect(clean.status == 0, "\(clean.standardError)")
    try repo.write("Shared/Real.swift", "import CloudKit\n")
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-m", "the target changes"])
    #expect(refused.status == 1)
    #expect(refused.standardError.contains(Said.forbiddenImport("CloudKit", at: "Sources/Feed/Linked.swift:1:1")))
    let tool = try ProcessResult.run(FitnessBinary.toolPath, ["check", "--staged"], in: repo.root)
    #expect(
      tool.standardError.contains("Sources/Feed/Linked.swift:1:1: error: imports CloudKit"), "\(tool.standardError)")
    try repo.git(["commit", "-q", "--no-verify", "-m", "sneaked"])
    for arguments in [["check", "--all"], ["check", "--all", "--no-cache"], ["check", "--worktree"]] {
      let check = try FitnessBinary.run(arguments, in: repo.root)
      #expect(check.status == 1, "\(arguments): \(check.standardError)")
      #expect(check.standardError.contains("Sources/Feed/Linked.swift:1:1: error: imports CloudKit"), "\(arguments)")
    }
  }

  @Test func aCRLFFileIsJudgedWithExactPositions() throws {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.plainFile, "import SwiftUI\r\n// note\r\n  @preconcurrency import CloudKit\r\n")
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-m", "crlf"])
    #expect(commit.status != 0)
    #expect(commit.standardError.contains("FeedView.swift:3:3: error: imports CloudKit"))
  }

  /// Policy: concluding a merge judges everything the merge brings into HEAD's branch.
  @Test func concludingAMergeJudgesWhatTheMergeBringsIn() throws {
    let repo = try AppFixture.make()
    try repo.git(["checkout", "-q", "-b", "other"])
    try repo.write("Sources/Other/Bad.swift", "import CloudKit\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "--no-verify", "-m", "sneaked in on a branch"])
    try repo.git(["checkout", "-q", "main"])
    try repo.write("README.md", "main moves on\n")
    try repo.commitAll("main")
    try repo.git(["merge", "-q", "--no-ff", "--no-commit", "other"])
    let commit = try repo.run(["commit", "-m", "merge other"])
    #expect(commit.status != 0)
    #expect(commit.standardError.contains("Sources/Other/Bad.swift:1:1"))
  }

  @Test func nothingStagedPassesSilently() throws {
    let repo = try AppFixture.make()
    let commit = try repo.run(["commit", "--allow-empty", "-m", "empty"])
    #expect(commit.status == 0)
    #expect(!commit.standardError.contains("fitness"))
  }

  /// `swift test` compiles every spelling of a rule literal; the hook and `check --all`
  /// read them all, or refuse the suite with its position, and never see "0 rules".
  @Test(arguments: [
    "static let rule: ImportBoundary = .init(", "static let rule = ImportBoundary.init(",
    "static let rule = ImportBoundary (",
  ])
  func everySpellingOfARuleIsEnforced(_ spelling: String) throws {
    let repo = try AppFixture.make()
    try repo.write(
      AppFixture.suitePath,
      AppFixture.suite().replacingOccurrences(of: "static let rule = ImportBoundary(", with: spelling))
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-m", "respelled"])
    #expect(commit.status == 1, "\(spelling): \(commit.standardError)")
    #expect(commit.standardError.contains("FeedView.swift:2:1: error: imports CloudKit"))
    try repo.git(["commit", "-q", "--no-verify", "-m", "respelled"])
    let all = try FitnessBinary.run(["check", "--all"], in: repo.root)
    #expect(all.status == 1, "\(all.standardError)")
  }

  @Test func aSuiteWithNoReadableRuleStopsTheCommit() throws {
    let repo = try AppFixture.make()
    try repo.write(
      "Tests/AppTests/Fitness/HandWrittenTests.swift", "import Testing\n@Suite struct HandWrittenTests {}\n")
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-m", "hand written"])
    #expect(commit.status == 2 || commit.status == 1, "\(commit.standardError)")
    #expect(
      commit.standardError.contains(
        "Tests/AppTests/Fitness/HandWrittenTests.swift:1:1: error: this suite holds no rule literal fitness can read"))
  }
}

/// A clean staged check run by a person in a terminal says so in one line; under git's hook
/// (also on a terminal) it stays quiet. `script` gives both a real terminal.
@Suite(
  .tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason),
  .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script"))
struct TerminalSummaryTests {
  static func onATerminal(_ command: String, in repo: ScratchRepository) throws -> ProcessResult {
    try ProcessResult.run("/usr/bin/script", ["-qec", command, "/dev/null"], in: repo.root)
  }

  @Test func aCleanCheckByHandSaysSoAndTheHookStaysQuiet() throws {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.plainFile, AppFixture.plainSource + "// edited\n")
    try repo.git(["add", "-A"])
    let byHand = try Self.onATerminal("'\(FitnessBinary.path)' check", in: repo)
    #expect(byHand.status == 0, "\(byHand.standardOutput)")
    #expect(
      byHand.standardOutput.contains("fitness: clean: 1 rule, 1 file judged (staged)"), "\(byHand.standardOutput)")
    let commit = try Self.onATerminal("git commit -q -m edited", in: repo)
    #expect(commit.status == 0, "\(commit.standardOutput)")
    #expect(!commit.standardOutput.contains("fitness:"), "\(commit.standardOutput)")
  }
}
