#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What graduate asks of a declarations or members rule (left out of vendored copies, like
/// the drill: a suite only judges).
extension NamedFenceRule where Self: GraduatedRule {
  /// What an entry lets past: the names it lists (`fitness allow` and graduate's paste block).
  public func granted(to entry: String) -> [String] { fence[entry] ?? [] }

  /// How the file breaks the rule, its entry aside: what `fitness allow` widens and narrows
  /// the entry by.
  public func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]? {
    let uses = bodyNeedles.isEmpty ? nil : NeedleSearch(bodyNeedles)
    return kept(
      breaches(
        in: source.declarationFacts(calls: readsCalls, uses: uses, references: readsReferences), path: path, site: site),
      at: path,
      gathered: nil, site: site)
  }

  /// The rule's roots: what it reads beyond them (every file, for what types inherit or
  /// which types a file names) is not what it judges.
  public var judgedScope: PathScope? { scope }

  /// How the file breaks the rule among the others, settled against what they declare.
  public func breaches(of path: String, among files: FileSet, site: RuleSite) -> [Violation]? {
    let key = judgeKey(site: site)
    return unfencedBreaches(
      of: path, in: files, site: site, key: key, gathered: gathered(in: files, site: site, key: key))
  }

  /// The rule with every declaration (or member) that breaks it in `files` let past, each
  /// under its file's entry (`graduate --baseline`), and the files that adds. Its entries
  /// then only shrink: a name that complies, or is gone, turns its entry stale.
  public func baselined(over files: FileSet) -> (rule: any PatternRule, added: [String])? {
    let site = RuleSite(suitePath: "")
    var widened = fence
    var added: [String] = []
    let gathered = gathered(in: files, site: site, key: judgeKey(site: site))
    for path in files.declaredPaths where scope.covers(path) {
      guard
        let facts = files.declarationFacts(of: path, uses: bodyNeedles, calls: readsCalls, references: readsReferences)
      else { continue }
      // Where the walk stopped names nothing to let past: the check goes on saying so, and
      // its message asks for the file in 'exclude', with a reason, not in the fence.
      let named = kept(breaches(in: facts, path: path, site: site), at: path, gathered: gathered, site: site).filter {
        $0.kind != .unreadDeclarations
      }
      let names = Set(named.map(\.subject))
      // An entry the team wrote is theirs, under their reason: never widened here. What it
      // does not let past still fails, and graduate says to widen it by hand.
      guard !names.isEmpty, fence[path] == nil else { continue }
      added.append(path)
      widened[path] = names.sorted()
    }
    guard widened != fence else { return (self, []) }
    var values = self.values
    values["fence"] = .map(widened)
    return (Self(values: values), added.sorted())
  }
}
