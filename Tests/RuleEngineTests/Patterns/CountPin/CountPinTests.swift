import FitnessTestSupport
import RuleEngine
import SwiftScanner
import Testing

/// Count pins count statically, the same way in the hook and in a suite, and carry a trail.
@Suite struct CountPinTests {
  static func files(_ sources: [String: String], extra: [String] = []) -> FileSet {
    FileSet(
      paths: Set(sources.keys).union(extra), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
  }

  static func count(_ subject: String, _ sources: [String: String], in file: String? = nil, extra: [String] = [])
    -> Int?
  {
    guard let parsed = CountSubject.parse(subject).subject else { return nil }
    return SourceCounter.tally(parsed, in: file, files: files(sources, extra: extra))?.count
  }

  static let gameMode = """
    enum GameMode: String, CaseIterable {
      case classic, party(Int, String)
      case speed = "fast"
      indirect case nested(GameMode)
      case one,
        two
      #if os(iOS)
        case haptic
      #else
        case haptic
        case desktop
      #endif
      enum Inner { case notMine, alsoNot }
      var label: String {
        switch self {
        case .classic: return "case fake, fake2"
        default: return ""
        }
      }
      // case commented, out
    }

    """

  @Test func enumCasesCountEveryElementOnceAndNothingNested() {
    #expect(Self.count("enum GameMode", ["A.swift": Self.gameMode]) == 8)
    #expect(Self.count("enum GameMode", ["A.swift": Self.gameMode], in: "A.swift") == 8)
    #expect(Self.count("enum Inner", ["A.swift": Self.gameMode]) == 2)
    #expect(Self.count("enum Missing", ["A.swift": Self.gameMode]) == nil)
  }

  @Test func literalElementsCountArraysAndDictionaries() {
    let source = """
      enum Registry {
        static let all: [Mode] = [
          .a, .b(1, 2),
          Mode(name: "x, y"),
        ]
        static let names = ["a": 1, "b": 2]
        static let none: [String: Int] = [:]
        static var computed: [Int] { [1, 2, 3] }
      }
      let all = [1]

      """
    #expect(Self.count("array Registry.all", ["R.swift": source]) == 3)
    #expect(Self.count("array Registry.names", ["R.swift": source]) == 2)
    #expect(Self.count("array Registry.none", ["R.swift": source]) == 0)
    #expect(Self.count("array Registry.computed", ["R.swift": source]) == 3)
    #expect(Self.count("array all", ["R.swift": source]) == 3)
  }

  @Test func filesAndNeedles() {
    let sources = ["Sources/Modes/A.swift": "register(a)\nregister(b) // register(c)\n", "Sources/Modes/B.swift": ""]
    #expect(Self.count("files Sources/Modes/*.swift", sources, extra: ["Sources/Modes/Deep/C.swift"]) == 2)
    #expect(Self.count("files \"Sources/**/*.swift\"", sources, extra: ["Sources/Modes/Deep/C.swift"]) == 3)
    #expect(Self.count("needle register(", sources) == 2)
    #expect(Self.count("needle register(", sources, in: "Sources/Other") == 0)
    #expect(CountSubject.parse("shape X").problem != nil)
  }

  /// A needle counts the rule's own selection: a test file under `in:` that another rule put
  /// in the judged set is not counted, so the count does not depend on the rules beside it.
  @Test func aNeedleCountsItsOwnSelectionWhateverElseIsJudged() {
    let shipping = ["Modules/Feed/Feed.swift": "register(a)\n"]
    var beside = shipping
    beside["Modules/Feed/Tests/FeedTests.swift"] = "register(b)\nregister(c)\n"
    #expect(Self.count("needle register(", shipping, in: "Modules/Feed") == 1)
    #expect(Self.count("needle register(", beside, in: "Modules/Feed") == 1)
    #expect(Self.count("needle register(", beside) == 1)
  }

  static func violations(_ count: Int, trail: [String], source: String = gameMode) -> [Violation] {
    let pin = CountPin(id: "mode-registry", subject: "enum GameMode", in: "Sources/App/GameMode.swift", count: count)
    let lines = trail.enumerated().map { TrailLine(text: $0.element, position: .init(line: $0.offset + 5, column: 5)) }
    let site = RuleSite(
      suitePath: "Tests/AppTests/Fitness/ModeRegistryTests.swift", position: .init(line: 9, column: 5))
    return PinEvaluation.violations(
      of: pin, trail: lines, site: site, in: files(["Sources/App/GameMode.swift": source]))
  }

  /// Every subject kind holds at its count and drifts one either side.
  @Test(arguments: [
    ("enum GameMode", "Sources/App/GameMode.swift", 8),
    ("array Registry.all", "Sources/App/Registry.swift", 3),
    ("files Sources/App/*.swift", nil, 2),
    ("needle register(", nil, 2),
  ])
  func eachSubjectKindIsGreenAtItsCountAndRedOneEitherSide(subject: String, file: String?, count: Int) {
    let files = Self.files([
      "Sources/App/GameMode.swift": Self.gameMode,
      "Sources/App/Registry.swift": "enum Registry {\n  static let all = [register(1), register(2), 3]\n}\n",
    ])
    let site = RuleSite(suitePath: "S.swift", position: .init(line: 1, column: 1))
    for pinned in [count - 1, count, count + 1] {
      let pin = CountPin(id: "p", subject: subject, in: file, count: pinned)
      let trail = [TrailLine(text: "now \(pinned)", position: .init(line: 1, column: 1))]
      let found = PinEvaluation.violations(of: pin, trail: trail, site: site, in: files)
      #expect(found.map(\.kind) == (pinned == count ? [] : [.pinDrift]), "\(subject) pinned at \(pinned): \(found)")
    }
  }

  @Test func aPinHoldsWhenTheCountAndTheTrailAgree() {
    #expect(Self.violations(8, trail: ["phase 3.5: 5 modes", "2026-11: the desktop build — 8 modes"]).isEmpty)
  }

  @Test func driftNamesTheElementPastThePinAndSaysWhichSideToChange() throws {
    let source = "enum GameMode {\n  case a, b\n  case c\n}\n"
    let found = Self.violations(2, trail: ["2 modes"], source: source)
    #expect(found.map(\.kind) == [.pinDrift])
    // The words are in ViolationWordsTests' golden file; here, where and what it says.
    let drift = try #require(found.first)
    #expect(drift.place == "Sources/App/GameMode.swift:3:8")
    #expect(drift.message.hasPrefix(Said.pinDrift("GameMode", cases: 3, pinned: 2) + " [mode-registry]; "))
    #expect(drift.message.contains("Tests/AppTests/Fitness/ModeRegistryTests.swift"))
    #expect(drift.message.contains("change the code"))
    let fewer = Self.violations(4, trail: ["4 modes"], source: source)
    #expect(fewer.first?.message.hasPrefix(Said.pinDrift("GameMode", cases: 3, pinned: 4)) == true)
  }

  @Test func aPinMovedWithoutATrailLineSaysAddATrailLine() {
    let moved = Self.violations(8, trail: ["phase 3.10: the DJ quartet — 18 modes"])
    #expect(moved.map(\.kind) == [.trailMissing])
    #expect(moved.first?.message.contains("add a trail line above 'count:'") == true)
    #expect(Self.violations(8, trail: []).first?.message.contains("has no trail") == true)
    // `19` and `0009` do not state 9.
    #expect(!TrailLine(text: "19 modes [0009-x]", position: .init(line: 1, column: 1)).states(9))
    #expect(TrailLine(text: "now 9, was 8", position: .init(line: 1, column: 1)).states(9))
  }

  @Test func aMissingSubjectPointsAtTheContract() {
    let found = Self.violations(9, trail: ["9"], source: "struct Other {}\n")
    #expect(found.map(\.kind) == [.subjectMissing])
    #expect(found.first?.message.contains("enum GameMode is not declared in Sources/App/GameMode.swift") == true)
  }

  @Test func theSuiteLiteralCarriesItsTrail() throws {
    let suite = """
      static let pin = CountPin(
        id: "mode-registry",
        subject: "enum GameMode",
        in: "Sources/App/GameMode.swift",
        // phase 3.5: 5 modes

        // phase 3.10: the DJ quartet — 9 modes
        // 2026-11: desktop — 9 modes
        count: 9
      )
      """
    let rules = try RuleBlockReader.rules(in: Array(suite.utf8), path: "S.swift")
    guard let rule = rules.first?.body as? CountPinRule else {
      Issue.record("not read as a count pin")
      return
    }
    #expect(rule.pin.count == 9)
    #expect(rule.trail.map(\.text) == ["phase 3.10: the DJ quartet — 9 modes", "2026-11: desktop — 9 modes"])
    #expect(rules.first?.site.position == SourcePosition(line: 9, column: 3))
  }

  @Test func theDrillMovesThePinBothWays() {
    let files = Self.files(["Sources/App/GameMode.swift": Self.gameMode])
    let pin = CountPin(id: "p", subject: "enum GameMode", in: "Sources/App/GameMode.swift", count: 8)
    let site = RuleSite(suitePath: "S.swift", position: .init(line: 1, column: 1))
    let rule = SuiteRule(
      body: CountPinRule(pin: pin, trail: [TrailLine(text: "8 modes", position: .init(line: 1, column: 1))]),
      site: site,
      reasons: [:])
    let outcome = DeliberateBreak.drill(rule, files: files)
    #expect(outcome.baseline.isEmpty)
    #expect(outcome.breaks.count == 2)
    #expect(outcome.breaks.first?.verdict?.message.hasPrefix(Said.pinDrift("GameMode", cases: 9, pinned: 8)) == true)
    #expect(outcome.breaks.last?.verdict?.message.hasPrefix(Said.pinDrift("GameMode", cases: 8, pinned: 9)) == true)
    #expect(outcome.provenRed)
  }

  /// A bound holds at its number and under it, for every subject kind, and drifts above.
  @Test(arguments: [
    ("enum GameMode", "Sources/App/GameMode.swift", 8),
    ("array Registry.all", "Sources/App/Registry.swift", 3),
    ("files Sources/App/*.swift", nil, 2),
    ("needle register(", nil, 2),
  ])
  func aBoundIsGreenAtAndUnderItsNumberAndRedAbove(subject: String, file: String?, count: Int) {
    let files = Self.files([
      "Sources/App/GameMode.swift": Self.gameMode,
      "Sources/App/Registry.swift": "enum Registry {\n  static let all = [register(1), register(2), 3]\n}\n",
    ])
    let site = RuleSite(suitePath: "S.swift", position: .init(line: 1, column: 1))
    for bound in [count - 1, count, count + 1, count + 5] {
      let pin = CountPin(id: "p", subject: subject, in: file, count: bound, atMost: true)
      let trail = [TrailLine(text: "at most \(bound)", position: .init(line: 1, column: 1))]
      let found = PinEvaluation.violations(of: pin, trail: trail, site: site, in: files)
      #expect(found.map(\.kind) == (bound < count ? [.pinDrift] : []), "\(subject) at most \(bound): \(found)")
      if bound < count { #expect(found.first?.message.contains("pinned at most \(bound)") == true) }
    }
  }

  @Test func theSuiteLiteralReadsABound() throws {
    let suite = """
      static let pin = CountPin(
        id: "singletons",
        subject: "needle .shared",
        // 2026-12: at most 2, the store and the logger
        count: 2,
        atMost: true
      )
      """
    let rules = try RuleBlockReader.rules(in: Array(suite.utf8), path: "S.swift")
    let rule = try #require(rules.first?.body as? CountPinRule)
    #expect(rule.pin.atMost && rule.pin.count == 2)
    let exact = try RuleBlockReader.rules(
      in: Array(suite.replacingOccurrences(of: ",\n  atMost: true", with: "").utf8), path: "S.swift")
    #expect((exact.first?.body as? CountPinRule)?.pin.atMost == false)
  }

  /// A bound with room under it is drilled at today's count, then lowered under the source;
  /// a bound over nothing has only the first break.
  @Test func theDrillProvesABoundAtTodaysCount() throws {
    let files = Self.files(["Sources/App/GameMode.swift": Self.gameMode])
    let site = RuleSite(suitePath: "S.swift", position: .init(line: 1, column: 1))
    func drill(_ subject: String, _ bound: Int) -> DeliberateBreak.Outcome {
      let pin = CountPin(id: "p", subject: subject, in: "Sources/App/GameMode.swift", count: bound, atMost: true)
      let trail = [TrailLine(text: "at most \(bound)", position: .init(line: 1, column: 1))]
      return DeliberateBreak.drill(
        SuiteRule(body: CountPinRule(pin: pin, trail: trail), site: site, reasons: [:]), files: files)
    }
    let roomy = drill("enum GameMode", 12)
    #expect(roomy.breaks.count == 2)
    #expect(roomy.provenRed)
    #expect(roomy.breaks.first?.action.contains("the bound at today's 8") == true)
    #expect(roomy.breaks.last?.action == "the bound lowered to 7 (the source one over)")
    #expect(roomy.breaks.last?.verdict?.message.contains("pinned at most 7") == true)
    let tight = drill("enum GameMode", 8)
    #expect(tight.provenRed && tight.breaks.count == 2)
    #expect(tight.breaks.first?.action.contains("today's") == false)
  }
}
