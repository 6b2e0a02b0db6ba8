// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// What `suggest` drafts from a sentence about what a kind of type is: "every view must ship
/// a preview", "view models are final and @MainActor", "view models never inherit from
/// NSObject". Today's offenders go into the draft's fence, each waiting for its why.
extension DeclarationShape {
  /// The declarations the sentence is about, by its subject words.
  private static func selection(of sentence: DraftSentence) -> (
    kind: String, named: String?, conforming: [String], words: String
  )? {
    if sentence.speaksOfViewModels { return ("class", "*ViewModel", [], "view models") }
    if sentence.lower.contains(where: ["view", "views", "screen", "screens"].contains) {
      return ("struct", nil, ["View"], "views")
    }
    // "Every class must be final", "all actors are Sendable": every type of a kind.
    let kinds = ["class": "classes", "struct": "structs", "enum": "enums", "actor": "actors"]
    for (kind, plural) in kinds.sorted(by: { $0.key < $1.key })
    where sentence.lower.contains(kind) || sentence.lower.contains(plural) {
      return (kind, nil, [], plural)
    }
    return nil
  }

  package static func draft(from sentence: DraftSentence) -> SentenceDraft? {
    let lower = sentence.lower
    guard let selection = selection(of: sentence) else { return nil }
    var require = DeclarationShape.Traits()
    var forbid = DeclarationShape.Traits()
    if lower.contains(where: { $0 == "preview" || $0 == "previews" }) { require.preview = true }
    if lower.contains("final") { require.modifiers.append("final") }
    if lower.contains("mainactor") || zip(lower, lower.dropFirst()).contains(where: { $0 == "main" && $1 == "actor" }) {
      require.attributes.append("@MainActor")
    }
    if lower.contains("sendable") { require.conformances.append("Sendable") }
    if sentence.negated,
      let verb = lower.firstIndex(where: { ["inherit", "inherits", "subclass", "subclasses"].contains($0) })
    {
      let named = sentence.words[(verb + 1)...].first { $0.first?.isUppercase == true }
      if let named {
        forbid.conformances.append(named)
        // "must never be final" is not what a negated sentence about inheritance requires.
        require = DeclarationShape.Traits(preview: require.preview)
      }
    } else if !sentence.negated,
      let verb = lower.firstIndex(where: { ["inherit", "inherits", "conform", "conforms"].contains($0) }),
      let named = sentence.words[(verb + 1)...].first(where: { $0.first?.isUppercase == true })
    {
      // "Every view model inherits from StateStoreViewModelV2."
      require.conformances.append(named)
    } else if sentence.negated {
      // "Never make view models final", "Don't mark views @MainActor": what a prohibition
      // names is forbidden, never required; what a rule cannot forbid is left out.
      (forbid.modifiers, forbid.attributes) = (require.modifiers, require.attributes)
      require = DeclarationShape.Traits()
    }
    // "No ViewModels": a sentence that is nothing but "no" and the kind forbids the kind.
    let forbidsTheKind =
      require.isEmpty && forbid.isEmpty && sentence.negated && lower.first == "no" && selection.named != nil
      && lower.count <= 3
    guard !require.isEmpty || !forbid.isEmpty || forbidsTheKind else { return nil }
    let shape = DeclarationShape(
      id: "draft", kind: selection.kind, named: selection.named, conforming: selection.conforming, require: require,
      forbid: forbid, forbidDeclared: forbidsTheKind)
    guard shape.problems().isEmpty else { return nil }
    var named: [String: Set<String>] = [:]
    for violation in shape.violations(site: RuleSite(suitePath: ""), in: sentence.files, catalogValues: nil)
    where violation.kind == .declarationBreach {
      named[violation.path, default: []].insert(violation.subject)
    }
    let offenders = named.keys.sorted()
    var keys = ["select:", "  kind: \(selection.kind)"]
    if let named = selection.named { keys.append("  named: \(SentenceDraft.quoted(named))") }
    if !selection.conforming.isEmpty { keys.append("  conforming: \(SentenceDraft.list(selection.conforming))") }
    var required: [String] = []
    if !require.modifiers.isEmpty { required.append("  modifiers: \(SentenceDraft.list(require.modifiers))") }
    if !require.attributes.isEmpty {
      required.append("  attributes: \(SentenceDraft.list(require.attributes))")
    }
    if !require.conformances.isEmpty {
      required.append("  conforms: \(SentenceDraft.list(require.conformances))")
    }
    if require.preview { required.append("  preview: true") }
    if !required.isEmpty { keys += ["require:"] + required }
    var forbidden: [String] = []
    if !forbid.modifiers.isEmpty { forbidden.append("  modifiers: \(SentenceDraft.list(forbid.modifiers))") }
    if !forbid.attributes.isEmpty {
      forbidden.append("  attributes: \(SentenceDraft.list(forbid.attributes))")
    }
    if !forbid.conformances.isEmpty { forbidden.append("  inherits: \(SentenceDraft.list(forbid.conformances))") }
    if forbidsTheKind { forbidden.append("  declared: true") }
    if !forbidden.isEmpty { keys += ["forbid:"] + forbidden }
    keys += SentenceDraft.entries(
      "fence", offenders, grants: ("types", { SentenceDraft.list(named[$0]!.sorted()) }))
    let slugTail =
      forbidsTheKind
      ? "are-not-declared"
      : require.preview
        ? "ship-previews"
        : forbid.isEmpty
          ? "keep-their-shape"
          : "avoid-" + SentenceDraft.kebab((forbid.conformances + forbid.modifiers + forbid.attributes)[0])
    return SentenceDraft(
      slug: SentenceDraft.kebab(selection.words) + "-" + slugTail, keys: keys,
      todo: offenders.isEmpty
        ? "Check that the selection (\(shape.selection)) is what the sentence means; no file breaks it today."
        : "\(offenders.count) file\(offenders.count == 1 ? " breaks" : "s break") it today: give each a why in the fence, or fix the code and drop the entry.",
      summary: "declarations on \(shape.selection)")
  }
}
