// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: members`: every member that `select` picks, in the types `in` picks, has
/// what `require` names and none of what `forbid` names, outside the fence. Its keys are
/// `MemberShape.arguments`'; this file says only what graduate and `explain` show of it.
package typealias MembersFinding = SchemaFinding<MemberShape>

extension MemberShape: SchemaWording {
  package var suiteName: String? {
    // `ViewModelPublishedVars`: whose, which, what.
    let owner = owners?.named.map { RuleWording.identifier(String($0.map { $0 == "*" ? " " : $0 })) } ?? ""
    let which = (attributes + modifiers).prefix(1).map(RuleWording.identifier).joined()
    let members = RuleWording.identifier(kind == "any" ? "Members" : kind + "s")
    let subject = owner + (isStatic == true ? "Static" : "") + which + members
    if forbidDeclared { return "No\(subject)Tests" }
    if let trait = require.modifiers.first ?? require.effects.first ?? require.attributes.first {
      guard let trait = RuleWording.trait(trait) else { return nil }
      return "\(subject)Are\(trait)Tests"
    }
    if let trait = forbid.modifiers.first ?? forbid.attributes.first {
      guard let trait = RuleWording.trait(trait) else { return nil }
      return "\(subject)Avoid\(trait)Tests"
    }
    return "\(subject)KeepTheirShapeTests"
  }
}
