#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The three fence literals (`ImportBoundary`, `LayerBoundary`, `IndependentModules`) read
/// into one rule, judged by one evaluation (and drilled by `DeliberateBreak+Fence`).
extension FenceRule: PatternRule {
  public var pattern: String { direction.rawValue }
  public var exceptions: (label: String, paths: [String])? { ("fence", fence) }
  public var exceptionsGrant: Bool { entriesGrant }

  /// The facts of each covered file, alone; the entries; and the re-exporters' files, whose
  /// re-exports every importer's verdict depends on.
  public var inputs: RuleInputs {
    RuleInputs(
      selection: .scope(scope), reading: .facts, eachFileAlone: true, entries: fence, dependencies: reexportFiles,
      modules: searchedModules, needles: api)
  }

  public var guardedModules: [String] { direction == .boundary ? modules : [] }

  public var namedFolders: [(key: String, module: String, folder: String)] {
    homes.flatMap { home in home.paths.map { ("modules", home.name, $0) } }
  }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    FenceEvaluation.violations(of: self, site: site, in: files)
  }

  /// The file judged as if it had no entry: each import and use of what the fence guards,
  /// re-exporters aside (they are other files).
  public func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]? {
    guard covers(path) else { return [] }
    var alone = self
    alone.remove(path)
    alone.reexports = [:]
    let files = FileSet(paths: [path], sources: [path: source])
    return FenceEvaluation.violations(of: alone, site: site, in: files).filter { $0.path == path }
  }

  /// A layer's entry grants its modules under `imports:` and its needles under `api:`; an
  /// independent module's entry, the module it may import; an import boundary's, nothing.
  public func entryGrants(_ names: [String]) -> [(key: String, names: [String])] {
    switch direction {
    case .boundary: return []
    case .independent: return [("imports", names)]
    case .layer:
      let needles = names.filter(api.contains)
      let imports = names.filter { !api.contains($0) }
      return (imports.isEmpty ? [] : [("imports", imports)]) + (needles.isEmpty ? [] : [("api", needles)])
    }
  }
}
