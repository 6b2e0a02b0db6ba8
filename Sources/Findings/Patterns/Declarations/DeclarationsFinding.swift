// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: declarations`: every type that `select` picks has what `require` names and
/// none of what `forbid` names, outside the fence.
package typealias DeclarationsFinding = SchemaFinding<DeclarationShape>

extension DeclarationShape: SchemaWording {
  package var suiteName: String? {
    let subject =
      named.map { RuleWording.identifier(String($0.map { $0 == "*" ? " " : $0 })) }
      ?? conforming.first.map { "\(RuleWording.identifier($0))Types" }
      ?? (selectsAnything
        ? modifiers.map(RuleWording.identifier).joined() + "Declarations"
        : kind == "any" ? "Types" : RuleWording.identifier(kind) + "es")
    let plural = named == nil ? subject : subject + "s"
    if forbidDeclared { return "No\(plural)Tests" }
    if require.preview { return "\(plural)ShipPreviewsTests" }
    if let modifier = require.modifiers.first ?? require.attributes.first {
      guard let trait = RuleWording.trait(modifier) else { return nil }
      return "\(plural)Are\(trait)Tests"
    }
    if let conformance = require.conformances.first {
      // `{name}Protocol`: each conforms to its own.
      let named = conformance.replacingAll("{name}", with: "Own ")
      return "\(plural)Conform\(RuleWording.identifier(named))Tests"
    }
    if let needle = forbid.uses.first { return "\(plural)Avoid\(RuleWording.identifier(needle))Tests" }
    if let inherited = forbid.conformances.first {
      return "\(plural)Avoid\(RuleWording.identifier(inherited))Tests"
    }
    return "\(plural)KeepTheirShapeTests"
  }
}
