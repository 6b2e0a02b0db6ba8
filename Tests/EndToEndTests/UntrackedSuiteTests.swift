import FitnessTestSupport
import Foundation
import Testing

/// Right after graduate, its suites sit on disk untracked until someone runs `git add`. The
/// hook and CI judge only what git tracks, so a check that finds no rule names them (by
/// both readers, `list` too), and the hook says so on a commit of Swift files, instead of
/// "no rules found" or nothing.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct UntrackedSuiteTests {
  @Test func suitesLeftUntrackedAfterGraduateAreNamedEverywhere() throws {
    let repo = try ScratchRepository()
    try repo.write("Sources/Sync/CloudSyncEngine.swift", AppFixture.fencedSource)
    try repo.write("Sources/Feed/FeedView.swift", AppFixture.plainSource)
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.write(
      "findings/0007-cloudkit.md",
      """
      ---
      title: Only the sync layer may import CloudKit
      pattern: import-boundary
      module: CloudKit
      fence:
        - path: Sources/Sync/CloudSyncEngine.swift
          why: owns the container
      roots: [Sources]
      suite: Tests/AppTests/Fitness
      ---

      """)
    try repo.commitAll("app")
    let graduated = try FitnessBinary.run(["graduate", "findings/0007-cloudkit.md"], in: repo.root)
    try #require(graduated.status == 0, "\(graduated.standardError)")
    let install = try FitnessBinary.run(["install"], in: repo.root)
    try #require(install.status == 0)
    let named = "suite is in the working tree untracked: Tests/AppTests/Fitness/CloudKitStaysInSyncTests.swift"
    for (binary, arguments) in [
      (FitnessBinary.path, ["check", "--all"]), (FitnessBinary.toolPath, ["check", "--all"]),
      (FitnessBinary.path, ["list"]),
    ] {
      let run = try ProcessResult.run(binary, arguments, in: repo.root)
      #expect(run.standardError.contains(named), "\(arguments): \(run.standardError)")
      #expect(run.standardError.contains("`git add` it"))
    }
    try repo.write("Sources/Feed/FeedView.swift", AppFixture.violatingSource)
    try repo.git(["add", "Sources/Feed/FeedView.swift"])
    let commit = try repo.run(["commit", "-m", "feed"])
    #expect(commit.standardError.contains(named), "\(commit.standardError)")
    // Once added, the same commit is refused.
    try repo.git(["reset", "-q", "--soft", "HEAD~1"])
    try repo.git(["add", "Tests/AppTests/Fitness"])
    let refused = try repo.run(["commit", "-m", "feed"])
    #expect(refused.status == 1, "\(refused.standardError)")
    #expect(refused.standardError.contains("FeedView.swift:2:1: error: imports CloudKit"))
  }

  /// A repository with no rule yet: the front answers every commit itself (a graduated
  /// suite not yet added is named from graduate's record), never handing the commit to the
  /// tool to walk the working tree.
  @Test func theFrontAnswersARepositoryWithoutARuleItself() throws {
    let repo = try ScratchRepository()
    try repo.write("Sources/Sync/CloudSyncEngine.swift", AppFixture.fencedSource)
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.commitAll("app")
    try #require(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.write("Sources/Feed/FeedView.swift", AppFixture.plainSource)
    try repo.git(["add", "Sources/Feed/FeedView.swift"])
    let first = try repo.run(["commit", "-m", "feed"], environment: ["FITNESS_TRACE": "1"])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardError.contains("fitness: trace: fast path"), "\(first.standardError)")
    #expect(!first.standardError.contains("handed over"), "\(first.standardError)")

    try repo.write(
      "findings/0007-cloudkit.md",
      "---\ntitle: Only sync imports CloudKit\npattern: import-boundary\nmodule: CloudKit\nfence:\n"
        + "  - path: Sources/Sync/CloudSyncEngine.swift\n    why: owns the container\nroots: [Sources]\n"
        + "suite: Tests/AppTests/Fitness\n---\n")
    try #require(try FitnessBinary.run(["graduate", "findings/0007-cloudkit.md"], in: repo.root).status == 0)
    try repo.write("Sources/Feed/FeedView.swift", AppFixture.violatingSource)
    try repo.git(["add", "Sources/Feed/FeedView.swift"])
    let second = try repo.run(["commit", "-m", "feed"], environment: ["FITNESS_TRACE": "1"])
    #expect(second.standardError.contains("fitness: trace: fast path"), "\(second.standardError)")
    #expect(
      second.standardError.contains("suite is in the working tree untracked: Tests/AppTests/Fitness/"),
      "\(second.standardError)")
  }
}
