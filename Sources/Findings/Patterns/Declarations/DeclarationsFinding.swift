// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: declarations`: every type that `select` picks has what `require` names and
/// none of what `forbid` names, outside the fence.
package struct DeclarationsFinding: FindingPattern {
  package static let name = "declarations"
  package static let keys: Set<String> = ["select", "require", "forbid", "fence", "exclude", "roots"]

  /// The keys of each part, and what each holds.
  static let partKeys: [String: [String]] = [
    "select": ["kind", "named", "conforming"],
    "require": ["modifiers", "attributes", "conforms", "named", "preview"],
    "forbid": ["modifiers", "attributes", "inherits"],
  ]

  package var shape: DeclarationShape
  package var fence: [Finding.Entry]
  package var exclude: [Finding.Entry]

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    fence = try decoder.entries("fence")
    exclude = try decoder.entries("exclude")
    let roots = try decoder.paths("roots")
    var marks: [String: YAMLNode.Mark] = [:]
    var read: [String: [String: YAMLNode]] = [:]
    for part in ["select", "require", "forbid"] {
      guard let node = decoder.node(part) else { continue }
      guard case .mapping(let pairs, let mark) = node else {
        throw decoder.error(node.mark, part, "expected keys: \(Self.partKeys[part]!.joined(separator: ", "))")
      }
      if pairs.isEmpty && part != "select" {
        throw decoder.error(
          mark, part, "'\(part)' is empty; name at least one of \(Self.partKeys[part]!.joined(separator: ", "))")
      }
      marks[part] = mark
      var values: [String: YAMLNode] = [:]
      for pair in pairs {
        guard Self.partKeys[part]!.contains(pair.key) else {
          throw decoder.error(
            pair.keyMark, "\(part).\(pair.key)",
            "unknown key; '\(part)' takes \(Self.partKeys[part]!.joined(separator: ", "))")
        }
        guard values[pair.key] == nil else { throw decoder.error(pair.keyMark, "\(part).\(pair.key)", "given twice") }
        values[pair.key] = pair.value
        marks["\(part).\(pair.key)"] = pair.value.mark
      }
      read[part] = values
    }
    func text(_ part: String, _ key: String) throws(FindingsError) -> String? {
      guard let node = read[part]?[key] else { return nil }
      guard case .scalar(let value, let mark) = node else {
        throw decoder.error(node.mark, "\(part).\(key)", "expected a single value")
      }
      let trimmed = value.trimmingSpaces
      guard !trimmed.isEmpty else { throw decoder.error(mark, "\(part).\(key)", "must not be empty") }
      return trimmed
    }
    func list(_ part: String, _ key: String) throws(FindingsError) -> [String] {
      guard let node = read[part]?[key] else { return [] }
      let items = try decoder.strings(node, at: "\(part).\(key)")
      guard !items.isEmpty else { throw decoder.error(node.mark, "\(part).\(key)", "the list is empty") }
      return items
    }
    var preview = false
    if let flag = try text("require", "preview") {
      guard flag == "true" || flag == "false" else {
        throw decoder.error(marks["require.preview"]!, "require.preview", "expected true or false, not '\(flag)'")
      }
      preview = flag == "true"
    }
    shape = DeclarationShape(
      id: "", kind: try text("select", "kind") ?? "any", named: try text("select", "named"),
      conforming: try list("select", "conforming"),
      require: .init(
        modifiers: try list("require", "modifiers"), attributes: try list("require", "attributes"),
        conformances: try list("require", "conforms"), named: try text("require", "named"), preview: preview),
      forbid: .init(
        modifiers: try list("forbid", "modifiers"), attributes: try list("forbid", "attributes"),
        conformances: try list("forbid", "inherits")),
      fence: fence.map(\.path), exclude: exclude.map(\.path), roots: roots)
    if let problem = shape.problems().first {
      let path = problem.key.isEmpty ? problem.part : "\(problem.part).\(problem.key)"
      let mark = marks[path] ?? marks[problem.part] ?? decoder.missingKeyMark
      throw decoder.error(mark, problem.key.isEmpty ? "require" : problem.keyPath, problem.message)
    }
  }

  package func draft(of finding: Finding, ruleID: String, files: FileSet) -> RuleDraft {
    var rule = shape
    (rule.id, rule.title) = (ruleID, finding.title)
    return RuleDraft(id: ruleID, title: finding.title, body: rule)
  }

  package static func literal(of draft: RuleDraft) -> SuiteLiteral? {
    guard let shape = draft.body as? DeclarationShape else { return nil }
    var arguments: [(label: String, value: SuiteLiteral.Value)] = []
    if shape.kind != "any" { arguments.append(("kind", .text(shape.kind))) }
    if let named = shape.named { arguments.append(("named", .text(named))) }
    if !shape.conforming.isEmpty { arguments.append(("conforming", .list(shape.conforming))) }
    // In the order of `DeclarationShape.arguments`, which its initializer takes them in.
    let require = shape.require
    if !require.modifiers.isEmpty { arguments.append(("requireModifiers", .list(require.modifiers))) }
    if !require.attributes.isEmpty { arguments.append(("requireAttributes", .list(require.attributes))) }
    if !require.conformances.isEmpty { arguments.append(("requireConforms", .list(require.conformances))) }
    if let named = require.named { arguments.append(("requireNamed", .text(named))) }
    if require.preview { arguments.append(("requirePreview", .flag(true))) }
    let forbid = shape.forbid
    if !forbid.modifiers.isEmpty { arguments.append(("forbidModifiers", .list(forbid.modifiers))) }
    if !forbid.attributes.isEmpty { arguments.append(("forbidAttributes", .list(forbid.attributes))) }
    if !forbid.conformances.isEmpty { arguments.append(("forbidInherits", .list(forbid.conformances))) }
    arguments.append(("fence", .entries(shape.fence)))
    if !shape.exclude.isEmpty { arguments.append(("exclude", .entries(shape.exclude))) }
    if !shape.roots.isEmpty { arguments.append(("roots", .list(shape.roots))) }
    return SuiteLiteral(
      call: "DeclarationShape", name: "rule", arguments: arguments, test: .report("Self.rule"),
      editing: .widen(list: "fence"))
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
    return lines + RuleWording.entries("fence", shape.fence, in: rule)
  }

  package var exceptions: [Finding.Entry] { fence }
  package var excluded: [Finding.Entry] { exclude }
  package var places: [String] { shape.roots + fence.map(\.path) }
}
