import FitnessTestSupport
import Foundation
import Testing

/// "Only the parser may call `String(syntaxText:)`" said directly: an import-boundary finding
/// with `api:` and no `module:` graduates into an `ImportBoundary` without one, named for the
/// API, drilled, and judged the same by `check` and the hook.
@Suite struct APIBoundaryGraduationTests {
  static let finding = """
    ---
    title: Only the parser may call String(syntaxText:)
    pattern: import-boundary
    api: ["String(syntaxText:"]
    fence:
      - path: Sources/Parser/Parser.swift
        why: the parser owns the raw syntax text
    source: review
    ---
    Only the parser builds strings from raw syntax text.

    """

  static func repository() throws -> ScratchRepository {
    try OneTargetApp.make([
      "Sources/Parser/Parser.swift": "extension String { init(syntaxText: Substring) { self.init(syntaxText) } }\n"
        + "struct Parser { func f() -> String { String(syntaxText: \"a\") } }\n",
      "Sources/App/View.swift": "struct View { let t = \"x\" }\n",
      "findings/0001-syntax-text.md": finding,
    ])
  }

  @Test func aFindingOnAnAPIAloneGraduatesAndIsJudgedByCheckAndTheHook() throws {
    let repo = try Self.repository()
    let graduated = try Fitness.run(["graduate", "findings/0001-syntax-text.md"], in: repo)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    let suite = try String(
      decoding: repo.read("Tests/AppTests/Fitness/StringSyntaxTextStaysInParserTests.swift"), as: UTF8.self)
    #expect(suite.contains("static let rule = ImportBoundary(\n    id: \"0001-syntax-text\","))
    #expect(!suite.contains("module:"))
    #expect(suite.contains("    api: [\"String(syntaxText:\"]"))
    // The drill broke it by using the API outside the fence.
    let record = try String(decoding: repo.read("findings/0001-syntax-text.md"), as: UTF8.self)
    #expect(record.contains("broke it: `String(syntaxText:` used in"))
    try repo.commitAll("graduated")
    try repo.write("Sources/App/Other.swift", "struct Other { let s = String(syntaxText: \"b\") }\n")
    let check = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(check.status == 1)
    let expected =
      Said.forbiddenUse("String(syntaxText:", at: "Sources/App/Other.swift:1:24") + " [0001-syntax-text]"
    #expect(check.standardError.contains(expected), "\(check.standardError)")
    _ = try repo.git(["add", "-A"])
    let hook = try Fitness.run(["check", "--staged"], in: repo)
    #expect(hook.status == 1)
    #expect(hook.standardError.contains(expected))
  }

  @Test func aFindingOnNothingIsRefusedAtItsPattern() throws {
    let repo = try Self.repository()
    try repo.write(
      "findings/0001-syntax-text.md", Self.finding.replacingOccurrences(of: "api: [\"String(syntaxText:\"]\n", with: "")
    )
    let result = try Fitness.run(["graduate", "findings/0001-syntax-text.md"], in: repo)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "findings/0001-syntax-text.md:3:1: error: module: an import-boundary guards a module or an API"),
      "\(result.standardError)")
  }
}
