import FitnessTestSupport
import Foundation
import Testing

/// A rule's verdict is a function of the rule and the snapshot alone: which other rules run
/// beside it must not change it. A needle count pin over `Modules/Feed` counts the shipping
/// files there; an import boundary whose roots hold the module's tests puts a test file
/// under the pin's folder in the judged set, and that file's uses are still not the pin's.
@Suite struct RuleIndependenceTests {
  static let pin = """
    import Testing

    @Suite struct RegisterCallsStayPinnedTests {
      static let pin = CountPin(
        id: "0001-register-calls",
        title: "Feed registers one handler",
        subject: "needle register(",
        in: "Modules/Feed",
        // 2026-12-07: the one handler the feed registers — 1 call [0001-register-calls]
        count: 1
      )
    }

    """

  static let boundary = """
    import Testing

    @Suite struct OnlyTheAdapterImportsDispatchTests {
      static let rule = ImportBoundary(
        id: "0002-dispatch-in-adapter",
        title: "Only the adapter imports Dispatch",
        module: "Dispatch",
        fence: [
          "Modules/Feed/Adapter.swift",  // the one place that schedules work
        ],
        roots: ["Modules"]
      )
    }

    """

  static func repository() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("Modules/Feed/Feed.swift", "func start() {\n  register(handler)\n}\n")
    try repo.write("Modules/Feed/Adapter.swift", "import Dispatch\n")
    try repo.write(
      "Modules/Feed/Tests/FeedTests.swift", "func testRegister() {\n  register(a)\n  register(b)\n}\n")
    try repo.write("Tests/AppTests/Fitness/RegisterCallsStayPinnedTests.swift", Self.pin)
    try repo.write("Tests/AppTests/Fitness/OnlyTheAdapterImportsDispatchTests.swift", Self.boundary)
    try repo.commitAll("a pin and a boundary over one module")
    return repo
  }

  @Test func aCountPinCountsTheSameAloneAndBesideARuleThatReadsTheTests() throws {
    let repo = try Self.repository()
    let whole = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    let alone = try FitnessBinary.run(["check", "--rev", "HEAD", "--rule", "0001-register-calls"], in: repo.root)
    #expect(whole.status == 0, "\(whole.standardError)")
    #expect(alone.status == 0, "\(alone.standardError)")
    let worktree = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
    #expect(worktree.status == 0, "\(worktree.standardError)")

    // One more test of the feed, through the installed hook: still the pin's count of 1.
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.write(
      "Modules/Feed/Tests/FeedTests.swift", "func testRegister() {\n  register(a)\n  register(b)\n  register(c)\n}\n")
    try repo.git(["add", "-A"])
    let more = try repo.run(["commit", "-q", "-m", "one more test of registering"])
    #expect(more.status == 0, "\(more.standardError)")

    // A second shipping call is drift, counted the same alone and beside the boundary.
    try repo.write("Modules/Feed/Feed.swift", "func start() {\n  register(handler)\n  register(other)\n}\n")
    try repo.git(["add", "-A"])
    let drift = try repo.run(["commit", "-q", "-m", "a second handler"])
    #expect(drift.status == 1, "\(drift.standardError)")
    try repo.git(["commit", "-q", "--no-verify", "-m", "a second handler, unchecked"])
    let driftWhole = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    let driftAlone = try FitnessBinary.run(
      ["check", "--rev", "HEAD", "--rule", "0001-register-calls"], in: repo.root)
    #expect(driftWhole.status == 1)
    #expect(driftAlone.status == 1)
    let said = "'register(' is used 2 times, pinned at 1 [0001-register-calls]"
    #expect(driftWhole.standardError.contains(said), "\(driftWhole.standardError)")
    #expect(driftAlone.standardError.contains(said), "\(driftAlone.standardError)")
  }
}
