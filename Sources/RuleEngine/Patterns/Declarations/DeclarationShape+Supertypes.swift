#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What a type inherits, read through the whole repository: "screen models inherit
/// `BaseScreenModel`" holds when `ScreenModel` comes from an extension in another file, or
/// through an intermediate class, or an alias declared elsewhere.
///
/// A rule that selects by, requires or forbids a conformance records each type it would
/// judge as a candidate (`NamedFenceRule+Supertypes`); `kept` settles them against what every
/// file lists: a candidate that does not inherit what the rule selects by is dropped with its
/// breaches, and one that is selected gains its inheritance breaches.
extension DeclarationShape {
  /// Whether the rule reads what types inherit: it selects by, requires or forbids a conformance.
  public var readsSupertypes: Bool {
    !conforming.isEmpty || !require.conformances.isEmpty || !forbid.conformances.isEmpty
  }

  /// The record of a type the rule judges but for what it inherits, its kind in the message.
  func candidate(_ declaration: TypeDeclaration, at position: SourcePosition?) -> Violation {
    candidate(named: declaration.name, what: declaration.kind.rawValue, at: position)
  }

  /// `breaches` with each candidate settled against `index`: dropped with its breaches when
  /// it does not inherit what the rule selects by, else followed by how what it inherits
  /// breaks the rule.
  func settlingSupertypes(_ breaches: [Violation], at path: String, index: SupertypeIndex, site: RuleSite)
    -> [Violation]
  {
    settlingCandidates(breaches, index: index, selects: { selectsInheriting($1, name: $0) }) {
      candidate, name, inherited, own in
      self.breaches(
        .declarationBreach, of: "\(candidate.message) \(candidate.subject)", name: candidate.subject, at: path,
        candidate.position, problems: inheritanceProblems(of: name, inheriting: inherited, own: own), site: site)
    }
  }

  /// How a type named `name` that inherits `inherited` (of which it lists the first `own`
  /// itself) breaks what the rule requires and forbids of its inheritance, each with the
  /// change that mends it.
  func inheritanceProblems(of name: String, inheriting inherited: [String], own: Int)
    -> [(problem: String, fix: String)]
  {
    guard !forbidDeclared else { return [] }
    func first(_ written: String) -> Int? {
      inherited.firstIndex { ConformancePattern.matches($0, written, name: name) }
    }
    var found: [(String, String)] = []
    for written in require.conformances where first(written) == nil {
      let wanted = written.replacingAll(ConformancePattern.placeholder, with: name)
      let shown = inherited.prefix(8).joined(separator: ", ") + (inherited.count > 8 ? ", …" : "")
      // Said only when it inherits more than it lists: where the chain it inherits ends.
      let through =
        inherited.count <= own ? "" : " (it inherits \(shown); a type of another module is read no further)"
      found.append(
        (
          "does not conform to \(wanted)\(through)",
          "declare the conformance, on it, in an extension, or on a type it inherits"
        ))
    }
    for written in forbid.conformances {
      guard let at = first(written) else { continue }
      let unwanted = written.replacingAll(ConformancePattern.placeholder, with: name)
      let via = at < own ? "" : " through \(inherited[..<at].joined(separator: ", "))"
      found.append(("inherits from \(unwanted)\(via)", "take \(unwanted) out of its inheritance"))
    }
    return found
  }
}
