#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Which files' verdicts a commit can change, for a rule that reads the other files only
/// through what types inherit.
///
/// A type's verdict reads the listings (`SupertypeIndex.listed`) of the names its inheritance
/// reaches, and nothing else of another file. A commit whose changed files list the same
/// entries for a name as they did in HEAD leaves that name's listing as it was, since every
/// other file is unchanged and each listing is gathered in path order. So a type whose
/// inheritance reaches no name whose listing the commit changed reads the same listings in
/// both trees, up to the first such name, and has HEAD's verdict; a commit that adds
/// `extension Type5: Hashable {}` reaches `Type5` and whatever inherits it, never the rest.
extension NamedFenceRule {
  /// The files whose verdict may differ from HEAD's, when the commit changes only the files
  /// of `head` (held in HEAD with these records, by judge key): those, and every file with a
  /// type the rule judges whose inheritance reaches a name they list differently. Nil when
  /// the rule reads the other files for more (counterparts, references), its candidates were
  /// not gathered, or a changed file's records are not at hand: then every file is judged.
  func reachedPaths(
    from head: [String: [String: [FactBreach]]], in files: FileSet, gathered: GatheredDeclarations?, key: String
  ) -> Set<String>? {
    guard let index = gathered?.supertypes, let candidates = gathered?.candidates, gathered?.counterparts == nil,
      gathered?.references == nil
    else { return nil }
    var reached = Set(head.keys)
    var changed = Set<String>()
    for (path, records) in head {
      guard let now = files.judgedBreaches(of: path) else { return nil }
      let (before, after) = (Self.listings(records[key] ?? []), Self.listings(now[key] ?? []))
      for name in Set(before.keys).union(after.keys) where before[name] != after[name] { changed.insert(name) }
    }
    guard !changed.isEmpty else { return reached }
    // Walked back from the changed names: every name whose inheritance reaches one of them.
    var listers: [String: [String]] = [:]
    for (name, entries) in index.listed {
      for entry in entries { listers[SupertypeIndex.simpleName(entry), default: []].append(name) }
    }
    var names = changed
    var queue = Array(changed)
    while let name = queue.popLast() {
      for lister in listers[name] ?? [] where names.insert(lister).inserted { queue.append(lister) }
    }
    for name in names { reached.formUnion(candidates[name] ?? []) }
    return reached
  }

  /// The entries each `supertypesListed` record of `records` lists, by simple name, in order.
  static func listings(_ records: [FactBreach]) -> [String: [[String]]] {
    var found: [String: [[String]]] = [:]
    for record in records where record.kind == Violation.Kind.supertypesListed.rawValue {
      found[SupertypeIndex.simpleName(record.subject), default: []].append(SupertypeIndex.entries(of: record.message))
    }
    return found
  }
}
