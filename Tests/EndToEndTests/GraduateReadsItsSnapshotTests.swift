import FitnessTestSupport
import Foundation
import Testing

/// graduate reads what it changes through the working tree's snapshot, the view
/// `fitness check --worktree` judges: a file git ignores is not there to draw a rule from.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct GraduateReadsItsSnapshotTests {
  @Test func aFindingGitIgnoresIsNotGraduated() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.write(".gitignore", "scratch/\n")
    try repo.commitAll("ignore scratch")
    try repo.write("scratch/0007-cloudkit.md", RemovalAndModeTests.finding)
    let before = try repo.git(["status", "--porcelain", "--ignored"])
    let graduated = try FitnessBinary.run(["graduate", "scratch/0007-cloudkit.md"], in: repo.root)
    #expect(graduated.status == 2)
    #expect(graduated.standardError.contains("scratch/0007-cloudkit.md: no such finding (or git ignores it)"))
    #expect(try repo.git(["status", "--porcelain", "--ignored"]) == before)
    // The same finding where git sees it graduates.
    try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding)
    let seen = try FitnessBinary.run(["graduate", "findings/0007-cloudkit.md"], in: repo.root)
    #expect(seen.status == 0, "\(seen.standardError)")
  }
}
