import Foundation
import RuleEngine
import Testing

/// The drill reaches a pattern through `DrillableRule`, which the vendored engine leaves out
/// (a suite only judges). A pattern that forgot its drill conformance would be refused by
/// graduate as never proven red; this holds every shipped pattern to having one.
@Suite struct DrillableRuleTests {
  /// The golden suites graduate writes, kept beside the tests that write them.
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("FitnessCLITests/Golden")

  @Test func everyShippedPatternHasADrill() throws {
    let golden = Self.golden
    var kinds: Set<String> = []
    for name in try FileManager.default.contentsOfDirectory(atPath: golden.path).sorted()
    where name.hasSuffix("-swift-testing.swift") {
      let bytes = [UInt8](try Data(contentsOf: golden.appendingPathComponent(name)))
      for rule in try RuleBlockReader.rules(in: bytes, path: name) {
        #expect(rule.body is any DrillableRule, "\(name): \(rule.pattern) has no drill")
        kinds.insert("\(type(of: rule.body)):\(rule.pattern)")
      }
    }
    // A golden suite per literal: the three fence literals read into one rule type under
    // three pattern names, and both pins into `count-pin` under two rule types.
    #expect(kinds.count == RuleLiterals.all.count, "\(kinds.sorted())")
  }

  @Test func aPatternWithoutADrillIsNeverProvenRed() throws {
    let golden = Self.golden.appendingPathComponent("0014-mode-count-swift-testing.swift")
    let bytes = [UInt8](try Data(contentsOf: golden))
    var rule = try #require(try RuleBlockReader.rules(in: bytes, path: "Tests/AppTests/Fitness/S.swift").first)
    #expect(DeliberateBreak.drill(rule, files: FileSet(paths: [], sources: [:])).provenRed)
    rule.body = Undrilled(inner: rule.body)
    let outcome = DeliberateBreak.drill(rule, files: FileSet(paths: [], sources: [:]))
    #expect(outcome.breaks.isEmpty && !outcome.provenRed)
  }
}

/// A pattern's rule with no drill conformance.
private struct Undrilled: PatternRule {
  var inner: any PatternRule
  var id: String { inner.id }
  var title: String? { inner.title }
  var pattern: String { inner.pattern }
  func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    inner.violations(site: site, in: files, catalogValues: catalogValues)
  }
}
