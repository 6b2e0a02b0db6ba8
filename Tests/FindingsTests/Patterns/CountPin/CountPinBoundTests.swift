import RuleEngine
import Testing

@testable import Findings

/// "At most N": a count pin's finding may say its number is a bound, graduate writes the
/// bound into the suite, and a runtime pin, which has no bound, refuses it.
@Suite struct CountPinBoundTests {
  static func finding(_ keys: String) throws -> Finding {
    try FindingReader.read(
      "---\ntitle: Two singletons at most\npattern: count-pin\n\(keys)---\n", path: "findings/0040-singletons.md")
  }

  @Test func aBoundGraduatesAsABound() throws {
    let finding = try Self.finding(
      "subject: \"needle .shared\"\ncount: 2\natMost: true\ntrail: \"2026-12: at most 2, the store and the log\"\n")
    let draft = try finding.statement.draft(
      of: finding, ruleID: "0040-singletons", files: FileSet(paths: [], sources: [:]))
    let rule = try #require(draft.body as? CountPinRule)
    #expect(rule.pin.atMost && rule.pin.count == 2)
    let literal = try #require(CountPinFinding.literal(of: draft))
    #expect(literal.arguments.map(\.argument.label) == ["subject", "count", "atMost"])
    #expect(literal.arguments.last?.value == .bool(true))
    let suiteRule = SuiteRule(body: rule, site: .init(suitePath: "S.swift"), reasons: [:])
    #expect(CountPinFinding.contract(of: suiteRule).first == "count: at most 2 (needle .shared)")
  }

  @Test func anExactPinWritesNoBound() throws {
    let finding = try Self.finding("subject: enum GameMode\ncount: 3\ntrail: \"2026-11: 3 modes\"\n")
    let draft = try finding.statement.draft(of: finding, ruleID: "0040-x", files: FileSet(paths: [], sources: [:]))
    #expect(CountPinFinding.literal(of: draft)?.arguments.map(\.argument.label) == ["subject", "count"])
  }

  @Test func aRuntimePinRefusesABound() {
    #expect {
      try Self.finding(
        "runtime: GameMode.allCases.count\nmodule: App\ncount: 3\natMost: true\ntrail: \"2026-11: 3 modes\"\n")
    } throws: { error in
      "\(error)".contains("atMost: a bound is counted from source")
    }
  }
}
