#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What graduate asks of a fence, answered here so that no code outside this folder needs
/// to know a rule is one: its grants, the suite it widens, its baseline, its re-exporters.
extension FenceRule: GraduatedRule {
  /// The literal the rule was declared with, whose folder a copy carries beside this one.
  public var carriedType: String {
    switch direction {
    case .boundary: ImportBoundary.literalName
    case .layer: LayerBoundary.literalName
    case .independent: IndependentModules.literalName
    }
  }

  public var guardedModules: [String] { direction == .boundary ? modules : [] }

  /// A boundary draws its module, fenced; a layer, the edges from its roots to what it
  /// guards, forbidden; independent modules, their set.
  public var drawing: RuleDrawing? {
    switch direction {
    case .boundary: return RuleDrawing(fenced: modules, allowed: fence)
    case .layer:
      var drawing = RuleDrawing(forbidden: modules, forbiddenFrom: roots.isEmpty ? [""] : roots, allowed: fence)
      drawing.mayImport = mayImport
      return drawing
    case .independent:
      return RuleDrawing(allowed: fence, apart: Dictionary(homes.map { ($0.name, $0.paths) }, uniquingKeysWith: +))
    }
  }

  public var namedFolders: [(key: String, module: String, folder: String)] {
    homes.flatMap { home in home.paths.map { ("modules", home.name, $0) } }
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

  /// The same among `files`, whose manifests say which modules an allowlist forbids.
  public func breaches(of path: String, among files: FileSet, site: RuleSite) -> [Violation]? {
    files.sources[path].flatMap { resolved(in: files).breaches(ofFile: $0, path: path, site: site) }
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

  public func granted(to entry: String) -> [String] { entriesGrant ? grants[entry] ?? [] : [] }

  /// Another fence of the same direction over the same modules, or the same rule id: this
  /// (a new finding's rule) widens that suite. A boundary on the same module widens unless
  /// this one names roots the other does not reach: a finding about `Packages/Models` is not
  /// folded into a rule over `Packages/Env`, where its roots would never be judged. (One that
  /// names no roots only adds entries to the fence.)
  public func sharesContract(with other: any PatternRule) -> Bool {
    guard let other = other as? FenceRule else { return false }
    if id == other.id { return true }
    guard direction == other.direction, Set(modules) == Set(other.modules), !modules.isEmpty else { return false }
    guard direction == .boundary else { return Set(roots) == Set(other.roots) }
    if roots.isEmpty || other.roots.isEmpty { return true }
    return roots.allSatisfy { root in other.roots.contains { PathPrefix.contains(root, under: $0) } }
  }

  /// Every file that imports or uses what the fence guards, let past (a layer's entry
  /// granted exactly what the file uses).
  public func baselined(over files: FileSet) -> (rule: any PatternRule, added: [String])? {
    let offenders = violations(site: .init(suitePath: ""), in: files, catalogValues: nil)
      .filter { $0.kind == .forbiddenImport || $0.kind == .forbiddenAPI }
    var widened = self
    var added: [String] = []
    // An entry the team wrote is theirs, under their reason: never widened here.
    for offender in offenders where !fence.contains(offender.path) {
      if !widened.fence.contains(offender.path) {
        widened.fence.append(offender.path)
        added.append(offender.path)
      }
      if entriesGrant {
        var grants = widened.grants[offender.path] ?? []
        if !grants.contains(offender.subject) { grants.append(offender.subject) }
        widened.grants[offender.path] = grants.sorted()
      }
    }
    widened.fence.sort()
    return (widened, added)
  }

  /// The fence with every file that re-exports what it fences recorded (`reexports`), each
  /// with the reason graduate writes beside it.
  public func recording(from files: FileSet) -> (rule: any PatternRule, records: [(key: String, reason: String)]) {
    var recorded = self
    var records: [(key: String, reason: String)] = []
    for found in reexporters(in: files) {
      recorded.reexports[found.module, default: []].append(found.path)
      records.append(
        (
          RuleSite.reexportKey(found.module, found.path),
          "`@_exported import \(found.reexported)` here: every `import \(found.module)` brings \(found.reexported) in"
        ))
    }
    return (recorded, records)
  }

  /// Every Swift file that `@_exported import`s a fenced module, or a module that
  /// re-exports one, transitively: the module it belongs to, its path, and what it re-exports.
  func reexporters(in files: FileSet) -> [(module: String, path: String, reexported: String)] {
    // An allowlist's modules are those its manifests make it forbid.
    var targets = Set(resolved(in: files).modules)
    var found: [(module: String, path: String, reexported: String)] = []
    var seen = Set<String>()
    var grew = true
    let exporting = files.sources.keys.sorted().compactMap { path -> (String, [ImportDeclaration])? in
      let exported = files.sources[path]?.imports.filter(\.isExported) ?? []
      return exported.isEmpty ? nil : (path, exported)
    }
    while grew {
      grew = false
      for (path, exported) in exporting where !seen.contains(path) {
        guard let declaration = exported.first(where: { targets.contains($0.module) }) else { continue }
        let module = owningModule(of: path)
        // A module of the set re-exporting another is already a cross import.
        guard !(direction == .independent && modules.contains(module)) else { continue }
        seen.insert(path)
        found.append((module, path, declaration.module))
        if targets.insert(module).inserted { grew = true }
      }
    }
    return found.sorted { ($0.module, $0.path) < ($1.module, $1.path) }
  }
}
