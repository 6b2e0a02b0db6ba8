import Findings
import RuleEngine
import SwiftScanner

/// What `suggest` drafts from a sentence about what a kind of type is: "every view must ship
/// a preview", "view models are final and @MainActor", "view models never inherit from
/// NSObject". Today's offenders go into the draft's fence, each waiting for its why.
extension Suggester {
  /// The declarations the sentence is about, by its subject words.
  private static func selection(of lower: [String]) -> (
    kind: String, named: String?, conforming: [String], words: String
  )? {
    for (index, word) in lower.enumerated() {
      let next = index + 1 < lower.count ? lower[index + 1] : ""
      if ["viewmodel", "viewmodels"].contains(word) || (["view"].contains(word) && ["model", "models"].contains(next)) {
        return ("class", "*ViewModel", [], "view models")
      }
    }
    if lower.contains(where: ["view", "views", "screen", "screens"].contains) {
      return ("struct", nil, ["View"], "views")
    }
    return nil
  }

  func declarationsDraft(for rule: ProseRule, title: String, source: String, place: String) -> DraftFinding? {
    let lower = rule.words.map { $0.lowercased() }
    guard let selection = Self.selection(of: lower) else { return nil }
    var require = DeclarationShape.Traits()
    var forbid = DeclarationShape.Traits()
    if lower.contains(where: { $0 == "preview" || $0 == "previews" }) { require.preview = true }
    if lower.contains("final") { require.modifiers.append("final") }
    if lower.contains("mainactor") || zip(lower, lower.dropFirst()).contains(where: { $0 == "main" && $1 == "actor" }) {
      require.attributes.append("@MainActor")
    }
    if lower.contains("sendable") { require.conformances.append("Sendable") }
    if rule.negation != nil,
      let verb = lower.firstIndex(where: { ["inherit", "inherits", "subclass", "subclasses"].contains($0) })
    {
      let named = rule.words[(verb + 1)...].first { $0.first?.isUppercase == true }
      if let named {
        forbid.conformances.append(named)
        // "must never be final" is not what a negated sentence about inheritance requires.
        require = DeclarationShape.Traits(preview: require.preview)
      }
    }
    guard !require.isEmpty || !forbid.isEmpty else { return nil }
    var shape = DeclarationShape(
      id: "draft", kind: selection.kind, named: selection.named, conforming: selection.conforming, require: require,
      forbid: forbid)
    guard shape.problems().isEmpty else { return nil }
    let files = FileSet(paths: Set(paths), sources: swift)
    let offenders = Set(
      shape.violations(site: RuleSite(suitePath: ""), in: files, catalogValues: nil)
        .filter { $0.kind == .declarationBreach }.map(\.path)
    ).sorted()
    shape.fence = offenders
    var keys = ["select:", "  kind: \(selection.kind)"]
    if let named = selection.named { keys.append("  named: \(DraftFinding.quoted(named))") }
    if !selection.conforming.isEmpty { keys.append("  conforming: [\(selection.conforming.joined(separator: ", "))]") }
    var required: [String] = []
    if !require.modifiers.isEmpty { required.append("  modifiers: [\(require.modifiers.joined(separator: ", "))]") }
    if !require.attributes.isEmpty {
      required.append("  attributes: [\(require.attributes.map(DraftFinding.quoted).joined(separator: ", "))]")
    }
    if !require.conformances.isEmpty {
      required.append("  conforms: [\(require.conformances.joined(separator: ", "))]")
    }
    if require.preview { required.append("  preview: true") }
    if !required.isEmpty { keys += ["require:"] + required }
    if !forbid.conformances.isEmpty {
      keys += ["forbid:", "  inherits: [\(forbid.conformances.joined(separator: ", "))]"]
    }
    keys += DraftFinding.entries("fence", offenders)
    let slugTail =
      require.preview
      ? "ship-previews"
      : forbid.conformances.isEmpty ? "keep-their-shape" : "avoid-" + DraftFinding.kebab(forbid.conformances[0])
    return DraftFinding(
      slug: DraftFinding.kebab(selection.words) + "-" + slugTail, title: title, pattern: "declarations", keys: keys,
      source: source,
      todo: offenders.isEmpty
        ? "Check that the selection (\(shape.selection)) is what the sentence means; no file breaks it today."
        : "\(offenders.count) file\(offenders.count == 1 ? " breaks" : "s break") it today: give each a why in the fence, or fix the code and drop the entry.",
      summary: "declarations on \(shape.selection), from \(place)")
  }
}
