// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// A finding of a pattern whose keys are its rule's schema (`SchemaRule`): its keys, its
/// reading, the rule it draws, its literal and its entries all follow from `Rule.arguments`.
/// So the pattern's own folder holds only `SchemaWording`: what graduate, `explain` and
/// `suggest` say of it (`DeclarationsFinding` is `SchemaFinding<DeclarationShape>`).
package struct SchemaFinding<Rule: SchemaWording>: FindingPattern {
  package var rule: Rule
  package var reading: SchemaReading

  package init(rule: Rule, reading: SchemaReading) {
    (self.rule, self.reading) = (rule, reading)
  }

  package static var name: String { Rule.patternName }
  package static var arguments: [LiteralArgument] { Rule.arguments }

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    (rule, reading) = try decoder.schema(Rule.self)
  }

  package func draft(of finding: Finding, ruleID: String, files: FileSet) -> RuleDraft {
    var values = rule.values
    (values.id, values.title) = (ruleID, finding.title)
    return RuleDraft(id: ruleID, title: finding.title, body: Rule(values: values))
  }

  package static func literal(of draft: RuleDraft) -> SuiteLiteral? {
    guard let rule = draft.body as? Rule else { return nil }
    return SuiteLiteral.schema(rule, test: .report("Self.rule"), editing: .widen(list: "fence"))
  }

  package static func suiteName(of body: any PatternRule) -> String? { (body as? Rule)?.suiteName }

  package static func scope(of rule: SuiteRule) -> [String] { (rule.body as? Rule)?.scope(in: rule) ?? [] }

  package static func contract(of rule: SuiteRule) -> [String] { (rule.body as? Rule)?.contract(in: rule) ?? [] }

  package static func draft(from sentence: DraftSentence) -> SentenceDraft? { Rule.draft(from: sentence) }

  package var exceptions: [Finding.Entry] { reading.entries["fence"] ?? [] }
  package var excluded: [Finding.Entry] { reading.entries["exclude"] ?? [] }
  package var places: [String] { rule.places }
}

/// What a schema pattern's finding says of its rule beyond the schema, declared in the
/// pattern's own folder of this module.
package protocol SchemaWording: SchemaRule {
  /// The suite's type name from the rule's parts (`ViewModelsAreFinalTests`).
  var suiteName: String? { get }
  /// What `fitness explain` shows the rule looks at, and what it holds the code to.
  func scope(in rule: SuiteRule) -> [String]
  func contract(in rule: SuiteRule) -> [String]
  /// The folders and files the rule names, where graduate looks for the test target.
  var places: [String] { get }
  /// What `fitness suggest` drafts of this pattern from a sentence; nil when it states none.
  static func draft(from sentence: DraftSentence) -> SentenceDraft?
}

extension SchemaWording {
  package static func draft(from sentence: DraftSentence) -> SentenceDraft? { nil }
}

/// What `explain` shows of a declarations or a members rule alike: what it selects, where,
/// what it holds it to, and the fence it keeps.
extension SchemaWording where Self: NamedFenceRule {
  package func scope(in rule: SuiteRule) -> [String] {
    RuleWording.scope(["select: \(selection)"], roots: roots, exclude: exclude, in: rule)
  }

  package var places: [String] { roots + fence.keys.sorted() }

  /// The contract: each `require`, `forbid` and `members` key the rule is given, as its
  /// finding writes it (`require.modifiers: final, @MainActor`), then the fence. The keys
  /// come from the schema, so a pattern's new argument shows here with nothing written for it.
  package func contract(in rule: SuiteRule) -> [String] {
    var lines: [String] = []
    for argument in Self.arguments {
      let key = argument.keyInFinding
      guard key.hasPrefix("require.") || key.hasPrefix("forbid.") || key.hasPrefix("members.") else { continue }
      switch values[argument.label] {
      case .text(let text)?: lines.append("\(key): \(text)")
      case .texts(let items)? where !items.isEmpty: lines.append("\(key): \(RuleWording.list(items))")
      case .bool(true)?: lines.append("\(key): true")
      default: break
      }
    }
    return lines + RuleWording.entries("fence", granting: fence, in: rule)
  }
}
