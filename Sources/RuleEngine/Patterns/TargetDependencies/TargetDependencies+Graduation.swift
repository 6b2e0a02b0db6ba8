#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What graduate and `allow` ask of a target-dependencies rule (left out of vendored copies).
extension TargetDependencies: GraduatedRule {
  /// The rule with every edge that breaks it today let past under its manifest
  /// (`graduate --baseline`); an entry the team wrote is never widened.
  public func baselined(over files: FileSet) -> (rule: any PatternRule, added: [String])? {
    let own = files.packageModules
    var widened = fence
    for breach in DependencyEvaluation(rule: self, site: RuleSite(suitePath: ""), files: files).breaches(among: own)
    where fence[breach.manifest] == nil {
      var edges = widened[breach.manifest] ?? []
      if !edges.contains(breach.edge) { edges.append(breach.edge) }
      widened[breach.manifest] = edges.sorted()
    }
    let added = widened.keys.filter { fence[$0] == nil }.sorted()
    guard !added.isEmpty else { return (self, []) }
    var values = self.values
    values["fence"] = .map(widened)
    return (TargetDependencies(values: values), added)
  }

  /// How a manifest breaks the rule among `files`: every edge of its targets, wherever it
  /// is reported (an import in a source, a dependency in the manifest), named by its edge.
  /// What `fitness allow` lets past under the manifest.
  public func breaches(of path: String, among files: FileSet, site: RuleSite) -> [Violation]? {
    guard ManifestName.isBuildManifest(path) else { return [] }
    let own = files.packageModules
    return DependencyEvaluation(rule: self, site: site, files: files).breaches(among: own)
      .filter { $0.manifest == path }.map(\.violation)
  }

  public func granted(to entry: String) -> [String] { fence[entry] ?? [] }

  /// The manifest that declares the target an edge starts from.
  public func fenceEntry(for violation: Violation, in files: FileSet) -> String {
    guard !ManifestName.isBuildManifest(violation.path) else { return violation.path }
    return files.packageModules.home(of: violation.path)?.manifest ?? violation.path
  }

  public var judgedScope: PathScope? { scope }
}
