import CheckCore
import RuleEngine
import SwiftScanner
import Testing

/// The planner reads what a rule's pattern says it reads (`PatternRule.inputs`), for any
/// pattern, including one it has never seen: a staged check reads that pattern's file only
/// when it or the suite changed, and judges it then.
@Suite struct PatternReadsTests {
  /// "`Sources/Budget.swift` never grows past 2 lines", with the reads of a new pattern.
  struct OneFileBudget: PatternRule {
    var id = "budget"
    var title: String? = nil
    var pattern: String { "one-file-budget" }
    var inputs: RuleInputs { .files(["Sources/Budget.swift"]) }

    func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
      guard let source = files.sources["Sources/Budget.swift"],
        source.bytes.filter({ $0 == SourceByte.newline }).count > 2
      else { return [] }
      return [
        Violation(
          ruleID: id, kind: .pinDrift, path: "Sources/Budget.swift", position: nil,
          message: "over its budget [budget]", subject: "Sources/Budget.swift")
      ]
    }

    func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
      DeliberateBreak.Outcome(baseline: [], breaks: [])
    }
  }

  static let suite = "Tests/AppTests/Fitness/BudgetTests.swift"
  static let files = [
    suite: "struct BudgetTests {}\n", "Sources/Budget.swift": "1\n2\n3\n", "Sources/Other.swift": "x\n",
  ]

  func check(changed: [String]) throws -> (violations: [String], reads: [String]) {
    let snapshot = MemorySnapshot(files: Self.files, changedPaths: changed)
    let rule = SuiteRule(body: OneFileBudget(), site: RuleSite(suitePath: Self.suite), reasons: [:])
    let check = SnapshotCheck(snapshot: snapshot, rules: RuleSet(rules: [rule], suitePaths: [Self.suite]))
    let outcome = try check.run()
    return (outcome.violations.map(\.ruleID), snapshot.reads.paths.filter { $0.hasPrefix("Sources/") })
  }

  @Test func anUnrelatedChangeReadsNothingOfIt() throws {
    let result = try check(changed: ["Sources/Other.swift"])
    #expect(result.violations.isEmpty)
    #expect(!result.reads.contains("Sources/Budget.swift"))
  }

  @Test func aChangeToWhatItReadsIsJudged() throws {
    let result = try check(changed: ["Sources/Budget.swift"])
    #expect(result.violations == ["budget"])
    #expect(result.reads.contains("Sources/Budget.swift"))
  }

  @Test func aChangeToItsSuiteIsJudgedToo() throws {
    #expect(try check(changed: [Self.suite]).violations == ["budget"])
  }

  /// "No enums in `Sources`", by a new pattern that reads declarations but is no named
  /// fence, so no judge answers it during the fact scan: facts keep verdicts, never
  /// declarations, so the planner reads its files whole, and the enum is still found.
  struct NoEnums: PatternRule {
    var id = "no-enums"
    var title: String? = nil
    var pattern: String { "no-enums" }
    var inputs: RuleInputs { .declarations(in: PathScope(roots: ["Sources"], exclude: []), entries: []) }

    func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
      files.declaredPaths.flatMap { path in
        (files.declarationFacts(of: path)?.list.types ?? []).filter { $0.kind == .enum }.map {
          Violation(
            ruleID: id, kind: .pinDrift, path: path, position: nil, message: "enum \($0.name) [no-enums]",
            subject: $0.name)
        }
      }
    }

    func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
      DeliberateBreak.Outcome(baseline: [], breaks: [])
    }
  }

  @Test(arguments: [["Sources/Modes.swift"], nil])
  func aRuleReadingDeclarationsThatNoJudgeAnswersHasItsFilesReadWhole(changed: [String]?) throws {
    let files = [Self.suite: "struct NoEnumsTests {}\n", "Sources/Modes.swift": "enum Mode { case a }\n"]
    let snapshot = MemorySnapshot(files: files, changedPaths: changed)
    let rule = SuiteRule(body: NoEnums(), site: RuleSite(suitePath: Self.suite), reasons: [:])
    #expect(FactJudge(rule.body, site: rule.site) == nil)
    let check = SnapshotCheck(snapshot: snapshot, rules: RuleSet(rules: [rule], suitePaths: [Self.suite]))
    #expect(try check.run().violations.map(\.subject) == ["Mode"], "\(changed == nil ? "full" : "staged")")
  }
}
