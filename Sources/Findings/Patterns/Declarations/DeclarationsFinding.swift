// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: declarations`: every type that `select` picks has what `require` names and
/// none of what `forbid` names, outside the fence.
package typealias DeclarationsFinding = SchemaFinding<DeclarationShape>

extension DeclarationShape: SchemaWording {
  package static let findingName = "declarations"

  package var suiteName: String? {
    let subject =
      named.map { RuleWording.identifier(String($0.map { $0 == "*" ? " " : $0 })) }
      ?? conforming.first.map { "\(RuleWording.identifier($0))Types" }
      ?? (kind == "any" ? "Types" : RuleWording.identifier(kind) + "es")
    let plural = named == nil ? subject : subject + "s"
    if forbidDeclared { return "No\(plural)Tests" }
    if require.preview { return "\(plural)ShipPreviewsTests" }
    if let modifier = require.modifiers.first ?? require.attributes.first {
      return "\(plural)Are\(RuleWording.identifier(modifier))Tests"
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

  package func scope(in rule: SuiteRule) -> [String] {
    RuleWording.scope(["select: \(selection)"], roots: roots, exclude: exclude, in: rule)
  }

  package func contract(in rule: SuiteRule) -> [String] {
    var lines: [String] = []
    let required = require.modifiers + require.attributes + require.conformances
    if !required.isEmpty { lines.append("require: \(RuleWording.list(required))") }
    if let named = require.named { lines.append("require named: \(named)") }
    if require.preview { lines.append("require: a #Preview or PreviewProvider in the same file") }
    let forbidden = forbid.modifiers + forbid.attributes + forbid.conformances
    if !forbidden.isEmpty { lines.append("forbid: \(RuleWording.list(forbidden))") }
    if !forbid.uses.isEmpty { lines.append("forbid uses: \(RuleWording.list(forbid.uses))") }
    return lines + RuleWording.entries("fence", granting: fence, in: rule)
  }

  package var places: [String] { roots + fence.keys.sorted() }
}
