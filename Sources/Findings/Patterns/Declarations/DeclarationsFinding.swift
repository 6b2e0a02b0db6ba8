// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: declarations`: every type that `select` picks has what `require` names and
/// none of what `forbid` names, outside the fence.
package struct DeclarationsFinding: SchemaFinding {
  package static let name = "declarations"
  package var rule: DeclarationShape
  package var reading: SchemaReading

  package init(rule: DeclarationShape, reading: SchemaReading) {
    (self.rule, self.reading) = (rule, reading)
  }

  package static func suiteName(of body: any PatternRule) -> String? {
    guard let shape = body as? DeclarationShape else { return nil }
    let subject =
      shape.named.map { RuleWording.identifier(String($0.map { $0 == "*" ? " " : $0 })) }
      ?? shape.conforming.first.map { "\(RuleWording.identifier($0))Types" }
      ?? (shape.kind == "any" ? "Types" : RuleWording.identifier(shape.kind) + "es")
    let plural = shape.named == nil ? subject : subject + "s"
    if shape.forbidDeclared { return "No\(plural)Tests" }
    if shape.require.preview { return "\(plural)ShipPreviewsTests" }
    if let modifier = shape.require.modifiers.first ?? shape.require.attributes.first {
      return "\(plural)Are\(RuleWording.identifier(modifier))Tests"
    }
    if let conformance = shape.require.conformances.first {
      // `{name}Protocol`: each conforms to its own.
      let named = conformance.replacingAll("{name}", with: "Own ")
      return "\(plural)Conform\(RuleWording.identifier(named))Tests"
    }
    if let needle = shape.forbid.uses.first { return "\(plural)Avoid\(RuleWording.identifier(needle))Tests" }
    if let inherited = shape.forbid.conformances.first {
      return "\(plural)Avoid\(RuleWording.identifier(inherited))Tests"
    }
    return "\(plural)KeepTheirShapeTests"
  }

  package static func scope(of rule: SuiteRule) -> [String] {
    guard let shape = rule.body as? DeclarationShape else { return [] }
    return RuleWording.scope(["select: \(shape.selection)"], roots: shape.roots, exclude: shape.exclude, in: rule)
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
    if !shape.forbid.uses.isEmpty { lines.append("forbid uses: \(RuleWording.list(shape.forbid.uses))") }
    return lines + RuleWording.entries("fence", granting: shape.fence, in: rule)
  }

  package var places: [String] { rule.roots + rule.fence.keys.sorted() }
}
