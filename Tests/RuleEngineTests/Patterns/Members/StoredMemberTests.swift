import SwiftScanner
import Testing

@testable import RuleEngine

/// `select.stored`: stored properties or computed ones. "View helpers are stateless" (no
/// stored instance property), "scope only along stored properties".
@Suite struct StoredMemberTests {
  static func rule(_ arguments: String) throws -> SuiteRule {
    let text = """
      static let rule = MemberShape(
        id: "stateless",
        \(arguments),
        roots: ["Sources"]
      )

      """
    return try #require(
      try RuleBlockReader.rules(in: Array(text.utf8), path: "Tests/AppTests/Fitness/StatelessTests.swift").first)
  }

  static func subjects(_ rule: SuiteRule, _ sources: [String: String]) -> [String] {
    let files = FileSet(
      paths: Set(sources.keys), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
    return RuleEvaluation.violations(of: rule, in: files).compactMap(\.subject)
  }

  static let helper = """
    struct DateHelper {
      var formatter = Formatter()
      let locale: Locale
      lazy var cache: [String: String] = [:]
      @Wrapped var wrapped = 0
      var observed = 0 {
        didSet { print(observed) }
      }
      var label: String { "date" }
      var computed: Int {
        get { 1 }
        set {}
      }
      static var shared = DateHelper()
      func format() -> String { "" }
    }

    """

  @Test func statelessSelectsEveryStoredInstancePropertyAndNoComputedOne() throws {
    let rule = try Self.rule("inNamed: \"*Helper\",\n  isStatic: false,\n  stored: true,\n  forbidDeclared: true")
    #expect(
      Self.subjects(rule, ["Sources/Views/DateHelper.swift": Self.helper]) == [
        "DateHelper.formatter", "DateHelper.locale", "DateHelper.cache", "DateHelper.wrapped", "DateHelper.observed",
      ])
    let violation = try #require(
      RuleEvaluation.violations(
        of: rule,
        in: FileSet(
          paths: ["Sources/Views/DateHelper.swift"],
          sources: ["Sources/Views/DateHelper.swift": ScannedSource(Array(Self.helper.utf8))])
      ).first)
    #expect(violation.message.contains("stored instance properties of types named *Helper"), "\(violation.message)")
  }

  @Test func computedSelectsOnlyPropertiesWithAGetter() throws {
    let rule = try Self.rule("inNamed: \"*Helper\",\n  stored: false,\n  forbidDeclared: true")
    #expect(
      Self.subjects(rule, ["Sources/Views/DateHelper.swift": Self.helper]) == [
        "DateHelper.label", "DateHelper.computed",
      ])
  }

  @Test func whatCanNeverHoldIsRefusedAtItsLabel() throws {
    for (arguments, problem) in [
      ("kind: \"func\",\n  stored: true,\n  forbidDeclared: true", "a func is neither stored nor computed"),
      ("kind: \"let\",\n  stored: false,\n  forbidDeclared: true", "a let is always stored"),
      ("stored: true,\n  requireEffects: [\"async\"]", "a stored property has no effects"),
    ] {
      do {
        _ = try Self.rule(arguments)
        Issue.record("\(arguments) was read")
      } catch {
        #expect("\(error)".contains(problem), "\(arguments): \(error)")
      }
    }
  }

  /// The drill declares a stored property for a stored rule and a computed one for a computed
  /// rule: either way the scratch member is one the rule selects, so the break is red.
  @Test(arguments: ["stored: true", "stored: false"])
  func theDrillBreaksWithAMemberTheRuleSelects(stored: String) throws {
    let rule = try Self.rule("inNamed: \"*Helper\",\n  \(stored),\n  forbidDeclared: true")
    let files = FileSet(
      paths: ["Sources/Views/Plain.swift"],
      sources: ["Sources/Views/Plain.swift": ScannedSource(Array("struct Plain {}\n".utf8))])
    let outcome = DeliberateBreak.drill(rule, files: files)
    #expect(outcome.provenRed, "\(outcome.breaks)")
    #expect(outcome.breaks.count == 1)
  }
}
