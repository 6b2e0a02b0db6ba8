// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// A finding pattern whose keys are its rule's schema (`SchemaRule`): its keys, its reading,
/// the rule it draws, its literal and its entries all follow from `Rule.arguments`, so its
/// own file says only what graduate and `explain` show of it.
package protocol SchemaFinding: FindingPattern {
  associatedtype Rule: SchemaRule
  var rule: Rule { get }
  var reading: SchemaReading { get }
  init(rule: Rule, reading: SchemaReading)
}

extension SchemaFinding {
  package static var arguments: [LiteralArgument] { Rule.arguments }

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    let (rule, reading) = try decoder.schema(Rule.self)
    self.init(rule: rule, reading: reading)
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

  package var exceptions: [Finding.Entry] { reading.entries["fence"] ?? [] }
  package var excluded: [Finding.Entry] { reading.entries["exclude"] ?? [] }
}
