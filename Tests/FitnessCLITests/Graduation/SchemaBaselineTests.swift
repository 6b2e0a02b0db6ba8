import FitnessTestSupport
import Foundation
import Testing

/// `graduate --baseline` on a declarations or members rule, as NetNewsWire's "all classes
/// are final" needs on a codebase that breaks it today: every offending declaration (or
/// member) is let past under its file's entry with the one dated reason; from then on the
/// baseline only shrinks (a name that complies turns stale) and a new offender is caught.
@Suite struct SchemaBaselineTests {
  static func repository(finding: String) throws -> ScratchRepository {
    try OneTargetApp.make([
      "Sources/App/Feed.swift": "class Feed {\n  static var cache = 0\n}\nfinal class Reader {}\n",
      "Sources/App/Account.swift": "class Account {\n  class Inner {}\n}\n",
      "findings/0001-rule.md": finding,
    ])
  }

  @Test func aDeclarationsBaselineLetsTodaysDeclarationsPastAndOnlyShrinks() throws {
    let repo = try Self.repository(finding: GuideRuleFixture.finalClasses)
    let graduated = try Fitness.run(
      ["graduate", "findings/0001-rule.md", "--baseline", "legacy classes, burning down"], in: repo)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    let suite = try String(decoding: repo.read("Tests/AppTests/Fitness/ClassesAreFinalTests.swift"), as: UTF8.self)
    #expect(suite.contains("\"Sources/App/Account.swift\": [\"Account\", \"Account.Inner\"],  // baseline "))
    #expect(suite.contains("\"Sources/App/Feed.swift\": [\"Feed\"],  // baseline "))
    #expect(suite.contains(": legacy classes, burning down"))
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 0)
    try repo.write("Sources/App/Feed.swift", "final class Feed {\n  static var cache = 0\n}\n")
    try repo.write("Sources/App/New.swift", "class New {}\n")
    let check = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(check.status == 1)
    #expect(check.standardError.contains("Sources/App/New.swift:1:1: error: class New is not final"))
    #expect(check.standardError.contains(Said.staleName("Feed", in: "Sources/App/Feed.swift")))
  }

  /// A file too deeply nested to read names no declaration to let past: the baseline
  /// leaves it out, and graduate asks for it in 'exclude', with a reason, not in the fence
  /// (where "unread declarations" would have let it pass unread ever after).
  @Test func aBaselineAsksForAnUnreadFileInExclude() throws {
    let repo = try Self.repository(finding: GuideRuleFixture.finalClasses)
    let deep =
      "class Deep {\n  func f() {\n" + String(repeating: "do {\n", count: 300) + String(repeating: "}\n", count: 302)
    try repo.write("Sources/App/Deep.swift", deep)
    let refused = try Fitness.run(["graduate", "findings/0001-rule.md", "--baseline", "legacy classes"], in: repo)
    #expect(refused.status == 2, "\(refused.standardError)")
    #expect(refused.standardError.contains("exclude:\n  - path: Sources/App/Deep.swift\n    why: \"\""))
    #expect(!refused.standardError.contains("types: [\"unread"), "\(refused.standardError)")
    let finding = GuideRuleFixture.finalClasses.replacingOccurrences(
      of: "source:", with: "exclude:\n  - path: Sources/App/Deep.swift\n    why: generated, too deep to read\nsource:")
    try repo.write("findings/0001-rule.md", finding)
    let graduated = try Fitness.run(["graduate", "findings/0001-rule.md", "--baseline", "legacy classes"], in: repo)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    let suite = try String(decoding: repo.read("Tests/AppTests/Fitness/ClassesAreFinalTests.swift"), as: UTF8.self)
    #expect(!suite.contains("unread"), "\(suite)")
    #expect(suite.contains("\"Sources/App/Deep.swift\",  // generated, too deep to read"), "\(suite)")
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 0)
  }

  @Test func aMembersBaselineLetsTodaysMembersPast() throws {
    let repo = try Self.repository(
      finding: """
        ---
        title: No mutable static state
        pattern: members
        select:
          kind: var
          static: true
        forbid:
          declared: true
        source: review
        ---
        Static state outlives the screen that set it.

        """)
    let graduated = try Fitness.run(
      ["graduate", "findings/0001-rule.md", "--baseline", "the feed's old cache"], in: repo)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 0)
    try repo.write("Sources/App/Account.swift", "class Account {\n  static var last = 0\n}\n")
    let check = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(check.status == 1)
    #expect(check.standardError.contains("Sources/App/Account.swift:2:"), "\(check.standardError)")
  }
}
