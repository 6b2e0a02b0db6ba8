import FitnessTestSupport
import Foundation
import Testing

/// A count pin adopted with a baseline: "the `ServiceLocator` is deprecated", on an app that
/// uses it three times today. Graduate pins today's count under one stated reason, the hook
/// refuses a fourth use at itself, and each step down is written as a trail line.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct PinBaselineTests {
  static let finding = """
    ---
    title: The ServiceLocator is deprecated
    pattern: count-pin
    subject: needle ServiceLocator.shared
    in: Sources/App
    source: a Swift 6 team's AGENTS.md
    ---
    New code takes its dependencies in its initializer.

    """

  static let locator = "final class ServiceLocator {\n  static let shared = ServiceLocator()\n}\n"

  static func app() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", GuideRuleFixture.manifest)
    try repo.write("Sources/App/ServiceLocator.swift", locator)
    for name in ["Feed", "Inbox", "Profile"] {
      try repo.write(
        "Sources/App/\(name).swift", "struct \(name) {\n  let locator = ServiceLocator.shared\n}\n")
    }
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.write("findings/0061-service-locator.md", finding)
    try repo.commitAll("an app that uses the locator today")
    return repo
  }

  static func baselined() throws -> ScratchRepository {
    let repo = try app()
    let graduate = try FitnessBinary.run(
      ["graduate", "findings/0061-service-locator.md", "--baseline", "legacy call sites, moving to initializers"],
      in: repo.root)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.git(["add", "-A"])
    #expect(try repo.run(["commit", "-q", "-m", "pin the locator's uses"]).status == 0)
    return repo
  }

  static let suite = "Tests/AppTests/Fitness/ServiceLocatorSharedCallsStayPinnedTests.swift"

  @Test func withoutABaselineAPinThatStatesNoCountIsRefusedWithTodaysCount() throws {
    let repo = try Self.app()
    let graduate = try FitnessBinary.run(["graduate", "findings/0061-service-locator.md"], in: repo.root)
    #expect(graduate.status != 0)
    #expect(graduate.standardError.contains("the pin states no count; today's is 3"), "\(graduate.standardError)")
    #expect(graduate.standardError.contains("--baseline REASON"))
    #expect(try repo.run(["status", "--porcelain"]).standardOutput.isEmpty, "a refusal writes nothing")
  }

  @Test func theBaselinePinsTodaysCountWithItsReasonAndOnlyMovesWithATrailLine() throws {
    let repo = try Self.baselined()
    let text = try #require(String(data: try repo.read(Self.suite), encoding: .utf8))
    #expect(text.contains("count: 3"), "\(text)")
    #expect(text.contains(": 3, the baseline: legacy call sites, moving to initializers [0061-service-locator]"))
    try repo.write("Sources/App/Search.swift", "struct Search {\n  let locator = ServiceLocator.shared\n}\n")
    try repo.git(["add", "-A"])
    // Which use is the new one no count can say: the pin names itself, at its `count:`.
    try RefusedCommit.expect(repo, at: ["\(Self.suite):22:5"], "a fourth use of the locator")
    try repo.git(["reset", "-q", "--hard", "HEAD~1"])
    // One call site moves off: the pin must come down with it, in writing.
    try repo.write("Sources/App/Feed.swift", "struct Feed {\n  let locator: ServiceLocator\n}\n")
    try repo.git(["add", "-A"])
    let lower = try repo.run(["commit", "-q", "-m", "Feed takes its locator"])
    #expect(lower.status == 1)
    #expect(lower.standardError.contains(Said.pinnedAt(3)), "\(lower.standardError)")
    let lowered = text.replacingOccurrences(
      of: "    count: 3", with: "    // 2026-12-05: 2, Feed takes its dependencies [0061-service-locator]\n    count: 2"
    )
    #expect(lowered != text)
    try repo.write(Self.suite, lowered)
    try repo.git(["add", "-A"])
    let passes = try repo.run(["commit", "-q", "-m", "Feed takes its locator; the pin comes down"])
    #expect(passes.status == 0, "\(passes.standardError)")
  }

  @Test func aBaselineOnAPinThatStatesItsCountIsRefused() throws {
    let repo = try Self.app()
    let stated = Self.finding.replacingOccurrences(
      of: "in: Sources/App\n", with: "in: Sources/App\ncount: 3\ntrail: \"2026-12-05: 3 uses today\"\n")
    try repo.write("findings/0061-service-locator.md", stated)
    let graduate = try FitnessBinary.run(
      ["graduate", "findings/0061-service-locator.md", "--baseline", "legacy call sites"], in: repo.root)
    #expect(graduate.status != 0)
    #expect(
      graduate.standardError.contains("leave 'count' and 'trail' out of the finding"), "\(graduate.standardError)")
  }

  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theBaselinedPinGoesRedAndGreenUnderTheRealSwiftTest() throws {
    let rule = TeamRule(
      id: "0061-service-locator", finding: Self.finding, path: "Sources/App/Search.swift",
      broken: "struct Search {\n  let locator = ServiceLocator.shared\n}\n", place: "\(Self.suite):22:5",
      mended: "struct Search {\n  let locator: ServiceLocator\n}\n")
    try TeamRuleChecks.suitesGoRedAndGreen([rule], in: try Self.baselined())
  }
}
