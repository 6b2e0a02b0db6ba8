import RuleEngine
import SwiftScanner

/// Which facts a full scan keeps: the imports of the fenced modules, the positions of the
/// rules' needles, and the verdicts of the rules that read declarations, found from each
/// file's declarations during the scan. Two runs asking the same request of the same bytes
/// get the same facts.
package struct FactRequest: Hashable, Sendable {
  package var modules: Set<String>
  /// Unique, in order.
  package var needles: [String]
  /// Whether each file's declarations are walked, for the judges (a declarations or members
  /// rule's).
  package var declarations: Bool
  /// Whether the walk reads the members too (a members rule's).
  package var members: Bool
  /// Whether the walk reads the calls too (a calls rule's).
  package var calls: Bool
  /// Whether the declarations hold the words each file's code names (a references rule's).
  package var references = false
  /// Whether the facts keep every import, not only the `modules`' (a layer's allowlist).
  package var everyImport = false
  /// The needles whose uses in each type's body the declarations hold (unique, in order).
  package var bodyNeedles: [String]

  /// The rules that judge each file from its declaration facts during the scan, so the
  /// facts keep their verdicts, never the declarations (`FactJudge`).
  package var judges: [FactJudge]

  package init(
    modules: Set<String>, needles: [String], members: Bool = false, calls: Bool = false, bodyNeedles: [String] = [],
    judges: [FactJudge] = [], references: Bool = false
  ) {
    self.modules = modules
    self.needles = Array(Set(needles + bodyNeedles)).sorted()
    self.bodyNeedles = Array(Set(bodyNeedles)).sorted()
    (self.declarations, self.members) = (!judges.isEmpty, (members || calls) && !judges.isEmpty)
    self.calls = calls && !judges.isEmpty
    self.references = references && !judges.isEmpty
    self.judges = judges.sorted { $0.key < $1.key }
  }

  package static func == (a: Self, b: Self) -> Bool {
    a.modules == b.modules && a.needles == b.needles && a.declarations == b.declarations && a.members == b.members
      && a.calls == b.calls && a.bodyNeedles == b.bodyNeedles && a.judges.map(\.key) == b.judges.map(\.key)
      && a.references == b.references && a.everyImport == b.everyImport
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(modules)
    hasher.combine(needles)
    hasher.combine(bodyNeedles)
    hasher.combine(judges.map(\.key))
  }

  /// Each judge's verdict on a file's declarations, by judge key; a key without breaches is
  /// left out.
  package func breaches(of declarations: DeclarationFacts) -> [String: [FactBreach]] {
    var breaches: [String: [FactBreach]] = [:]
    for judge in judges {
      let found = judge.judge(declarations)
      if !found.isEmpty { breaches[judge.key] = found }
    }
    return breaches
  }

  /// Spells the request out, for a cache to key its entries by.
  package var description: String {
    "modules:" + modules.sorted().joined(separator: ",") + ";needles:" + needles.joined(separator: "\u{1F}")
      + (declarations ? ";declarations" : "") + (members ? ";members" : "") + (calls ? ";calls" : "")
      + (references ? ";references" : "") + (everyImport ? ";every-import" : "")
      + (bodyNeedles.isEmpty ? "" : ";body:" + bodyNeedles.joined(separator: "\u{1F}"))
      + judges.map { ";judge:" + $0.key }.joined()
  }

  /// The search that finds these facts in a file's bytes, declarations aside.
  package var search: FactSearch { FactSearch(modules: modules, needles: needles, everyImport: everyImport) }

  /// The facts `search` finds in `bytes`, with the judges' verdicts on the file's
  /// declarations when the request has judges (the whole file is then lexed and walked).
  package func facts(of bytes: [UInt8], search: FactSearch) -> SourceFacts {
    guard declarations else { return search.facts(of: bytes) }
    return facts(of: ScannedSource(bytes), search: search.search)
  }

  /// The same, of a file scanned whole already.
  package func facts(of source: ScannedSource, search: NeedleSearch) -> SourceFacts {
    var facts = source.facts(modules: everyImport ? nil : modules, search: search)
    if declarations {
      let uses = bodyNeedles.isEmpty ? nil : NeedleSearch(bodyNeedles)
      facts.breaches = breaches(
        of: source.declarationFacts(members: members, calls: calls, uses: uses, references: references))
    }
    return facts
  }
}
