// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// What `suggest` drafts from a sentence about what types hold: "view models never expose a
/// settable published property", "no nonisolated(unsafe) outside the fence", "no static var
/// outside Config", "@State only in views", "every public func in API is async". Today's
/// offending members go into the draft's fence, by file, each waiting for its why.
extension MemberShape {
  package static func draft(from sentence: DraftSentence) -> SentenceDraft? {
    let lower = sentence.lower
    func says(_ words: String...) -> Bool { words.contains(where: lower.contains) }
    var values = ArgumentValues(id: "draft")
    var exclude: String? = nil
    let slug: String
    if says("nonisolated"), says("unsafe") {
      values["forbidModifiers"] = .texts(["nonisolated(unsafe)"])
      slug = "no-nonisolated-unsafe"
    } else if says("published"), says("settable", "writable", "mutable", "set") {
      if sentence.speaksOfViewModels { values["inNamed"] = .text("*ViewModel") }
      values["kind"] = .text("var")
      values["attributes"] = .texts(["@Published"])
      values["requireModifiers"] = .texts(["private(set)"])
      slug = "published-properties-are-private-set"
    } else if says("state"), says("view", "views"), sentence.negated || says("only") {
      values["inNotConforming"] = .texts(["View"])
      values["attributes"] = .texts(["@State"])
      values["forbidDeclared"] = .bool(true)
      slug = "state-only-in-views"
    } else if says("static"), says("var", "vars", "variable", "variables"), sentence.negated || says("no") {
      values["kind"] = .text("var")
      values["isStatic"] = .bool(true)
      values["forbidDeclared"] = .bool(true)
      if let outside = lower.firstIndex(of: "outside") { exclude = sentence.folder(Array(sentence.words[outside...])) }
      slug = "no-static-vars"
    } else if says("async"), says("func", "funcs", "function", "functions", "method", "methods") {
      values["kind"] = .text("func")
      if says("public") { values["modifiers"] = .texts(["public"]) }
      values["requireEffects"] = .texts(["async"])
      if let folder = sentence.folder(sentence.words) { values["roots"] = .texts([folder]) }
      slug = "functions-are-async"
    } else {
      return nil
    }
    if let exclude { values["exclude"] = .texts([exclude]) }
    let rule = MemberShape(values: values)
    guard rule.problems().isEmpty else { return nil }
    var offenders: [String: [String]] = [:]
    for violation in rule.violations(site: RuleSite(suitePath: ""), in: sentence.files, catalogValues: nil)
    where violation.kind == .memberBreach && !offenders[violation.path, default: []].contains(violation.subject) {
      offenders[violation.path, default: []].append(violation.subject)
    }
    var keys: [String] = []
    var part = ""
    for argument in MemberShape.arguments {
      let path = argument.keyInFinding.split(separator: ".").map(String.init)
      guard path.count == 2, let value = values[argument.label] else { continue }
      if part != path[0] {
        part = path[0]
        keys.append("\(part):")
      }
      keys.append("  \(path[1]): \(yaml(value))")
    }
    keys += SentenceDraft.entries(
      "fence", offenders.keys.sorted(), grants: ("members", { SentenceDraft.list(offenders[$0]!.sorted()) }))
    if let exclude { keys += ["exclude:", "  - path: \(SentenceDraft.quoted(exclude))", "    why: \"\""] }
    if let roots = values.texts("roots").first { keys.append("roots: \(SentenceDraft.list([roots]))") }
    let count = offenders.values.reduce(0) { $0 + $1.count }
    return SentenceDraft(
      slug: slug, keys: keys,
      todo: count == 0
        ? "Check that the selection (\(rule.selection)) is what the sentence means; no member breaks it today."
        : "\(count) member\(count == 1 ? " breaks" : "s break") it today: give each file a why in the fence, or fix the code and drop the entry.",
      summary: "members on \(rule.selection)")
  }

  private static func yaml(_ value: ArgumentValue) -> String {
    switch value {
    case .text(let text): return SentenceDraft.quoted(text)
    case .bool(let flag): return flag ? "true" : "false"
    case .integer(let number): return "\(number)"
    case .texts(let items): return SentenceDraft.list(items)
    case .pairs, .map: return "{}"
    }
  }
}
