import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `graduate --force --suite PATH` on a graduated finding moves its suite where it asks, as
/// `--help` promises: the suite as it stands (a fence entry `allow` added stays), the
/// vendored engine beside it, the old file gone, and the finding's record pointing there.
@Suite struct SuiteMoveTests {
  @Test func forceWithSuiteMovesTheSuiteItsFenceAndItsRecord() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    let rule = "0007-ledger-outside-sync"
    try repo.write("Sources/App/Audit/AuditLog.swift", "import Ledger\n")
    let allowed = try Fitness.run(
      ["allow", rule, "Sources/App/Audit/AuditLog.swift", "--why", "records each post once"], in: repo)
    #expect(allowed.status == 0, "\(allowed.standardError)")
    let before = try repo.text(LedgerFixture.suitePath)
    let moved = try Fitness.run(
      ["graduate", LedgerFixture.findingPath, "--force", "--suite", "Tests/AppXCTests/Fitness"], in: repo)
    #expect(moved.status == 0, "\(moved.standardError)")
    let name = String(LedgerFixture.suitePath.split(separator: "/").last!)
    let target = "Tests/AppXCTests/Fitness/\(name)"
    #expect(try repo.text(target) == before, "moved as it stands, the allowed entry with it")
    #expect(!FileManager.default.fileExists(atPath: repo.path + "/" + LedgerFixture.suitePath))
    #expect(FileManager.default.fileExists(atPath: repo.path + "/Tests/AppXCTests/Fitness/FitnessSupport.swift"))
    #expect(try repo.text(LedgerFixture.findingPath).contains("suite: \(target)"))
    #expect(moved.standardOutput.contains("removed \(LedgerFixture.suitePath): moved to \(target)"))
    let check = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(check.status == 0, "\(check.standardError)")
    #expect(check.standardError.contains("1 rule"), "\(check.standardError)")
  }

  @Test func withoutForceTheSuiteStaysAndNothingIsWritten() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    let finding = try repo.text(LedgerFixture.findingPath)
    let again = try Fitness.run(
      ["graduate", LedgerFixture.findingPath, "--suite", "Tests/AppXCTests/Fitness"], in: repo)
    #expect(again.status == 0)
    #expect(again.standardOutput.contains("already graduated"))
    #expect(try repo.text(LedgerFixture.findingPath) == finding)
    #expect(!FileManager.default.fileExists(atPath: repo.path + "/Tests/AppXCTests/Fitness"))
  }
}
