import CheckCore
import RuleEngine
import SwiftScanner
import Testing

/// A scan walks a file's calls only when its code (comments and strings blanked, as the
/// call walk reads it) holds what a calls rule's callees must spell
/// (`FactRequest.callNeedles`): a file that holds none has no call any rule could select, so
/// its verdicts are the same whether its calls are walked or not.
@Suite struct CallNeedlesTests {
  static func judge(_ callees: String, _ more: String = ", forbidDeclared: true") throws -> FactJudge {
    let suite = "let rule = CallShape(id: \"calls\", callee: [\(callees)]\(more), roots: [\"Sources\"])"
    let rule = try #require(
      try RuleBlockReader.rules(in: Array(suite.utf8), path: "Tests/AppTests/Fitness/CallsTests.swift").first)
    return try #require(FactJudge(rule.body, site: rule.site))
  }

  static func request(_ judges: [FactJudge]) -> FactRequest {
    FactRequest(modules: [], needles: [], members: true, calls: true, judges: judges)
  }

  @Test func eachCalleeGivesItsLongestRunBetweenWildcardsAndDots() throws {
    let judge = try Self.judge(#""print", "URLSession.shared.data*", "*.lo?k", "Swift.?""#)
    #expect(Self.request([judge]).callNeedles == ["print", "URLSession", "lo", "Swift"].map { Array($0.utf8) })
    // A callee with no run of its own may name any call: every file is walked.
    #expect(Self.request([try Self.judge(#""print", "*""#)]).callNeedles == nil)
    #expect(Self.request([try Self.judge(#""print""#), try Self.judge(#""*.*""#)]).callNeedles == nil)
  }

  /// The verdicts with the needles' shortcut are those of a walk of every file's calls, on
  /// files that hold a selected call, a near miss, the needle only in a comment or a string
  /// (and a call in an interpolation), a callee split across lines, and none.
  @Test(arguments: [
    #""print""#, #""*.lock", "print""#, #""URLSession.shared.dataTask""#, #""Log?er.*""#,
  ])
  func theShortcutKeepsEveryVerdict(callees: String) throws {
    let judge = try Self.judge(callees, ", forbidDeclared: true")
    let request = Self.request([judge])
    var walked = request
    walked.callNeedles = nil
    let texts = [
      "func run() {\n  print(\"x\")\n  mutex.lock()\n}\n",
      "func run() { fingerprint(1); unlock() }\n",
      "// print(\"x\") was here\nstruct Quiet {}\n",
      "func load() {\n  URLSession\n    .shared\n    .dataTask(with: url)\n}\n",
      "func log() { Logger.shared.info(\"a\"); LogMer.write() }\n",
      "func print(_ s: String) {}\n",
      "struct Plain { let a = 1 }\n",
      "let s = \"print(x) and mutex.lock()\"\nlet t = \"\\(print(1))\"\n",
      "/* URLSession.shared.dataTask(with: u) */ let m = \"\"\"\n  Logger.shared.info()\n  \"\"\"\n",
    ]
    for text in texts {
      let source = ScannedSource(Array(text.utf8))
      let search = request.search.search
      #expect(
        request.facts(of: source, search: search).breaches == walked.facts(of: source, search: search).breaches,
        "\(callees) on \(text)")
    }
    #expect(!request.mayCall(Array("struct Plain {}\n".utf8)))
  }
}
