// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: members`: every member that `select` picks, in the types `in` picks, has
/// what `require` names and none of what `forbid` names, outside the fence. Its keys are
/// `MemberShape.arguments`'; this file says only what graduate and `explain` show of it.
package struct MembersFinding: SchemaFinding {
  package static let name = "members"
  package var rule: MemberShape
  package var reading: SchemaReading

  package init(rule: MemberShape, reading: SchemaReading) {
    (self.rule, self.reading) = (rule, reading)
  }

  package static func suiteName(of body: any PatternRule) -> String? {
    guard let rule = body as? MemberShape else { return nil }
    // `ViewModelPublishedVars`: whose, which, what.
    let owner = rule.owners?.named.map { RuleWording.identifier(String($0.map { $0 == "*" ? " " : $0 })) } ?? ""
    let which = (rule.attributes + rule.modifiers).prefix(1).map(RuleWording.identifier).joined()
    let members = RuleWording.identifier(rule.kind == "any" ? "Members" : rule.kind + "s")
    let subject = owner + (rule.isStatic == true ? "Static" : "") + which + members
    if rule.forbidDeclared { return "No\(subject)Tests" }
    if let trait = rule.require.modifiers.first ?? rule.require.effects.first ?? rule.require.attributes.first {
      return "\(subject)Are\(RuleWording.identifier(trait))Tests"
    }
    if let trait = rule.forbid.modifiers.first ?? rule.forbid.attributes.first {
      return "\(subject)Avoid\(RuleWording.identifier(trait))Tests"
    }
    return "\(subject)KeepTheirShapeTests"
  }

  package static func scope(of rule: SuiteRule) -> [String] {
    guard let shape = rule.body as? MemberShape else { return [] }
    return RuleWording.scope(["select: \(shape.selection)"], roots: shape.roots, exclude: shape.exclude, in: rule)
  }

  package static func contract(of rule: SuiteRule) -> [String] {
    guard let shape = rule.body as? MemberShape else { return [] }
    var lines: [String] = []
    let required = shape.require.modifiers + shape.require.effects + shape.require.attributes
    if !required.isEmpty { lines.append("require: \(RuleWording.list(required))") }
    if let named = shape.require.named { lines.append("require named: \(named)") }
    let forbidden = shape.forbid.modifiers + shape.forbid.attributes
    if !forbidden.isEmpty { lines.append("forbid: \(RuleWording.list(forbidden))") }
    if shape.forbidDeclared { lines.append("forbid: any such member outside the fence") }
    return lines + RuleWording.entries("fence", granting: shape.fence, in: rule)
  }

  package var places: [String] { rule.roots + rule.fence.keys.sorted() }
}
