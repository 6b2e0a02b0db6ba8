// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: declarations`: every type that `select` picks has what `require` names and
/// none of what `forbid` names, outside the fence.
package struct DeclarationsFinding: FindingPattern {
  package static let name = "declarations"
  package static var keys: Set<String> { FindingDecoder.keys(of: DeclarationShape.arguments) }

  package var shape: DeclarationShape
  package var reading: SchemaReading

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    (shape, reading) = try decoder.schema(DeclarationShape.self)
  }

  package func draft(of finding: Finding, ruleID: String, files: FileSet) -> RuleDraft {
    var values = shape.values
    (values.id, values.title) = (ruleID, finding.title)
    return RuleDraft(id: ruleID, title: finding.title, body: DeclarationShape(values: values))
  }

  package static func literal(of draft: RuleDraft) -> SuiteLiteral? {
    guard let shape = draft.body as? DeclarationShape else { return nil }
    return SuiteLiteral.schema(shape, test: .report("Self.rule"), editing: .widen(list: "fence"))
  }

  package static func suiteName(of body: any PatternRule) -> String? {
    guard let shape = body as? DeclarationShape else { return nil }
    let subject =
      shape.named.map { RuleWording.identifier(String($0.map { $0 == "*" ? " " : $0 })) }
      ?? shape.conforming.first.map { "\(RuleWording.identifier($0))Types" }
      ?? (shape.kind == "any" ? "Types" : RuleWording.identifier(shape.kind) + "es")
    let plural = shape.named == nil ? subject : subject + "s"
    if shape.require.preview { return "\(plural)ShipPreviewsTests" }
    if let modifier = shape.require.modifiers.first ?? shape.require.attributes.first {
      return "\(plural)Are\(RuleWording.identifier(modifier))Tests"
    }
    if let inherited = shape.forbid.conformances.first {
      return "\(plural)Avoid\(RuleWording.identifier(inherited))Tests"
    }
    return "\(plural)KeepTheirShapeTests"
  }

  package static func scope(of rule: SuiteRule) -> [String] {
    guard let shape = rule.body as? DeclarationShape else { return [] }
    var lines = ["select: \(shape.selection)"]
    if !shape.roots.isEmpty { lines.append("roots: \(RuleWording.list(shape.roots))") }
    for path in shape.exclude { lines.append("exclude: \(path)  // \(rule.reasons[path] ?? "")") }
    return lines
  }

  package static func contract(of rule: SuiteRule) -> [String] {
    guard let shape = rule.body as? DeclarationShape else { return [] }
    var lines: [String] = []
    let required = shape.require.modifiers + shape.require.attributes + shape.require.conformances
    if !required.isEmpty { lines.append("require: \(RuleWording.list(required))") }
    if let named = shape.require.named { lines.append("require named: \(named)") }
    if shape.require.preview { lines.append("require: a #Preview or PreviewProvider in the same file") }
    let forbidden = shape.forbid.modifiers + shape.forbid.attributes + shape.forbid.conformances
    if !forbidden.isEmpty { lines.append("forbid: \(RuleWording.list(forbidden))") }
    return lines + RuleWording.entries("fence", granting: shape.fence, in: rule)
  }

  package var exceptions: [Finding.Entry] { reading.entries["fence"] ?? [] }
  package var excluded: [Finding.Entry] { reading.entries["exclude"] ?? [] }
  package var places: [String] { shape.roots + shape.fence.keys.sorted() }
}
