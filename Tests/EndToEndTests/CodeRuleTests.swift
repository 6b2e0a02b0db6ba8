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

  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theSuitesGoRedAndGreenUnderTheRealSwiftTest() throws {
    try TeamRuleChecks.suitesGoRedAndGreen(CodeRuleFixture.rules, in: try CodeRuleFixture.graduated())
  }
}
