import Foundation
import RuleEngine
import Testing

/// Graduate, `allow`, `suggest` and `graph` ask a rule through `GraduatedRule`, which the
/// vendored engine leaves out (a suite only judges). A pattern that forgot its conformance
/// would answer every question with nothing: no drawing on the graph, no baseline, no
/// widening by `allow`. This holds every shipped pattern to conforming, and the questions
/// asked of `any PatternRule` to reaching each pattern's own answers.
@Suite struct GraduatedRuleTests {
  static func goldenRules() throws -> [(file: String, rule: SuiteRule)] {
    let golden = DrillableRuleTests.golden
    var rules: [(file: String, rule: SuiteRule)] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: golden.path).sorted()
    where name.hasSuffix("-swift-testing.swift") {
      let bytes = [UInt8](try Data(contentsOf: golden.appendingPathComponent(name)))
      rules += try RuleBlockReader.rules(in: bytes, path: name).map { (name, $0) }
    }
    return rules
  }

  @Test func everyShippedPatternAnswersGraduate() throws {
    var types: Set<String> = []
    for (file, rule) in try Self.goldenRules() {
      #expect(rule.body is any GraduatedRule, "\(file): \(type(of: rule.body)) is no GraduatedRule")
      types.insert("\(type(of: rule.body))")
    }
    // Every rule type the literals read into: fences, files, sentinels, both named fences,
    // calls, both pins, copy contracts and target dependencies.
    #expect(types.count == 10, "\(types.sorted())")
  }

  @Test func theQuestionsOfAnyRuleReachItsPatternsAnswers() throws {
    let rules = try Self.goldenRules()
    func rule(_ file: String) throws -> any PatternRule {
      try #require(rules.first { $0.file.hasPrefix(file) }).rule.body
    }
    let boundary = try rule("import-boundary")
    #expect(boundary.drawing?.fenced.isEmpty == false)
    #expect(!boundary.guardedModules.isEmpty)
    let independent = try rule("0020-features-independent")
    #expect(independent.drawing?.apart.isEmpty == false)
    #expect(!independent.namedFolders.isEmpty)
    let members = try rule("0023-view-model-publishers")
    #expect(members.entryGrants(["a"]).map(\.key) == ["members"])
    let pin = try rule("0014-mode-count")
    #expect(
      pin.drawing == nil && pin.guardedModules.isEmpty && pin.baselined(over: FileSet(paths: [], sources: [:])) == nil)
  }
}
