import RuleEngine

/// The drafts `Suggester.draft(for:…)` maps a sentence to, one per pattern, and the word
/// for a sentence it cannot map.
extension Suggester {
  /// Where a sentence was found, as a draft's `source:` gives it.
  static func source(of rule: ProseRule) -> String {
    "\(rule.sentence.path):\(rule.sentence.line): \"\(rule.sentence.text)\""
  }

  /// "Only the sync layer may import CloudKit": today's importers fenced, for the user to sort.
  func importBoundaryDraft(module: String, files: [String], title: String, rule: ProseRule) -> DraftFinding {
    let sentence = rule.sentence
    return DraftFinding(
      slug: DraftFinding.kebab(module) + "-only-where-stated", title: title, pattern: "import-boundary",
      keys: ["module: \(DraftFinding.quoted(module))"] + DraftFinding.entries("fence", files),
      source: Self.source(of: rule),
      todo: files.isEmpty
        ? "No file imports \(module) today: name the files that may, with their whys."
        : "The fence lists today's importers of \(module): keep the ones the sentence allows, each with its why, and move the others' code.",
      summary: "import-boundary on \(module), from \(sentence.path):\(sentence.line)")
  }

  /// "The feed never imports Search": the layer `folder` without the `forbid` modules,
  /// today's offenders fenced, each with the modules it imports.
  func layerDraft(folder: String, forbid: [String], offenders: [String: [String]], title: String, rule: ProseRule)
    -> DraftFinding
  {
    let sentence = rule.sentence
    let granted = { (path: String) in
      let imported = offenders[path] ?? []
      return imported.count == 1 ? DraftFinding.quoted(imported[0]) : DraftFinding.list(imported)
    }
    let count = offenders.count
    return DraftFinding(
      slug: DraftFinding.kebab(Self.last(folder)) + "-never-imports-"
        + DraftFinding.kebab(forbid.joined(separator: " ")),
      title: title, pattern: "layer",
      keys: [
        "paths: \(DraftFinding.list([folder]))", "forbid: \(DraftFinding.list(forbid))",
        "why: \(DraftFinding.quoted(sentence.text))",
      ]
        + DraftFinding.entries("fence", offenders.keys.sorted(), imports: granted),
      source: Self.source(of: rule),
      todo: offenders.isEmpty
        ? "Check that \(folder) is the layer the sentence means."
        : "\(count) file\(count == 1 ? "" : "s") under \(folder) import \(forbid.joined(separator: " or ")) today: give each a why, or fix the code and drop the entry (or delete the fence and graduate with --baseline WHY).",
      summary: "layer \(folder) without \(forbid.joined(separator: ", ")), from \(sentence.path):\(sentence.line)")
  }

  /// Why a rule-like sentence maps to no pattern, by what it says.
  static func unmappedReason(_ rule: ProseRule, named: [String]) -> String {
    if rule.triggers.contains(.onlyMay) || rule.triggers.contains(.never) || rule.triggers.contains(.mustNot) {
      if named.isEmpty, !rule.speaksOfImports, !rule.speaksOfNetwork {
        // "Never make views final": about types, in words no pattern's draft takes (a view
        // is a struct, which is never final).
        return "names no module, and no declarations or members rule fitness can draft from it (a kind of type "
          + "with a trait it can have); write that finding by hand if it is one"
      }
      if named.isEmpty { return "names no module this repository imports or builds" }
      let modules = named.joined(separator: ", ")
      return rule.speaksOfImports
        ? "names \(modules) but no folder of this repository as the layer that may not import it (a folder is "
          + "named by its last component, like Feed or Services)"
        : "names \(modules) but not what the code may not do with it (a fence reads imports: say \"import\")"
    }
    if rule.triggers.contains(.noneAnother) {
      return "names no folder whose packages (each with a Sources folder) could be independent modules"
    }
    if rule.triggers.contains(.atMost) {
      return "'at most N' is a limit, and a count pin pins an exact number: pin today's number if it is the rule"
    }
    if rule.triggers.contains(.ratherThan) {
      // "Use needsUpdateConstraints instead of calling updateConstraints": a ban on what
      // follows would forbid its own uses too (an override, its call on super).
      return "prefers one API to another ('instead of', 'rather than'); a ban on the second would also forbid "
        + "its rightful uses (an override, a call on super), so write that finding by hand if it is one"
    }
    if rule.triggers.contains(.prohibition) {
      return "forbids something no pattern reads from code; if it can be said as an import, a declaration or a "
        + "member fitness can select, write that finding by hand"
    }
    return "'every' names no declaration a declarations or members rule can select (a kind such as class or "
      + "struct, a name such as *ViewModel, or what it conforms to), and no other pattern checks every file or case"
  }
}
