#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What a type inherits, read through the whole repository, for any rule that selects types
/// by what they inherit: a declarations rule's types, a members rule's owners.
///
/// A file's verdict is kept by blob and holds only what its bytes say, so such a rule
/// records in it each type it would judge but for what that type inherits (a candidate,
/// followed by the breaches it would have) and what the file's declarations list
/// (`supertypesListed`). Where the whole snapshot is known, `settlingCandidates` reads them
/// against what every file lists (`SupertypeIndex`): a candidate that is not selected is
/// dropped with its breaches, and one that is gains what its inheritance adds.
extension NamedFenceRule {
  /// The record of a type the rule judges but for what it inherits: its name, `what` it is
  /// (`class`) in the message. An empty name ends the last candidate's breaches.
  func candidate(named name: String, what: String, at position: SourcePosition?) -> Violation {
    Violation(ruleID: id, kind: .typeCandidate, path: "", position: position, message: what, subject: name)
  }

  /// What each type, extension and typealias of the file lists, after an end to the last
  /// candidate's breaches.
  func supertypeRecords(in facts: DeclarationFacts) -> [Violation] {
    var found = [candidate(named: "", what: "", at: nil)]
    func record(_ name: String, _ entries: [String]) {
      guard !entries.isEmpty else { return }
      found.append(
        Violation(
          ruleID: id, kind: .supertypesListed, path: "", position: nil,
          message: entries.joined(separator: SupertypeIndex.separator), subject: name))
    }
    for type in facts.list.types { record(type.name, type.inherited) }
    for member in facts.list.members where member.kind == .typealias { record(member.name, member.aliasTargets) }
    return found
  }

  /// `breaches` with each candidate settled against `index`: dropped with its breaches unless
  /// `selects` holds of its simple name and what it inherits; else followed by what `adds`
  /// finds of it (given the candidate, its name, what it inherits and how many of those it
  /// lists itself).
  func settlingCandidates(
    _ breaches: [Violation], index: SupertypeIndex, selects: (String, [String]) -> Bool,
    adds: (Violation, String, [String], Int) -> [Violation] = { _, _, _, _ in [] }
  ) -> [Violation] {
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
      guard selects(name, inherited) else {
        dropping = true
        continue
      }
      settled += adds(breach, name, inherited, index.own(name))
    }
    return settled.filter { $0.kind != .supertypesListed }
  }

  /// What every file's types list, from each file's verdict, with the files that declare
  /// each candidate when a staged check asks what a change reaches.
  func gatheredSupertypes(in files: FileSet, site: RuleSite, key: String) -> GatheredDeclarations {
    var gathered = GatheredDeclarations(supertypes: SupertypeIndex())
    gathered.candidates = files.headRecords == nil ? nil : [:]
    for path in files.declaredPaths {
      forEachRecord(of: path, in: files, site: site, key: key) { kind, subject, message in
        if kind == .supertypesListed { gathered.supertypes?.add(subject, lists: SupertypeIndex.entries(of: message)) }
        if kind == .typeCandidate { gathered.addCandidate(subject, at: path) }
      }
    }
    return gathered
  }
}

extension SupertypeIndex {
  static let separator = ","

  /// The entries a `supertypesListed` record holds.
  static func entries(of record: Violation) -> [String] {
    entries(of: record.message)
  }

  /// The entries a `supertypesListed` record's message holds.
  static func entries(of message: String) -> [String] {
    message.split(separator: Character(separator)).map(String.init)
  }

  /// What one file's records list: the index a file judged alone is read against.
  static func of(_ breaches: [Violation]) -> SupertypeIndex {
    var index = SupertypeIndex()
    for record in breaches where record.kind == .supertypesListed {
      index.add(record.subject, lists: entries(of: record))
    }
    return index
  }
}

extension Violation.Kind {
  /// Not a breach: a type a rule judges but for what it inherits, as a file's verdict
  /// records it for `kept` to settle; never reported.
  public static let typeCandidate = Self(rawValue: "type-candidate")
  /// Not a breach: what a file's type, extension or typealias lists, as a file's verdict
  /// records it for the rule to gather (`SupertypeIndex`); never reported.
  public static let supertypesListed = Self(rawValue: "supertypes-listed")
}

extension GatheredDeclarations {
  /// Notes that the file at `path` declares the candidate `name`, when candidates are gathered.
  mutating func addCandidate(_ name: String, at path: String) {
    guard candidates != nil, !name.isEmpty else { return }
    candidates![SupertypeIndex.simpleName(name), default: []].append(path)
  }
}
