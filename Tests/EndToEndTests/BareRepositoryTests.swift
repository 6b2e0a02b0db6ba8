import FitnessTestSupport
import Foundation
import Testing

/// A bare repository has no index: nothing is staged and no file is tracked but a commit's.
/// A staged or full check there is an error that says to judge a revision (exit 2), never a
/// pass on an empty index with a warning that the suites are gone.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct BareRepositoryTests {
  @Test func aCheckOfTheIndexInABareRepositoryIsAClearError() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["commit", "-q", "-a", "--no-verify", "-m", "violation"])
    let bare = try ScratchRepository(bare: true)
    try bare.git(["fetch", "-q", repo.path, "main:main"])
    for arguments in [["check", "--staged"], ["check"], ["check", "--all"], ["list"]] {
      for (binary, reader) in [(FitnessBinary.path, "direct"), (FitnessBinary.toolPath, "libgit2")] {
        let run = try ProcessResult.run(binary, arguments, in: bare.root, environment: ["FITNESS_READER": reader])
        #expect(run.status == 2, "\(arguments) \(reader): \(run.status) \(run.standardError)")
        #expect(run.standardError.contains("is a bare repository and has no index"), "\(run.standardError)")
        #expect(run.standardError.contains("fitness check --rev REV"))
        #expect(!run.standardError.contains("no longer checked"))
      }
    }
    let revision = try FitnessBinary.run(["check", "--rev", "main"], in: bare.root)
    #expect(revision.status == 1, "\(revision.standardError)")
    #expect(revision.standardError.contains("FeedView.swift:2:1: error: imports CloudKit"))
  }
}
