import RuleEngine
import SwiftScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// What a file's code must hold for a calls rule to select a call in it (each rule's
  /// `callNeedles`); nil when one may select any call. A file that holds none is not walked
  /// for calls: none of its calls could be selected, so its facts are the same without them.
  package var callNeedles: [[UInt8]]?
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
    var callNeedles: [[UInt8]]? = []
    for judge in self.judges where judge.rule.readsCalls {
      guard let needles = judge.rule.callNeedles else {
        callNeedles = nil
        break
      }
      callNeedles? += needles.map { Array($0.utf8) }
    }
    self.callNeedles = callNeedles
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
      facts.breaches = breaches(
        of: declarationFacts(of: source, uses: bodyNeedles.isEmpty ? nil : NeedleSearch(bodyNeedles)))
    }
    return facts
  }

  /// What the judges read of a file's declarations: its members, calls (only where a calls
  /// rule could select one, `mayCall`), the uses of `uses` in its types' bodies, and the words
  /// it names, as this request asks.
  package func declarationFacts(of source: ScannedSource, uses: NeedleSearch?) -> DeclarationFacts {
    source.declarationFacts(members: members, calls: calls && mayCall(source.code), uses: uses, references: references)
  }

  /// Whether `code` (a file's code view, where the call walk reads callees: comments and
  /// strings blanked) holds any of `callNeedles`, or the calls rules may select any call.
  package func mayCall(_ code: [UInt8]) -> Bool {
    guard let callNeedles else { return true }
    return code.withUnsafeBytes { text in
      callNeedles.contains { needle in needle.withUnsafeBytes { Self.holds(text, $0) } }
    }
  }

  /// Whether `text` holds `needle`: each place its first byte stands (`memchr`), compared.
  @_optimize(speed) static func holds(_ text: UnsafeRawBufferPointer, _ needle: UnsafeRawBufferPointer) -> Bool {
    guard let first = needle.first else { return true }
    guard text.count >= needle.count, let base = text.baseAddress, let spelled = needle.baseAddress else {
      return false
    }
    let last = text.count - needle.count
    var start = 0
    while start <= last {
      guard let found = memchr(base + start, Int32(first), last - start + 1) else { return false }
      if memcmp(found, spelled, needle.count) == 0 { return true }
      start = base.distance(to: UnsafeRawPointer(found)) + 1
    }
    return false
  }
}
