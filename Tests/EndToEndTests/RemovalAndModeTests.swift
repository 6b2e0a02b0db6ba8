import FitnessTestSupport
import Foundation
import Testing

/// What a commit removes and how git reads modes, judged through the installed hook: a
/// suite can leave the commit in more ways than `git rm`, and a mode other than `100644`
/// can still be a regular file.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct RemovalAndModeTests {
  static let findingPath = "findings/0007-cloudkit.md"
  static let finding = """
    ---
    title: Only the sync layer may import CloudKit
    pattern: import-boundary
    module: CloudKit
    fence:
      - path: Sources/Sync/CloudSyncEngine.swift
        why: owns the CloudKit container
    roots: [Sources]
    suite: \(AppFixture.suitePath)
    source: review
    status: graduated
    rule: cloudkit-in-sync
    graduated: 2026-11-30
    ---
    Only the sync layer talks to CloudKit.

    """

  /// Every way a commit can take the suite away while it stays, or seems to stay, listed.
  static let removals: [(name: String, shell: String)] = [
    ("deleted", "git rm -q \(AppFixture.suitePath)"),
    ("intent-to-add", "git rm -q --cached \(AppFixture.suitePath) && git add -N \(AppFixture.suitePath)"),
    (
      // A link that leads out of the repository is no file of it (one that leads to a file
      // inside is judged as that file: see PathBytesTests and StagedCommitTests).
      "symlink", "rm \(AppFixture.suitePath) && ln -s /nowhere/Suite.swift \(AppFixture.suitePath) && git add -A"
    ),
    (
      "gitlink",
      "git rm -q --cached \(AppFixture.suitePath) && git update-index --add --cacheinfo 160000,$(git rev-parse HEAD),\(AppFixture.suitePath)"
    ),
    ("renamed", "git mv \(AppFixture.suitePath) Tests/AppTests/Fitness/Renamed.swift"),
  ]

  static func shell(_ script: String, in repo: ScratchRepository) throws {
    let result = try ProcessResult.run("/bin/sh", ["-c", script], in: repo.root)
    guard result.status == 0 else { throw ScratchError("\(script) failed: \(result.standardError)") }
  }

  @Test(arguments: removals.map(\.name))
  func aGraduatedSuiteTakenAwayIsRefusedHoweverItGoes(_ name: String) throws {
    let repo = try AppFixture.make()
    try repo.write(Self.findingPath, Self.finding)
    try repo.commitAll("finding")
    try Self.shell(Self.removals.first { $0.name == name }!.shell, in: repo)
    try repo.write("Sources/Feed/Bad.swift", "import CloudKit\n")
    try repo.git(["add", "Sources/Feed/Bad.swift"])
    let commit = try repo.run(["commit", "-m", "sneak"])
    #expect(commit.status == 1, "\(name): \(commit.standardError)")
    #expect(commit.standardError.contains("the finding is graduated but its suite \(AppFixture.suitePath) is gone"))
    #expect(commit.standardError.contains("this commit removes the suite \(AppFixture.suitePath)"))
  }

  @Test(arguments: removals.map(\.name))
  func aSuiteWithoutAFindingTakenAwayIsSaidOutLoud(_ name: String) throws {
    let repo = try AppFixture.make()
    try Self.shell(Self.removals.first { $0.name == name }!.shell, in: repo)
    let check = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    #expect(check.status == 0, "\(name): \(check.standardError)")
    #expect(check.standardError.contains("this commit removes the suite \(AppFixture.suitePath)"), "\(name)")
  }

  /// A suite moved to another `Fitness` folder still holds its rules: no word that they are
  /// no longer checked, and they are checked, by both readers.
  @Test func aSuiteMovedToAnotherFitnessFolderIsNotSaidToBeGone() throws {
    let repo = try AppFixture.make()
    let moved = "Tests/SyncTests/Fitness/CloudKitStaysInSyncTests.swift"
    try Self.shell("mkdir -p Tests/SyncTests/Fitness && git mv \(AppFixture.suitePath) \(moved)", in: repo)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    for (binary, arguments) in PathBytesTests.readers(["check", "--staged"]) {
      let check = try ProcessResult.run(binary, arguments, in: repo.root, environment: ["FITNESS_READER": "libgit2"])
      #expect(check.status == 1, "\(binary): \(check.standardError)")
      #expect(!check.standardError.contains("no longer checked"), "\(binary): \(check.standardError)")
      #expect(check.standardError.contains("FeedView.swift:2:1: error: imports CloudKit"), "\(binary)")
    }
    let commit = try repo.run(["commit", "-m", "moved"])
    #expect(commit.status == 1)
    #expect(!commit.standardError.contains("no longer checked"), "\(commit.standardError)")
  }

  /// A suite split in two, one rule moved and one dropped: the warning names the dropped one.
  @Test func aSuitePartlyMovedNamesTheRulesItDrops() throws {
    let repo = try AppFixture.make()
    let second = AppFixture.suite().replacingOccurrences(of: "static let rule = ", with: "static let other = ")
      .replacingOccurrences(of: "cloudkit-in-sync", with: "cloudkit-second")
    let both =
      AppFixture.suite().replacingOccurrences(of: "\n}\n", with: "\n")
      + second.components(separatedBy: "{\n")
      .dropFirst().joined(separator: "{\n")
    try repo.write(AppFixture.suitePath, both)
    try repo.commitAll("two rules")
    let moved = "Tests/SyncTests/Fitness/CloudKitStaysInSyncTests.swift"
    try Self.shell("git rm -q \(AppFixture.suitePath)", in: repo)
    try repo.write(moved, AppFixture.suite())
    try repo.git(["add", "-A"])
    for (binary, arguments) in PathBytesTests.readers(["check", "--staged"]) {
      let check = try ProcessResult.run(binary, arguments, in: repo.root, environment: ["FITNESS_READER": "libgit2"])
      #expect(check.status == 0, "\(binary): \(check.standardError)")
      #expect(
        check.standardError.contains(
          "its rules cloudkit-in-sync are still checked from their new suite, but cloudkit-second no longer are"),
        "\(binary): \(check.standardError)")
    }
  }

  /// An old git wrote group-writable files as `100664`; git reads that as `100644`, so a
  /// commit that does not touch the file does not change it.
  @Test func aLegacyModeInHeadIsNotAChange() throws {
    let repo = try AppFixture.make()
    try repo.write("Sources/Feed/Old.swift", "import CloudKit\n")
    try Self.shell(
      """
      set -e
      old=$(git hash-object -w Sources/Feed/Old.swift); rm Sources/Feed/Old.swift
      feed=$(printf '100644 blob %s\\tFeedView.swift\\n100664 blob %s\\tOld.swift\\n' \
        $(git rev-parse HEAD:Sources/Feed/FeedView.swift) $old | git mktree)
      sources=$(printf '040000 tree %s\\tFeed\\n040000 tree %s\\tSync\\n' $feed $(git rev-parse HEAD:Sources/Sync) | git mktree)
      root=$(printf '040000 tree %s\\tSources\\n040000 tree %s\\tTests\\n' $sources $(git rev-parse HEAD:Tests) | git mktree)
      git reset -q --hard $(git commit-tree -p HEAD -m legacy $root)
      git cat-file tree HEAD:Sources/Feed | grep -a -q '100664 '
      """, in: repo)
    try repo.write(AppFixture.plainFile, AppFixture.plainSource + "// edited\n")
    try repo.git(["add", AppFixture.plainFile])
    let commit = try repo.run(["commit", "-m", "edit"])
    #expect(commit.status == 0, "\(commit.standardError)")
    let tool = try ProcessResult.run(FitnessBinary.toolPath, ["check", "--staged"], in: repo.root)
    #expect(tool.status == 0, "\(tool.standardError)")
  }

  /// An index entry with unusual permission bits (`100600`) is still a regular file that
  /// the commit records, and is judged.
  @Test func aRegularFileWithUnusualPermissionsIsJudged() throws {
    let repo = try AppFixture.make()
    try repo.write("Sources/Feed/Bad.swift", "import CloudKit\n")
    try repo.git(["add", "Sources/Feed/Bad.swift"])
    try IndexPatch.setMode(0o100600, of: "Sources/Feed/Bad.swift", in: repo)
    #expect(try repo.git(["diff", "--cached", "--name-only"]).contains("Sources/Feed/Bad.swift"))
    for binary in [FitnessBinary.path, FitnessBinary.toolPath] {
      let check = try ProcessResult.run(binary, ["check", "--staged"], in: repo.root)
      #expect(check.status == 1, "\(binary): \(check.standardError)")
      #expect(check.standardError.contains("Sources/Feed/Bad.swift:1:1: error: imports CloudKit"), "\(binary)")
    }
  }
}
