#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What a type inherits, read through the whole repository: "screen models inherit
/// `BaseScreenModel`" holds when `ScreenModel` comes from an extension in another file, or
/// through an intermediate class, or an alias declared elsewhere.
///
/// A file's verdict is kept by blob and holds only what its bytes say, so a rule that selects
/// by, requires or forbids a conformance records in it each type it would judge but for what
/// that type inherits (a candidate, followed by its other breaches) and what the file's
/// declarations list (`supertypesListed`). `kept` settles them against what every file lists
/// (`SupertypeIndex`): a candidate that does not inherit what the rule selects by is dropped
/// with its breaches, and one that is selected gains its inheritance breaches.
extension DeclarationShape {
  /// Whether the rule reads what types inherit: it selects by, requires or forbids a conformance.
  public var readsSupertypes: Bool {
    !conforming.isEmpty || !require.conformances.isEmpty || !forbid.conformances.isEmpty
  }

  /// The record of a type the rule judges but for what it inherits: its name, its kind in
  /// the message. An empty name ends the last candidate's breaches.
  func candidate(_ declaration: TypeDeclaration, at position: SourcePosition?) -> Violation {
    Violation(
      ruleID: id, kind: .typeCandidate, path: "", position: position, message: declaration.kind.rawValue,
      subject: declaration.name)
  }

  /// What each type, extension and typealias of the file lists, after an end to the last
  /// candidate's breaches.
  func supertypeRecords(in facts: DeclarationFacts) -> [Violation] {
    var found = [Violation(ruleID: id, kind: .typeCandidate, path: "", position: nil, message: "", subject: "")]
    func record(_ name: String, _ entries: [String]) {
      guard !entries.isEmpty else { return }
      found.append(
        Violation(
          ruleID: id, kind: .supertypesListed, path: "", position: nil,
          message: entries.joined(separator: Self.entrySeparator), subject: name))
    }
    for type in facts.list.types { record(type.name, type.inherited) }
    for member in facts.list.members where member.kind == .typealias { record(member.name, member.aliasTargets) }
    return found
  }

  /// The entries a `supertypesListed` record holds.
  static func entries(of record: Violation) -> [String] {
    record.message.split(separator: Character(entrySeparator)).map(String.init)
  }

  /// What one file's records list: the index a file judged alone is read against.
  static func index(of breaches: [Violation]) -> SupertypeIndex {
    var index = SupertypeIndex()
    for record in breaches where record.kind == .supertypesListed {
      index.add(record.subject, lists: entries(of: record))
    }
    return index
  }

  static let entrySeparator = ","

  /// `breaches` with each candidate settled against `index`: dropped with its breaches when
  /// it does not inherit what the rule selects by, else followed by how what it inherits
  /// breaks the rule.
  func settlingSupertypes(_ breaches: [Violation], at path: String, index: SupertypeIndex, site: RuleSite)
    -> [Violation]
  {
    var settled: [Violation] = []
    var dropping = false
    for breach in breaches {
      guard breach.kind == .typeCandidate else {
        if !dropping { settled.append(breach) }
        continue
      }
      dropping = false
      guard !breach.subject.isEmpty else { continue }
      let name = SupertypeIndex.simpleName(breach.subject)
      let inherited = index.supertypes(of: name)
      guard selectsInheriting(inherited, name: name) else {
        dropping = true
        continue
      }
      settled += self.breaches(
        .declarationBreach, of: "\(breach.message) \(breach.subject)", name: breach.subject, at: path,
        breach.position, problems: inheritanceProblems(of: name, inheriting: inherited, own: index.own(name)),
        site: site)
    }
    return settled
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

extension Violation.Kind {
  /// Not a breach: a type a declarations rule judges but for what it inherits, as a file's
  /// verdict records it for `kept` to settle; never reported.
  public static let typeCandidate = Self(rawValue: "type-candidate")
  /// Not a breach: what a file's type, extension or typealias lists, as a file's verdict
  /// records it for the rule to gather (`SupertypeIndex`); never reported.
  public static let supertypesListed = Self(rawValue: "supertypes-listed")
}
