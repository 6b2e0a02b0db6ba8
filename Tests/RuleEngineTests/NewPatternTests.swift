import SwiftScanner
import Testing

@testable import RuleEngine

/// A pattern the engine has never seen, written as a new pattern's file would be: its
/// literal (`RuleLiteral`) and its rule (`PatternRule`, and `DrillableRule` for its drill),
/// nothing else. Handed to the reader
/// beside the registry, it is read, judged and drilled through the same entry points as
/// every shipped pattern; no switch anywhere had to learn it.
struct LineBudget: RuleLiteral {
  var id: String
  var under: String
  var lines: Int

  static let literalName = "LineBudget"
  static let arguments = [LiteralArgument("under", .path, required: true), LiteralArgument("lines", .integer)]

  static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let lines = arguments.integer("lines") ?? 300
    guard lines > 0 else { throw arguments.failure("'lines' must be at least 1") }
    return LineBudgetRule(
      id: arguments.id, title: arguments.title, under: arguments.text("under") ?? "", lines: lines)
  }
}

/// "No Swift file under `under` is longer than `lines` lines."
struct LineBudgetRule: PatternRule, DrillableRule {
  var id: String
  var title: String?
  var under: String
  var lines: Int

  var pattern: String { "line-budget" }
  var inputs: RuleInputs { .shipping }

  func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    files.sources.keys.sorted().compactMap { path in
      guard PathPrefix.contains(path, under: under), let source = files.sources[path] else { return nil }
      let count = source.bytes.filter { $0 == SourceByte.newline }.count
      guard count > lines else { return nil }
      return Violation(
        ruleID: id, kind: .pinDrift, path: path, position: .init(line: lines + 1, column: 1),
        message: "\(count) lines, over the budget of \(lines) [\(id)]; split the file, or raise the budget",
        subject: path)
    }
  }

  func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    var broken = files
    let path = "\(under)/\(DeliberateBreak.scratchName)"
    broken.paths.insert(path)
    broken.sources[path] = ScannedSource(Array(String(repeating: "\n", count: lines + 1).utf8))
    let verdict = violations(site: site, in: broken, catalogValues: nil).first { $0.path == path }
    return DeliberateBreak.Outcome(
      baseline: violations(site: site, in: files, catalogValues: nil),
      breaks: [DeliberateBreak.Break(action: "a file of \(lines + 1) lines added", offender: path, verdict: verdict)])
  }
}

@Suite struct NewPatternTests {
  static let suite = """
    struct FeedStaysSmallTests {
      static let budget = LineBudget(
        id: "feed-small",
        under: "Sources/Feed",
        lines: 3
      )
    }
    """
  static let literals = RuleLiterals.all + [LineBudget.self]

  static func files(_ sources: [String: String]) -> FileSet {
    FileSet(paths: Set(sources.keys), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
  }

  /// The name the reader looks for is the one a suite compiles: the type's own, for the
  /// registry's literals (whose names are worked out once) and for one outside it alike.
  @Test func aLiteralsNameIsItsTypesName() {
    for literal in RuleLiterals.all + [LineBudget.self] {
      #expect(literal.literalName == String(describing: literal))
    }
    #expect(LineBudget.literalName == "LineBudget" && DeclarationShape.literalName == "DeclarationShape")
  }

  @Test func theReaderKnowsALiteralOnlyThroughTheListItIsGiven() throws {
    let bytes = Array(Self.suite.utf8)
    #expect(try RuleBlockReader.rules(in: bytes, path: "S.swift").isEmpty)
    let rules = try RuleBlockReader.rules(in: bytes, path: "S.swift", literals: Self.literals)
    #expect(rules.map(\.id) == ["feed-small"])
    #expect(rules.first?.pattern == "line-budget")
    #expect(rules.first?.site.position == SourcePosition(line: 2, column: 23))
    #expect((rules.first?.body as? LineBudgetRule)?.lines == 3)
  }

  @Test func itsArgumentsAreCheckedByTheKindsItDeclares() {
    func error(_ arguments: String) -> String? {
      let text = "let budget = LineBudget(\(arguments))"
      do {
        _ = try RuleBlockReader.rules(in: Array(text.utf8), path: "S.swift", literals: Self.literals)
        return nil
      } catch { return error.message }
    }
    #expect(
      error(#"id: "b", under: "Sources", size: 3"#)
        == "unknown argument 'size' in LineBudget; use one of id, under, title, severity, lines")
    #expect(error(#"id: "b", lines: 3"#) == "LineBudget is missing its 'under' argument")
    #expect(error(#"id: "b", under: "../x""#)?.hasPrefix("'../x' in 'under' ") == true)
    #expect(error(#"id: "b", under: "Sources", lines: "3""#) == "'lines' takes an integer literal")
    #expect(error(#"id: "b", under: "Sources", lines: 0"#) == "'lines' must be at least 1")
  }

  @Test func itIsJudgedAndDrilledThroughTheEnginesOwnEntryPoints() throws {
    let rule = try #require(
      try RuleBlockReader.rules(in: Array(Self.suite.utf8), path: "S.swift", literals: Self.literals).first)
    let files = Self.files(["Sources/Feed/Feed.swift": "a\nb\n", "Sources/Feed/Long.swift": "1\n2\n3\n4\n"])
    #expect(
      RuleEvaluation.violations(of: rule, in: files).map(\.description) == [
        "Sources/Feed/Long.swift:4:1: error: 4 lines, over the budget of 3 [feed-small]; split the file, or raise the budget"
      ])
    let fits = Self.files(["Sources/Feed/Feed.swift": "a\nb\n"])
    let drill = DeliberateBreak.drill(rule, files: fits)
    #expect(drill.provenRed)
    #expect(drill.breaks.first?.offender == "Sources/Feed/\(DeliberateBreak.scratchName)")
  }
}
