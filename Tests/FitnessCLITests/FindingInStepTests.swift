import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `fitness allow` edits the graduated finding's fence with the suite's, so the two tell one
/// story: a later `graduate --force` (which redraws the suite from the finding) keeps what
/// `allow` added, and `allow --remove` takes it out of both.
@Suite struct FindingInStepTests {
  @Test func allowAndItsRemovalKeepTheFindingsFenceInStep() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    let rule = "0007-ledger-outside-sync"
    try repo.write("Sources/App/Audit/AuditLog.swift", "import Ledger\n")
    let allowed = try Fitness.run(
      ["allow", rule, "Sources/App/Audit/AuditLog.swift", "--why", "records each post once: no retries"], in: repo)
    #expect(allowed.status == 0, "\(allowed.standardError)")
    #expect(allowed.standardOutput.contains("updated \(LedgerFixture.findingPath): its fence follows the suite"))
    let finding = try repo.text(LedgerFixture.findingPath)
    #expect(
      finding.contains(
        "  - path: Sources/App/Sync/SyncEngine.swift\n    why: posts every change through one writer\n"
          + "  - path: Sources/App/Audit/AuditLog.swift\n    why: \"records each post once: no retries\"\n"),
      "\(finding)")
    // Redrawn from the finding, the suite keeps the entry.
    let redrawn = try Fitness.run(["graduate", LedgerFixture.findingPath, "--force"], in: repo)
    #expect(redrawn.status == 0, "\(redrawn.standardError)")
    #expect(try repo.text(LedgerFixture.suitePath).contains("\"Sources/App/Audit/AuditLog.swift\","))
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 0)
    try repo.write("Sources/App/Audit/AuditLog.swift", "struct AuditLog {}\n")
    let removed = try Fitness.run(["allow", rule, "Sources/App/Audit/AuditLog.swift", "--remove"], in: repo)
    #expect(removed.status == 0, "\(removed.standardError)")
    // The front matter's fence; the record below keeps the history of the drill.
    let after = try repo.text(LedgerFixture.findingPath).components(separatedBy: "\n---\n")[0]
    #expect(!after.contains("AuditLog"), "\(after)")
    #expect(
      after.contains("  - path: Sources/App/Sync/SyncEngine.swift\n    why: posts every change through one writer\n"))
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 0)
  }

  @Test func anInlineListIsLeftToThePersonWithANote() {
    let text = "---\ntitle: t\nfence: [a.swift]\n---\n"
    #expect(FindingFenceEditing.adding("b.swift", why: "w", key: "fence", to: text) == nil)
    let none = "---\ntitle: t\n---\nbody\n"
    #expect(
      FindingFenceEditing.adding("b.swift", why: "w", key: "fence", to: none)
        == "---\ntitle: t\nfence:\n  - path: b.swift\n    why: w\n---\nbody\n")
  }
}
