import FitnessTestSupport
import Foundation
import Testing

/// The rules of `CodeRuleFixture`, about what code does, through the real commands: each
/// graduates proven red, the installed hook refuses a commit that breaks it where
/// `check --rev` names it and lets the mended commit through, and the suites go red and
/// green under the real `swift test`.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct CodeRuleTests {
  @Test(arguments: CodeRuleFixture.rules)
  func theHookRefusesABreakingCommitAndPassesTheMendedOne(rule: CodeRuleFixture.Rule) throws {
    try TeamRuleChecks.hookRefusesTheBreakAndPassesTheMend(rule, in: try CodeRuleFixture.graduated())
  }

  /// The suite the bound graduates into says it is a bound, and its trail states the number.
  @Test func theBoundIsWrittenIntoItsSuite() throws {
    let repo = try CodeRuleFixture.graduated()
    let suites = try FileManager.default.contentsOfDirectory(
      atPath: repo.root.appendingPathComponent("Tests/AppTests/Fitness").path)
    let pin = try #require(suites.first { $0.contains("Shared") || $0.contains("Pinned") }, "\(suites)")
    let text = try #require(String(data: try repo.read("Tests/AppTests/Fitness/\(pin)"), encoding: .utf8))
    #expect(text.contains("atMost: true"), "\(text)")
    #expect(text.contains("// 2026-12: at most 3"), "\(text)")
  }

  /// A rule adopted as advice: the suite carries its severity, the hook commits its break
  /// with a warning at the place `check --rev` names, and only a strict check fails on it.
  @Test func anAdvisoryRuleWarnsAndRefusesNothingUnlessStrict() throws {
    let repo = try CodeRuleFixture.graduated()
    let rule = CodeRuleFixture.advisory
    let suites = try FileManager.default.contentsOfDirectory(
      atPath: repo.root.appendingPathComponent("Tests/AppTests/Fitness").path)
    let texts = try suites.map { String(decoding: try repo.read("Tests/AppTests/Fitness/\($0)"), as: UTF8.self) }
    let suite = try #require(texts.first { $0.contains(rule.id) })
    #expect(suite.contains("    severity: \"warning\",\n"), "\(suite)")
    #expect(suite.contains("for place in verdict.warnings {"), "\(suite)")
    try repo.write(rule.path, rule.broken)
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "\(rule.id) broken"])
    #expect(commit.status == 0, "\(commit.standardError)")
    #expect(commit.standardError.contains("\(rule.place): warning: "), "\(commit.standardError)")
    #expect(
      commit.standardError.contains("fitness: clean, with 1 warning of 1 advisory rule"), "\(commit.standardError)")
    let full = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(full.status == 0, "\(full.standardError)")
    #expect(full.standardError.contains("\(rule.place): warning: "), "\(full.standardError)")
    for snapshot in ["--all", "--rev"] {
      let arguments = ["check", snapshot] + (snapshot == "--rev" ? ["HEAD"] : []) + ["--strict"]
      let strict = try FitnessBinary.run(arguments, in: repo.root)
      #expect(strict.status == 1, "\(arguments): \(strict.standardError)")
      #expect(
        strict.standardError.contains("1 warning of 1 advisory rule, failed by --strict"), "\(strict.standardError)")
    }
    // The hook's own line with --strict: the front answers it, and refuses.
    try repo.write(rule.path, rule.broken + "\n")
    try repo.git(["add", "-A"])
    let staged = try FitnessBinary.run(["check", "--staged", "--strict"], in: repo.root)
    #expect(staged.status == 1, "\(staged.standardError)")
  }

  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theSuitesGoRedAndGreenUnderTheRealSwiftTest() throws {
    try TeamRuleChecks.suitesGoRedAndGreen(
      CodeRuleFixture.rules, in: try CodeRuleFixture.graduated(), advisory: [CodeRuleFixture.advisory])
  }
}
