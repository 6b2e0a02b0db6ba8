#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A members rule whose owners are selected by what they inherit ("vars of every
/// `ObservableObject`") reads it through the whole repository, as a declarations rule does:
/// an owner whose conformance comes from an extension in another file, or through an
/// intermediate class, is selected (`NamedFenceRule+Supertypes`).
extension MemberShape {
  /// Whether the rule selects owners by what they inherit.
  public var readsSupertypes: Bool { owners.map { !$0.conforming.isEmpty || !$0.notConforming.isEmpty } ?? false }

  /// The breaches that hold at `path`: with owners selected by what they inherit, only in the
  /// rule's own scope, each owner settled against what every file lists.
  public func kept(_ breaches: [Violation], at path: String, gathered: GatheredDeclarations?, site: RuleSite)
    -> [Violation]
  {
    guard readsSupertypes, let owners else { return breaches }
    guard scope.covers(path) else { return [] }
    return settlingCandidates(
      breaches, index: gathered?.supertypes ?? SupertypeIndex.of(breaches),
      selects: { name, inherited in owners.selects(inheriting: inherited, name: name) })
  }

  /// What every file's types list, when owners are selected by what they inherit.
  public func gathered(in files: FileSet, site: RuleSite, key: String) -> GatheredDeclarations? {
    readsSupertypes ? gatheredSupertypes(in: files, site: site, key: key) : nil
  }

  /// Owners selected by what they inherit are judged together, over every Swift file of the
  /// snapshot: any file's extension or class may make an owner one.
  public var judgesTogether: Bool { readsSupertypes }
  public var readScope: PathScope { readsSupertypes ? PathScope(roots: [""], exclude: []) : scope }
}
