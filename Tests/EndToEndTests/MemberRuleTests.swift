import FitnessTestSupport
import Foundation
import Testing

/// The five member rules of `MemberRuleFixture` through the real commands: each graduates
/// proven red, the installed hook refuses a commit that breaks it at the place
/// `check --rev` names and lets the mended commit through, `allow` writes an entry that
/// names its members, and the suites go red and green under the real `swift test`.
@Suite struct MemberRuleTests {
  @Test(arguments: MemberRuleFixture.rules)
  func theHookRefusesABreakingCommitAndPassesTheMendedOne(rule: MemberRuleFixture.Rule) throws {
    try TeamRuleChecks.hookRefusesTheBreakAndPassesTheMend(rule, in: try MemberRuleFixture.graduated())
  }

  @Test func allowNamesTheMembersThatBreakTheRuleAndTheirEntryGoesStaleWhenTheyComply() throws {
    let repo = try MemberRuleFixture.graduated()
    let rule = MemberRuleFixture.rules[0]
    try repo.write(rule.path, "nonisolated(unsafe) var feedCount = 0\nnonisolated(unsafe) var feedTotal = 0\n")
    let allowed = try FitnessBinary.run(
      ["allow", rule.id, rule.path, "--why", "the counters move into the feed actor next"], in: repo.root)
    #expect(allowed.status == 0, "\(allowed.standardError)")
    #expect(
      allowed.standardOutput.contains("+ \(rule.path): [\"feedCount\", \"feedTotal\"]"), "\(allowed.standardOutput)")
    try repo.git(["add", "-A"])
    let passes = try repo.run(["commit", "-q", "-m", "counters allowed"])
    #expect(passes.status == 0, "\(passes.standardError)")
    // One of the two complies: its name in the entry is stale, the other stays let past.
    try repo.write(rule.path, "let feedCount = 0\nnonisolated(unsafe) var feedTotal = 0\n")
    try repo.git(["add", "-A"])
    let stale = try repo.run(["commit", "-q", "-m", "one counter mended"])
    #expect(stale.status == 1)
    #expect(
      stale.standardError.contains(Said.staleName("feedCount", in: rule.path)), "\(stale.standardError)")
    #expect(!stale.standardError.contains("feedTotal"), "\(stale.standardError)")
  }

  /// A rule graduated without a fence still has one to widen.
  @Test func allowWidensARuleGraduatedWithoutAFence() throws {
    let repo = try MemberRuleFixture.graduated()
    let rule = MemberRuleFixture.rules[2]
    try repo.write(rule.path, rule.broken)
    let allowed = try FitnessBinary.run(
      ["allow", rule.id, rule.path, "--why", "the theme moves into the configuration next"], in: repo.root)
    #expect(allowed.status == 0, "\(allowed.standardError)")
    #expect(allowed.standardOutput.contains("+ \(rule.path): [\"Settings.theme\"]"), "\(allowed.standardOutput)")
    try repo.git(["add", "-A"])
    let passes = try repo.run(["commit", "-q", "-m", "theme allowed"])
    #expect(passes.status == 0, "\(passes.standardError)")
  }

  @Test func aFenceEntryThatNamesOnlyItsFileIsRefusedWithTheLineToWrite() throws {
    let repo = try MemberRuleFixture.graduated()
    let suite = "Tests/AppTests/Fitness/MembersAvoidNonisolatedUnsafeTests.swift"
    let text = try #require(String(data: try repo.read(suite), encoding: .utf8))
    let fileOnly = text.replacingOccurrences(
      of: "\"Sources/App/Config/Globals.swift\": [\"Globals.callbacks\"],",
      with: "\"Sources/App/Config/Globals.swift\",")
    #expect(fileOnly != text, "the suite's fence line was not found: \(text)")
    try repo.write(suite, fileOnly)
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "file-only entry"])
    #expect(refused.status == 1, "\(refused.standardError)")
    // git reports any hook's failure as 1; fitness itself says the suite is bad input.
    #expect(try FitnessBinary.run(["check", "--staged"], in: repo.root).status == 2)
    #expect(
      refused.standardError.contains(
        "this rule's fence entry must say what it grants, or it would exempt the file from everything the rule "
          + "forbids: write \"Sources/App/Config/Globals.swift\": [\"Type.member\"]"), "\(refused.standardError)")
  }

  @Test func aFindingThatCanNeverHoldIsRefusedAtItsKeyAndNothingIsWritten() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", MemberRuleFixture.manifest)
    for (path, text) in MemberRuleFixture.sources { try repo.write(path, text) }
    try repo.write(
      "findings/0036-x.md",
      MemberRuleFixture.finding("Constants are async", "select:\n  kind: let\nrequire:\n  effects: [async]\n"))
    try repo.commitAll()
    let before = try repo.fingerprint()
    let refused = try FitnessBinary.run(["graduate", "findings/0036-x.md"], in: repo.root)
    #expect(refused.status == 2)
    #expect(
      refused.standardError.contains("findings/0036-x.md:7:12: error: require.effects: a let has no effects"),
      "\(refused.standardError)")
    #expect(try repo.fingerprint() == before)
  }

  /// Every rule's suite under the real `swift test`: green on the app, red naming each break
  /// when all five are made at once, green again once they are mended.
  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theSuitesGoRedAndGreenUnderTheRealSwiftTest() throws {
    try TeamRuleChecks.suitesGoRedAndGreen(MemberRuleFixture.rules, in: try MemberRuleFixture.graduated())
  }

}
