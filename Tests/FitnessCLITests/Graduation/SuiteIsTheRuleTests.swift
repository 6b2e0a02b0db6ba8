import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// After graduation the suite is the rule (FindingFormat, "After graduation"): `allow` and
/// hand edits change the suite alone, the finding keeps the draft that graduated, graduate
/// never draws the rule again over the suite's edits, and `fences --since` shows what the
/// rule became, its reach included.
@Suite struct SuiteIsTheRuleTests {
  @Test func editsOfTheSuiteAreKeptAndShownNeverRedrawnFromTheFinding() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    try repo.commitAll("graduated")
    let finding = try repo.text(LedgerFixture.findingPath)
    #expect(finding.contains("from here on the suite is the rule (change it there)"), "\(finding)")

    // A hand edit widens the rule's reach; allow adds an entry there.
    let suite = try repo.text(LedgerFixture.suitePath)
    let widened = suite.replacingOccurrences(
      of: "roots: [\"Sources/App\"]", with: "roots: [\"Sources/App\", \"Sources/Tools\"]")
    #expect(widened != suite, "\(suite)")
    try repo.write(LedgerFixture.suitePath, widened)
    try repo.write("Sources/Tools/Replay.swift", "import Ledger\n")
    let rule = "0007-ledger-outside-sync"
    let allowed = try Fitness.run(
      ["allow", rule, "Sources/Tools/Replay.swift", "--why", "replays a day's posts after an outage"], in: repo)
    #expect(allowed.status == 0, "\(allowed.standardError)")
    #expect(!allowed.standardOutput.contains(LedgerFixture.findingPath), "\(allowed.standardOutput)")
    #expect(try repo.text(LedgerFixture.findingPath) == finding)
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 0)

    // What the rule became is read from the suites: the entry and the widened reach.
    try repo.git(["add", "-A"])
    let fences = try Fitness.run(["fences", "--since", "HEAD"], in: repo)
    #expect(
      fences.standardOutput == """
        \(rule): \(LedgerFixture.suitePath)
          + Sources/Tools/Replay.swift  // replays a day's posts after an outage
          judges: under [Sources/App] → under [Sources/App, Sources/Tools]

        """, "\(fences.standardOutput)")
    #expect(fences.standardError.contains("1 fence entry added, 0 removed, 0 pins moved, 1 reach changed"))

    // graduate --force would drop both edits: it refuses, and writes nothing.
    let before = try repo.fingerprint()
    let forced = try Fitness.run(["graduate", LedgerFixture.findingPath, "--force"], in: repo)
    #expect(forced.status == 2)
    #expect(
      forced.standardError.contains(
        "since graduation the suite is the rule and the finding keeps the draft that graduated"),
      "\(forced.standardError)")
    #expect(forced.standardError.contains("delete rule \(rule)'s literal from \(LedgerFixture.suitePath) first"))
    #expect(try repo.fingerprint() == before)
  }

  @Test func aSuiteThatIsGoneIsNamedAndDrawnAgainFromTheFinding() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    try repo.commitAll("graduated")
    try FileManager.default.removeItem(at: repo.root.appendingPathComponent(LedgerFixture.suitePath))
    let gone = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(gone.status == 1)
    #expect(gone.standardError.contains("its suite \(LedgerFixture.suitePath) is gone"), "\(gone.standardError)")
    let drawn = try Fitness.run(["graduate", LedgerFixture.findingPath, "--force"], in: repo)
    #expect(drawn.status == 0, "\(drawn.standardError)")
    #expect(try repo.text(LedgerFixture.suitePath).contains("\"Sources/App/Sync/SyncEngine.swift\","))
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 0)
  }
}
