#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The set as the rules that read declarations see it: only they walk a file's declarations,
/// so a copy without them carries no walk.
extension FileSet {
  /// The declaration facts of a file held whole, with the uses of `uses` in its types'
  /// bodies and, when `calls`, its calls; nil when the set holds it only as facts (judged
  /// already) or not at all.
  public func declarationFacts(of path: String, uses: [String] = [], calls: Bool = false, references: Bool = false)
    -> DeclarationFacts?
  {
    sources[path]?.declarationFacts(calls: calls, uses: uses.isEmpty ? nil : NeedleSearch(uses), references: references)
  }

  /// What the rules judging declarations found in the file at `path` already, by judge key:
  /// its facts' verdicts, or those found for it held whole; nil when none judged it.
  public func judgedBreaches(of path: String) -> [String: [FactBreach]]? {
    facts[path]?.breaches ?? breaches[path]
  }

  /// `declaredPaths`, read off `ordered` (paths in ascending order, as a staged check listed
  /// the files it read) when that holds every one of them: the same list without sorting
  /// tens of thousands of paths a second time. Else it is sorted as `declaredPaths` is.
  public func declaredPaths(readOff ordered: [String]) -> [String] {
    func declared(_ path: String) -> Bool {
      facts[path]?.breaches != nil || sources[path] != nil || breaches[path] != nil
    }
    var total = facts.count { $0.value.breaches != nil }
    total += sources.keys.count { facts[$0]?.breaches == nil }
    total += breaches.keys.count { sources[$0] == nil && facts[$0]?.breaches == nil }
    let found = ordered.filter(declared)
    guard found.count == total, zip(found, found.dropFirst()).allSatisfy({ $0 < $1 }) else { return declaredPaths }
    return found
  }

  /// Every judged path whose declarations a rule can read, or whose verdicts it finds, in order.
  public var declaredPaths: [String] {
    if let declaredOrder { return declaredOrder }
    // A full check's thousands of facts, alone: no set to build.
    if sources.isEmpty, breaches.isEmpty {
      return facts.compactMap { $0.value.breaches != nil ? $0.key : nil }.sorted()
    }
    // The facts' paths are unique already: only the few files held whole or judged by the
    // caller are checked against them, not tens of thousands hashed into a set.
    var paths = facts.compactMap { $0.value.breaches != nil ? $0.key : nil }
    for path in sources.keys where facts[path]?.breaches == nil { paths.append(path) }
    for path in breaches.keys where sources[path] == nil && facts[path]?.breaches == nil { paths.append(path) }
    return paths.sorted()
  }
}
