import FitnessTestSupport
import Foundation
import Testing

/// The rules guides write that need no module, through the real commands: a boundary on an
/// API alone and a layer on a spelling of code graduate proven red, the installed hook
/// refuses each break where `check --rev` names it and passes the mend, and the suites go
/// red and green under the real `swift test`. A declarations rule adopted with a baseline
/// lets today's offenders stay, refuses a new one, and only shrinks.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct GuideRuleTests {
  @Test(arguments: GuideRuleFixture.rules)
  func theHookRefusesABreakingCommitAndPassesTheMendedOne(rule: TeamRule) throws {
    try TeamRuleChecks.hookRefusesTheBreakAndPassesTheMend(rule, in: try GuideRuleFixture.graduated())
  }

  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theSuitesGoRedAndGreenUnderTheRealSwiftTest() throws {
    try TeamRuleChecks.suitesGoRedAndGreen(GuideRuleFixture.rules, in: try GuideRuleFixture.graduated())
  }

  /// NetNewsWire's "all classes are final" on an app with two classes that are not: the
  /// baseline lets them stay, the hook refuses a third, and a fixed one must leave the list.
  static func baselined() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", GuideRuleFixture.manifest)
    try repo.write("Sources/App/Feed.swift", "class Feed {}\n\nfinal class Reader {}\n")
    try repo.write("Sources/App/Account.swift", "class Account {}\n")
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.write("findings/0053-final-classes.md", GuideRuleFixture.finalClasses)
    try repo.commitAll("an app that breaks the rule today")
    let graduate = try FitnessBinary.run(
      ["graduate", "findings/0053-final-classes.md", "--baseline", "legacy classes, made final as they are touched"],
      in: repo.root)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    #expect(graduate.standardOutput.contains("drill: unbroken → green"), "\(graduate.standardOutput)")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "graduate with a baseline"])
    #expect(commit.status == 0, "\(commit.standardError)")
    return repo
  }

  @Test func aBaselinedDeclarationsRuleRefusesANewOffenderAndOnlyShrinks() throws {
    let repo = try Self.baselined()
    try repo.write("Sources/App/Search.swift", "class Search {}\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: ["Sources/App/Search.swift:1:1"], "a new class that is not final")
    try repo.write("Sources/App/Search.swift", "final class Search {}\n")
    try repo.write("Sources/App/Feed.swift", "final class Feed {}\n\nfinal class Reader {}\n")
    try repo.git(["add", "-A"])
    let stale = try repo.run(["commit", "-q", "-m", "Feed made final"])
    #expect(stale.status == 1)
    #expect(
      stale.standardError.contains(Said.staleName("Feed", in: "Sources/App/Feed.swift")), "\(stale.standardError)")
    let suite = "Tests/AppTests/Fitness/ClassesAreFinalTests.swift"
    let text = try #require(String(data: try repo.read(suite), encoding: .utf8))
    let shrunk = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("\"Sources/App/Feed.swift\": [\"Feed\"]") }.joined(separator: "\n")
    #expect(shrunk != text)
    try repo.write(suite, shrunk)
    try repo.git(["add", "-A"])
    let passes = try repo.run(["commit", "-q", "-m", "Feed made final, its entry gone"])
    #expect(passes.status == 0, "\(passes.standardError)")
  }

  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theBaselinedSuiteGoesRedAndGreenUnderTheRealSwiftTest() throws {
    let repo = try Self.baselined()
    let rule = TeamRule(
      id: "0053-final-classes", finding: GuideRuleFixture.finalClasses, path: "Sources/App/Search.swift",
      broken: "class Search {}\n", place: "Sources/App/Search.swift:1:1", mended: "final class Search {}\n")
    try TeamRuleChecks.suitesGoRedAndGreen([rule], in: repo)
  }
}
