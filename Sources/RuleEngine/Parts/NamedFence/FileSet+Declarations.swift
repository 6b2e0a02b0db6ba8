#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The set as the rules that read declarations see it: only they walk a file's declarations,
/// so a copy without them carries no walk.
extension FileSet {
  /// The declaration facts of a judged file, from whichever form the set holds it in, with
  /// the uses of `uses` in its types' bodies; nil when the file is not judged. A set's
  /// declarations and facts were found with every needle its rules read.
  public func declarationFacts(of path: String, uses: [String] = []) -> DeclarationFacts? {
    if let found = declarations[path] ?? facts[path]?.declarations { return found }
    return sources[path]?.declarationFacts(uses: uses.isEmpty ? nil : NeedleSearch(uses))
  }

  /// Every judged path whose declarations a rule can read, in order.
  public var declaredPaths: [String] {
    // A full check's thousands of facts, alone: no set to build.
    func declared(_ facts: SourceFacts) -> Bool { facts.declarations != nil || facts.breaches != nil }
    if sources.isEmpty, declarations.isEmpty {
      return facts.compactMap { declared($0.value) ? $0.key : nil }.sorted()
    }
    var paths = Set(sources.keys).union(declarations.keys)
    for (path, facts) in facts where declared(facts) { paths.insert(path) }
    return paths.sorted()
  }
}
