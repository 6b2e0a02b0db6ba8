// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: members`: every member that `select` picks, in the types `in` picks, has
/// what `require` names and none of what `forbid` names, outside the fence. Its keys are
/// `MemberShape.arguments`'; this file says only what graduate and `explain` show of it.
package typealias MembersFinding = SchemaFinding<MemberShape>

extension MemberShape: SchemaWording {
  package static let findingName = "members"

  package var suiteName: String? {
    // `ViewModelPublishedVars`: whose, which, what.
    let owner = owners?.named.map { RuleWording.identifier(String($0.map { $0 == "*" ? " " : $0 })) } ?? ""
    let which = (attributes + modifiers).prefix(1).map(RuleWording.identifier).joined()
    let members = RuleWording.identifier(kind == "any" ? "Members" : kind + "s")
    let subject = owner + (isStatic == true ? "Static" : "") + which + members
    if forbidDeclared { return "No\(subject)Tests" }
    if let trait = require.modifiers.first ?? require.effects.first ?? require.attributes.first {
      return "\(subject)Are\(RuleWording.identifier(trait))Tests"
    }
    if let trait = forbid.modifiers.first ?? forbid.attributes.first {
      return "\(subject)Avoid\(RuleWording.identifier(trait))Tests"
    }
    return "\(subject)KeepTheirShapeTests"
  }

  package func scope(in rule: SuiteRule) -> [String] {
    RuleWording.scope(["select: \(selection)"], roots: roots, exclude: exclude, in: rule)
  }

  package func contract(in rule: SuiteRule) -> [String] {
    var lines: [String] = []
    let required = require.modifiers + require.effects + require.attributes
    if !required.isEmpty { lines.append("require: \(RuleWording.list(required))") }
    if let named = require.named { lines.append("require named: \(named)") }
    let forbidden = forbid.modifiers + forbid.attributes
    if !forbidden.isEmpty { lines.append("forbid: \(RuleWording.list(forbidden))") }
    if forbidDeclared { lines.append("forbid: any such member outside the fence") }
    return lines + RuleWording.entries("fence", granting: fence, in: rule)
  }

  package var places: [String] { roots + fence.keys.sorted() }
}
