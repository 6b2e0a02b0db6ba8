#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Judges a target-dependencies rule over one snapshot: each Swift file's imports against
/// the `dependencies:` of the target whose folder holds it, in the manifest that declares
/// that target (a `Package.swift`, or an XcodeGen spec). Only the package's own targets are judged, by name: a product of another
/// package may bring a module of another name, which the text of one manifest cannot say.
struct DependencyEvaluation {
  /// One edge that breaks the rule: where it is reported, the manifest it belongs to, and
  /// its words.
  struct Breach {
    var edge: String
    var manifest: String
    var violation: Violation
  }

  let rule: TargetDependencies
  let site: RuleSite
  let files: FileSet

  func violations() -> [Violation] {
    let own = files.packageModules
    var found: [Violation] = own.unreadable.map { manifest, problem in
      Violation(
        ruleID: rule.id, kind: .unreadableManifest, path: manifest, position: problem.position,
        message: "cannot read the targets of this manifest: \(problem.reason) [\(rule.id)]; "
          + PackageModules.readingWords(manifest) + ", or change the contract: exclude its folder in "
          + site.suitePath,
        subject: manifest)
    }
    let breaches = self.breaches(among: own)
    var kept = Set<String>()
    for breach in breaches {
      if rule.fence[breach.manifest]?.contains(breach.edge) == true {
        kept.insert(breach.manifest + "\u{1F}" + breach.edge)
      } else {
        found.append(breach.violation)
      }
    }
    // An edge let past that no longer breaks the rule is stale, and so is a gone manifest's.
    for manifest in rule.fence.keys.sorted() {
      let edges = rule.fence[manifest] ?? []
      let reason: String
      if !files.paths.contains(manifest) {
        reason = "the manifest no longer exists"
      } else {
        let unused = edges.filter { !kept.contains(manifest + "\u{1F}" + $0) }
        guard !unused.isEmpty else { continue }
        reason = "\(unused.joined(separator: ", ")) no longer breaks the rule: the manifest and the imports agree on it"
      }
      found.append(
        .stale(
          Violation.fenceEntry(manifest), reason: reason, ruleID: rule.id, site: site, key: manifest,
          subject: manifest))
    }
    if own.modules.isEmpty, own.unreadable.isEmpty {
      found.append(
        site.violation(
          of: rule.id, .vacuousRule,
          message: "the rule judges no target: the snapshot has no Package.swift or XcodeGen spec that declares "
            + "one [\(rule.id)]; change the contract: delete the suite, or point it at a repository with one",
          subject: rule.id))
    }
    return found
  }

  /// Every edge that breaks the rule, fence aside, in path and position order.
  func breaches(among own: PackageModules) -> [Breach] {
    // By target index: what its sources import, whether any source of it was judged, and
    // what its `dependencies:` list of its own package, by name.
    var imported: [Int: Set<String>] = [:]
    var listed: [Int: Set<String>] = [:]
    for (index, module) in own.modules.enumerated() {
      listed[index] = Set(module.target.dependencies.filter { $0.package == nil }.map(\.name))
    }
    var found: [Breach] = []
    for path in files.judgedPaths.sorted() where rule.scope.covers(path) && !ManifestName.isBuildManifest(path) {
      guard let index = own.homeIndex(of: path), rule.judges(own.modules[index].name),
        let facts = files.facts(of: path, needles: [])
      else { continue }
      let home = own.modules[index]
      var seen = imported[index] ?? []
      for declaration in facts.imports {
        seen.insert(declaration.module)
        // The targets that build the module (one per platform, in an XcodeGen spec): listing
        // any of them declares it.
        let builders = siblings(named: declaration.module, of: home, among: own)
        guard rule.undeclared, let dependency = builders.first,
          !builders.contains(where: { $0.name == home.name || listed[index]?.contains($0.name) == true })
        else { continue }
        let edge = home.name + "." + dependency.name
        found.append(
          Breach(
            edge: edge, manifest: home.manifest,
            violation: Violation(
              ruleID: rule.id, kind: .undeclaredDependency, path: path, position: declaration.position,
              message: "\(home.name) imports \(Self.module(declaration.module, of: dependency)), a target of "
                + "\(home.manifest) that \(home.name) does "
                + "not list in its dependencies: it builds only while something else builds \(dependency.name) "
                + "first [\(rule.id)]; change the manifest: add \(home.spelling(of: dependency.name)) to "
                + "\(home.name)'s \(home.dependencyList), or the code: drop the import, or the contract: let \"\(edge)\" past under "
                + "\(home.manifest) in the fence of \(site.suitePath) with a reason",
              subject: edge)))
      }
      imported[index] = seen
    }
    guard rule.unused else { return found }
    // A Swift source that imports nothing keeps no facts, yet its target was judged: it
    // imports nothing through that file (where a C target, with no Swift source, is not).
    for path in files.paths where PathPrefix.hasSwiftSuffix(path) && rule.scope.covers(path) {
      guard !ManifestName.isBuildManifest(path), let index = own.homeIndex(of: path), imported[index] == nil else {
        continue
      }
      imported[index] = []
    }
    // A plugin's dependencies are tools it runs, never imports.
    for (index, module) in own.modules.enumerated() where rule.judges(module.name) && module.target.kind != .plugin {
      // A target with no Swift source judged (a C target's) imports through its headers.
      guard let seen = imported[index] else { continue }
      for entry in module.target.dependencies where entry.package == nil {
        let dependency = own.modules.first {
          $0.project == module.project && $0.name == entry.name && $0.target.kind.isImportable
        }
        guard let dependency,
          ![.macro, .binary, .executable].contains(dependency.target.kind), !seen.contains(dependency.moduleName)
        else { continue }
        let edge = module.name + "." + dependency.name
        found.append(
          Breach(
            edge: edge, manifest: module.manifest,
            violation: Violation(
              ruleID: rule.id, kind: .unusedDependency, path: module.manifest, position: entry.position,
              message: "\(module.name) lists \(dependency.name) in its dependencies, and no Swift source of "
                + "\(module.name) imports it [\(rule.id)]; change the manifest: remove \(module.spelling(of: dependency.name)) from "
                + "\(module.name)'s \(module.dependencyList), or the contract: let \"\(edge)\" past under \(module.manifest) in "
                + "the fence of \(site.suitePath) with a reason (kept for its resources, or for linking)",
              subject: edge)))
      }
    }
    return found
  }

  /// An imported module as the message names it: with its target, where the target's name
  /// differs (`DomainKit, the module of Domain`).
  static func module(_ name: String, of target: PackageModules.Module) -> String {
    name == target.name ? name : "\(name), the module of \(target.name)"
  }

  /// The importable targets of `module`'s own package or project whose module is `name`.
  func siblings(named name: String, of module: PackageModules.Module, among own: PackageModules)
    -> [PackageModules.Module]
  {
    own.building(name).map { own.modules[$0] }.filter {
      $0.project == module.project && $0.target.kind.isImportable
    }
  }

  /// Whether a `dependencies:` entry lists `target`: by its name, as a bare name, a
  /// `.target` or a `.byName`.
  func lists(_ entry: ManifestTarget.Dependency, _ target: PackageModules.Module) -> Bool {
    entry.package == nil && entry.name == target.name
  }
}

extension TargetDependencies {
  /// Whether the rule judges the target named `name`.
  func judges(_ name: String) -> Bool { targets.isEmpty || targets.contains(name) }
}
