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
    // "Stack views are not allowed in table and outline view cells": the cells, by name.
    if let place = sentence.lower.lastIndex(where: { $0 == "in" || $0 == "inside" }),
      sentence.lower[place...].contains(where: { $0 == "cell" || $0 == "cells" })
    {
      return ("class", "*Cell*", [], "cells")
    }
    if sentence.lower.contains(where: ["view", "views", "screen", "screens"].contains) {
      return ("struct", nil, ["View"], "views")
    }
    // "Global public types have the NIO prefix": every type, whatever its kind.
    if sentence.lower.contains(where: { $0 == "prefix" || $0 == "suffix" }), sentence.lower.contains("types") {
      return ("any", nil, [], "types")
    }
    // "Every class must be final", "all actors are Sendable": every type of a kind.
    let kinds = ["class": "classes", "struct": "structs", "enum": "enums", "actor": "actors"]
    for (kind, plural) in kinds.sorted(by: { $0.key < $1.key })
    where sentence.lower.contains(kind) || sentence.lower.contains(plural) {
      return (kind, nil, [], plural)
    }
    return nil
  }

  /// The views a sentence may name ("stack views"), as AppKit and UIKit name their classes
  /// after `NS` or `UI`.
  static let viewKinds = [
    "stack": "StackView", "table": "TableView", "collection": "CollectionView", "scroll": "ScrollView",
    "outline": "OutlineView", "text": "TextView", "image": "ImageView",
  ]

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
    // "… have the `NIO` prefix": the word before "prefix" starts each name ("suffix": ends it).
    if !sentence.negated, let mark = lower.firstIndex(where: { $0 == "prefix" || $0 == "suffix" }), mark > 0,
      sentence.words[mark - 1].first?.isUppercase == true
    {
      let stem = sentence.words[mark - 1]
      require.named = lower[mark] == "prefix" ? stem + "*" : "*" + stem
    }
    // "Stack views are not allowed in … cells": the AppKit and UIKit classes, used in the body.
    var uses: [String] = []
    // ("outline view cells" names the cells, not a view they may not use.)
    for (index, word) in lower.enumerated().dropLast()
    where ["view", "views"].contains(lower[index + 1]) && Self.viewKinds[word] != nil
      && !(index + 2 < lower.count && ["cell", "cells"].contains(lower[index + 2]))
    {
      uses += ["NS", "UI"].map { $0 + Self.viewKinds[word]! }
    }
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
      let verb = lower.firstIndex(where: { ["inherit", "inherits", "conform", "conforms"].contains($0) })
        ?? Self.isA(in: lower),
      let named = sentence.words[(verb + 1)...].first(where: { $0.first?.isUppercase == true })
    {
      // "Every view model inherits from StateStoreViewModelV2", "… is a StateStoreViewModelV2".
      require.conformances.append(named)
    } else if sentence.negated, !uses.isEmpty, selection.words == "cells" {
      forbid.uses = uses
      require = DeclarationShape.Traits()
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
    // "Global public types": the types declared at a file's top level with that access.
    let selectModifiers = ["public", "open"].filter { lower.contains($0) }.prefix(1).map { $0 }
    let topLevel = lower.contains(where: { ["global", "top-level", "toplevel"].contains($0) })
    let shape = DeclarationShape(
      id: "draft", kind: selection.kind, named: selection.named, conforming: selection.conforming,
      modifiers: selectModifiers, topLevel: topLevel, require: require, forbid: forbid, forbidDeclared: forbidsTheKind)
    guard shape.problems().isEmpty else { return nil }
    var named: [String: Set<String>] = [:]
    for violation in shape.violations(site: RuleSite(suitePath: ""), in: sentence.files, catalogValues: nil)
    where violation.kind == .declarationBreach {
      named[violation.path, default: []].insert(violation.subject)
    }
    let offenders = named.keys.sorted()
    var keys = ["select:", "  kind: \(selection.kind)"]
    if let named = selection.named { keys.append("  named: \(SentenceDraft.quoted(named))") }
    if !selectModifiers.isEmpty { keys.append("  modifiers: \(SentenceDraft.list(selectModifiers))") }
    if topLevel { keys.append("  topLevel: true") }
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
    if let named = require.named { required.append("  named: \(SentenceDraft.quoted(named))") }
    if !required.isEmpty { keys += ["require:"] + required }
    var forbidden: [String] = []
    if !forbid.modifiers.isEmpty { forbidden.append("  modifiers: \(SentenceDraft.list(forbid.modifiers))") }
    if !forbid.attributes.isEmpty {
      forbidden.append("  attributes: \(SentenceDraft.list(forbid.attributes))")
    }
    if !forbid.conformances.isEmpty { forbidden.append("  inherits: \(SentenceDraft.list(forbid.conformances))") }
    if !forbid.uses.isEmpty { forbidden.append("  uses: \(SentenceDraft.list(forbid.uses))") }
    if forbidsTheKind { forbidden.append("  declared: true") }
    if !forbidden.isEmpty { keys += ["forbid:"] + forbidden }
    keys += SentenceDraft.entries(
      "fence", offenders, grants: ("types", { SentenceDraft.list(named[$0]!.sorted()) }))
    let slugTail =
      forbidsTheKind
      ? "are-not-declared"
      : require.preview
        ? "ship-previews"
        : require.named != nil
          ? "are-named-" + SentenceDraft.kebab((require.named ?? "").filter { $0 != "*" })
          : forbid.isEmpty
            ? "keep-their-shape"
            : "avoid-"
              + SentenceDraft.kebab((forbid.conformances + forbid.modifiers + forbid.attributes + forbid.uses)[0])
    return SentenceDraft(
      slug: SentenceDraft.kebab(selection.words) + "-" + slugTail, keys: keys,
      todo: offenders.isEmpty
        ? "Check that the selection (\(shape.selection)) is what the sentence means; no file breaks it today."
        : "\(offenders.count) file\(offenders.count == 1 ? " breaks" : "s break") it today: give each a why in the fence, or fix the code and drop the entry.",
      summary: "declarations on \(shape.selection)")
  }

  /// Where "is a" or "is an" ends, when the sentence ends on the type's name right after it
  /// ("every view model is a `StateStoreViewModelV2`"): what the kind inherits, said as what
  /// it is. ("Every screen is a SwiftUI view" ends on no type's name.)
  static func isA(in lower: [String]) -> Int? {
    guard lower.count >= 3, ["is", "are"].contains(lower[lower.count - 3]),
      ["a", "an"].contains(lower[lower.count - 2])
    else { return nil }
    return lower.count - 2
  }
}
