#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension MemberShape: DrillableRule {
  /// A members rule's drill: a scratch file in its scope declares a type the rule's `in`
  /// picks, holding a member it selects that complies; copies of it then break one trait
  /// each (a required modifier, effect or attribute dropped, the name changed, a forbidden
  /// modifier or attribute added). Under `forbid: declared`, the member itself is the break.
  /// A fence entry removed is one more break when a fenced member breaks the rule today.
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    let baseline = violations(site: site, in: files, catalogValues: nil)
    guard let place = drillPlace(files: files) else { return .init(baseline: baseline, breaks: []) }
    var breaks: [DeliberateBreak.Break] = []
    func attempt(_ action: String, _ text: String) {
      let verdict = drilled(text, at: place, site: site, files: files).first { $0.kind == .memberBreach }
      breaks.append(.init(action: "\(action) in \(place.path)", offender: place.path, verdict: verdict))
    }
    let base = DrillMember(rule: self)
    // The unbroken scratch file must pass, or a break proves nothing.
    guard drilled(forbidDeclared ? base.withoutMember() : base.text, at: place, site: site, files: files).isEmpty
    else {
      return .init(baseline: baseline, breaks: [])
    }
    let shown = "`\(base.memberKind) \(base.owner).\(base.name)`"
    if forbidDeclared {
      attempt("\(shown) declared", base.text)
    } else {
      for modifier in require.modifiers { attempt("\(shown) declared without `\(modifier)`", base.dropping(modifier)) }
      for effect in require.effects { attempt("\(shown) declared without `\(effect)`", base.dropping(effect: effect)) }
      for attribute in require.attributes {
        attempt("\(shown) declared without `\(attribute)`", base.dropping(attribute))
      }
      if let wanted = require.named, let wrong = DrillMember.name(for: named, avoiding: wanted) {
        attempt("`\(base.memberKind) \(base.owner).\(wrong)` declared (not named \(wanted))", base.renamed(wrong))
      }
      if !require.types.isEmpty {
        let other = ["FitnessDrillOther", "Int"].first { type in !require.types.contains { Self.typeMatches(type, $0) }
        }
        if let other {
          attempt("\(shown) typed \(other) (not \(require.types.joined(separator: " or ")))", base.retyped(other))
        }
      }
      if require.typedThrows { attempt("\(shown) declared with a bare `throws`", base.bareThrows()) }
      if require.rawValue { attempt("\(shown) declared without a raw value", base.withoutRawValue()) }
      for (index, wanted) in require.parameterTypes.enumerated() {
        attempt("\(shown) declared without its \(wanted) parameter", base.dropping(parameter: index))
      }
      for banned in forbid.types {
        attempt(
          "\(shown) typed \(TypeSelection.fill(banned, with: "FitnessDrill"))",
          base.retyped(TypeSelection.fill(banned, with: "FitnessDrill")))
      }
      for banned in forbid.parameterTypes {
        let type = TypeSelection.fill(banned, with: "FitnessDrill")
        attempt("\(shown) declared taking a \(type)", base.adding(parameter: type))
      }
      for modifier in forbid.modifiers { attempt("\(shown) declared `\(modifier)`", base.adding(modifier: modifier)) }
      for attribute in forbid.attributes {
        attempt("\(shown) declared with `\(attribute)`", base.adding(attribute: attribute))
      }
    }
    // A fence entry taken out: its members must be reported again.
    if let entry = fenceEntryBreak(site: site, files: files, kind: .memberBreach) { breaks.append(entry) }
    return .init(baseline: baseline, breaks: breaks)
  }
}

/// The type and member the drill writes, and its one-trait variations.
struct DrillMember {
  var ownerKind: String
  var owner: String
  var conformances: [String]
  var memberKind: String
  var name: String
  var modifiers: [String]
  var attributes: [String]
  var effects: [String]
  /// false: a computed property (a getter), as `stored: false` selects.
  var stored = true
  /// The written type (a property's annotation, a function's result); nil: the default.
  var type: String?
  var parameters: [String] = []
  /// What `throws(…)` names, when the rule asks typed throws.
  var thrown: String?
  /// A case's raw value (`= "name"`) and whether it has associated values.
  var rawValue = false
  var associated = false

  init(rule: MemberShape) {
    let kind = rule.kind == "any" ? (rule.stored == nil ? "func" : "var") : rule.kind
    stored = rule.stored ?? true
    memberKind = kind
    let ownerKind = rule.owners?.kind ?? "any"
    self.ownerKind = ownerKind != "any" ? ownerKind : kind == "case" ? "enum" : "class"
    let owner = rule.owners?.named.map { TypeSelection.fill($0, with: "FitnessDrill") } ?? "FitnessDrill"
    self.owner = owner
    conformances = (rule.owners?.conforming ?? []).map { ConformancePattern.example($0, name: owner) }
    name = Self.name(for: rule.named, avoiding: nil, wanted: rule.require.named) ?? "fitnessDrill"
    modifiers = rule.modifiers + rule.require.modifiers.filter { !rule.modifiers.contains($0) }
    if rule.isStatic == true, !modifiers.contains("static") { modifiers.append("static") }
    attributes = rule.attributes + rule.require.attributes.filter { !rule.attributes.contains($0) }
    effects = rule.require.effects
    let filled = (rule.require.types + rule.types).map { TypeSelection.fill($0, with: "FitnessDrill") }
    type = (filled + ["Int", "FitnessDrillType"]).first { type in
      (rule.types.isEmpty || rule.types.contains { MemberShape.typeMatches(type, $0) })
        && (rule.require.types.isEmpty || rule.require.types.contains { MemberShape.typeMatches(type, $0) })
        && !rule.forbid.types.contains { MemberShape.typeMatches(type, $0) }
    }
    if type == "Int", rule.types.isEmpty, rule.require.types.isEmpty { type = nil }
    parameters = rule.require.parameterTypes.map { TypeSelection.fill($0, with: "FitnessDrill") }
    rawValue = rule.require.rawValue
    associated = rule.associatedValues == true || !rule.require.parameterTypes.isEmpty
    if rule.require.typedThrows {
      thrown = "FitnessDrillError"
      if !effects.contains("throws") { effects.append("throws") }
    }
  }

  /// A member name that meets `named` (and `wanted`), or that does not meet `avoiding`.
  static func name(for named: String?, avoiding: String?, wanted: String? = nil) -> String? {
    let fills = ["fitnessDrill", "drill", "x", "drilled"]
    var candidates = fills.compactMap { fill in named.map { TypeSelection.fill($0, with: fill) } }
    if avoiding == nil, let wanted { candidates += fills.map { TypeSelection.fill(wanted, with: $0) } }
    candidates += fills
    return candidates.first { name in
      (named.map { Glob.matches(name, $0) } ?? true)
        && (avoiding.map { !Glob.matches(name, $0) } ?? (wanted.map { Glob.matches(name, $0) } ?? true))
    }
  }

  var text: String { wrapped(member) }

  func withoutMember() -> String { wrapped("") }

  private func wrapped(_ body: String) -> String {
    let inheritance = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
    return "\(ownerKind) \(owner)\(inheritance) {\n\(body.isEmpty ? "" : "  \(body)\n")}\n"
  }

  private var member: String {
    let prefix = (attributes + modifiers).map { $0 + " " }.joined()
    let effectWords = effects.map { " " + ($0 == "throws" ? thrown.map { "throws(\($0))" } ?? $0 : $0) }.joined()
    let written = type ?? "Int"
    let value = written == "Int" ? " = 0" : ""
    let list = parameters.enumerated().map { "_ p\($0.offset): \($0.element)" }.joined(separator: ", ")
    let result = type.map { " -> \($0)" } ?? ""
    switch memberKind {
    case "var":
      if effects.isEmpty {
        return stored ? "\(prefix)var \(name): \(written)\(value)" : "\(prefix)var \(name): \(written) { 0 }"
      }
      return "\(prefix)var \(name): \(written) { get\(effectWords) { 0 } }"
    case "let": return "\(prefix)let \(name): \(written)\(value)"
    case "init": return "\(prefix)init(\(list))\(effectWords) {}"
    case "subscript":
      let body = effects.isEmpty ? " { 0 }" : " { get\(effectWords) { 0 } }"
      return "\(prefix)subscript(\(list.isEmpty ? "index: Int" : list)) -> \(written)\(body)"
    case "case":
      let values =
        associated || !parameters.isEmpty ? "(\(parameters.isEmpty ? "Int" : parameters.joined(separator: ", ")))" : ""
      return "\(prefix)case \(name)\(values)\(rawValue ? " = \"\(name)\"" : "")"
    case "typealias": return "\(prefix)typealias \(name) = Int"
    default: return "\(prefix)func \(name)(\(list))\(effectWords)\(result) {}"
    }
  }

  func retyped(_ other: String) -> String {
    var copy = self
    copy.type = other
    return copy.text
  }

  func withoutRawValue() -> String {
    var copy = self
    copy.rawValue = false
    return copy.text
  }

  func bareThrows() -> String {
    var copy = self
    copy.thrown = nil
    return copy.text
  }

  func dropping(parameter index: Int) -> String {
    var copy = self
    copy.parameters.remove(at: index)
    return copy.text
  }

  func adding(parameter type: String) -> String {
    var copy = self
    copy.parameters.append(type)
    return copy.text
  }

  func dropping(_ trait: String) -> String {
    var copy = self
    copy.modifiers.removeAll { $0 == trait }
    copy.attributes.removeAll { $0 == trait }
    // `private(set)` dropped leaves a setter as wide as the member's access.
    return copy.text
  }

  func dropping(effect: String) -> String {
    var copy = self
    copy.effects.removeAll { $0 == effect }
    return copy.text
  }

  func renamed(_ other: String) -> String {
    var copy = self
    copy.name = other
    return copy.text
  }

  func adding(modifier: String) -> String {
    var copy = self
    copy.modifiers.append(modifier)
    return copy.text
  }

  func adding(attribute: String) -> String {
    var copy = self
    copy.attributes.append(attribute)
    return copy.text
  }
}
