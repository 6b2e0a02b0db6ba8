import RuleEngine
import SwiftScanner

/// Which facts a full scan keeps: the imports of the fenced modules, the positions of the
/// rules' needles, and each file's declarations when a rule reads them. Two runs asking the
/// same request of the same bytes get the same facts.
package struct FactRequest: Hashable, Sendable {
  package var modules: Set<String>
  /// Unique, in order.
  package var needles: [String]
  /// Whether the facts hold each file's declarations (a declarations or members rule's).
  package var declarations: Bool
  /// Whether those declarations hold the members too (a members rule's).
  package var members: Bool
  /// The needles whose uses in each type's body the declarations hold (unique, in order).
  package var bodyNeedles: [String]

  /// The rules that judge each file from its declaration facts during the scan, so the
  /// facts keep their verdicts, not the declarations (`FactJudge`).
  package var judges: [FactJudge]
  /// Whether a rule without a judge reads the declarations themselves, so judging keeps them.
  private var keepsDeclarations: Bool

  package init(
    modules: Set<String>, needles: [String], declarations: Bool = false, members: Bool = false,
    bodyNeedles: [String] = [], judges: [FactJudge] = []
  ) {
    self.modules = modules
    self.needles = Array(Set(needles + bodyNeedles)).sorted()
    self.bodyNeedles = Array(Set(bodyNeedles)).sorted()
    (self.declarations, self.members) = (declarations || members || !judges.isEmpty, members)
    keepsDeclarations = declarations || (members && judges.isEmpty)
    self.judges = judges.sorted { $0.key < $1.key }
  }

  package static func == (a: Self, b: Self) -> Bool {
    a.modules == b.modules && a.needles == b.needles && a.declarations == b.declarations && a.members == b.members
      && a.bodyNeedles == b.bodyNeedles && a.judges.map(\.key) == b.judges.map(\.key)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(modules)
    hasher.combine(needles)
    hasher.combine(bodyNeedles)
    hasher.combine(judges.map(\.key))
  }

  /// `facts` with each judge's verdict on its declarations in place of them.
  package func judged(_ facts: SourceFacts) -> SourceFacts {
    guard !judges.isEmpty, let declarations = facts.declarations else { return facts }
    var facts = facts
    var breaches: [String: [FactBreach]] = [:]
    for judge in judges {
      let found = judge.judge(declarations)
      if !found.isEmpty { breaches[judge.key] = found }
    }
    facts.breaches = breaches
    if !keepsDeclarations { facts.declarations = nil }
    return facts
  }

  /// Spells the request out, for a cache to key its entries by.
  package var description: String {
    "modules:" + modules.sorted().joined(separator: ",") + ";needles:" + needles.joined(separator: "\u{1F}")
      + (declarations ? ";declarations" : "") + (members ? ";members" : "")
      + (bodyNeedles.isEmpty ? "" : ";body:" + bodyNeedles.joined(separator: "\u{1F}"))
      + judges.map { ";judge:" + $0.key }.joined()
  }

  /// The search that finds these facts in a file's bytes, declarations aside.
  package var search: FactSearch { FactSearch(modules: modules, needles: needles) }

  /// The facts `search` finds in `bytes`, with the file's declarations when the request
  /// asks for them (the whole file is then lexed and walked), judged.
  package func facts(of bytes: [UInt8], search: FactSearch) -> SourceFacts {
    guard declarations else { return judged(search.facts(of: bytes)) }
    return facts(of: ScannedSource(bytes), search: search.search)
  }

  /// The same, of a file scanned whole already.
  package func facts(of source: ScannedSource, search: NeedleSearch) -> SourceFacts {
    var facts = source.facts(modules: modules, search: search)
    if declarations {
      let uses = bodyNeedles.isEmpty ? nil : NeedleSearch(bodyNeedles)
      facts.declarations = source.declarationFacts(members: members, uses: uses)
    }
    return judged(facts)
  }
}
