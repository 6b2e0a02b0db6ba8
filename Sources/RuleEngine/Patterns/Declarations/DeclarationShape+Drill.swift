#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeliberateBreak {
  /// A declarations rule's drill: a scratch file in its scope declares a type the rule
  /// selects and that complies, then copies of it break one trait each (a required
  /// modifier, attribute, conformance, name or preview dropped, a forbidden one added).
  /// Each break must fail the rule at the scratch file.
  static func drill(_ shape: DeclarationShape, site: RuleSite, files original: FileSet) -> Outcome {
    let baseline = shape.violations(site: site, in: original, catalogValues: nil)
    // A rule that requires a counterpart drills beside one: its own scratch file declares it.
    let companion = shape.drillCounterpart(files: original)
    let files = companion?.files ?? original
    let placed =
      shape.requireUnder.isEmpty ? shape.drillPlace(files: files) : shape.drillPlace(under: true, files: files)
    guard let place = placed, let name = shape.drillName() else {
      return Outcome(baseline: baseline, breaks: [])
    }
    let base = DrillDeclaration(shape: shape, name: name)
    var breaks: [Break] = []
    func attempt(_ action: String, _ broken: DrillDeclaration) { attempt(action, text: broken.text) }
    func attempt(_ action: String, text: String) {
      let verdict = shape.drilled(text, at: place, site: site, files: files).first {
        $0.kind == .declarationBreach
      }
      breaks.append(Break(action: "\(action) in \(place.path)", offender: place.path, verdict: verdict))
    }
    // The unbroken scratch file must pass, or a break proves nothing. Under `forbid:
    // declared` the scratch file starts empty and the declaration is the break.
    guard shape.drilled(shape.forbidDeclared ? "" : base.text, at: place, site: site, files: files).isEmpty else {
      return Outcome(baseline: baseline, breaks: [])
    }
    let kind = base.keyword
    if shape.forbidDeclared { attempt("`\(kind) \(name)` declared", base) }
    // A rule about anything forbids a top-level function as well as a type.
    if shape.selectsAnything, shape.forbidDeclared {
      attempt(
        "`func \(name)()` declared", text: (base.modifiers + ["func", name + "() {}"]).joined(separator: " ") + "\n")
    }
    // Each trait the rule requires dropped, and each it forbids added, one at a time.
    let dropped: [(traits: [String], break: (String) -> DrillDeclaration)] = [
      (shape.require.modifiers, { base.dropping(modifier: $0) }),
      (shape.require.attributes, { base.dropping(attribute: $0) }),
      (shape.require.conformances, { base.dropping(conformance: $0) }),
    ]
    for (traits, broken) in dropped {
      for trait in traits { attempt("`\(kind) \(name)` declared without `\(trait)`", broken(trait)) }
    }
    if let other = ["struct", "class", "enum", "actor", "protocol"].first(where: {
      !shape.require.kinds.isEmpty && !shape.require.kinds.contains($0)
    }) {
      attempt(
        "`\(other) \(name)` declared (not \(shape.require.kinds.joined(separator: " or ")))", base.declared(as: other))
    }
    if let wanted = shape.require.named, let wrong = shape.drillName(avoiding: wanted) {
      attempt("`\(kind) \(wrong)` declared (not named \(wanted))", base.renamed(wrong))
    }
    if shape.require.preview { attempt("`\(kind) \(name)` declared without a preview", base.withoutPreview()) }
    let added: [(traits: [String], how: String, break: (String) -> DrillDeclaration)] = [
      (shape.forbid.modifiers, "", { base.adding(modifier: $0) }),
      (shape.forbid.attributes, "with ", { base.adding(attribute: $0) }),
      (shape.forbid.conformances, "inheriting ", { base.adding(conformance: $0) }),
    ]
    for (traits, how, broken) in added {
      for trait in traits { attempt("`\(kind) \(name)` declared \(how)`\(trait)`", broken(trait)) }
    }
    for needle in shape.forbid.uses { attempt("`\(kind) \(name)` declared using `\(needle)`", base.using(needle)) }
    // What the rule asks of the type's members, one demand broken at a time.
    if let demands = shape.members, let member = base.member {
      let shown = "`\(member.keyword) \(name).\(member.name)`"
      if demands.forbidDeclared { attempt("\(shown) declared", base.with(member)) }
      for modifier in demands.requireModifiers {
        attempt("\(shown) declared without `\(modifier)`", base.with(member.dropping(modifier)))
      }
      for attribute in demands.requireAttributes {
        attempt("\(shown) declared without `\(attribute)`", base.with(member.dropping(attribute)))
      }
      for modifier in demands.forbidModifiers {
        attempt("\(shown) declared `\(modifier)`", base.with(member.adding(modifier)))
      }
      for attribute in demands.forbidAttributes {
        attempt("\(shown) declared with `\(attribute)`", base.with(member.adding(attribute)))
      }
    }
    if shape.readsReferences { breaks += shape.referenceBreaks(base: base, at: place, site: site, files: files) }
    // The compliant type declared outside the folders the rule requires.
    if !shape.requireUnder.isEmpty, !shape.forbidDeclared, let outside = shape.drillPlace(under: false, files: files) {
      let verdict = shape.drilled(base.text, at: outside, site: site, files: files).first {
        $0.kind == .misplacedDeclaration
      }
      breaks.append(
        Break(
          action: "`\(kind) \(name)` declared in \(outside.path)", offender: outside.path, verdict: verdict))
    }
    // The counterpart's scratch file taken away.
    if let companion {
      let verdict = shape.drilled(base.text, at: place, site: site, files: original).first {
        $0.kind == .missingCounterpart
      }
      breaks.append(
        Break(
          action: "`\(kind) \(name)` declared without \(companion.name)", offender: place.path, verdict: verdict))
    }
    // A fence entry taken out: the declarations it let past must be reported again.
    if let entry = shape.fenceEntryBreak(
      site: site, files: original, kind: .declarationBreach, also: [.misplacedDeclaration, .missingCounterpart])
    {
      breaks.append(entry)
    }
    return Outcome(baseline: baseline, breaks: breaks)
  }
}

extension DeclarationShape {
  /// A type name the rule selects, and that meets `require.named` unless `avoiding` is given,
  /// in which case one that does not match `avoiding`.
  func drillName(avoiding: String? = nil) -> String? {
    let fills = ["FitnessDrill", "Drill", "X", "Drilled"]
    var candidates = fills.compactMap { fill in named.map { TypeSelection.fill($0, with: fill) } }
    if avoiding == nil, let wanted = require.named { candidates += fills.map { TypeSelection.fill(wanted, with: $0) } }
    candidates += fills
    return candidates.first { name in
      (named.map { Glob.matches(name, $0) } ?? true)
        && (avoiding.map { !Glob.matches(name, $0) } ?? (require.named.map { Glob.matches(name, $0) } ?? true))
    }
  }
}

/// The drill's scratch declaration, complying with the rule, and what each break changes.
struct DrillDeclaration {
  var keyword: String
  var name: String
  var modifiers: [String]
  var attributes: [String]
  var conformances: [String]
  var preview: Bool
  /// A forbidden needle its body uses.
  var use: String?
  /// The member the rule's member demands select, as the compliant type declares it (none
  /// under `members.forbidDeclared`, where declaring it is the break).
  var member: DrillTypeMember?
  var declaresMember = false

  init(shape: DeclarationShape, name: String) {
    keyword =
      !["any", DeclarationShape.anything].contains(shape.kind) ? shape.kind : shape.require.kinds.first ?? "class"
    self.name = name
    modifiers = shape.modifiers + shape.require.modifiers.filter { !shape.modifiers.contains($0) }
    // Forbidding `internal` forbids the default: the compliant type says another level.
    if shape.forbid.modifiers.contains("internal"),
      !modifiers.contains(where: DeclarationShape.accessLevels.contains)
    {
      modifiers.append("fileprivate")
    }
    attributes = shape.require.attributes
    conformances = shape.conforming + shape.require.conformances.filter { !shape.conforming.contains($0) }
    preview = shape.require.preview
    if let demands = shape.members {
      member = DrillTypeMember(demands)
      declaresMember = !demands.forbidDeclared
    }
  }

  var text: String {
    var lines = attributes
    let written = conformances.map { ConformancePattern.example($0, name: name) }
    let clause = written.isEmpty ? "" : ": " + written.joined(separator: ", ")
    var inside = declaresMember ? member.map { ["  " + $0.text] } ?? [] : []
    if let use { inside.append("  func fitnessDrillUse() {\n    _ = \(use)\n  }") }
    let body = inside.isEmpty ? " {}" : " {\n" + inside.joined(separator: "\n") + "\n}"
    lines.append((modifiers + [keyword, name]).joined(separator: " ") + clause + body)
    if preview { lines.append("#Preview { \(name)() }") }
    return lines.joined(separator: "\n") + "\n"
  }

  func dropping(modifier: String) -> Self {
    var copy = self
    copy.modifiers.removeAll { $0 == modifier }
    return copy
  }

  func dropping(attribute: String) -> Self {
    var copy = self
    copy.attributes.removeAll { $0 == attribute }
    return copy
  }

  func dropping(conformance: String) -> Self {
    var copy = self
    copy.conformances.removeAll { $0 == conformance }
    return copy
  }

  func declared(as kind: String) -> Self {
    var copy = self
    copy.keyword = kind
    return copy
  }

  func renamed(_ other: String) -> Self {
    var copy = self
    copy.name = other
    return copy
  }

  func withoutPreview() -> Self {
    var copy = self
    copy.preview = false
    return copy
  }

  func adding(modifier: String) -> Self {
    var copy = self
    if DeclarationShape.accessLevels.contains(modifier) {
      copy.modifiers.removeAll(where: DeclarationShape.accessLevels.contains)
      // `internal` is forbidden by saying no access level at all as much as by writing it.
      if modifier == "internal" { return copy }
    }
    copy.modifiers.append(modifier)
    return copy
  }

  func adding(attribute: String) -> Self {
    var copy = self
    copy.attributes.append(attribute)
    return copy
  }

  func using(_ needle: String) -> Self {
    var copy = self
    copy.use = needle
    return copy
  }

  func adding(conformance: String) -> Self {
    var copy = self
    copy.conformances.append(conformance)
    return copy
  }

  /// The type declaring `member` in place of the compliant one.
  func with(_ member: DrillTypeMember) -> Self {
    var copy = self
    copy.member = member
    copy.declaresMember = true
    return copy
  }
}

/// The member the drill declares in its type for a rule's member demands.
struct DrillTypeMember {
  var keyword: String
  var name: String
  var modifiers: [String]
  var attributes: [String]
  var stored: Bool

  init(_ demands: MemberDemands) {
    keyword = ["any", "case", "typealias", "init", "subscript"].contains(demands.kind) ? "var" : demands.kind
    name = demands.named.map { TypeSelection.fill($0, with: "fitnessDrill") } ?? "fitnessDrill"
    modifiers = demands.requireModifiers
    if demands.isStatic == true, !modifiers.contains("static") { modifiers.append("static") }
    attributes = demands.requireAttributes
    stored = demands.stored ?? true
  }

  var text: String {
    let prefix = (attributes + modifiers).map { $0 + " " }.joined()
    switch keyword {
    case "func": return "\(prefix)func \(name)() {}"
    case "let": return "\(prefix)let \(name): Int = 0"
    default: return stored ? "\(prefix)var \(name): Int = 0" : "\(prefix)var \(name): Int { 0 }"
    }
  }

  func dropping(_ trait: String) -> Self {
    var copy = self
    copy.modifiers.removeAll { $0 == trait }
    copy.attributes.removeAll { $0 == trait }
    return copy
  }

  func adding(_ trait: String) -> Self {
    var copy = self
    if trait.hasPrefix("@") { copy.attributes.append(trait) } else { copy.modifiers.append(trait) }
    return copy
  }
}

extension DeclarationShape: DrillableRule {
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    DeliberateBreak.drill(self, site: site, files: files)
  }
}
