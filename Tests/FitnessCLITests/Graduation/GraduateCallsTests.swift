import FitnessTestSupport
import Testing

@testable import FitnessCLI

/// graduate writes a calls rule as a `CallShape` literal, held to its golden suite under
/// both frameworks, proven red by a call made and by an entry taken out.
@Suite struct GraduateCallsTests {
  static let consoleFinding = """
    ---
    title: Console output goes through the logging layer
    pattern: calls
    select:
      callee: [print, debugPrint, NSLog]
    forbid:
      called: true
    fence:
      - path: Sources/Feed/FeedDebug.swift
        calls: [print]
        why: the feed's debug dump, compiled out of release builds
    roots: [Sources]
    suite: Tests/AppTests/Fitness
    ---
    Logs go to `Logger`, where they are filtered and kept; `print` goes nowhere on a device.

    """

  static let debugSource = """
    enum FeedDebug {
      static func dump(_ items: [FeedItem]) {
        print("feed: \\(items.count) items")
      }
    }

    """

  @Test(arguments: [SuiteTemplate.Framework.swiftTesting, .xctest])
  func writesTheGoldenCallsSuite(framework: SuiteTemplate.Framework) throws {
    let repo = try ModularAppFixture.make()
    try repo.write("Sources/Feed/FeedDebug.swift", Self.debugSource)
    try repo.write("findings/0025-console-through-logging.md", Self.consoleFinding)
    try Golden.graduate("0025-console-through-logging", framework: framework, in: repo, breaks: 2)
  }
}
