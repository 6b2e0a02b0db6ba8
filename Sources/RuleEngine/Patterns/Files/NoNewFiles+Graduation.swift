#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What graduate and `allow` ask of a files rule (left out of vendored copies).
extension NoNewFiles: GraduatedRule {
  /// The rule with every path it holds today let past (`graduate --baseline`): a path under
  /// a folder the glob names is let past as that folder (`Core/Auth/`), so a burn-down of
  /// "no new top-level folders" lists folders, not every file in them.
  public func baselined(over files: FileSet) -> (rule: any PatternRule, added: [String])? {
    var widened = fence
    for path in files.paths.filter(pathScope.holds).sorted()
    where !widened.contains(where: { PathPattern.entry($0, admits: path) }) {
      widened.append(entry(for: path))
    }
    // A layout's breaches, each let past as its child folder (missing or not allowed).
    for breach in layoutBreaches(in: files.paths) where !widened.contains(where: { breach.excused(by: $0) }) {
      widened.append(breach.childPath + "/")
    }
    let added = widened.filter { !fence.contains($0) }.sorted()
    guard !added.isEmpty else { return (self, []) }
    var values = self.values
    values["fence"] = .texts(widened.sorted())
    return (NoNewFiles(values: values), added)
  }

  /// The entry that lets `path` past: the folder a glob matched above it, else the path.
  func entry(for path: String) -> String {
    let parts = path.split(separator: "/")
    for count in parts.indices.dropLast().map({ $0 + 1 }) {
      let folder = parts.prefix(count).joined(separator: "/")
      if paths.contains(where: { PathPattern.isGlob($0) && Glob.matches(spelled: folder, $0.trimmingSlashes) }) {
        return folder + "/"
      }
    }
    return path
  }

  /// Whether the path itself breaks the rule, its entry aside: what `allow` widens by.
  public func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]? {
    pathScope.holds(path) ? [breach(at: path, site: site)] : []
  }
}

extension String {
  fileprivate var trimmingSlashes: String {
    var text = Substring(self)
    while text.hasSuffix("/") { text = text.dropLast() }
    return String(text)
  }
}
