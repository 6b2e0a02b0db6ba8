import Foundation
import RuleEngine
import SwiftScanner
import Testing

/// Copy contracts judge the literals a member returns, per case, and name case and value.
@Suite struct CopyContractTests {
  static let gameMode = """
    enum GameMode {
      case classic, party, speed

      var displayLine: String {
        switch self {
        case .classic: return "Play it straight"
        case .party, .speed:
          return "Everyone plays"
        }
      }

      var beats: [String] {
        switch self {
        case .classic: ["Deal", "Play", "Score"]
        case .party: ["Deal", "Shout"]
        case .speed: ["Go \\(count)", "Fast", "Done"]
        }
      }
    }

    """

  static func violations(_ contract: CopyContract, source: String = gameMode) -> [Violation] {
    let files = FileSet(
      paths: ["Sources/App/GameMode.swift"],
      sources: ["Sources/App/GameMode.swift": ScannedSource(Array(source.utf8))])
    let site = RuleSite(
      suitePath: "Tests/AppTests/Fitness/DisplayLinesTests.swift", position: .init(line: 9, column: 5))
    return CopyEvaluation.violations(
      of: contract, values: CopyEvaluation.memberValues(of: contract, in: files), site: site)
  }

  static func contract(_ member: String = "GameMode.displayLine") -> CopyContract {
    CopyContract(id: "display-lines", member: member, in: "Sources/App/GameMode.swift")
  }

  @Test func theMemberIsReadPerCase() throws {
    let files = FileSet(paths: [], sources: ["G.swift": ScannedSource(Array(Self.gameMode.utf8))])
    let values = try #require(
      CopyEvaluation.memberValues(of: CopyContract(id: "x", member: "GameMode.displayLine"), in: files))
    #expect(values.map(\.name) == ["classic", "party", "speed"])
    #expect(values.map { $0.items.map(\.value) } == [["Play it straight"], ["Everyone plays"], ["Everyone plays"]])
    let beats = try #require(
      CopyEvaluation.memberValues(of: CopyContract(id: "x", member: "GameMode.beats"), in: files))
    #expect(beats.map(\.items.count) == [3, 2, 3])
    #expect(beats[2].items[0].value == nil)  // interpolated: not judged statically
  }

  @Test(arguments: [
    // (constraint, green, red message fragment)
    ("maxLength", 16, "GameMode.displayLine for .classic is 16 characters, over the limit of 15: \"Play it straight\""),
    ("match", 0, "GameMode.displayLine for .party does not match /^Play/: \"Everyone plays\""),
    ("forbid", 0, "GameMode.displayLine for .classic contains the forbidden \"straight\": \"Play it straight\""),
    (
      "exemplar", 0, "GameMode.displayLine for .classic is \"Play it straight\", pinned verbatim as \"Play it crooked\""
    ),
    ("itemsPerCase", 0, "GameMode.beats for .party has 2 items, the contract says 3"),
    ("nonEmpty", 0, "GameMode.displayLine for .classic is empty: \"\""),
  ])
  func eachConstraintHasAGreenAndARedCase(constraint: String, limit: Int, red: String) {
    var green = Self.contract()
    var broken = Self.contract()
    var source = Self.gameMode
    switch constraint {
    case "maxLength":
      green.maxLength = limit
      broken.maxLength = limit - 1
    case "match":
      green.match = "^[A-Z]"
      broken.match = "^Play"
    case "forbid":
      green.forbid = ["!"]
      broken.forbid = ["straight"]
    case "exemplar":
      green.exemplars = ["classic": "Play it straight"]
      broken.exemplars = ["classic": "Play it crooked"]
    case "itemsPerCase":
      green = Self.contract("GameMode.beats")
      green.itemsPerCase = 3
      broken = green
      source = source.replacingOccurrences(of: "[\"Deal\", \"Shout\"]", with: "[\"Deal\", \"Shout\", \"Cheer\"]")
      #expect(Self.violations(green, source: source).isEmpty)
      source = Self.gameMode
    default:
      green.nonEmpty = true
      broken.nonEmpty = true
      source = source.replacingOccurrences(of: "\"Play it straight\"", with: "\"\"")
    }
    if constraint != "itemsPerCase" { #expect(Self.violations(green).isEmpty) }
    let found = Self.violations(broken, source: source)
    #expect(found.contains { $0.message.hasPrefix(red) }, "\(found)")
    #expect(
      found.allSatisfy { $0.message.contains("[display-lines]") && $0.message.contains("DisplayLinesTests.swift") })
  }

  @Test func aMissingMemberIsAMissingSubject() {
    let found = Self.violations(Self.contract("GameMode.nothing"))
    #expect(found.map(\.kind) == [.subjectMissing])
  }

  @Test func theDrillWritesAnOffendingValueIntoTheCopy() {
    var contract = Self.contract()
    contract.maxLength = 24
    let files = FileSet(
      paths: ["Sources/App/GameMode.swift"],
      sources: ["Sources/App/GameMode.swift": ScannedSource(Array(Self.gameMode.utf8))])
    let rule = SuiteRule(body: contract, site: RuleSite(suitePath: "S.swift"), reasons: [:])
    let outcome = DeliberateBreak.drill(rule, files: files)
    #expect(outcome.baseline.isEmpty)
    #expect(outcome.breaks.first?.action == "the copy for classic changed to \"WWWWWWWWWWWWWWWWWWWWWWWWW\"")
    #expect(outcome.breaks.first?.verdict?.position == SourcePosition(line: 6, column: 27))
    #expect(outcome.provenRed)
  }
}

/// The matcher for user patterns never backtracks.
@Suite struct PatternMatcherTests {
  @Test(arguments: [
    ("^[A-Z]", "Play", true), ("^[A-Z]", "play", false), ("a|b", "xbx", true), ("^a+b?$", "aaab", true),
    ("^a+b?$", "aaabb", false), ("\\d\\d", "x12", true), ("^(ab)*$", "ababab", true), ("^(ab)*$", "aba", false),
    ("[^!]$", "Hi!", false), ("colou?r", "color", true), ("\\.", "a.b", true), ("^.$", "é", true),
    ("[a-c-]", "-", true), ("^\\s*$", "  ", true),
  ])
  func matches(pattern: String, text: String, expected: Bool) {
    let matcher = PatternMatcher(pattern)
    #expect(matcher.problem == nil)
    #expect(matcher.matches(text) == expected)
  }

  @Test func badPatternsSayWhy() {
    #expect(PatternMatcher("(a").problem == "'(' is not closed")
    #expect(PatternMatcher("*a").problem == "nothing to repeat before '*'")
    #expect(PatternMatcher("a{2}").problem?.contains("not supported") == true)
    #expect(PatternMatcher("[z-a]").problem == "range 'z-a' is reversed")
    // Read as plain characters before: `[[:lower:]_]` was `[`, `:`, `l`, … and `]` after.
    #expect(PatternMatcher("[[:lower:]_]").problem?.contains("POSIX bracket expressions") == true)
    #expect(PatternMatcher("[[.a.]]").problem?.contains("POSIX bracket expressions") == true)
    // `[\D]` matched nothing at all.
    #expect(PatternMatcher("[\\D]").problem?.contains("negated escape") == true)
    #expect(PatternMatcher("[\\d_]").problem == nil)
    #expect(PatternMatcher("[[]").problem == nil)
  }

  /// Found by the fuzzer (scripts/fuzz, rule-block harness): stacked quantifiers, `t+++…+`,
  /// once doubled the automaton per `+` and hung the reader. Now the automaton grows with
  /// the pattern's length, never exponentially.
  @Test func stackedAndNestedQuantifiersCompileLinearly() {
    let stacked = PatternMatcher("^fit" + String(repeating: "+", count: 64) + "$")
    #expect(stacked.problem == nil)
    #expect(stacked.matches("fittt"))
    #expect(!stacked.matches("fi"))
    let nested = PatternMatcher(String(repeating: "(", count: 48) + "a+" + String(repeating: ")+", count: 48) + "$")
    #expect(nested.matches("aaaa"))
    #expect(!nested.matches("aab"))
  }

  /// `(a*)*b` makes backtracking engines take exponential time on a run of `a`s: with one,
  /// this test would never finish. The automaton answers in one pass.
  @Test func aPathologicalPatternStaysLinear() {
    let matcher = PatternMatcher("^(a*)*b$")
    #expect(!matcher.matches(String(repeating: "a", count: 20_000)))
    #expect(matcher.matches(String(repeating: "a", count: 20_000) + "b"))
  }
}
