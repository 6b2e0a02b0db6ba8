#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The drill: an import of a target of the package that the importing target does not list,
/// added to one of its sources; the imports of a listed target taken out of every source of
/// the target that lists it; and a fence entry taken away.
extension TargetDependencies: DrillableRule {
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    let own = files.packageModules
    let evaluation = DependencyEvaluation(rule: self, site: site, files: files)
    var breaks: [DeliberateBreak.Break] = []
    let sources = files.sources.keys.sorted().filter { scope.covers($0) && !ManifestName.isBuildManifest($0) }
    if undeclared {
      undeclared: for path in sources {
        guard let home = own.home(of: path), judges(home.name), let original = files.sources[path] else { continue }
        for other in own.modules where other.project == home.project && other.target.kind.isImportable {
          guard other.name != home.name, !home.target.dependencies.contains(where: { evaluation.lists($0, other) })
          else { continue }
          let module = other.moduleName
          var broken = files
          broken.sources[path] = ScannedSource(Array("import \(module)\n".utf8) + original.bytes)
          let verdict = violations(site: site, in: broken, catalogValues: nil).first {
            $0.path == path && $0.kind == .undeclaredDependency
          }
          breaks.append(
            DeliberateBreak.Break(action: "`import \(module)` added to \(path)", offender: path, verdict: verdict))
          break undeclared
        }
      }
    }
    if unused, let (module, listed) = listedAndImported(own, sources: sources, files: files) {
      var broken = files
      for path in sources where own.home(of: path) == module {
        guard let source = files.sources[path] else { continue }
        var bytes = source.bytes
        let dropped = own.modules.first { $0.project == module.project && $0.name == listed }?.moduleName
        for declaration in source.imports where declaration.module == dropped {
          var index = declaration.offset
          while index < bytes.count, bytes[index] != SourceByte.newline {
            bytes[index] = SourceByte.space
            index += 1
          }
        }
        broken.sources[path] = ScannedSource(bytes)
      }
      let verdict = violations(site: site, in: broken, catalogValues: nil).first {
        $0.path == module.manifest && $0.kind == .unusedDependency && $0.subject == module.name + "." + listed
      }
      breaks.append(
        DeliberateBreak.Break(
          action: "every `import \(listed)` taken out of \(module.name)", offender: module.manifest, verdict: verdict))
    }
    for manifest in fence.keys.sorted() {
      guard let edge = fence[manifest]?.first else { continue }
      var values = self.values
      var narrowed = fence
      narrowed[manifest] = nil
      values["fence"] = .map(narrowed)
      let verdict = TargetDependencies(values: values).violations(site: site, in: files, catalogValues: nil).first {
        $0.subject == edge
      }
      breaks.append(
        DeliberateBreak.Break(action: "fence entry \(manifest) removed", offender: manifest, verdict: verdict))
      break
    }
    return DeliberateBreak.Outcome(baseline: violations(site: site, in: files, catalogValues: nil), breaks: breaks)
  }

  /// A judged target, and a target of its package it lists and imports today.
  private func listedAndImported(_ own: PackageModules, sources: [String], files: FileSet) -> (
    PackageModules.Module, String
  )? {
    for path in sources {
      guard let home = own.home(of: path), judges(home.name), let source = files.sources[path] else { continue }
      let imported = Set(source.imports.map(\.module))
      for listed in home.target.dependencies where listed.package == nil {
        let sibling = own.modules.first { $0.project == home.project && $0.name == listed.name }
        if let sibling, imported.contains(sibling.moduleName) { return (home, listed.name) }
      }
    }
    return nil
  }
}
