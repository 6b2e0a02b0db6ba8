#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The fences' drill: the fenced module imported from a file outside the fence (and through
/// a recorded re-exporter), every API needle used there, a fence entry removed, and, for a
/// layer, a module its entry does not grant. Independent modules break by cross imports
/// (`DeliberateBreak+Independent.swift`).
extension DeliberateBreak {
  /// Runs the drill of `rule` over `files`.
  public static func drill(_ rule: FenceRule, site: RuleSite, files: FileSet) -> Outcome {
    // An allowlist is drilled as the denylist it is in these files' manifests.
    let rule = rule.resolved(in: files, site: site).rule
    var breaks: [Break] = []
    let fence = FenceLookup(rule)
    if rule.direction == .independent {
      breaks += crossImports(rule, site: site, fence: fence, files: files)
    } else if let (target, original) = breakTarget(for: rule, fence: fence, files: files) {
      // Through a recorded re-exporter: `import Kit` brings the fenced module in unspelled.
      let reexports = Reexports(rule, in: files)
      for module in reexports.brought.keys.sorted()
      where reexports.brought[module]?.contains(where: rule.modules.contains) == true {
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(Array("import \(module)\n".utf8) + original), kind: .forbiddenImport,
            action: "`import \(module)` (a re-exporter) added to \(target)"))
        break
      }
      // A module its own file may import (an allowlist's) breaks nothing there.
      if let module = rule.modules.first(where: { rule.forbids($0, in: target) }) {
        let line = "import \(module)\n"
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(Array(line.utf8) + original), kind: .forbiddenImport,
            action: "`import \(module)` added to \(target)"))
      }
      for needle in rule.api {
        let line = "\n_ = \(needle)\n"
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(original + Array(line.utf8)), kind: .forbiddenAPI,
            action: "`\(needle)` used in \(target)"))
      }
    }
    let sorted = files.sources.keys.sorted()
    // A folder or glob entry is drilled through a file it holds.
    func held(by entry: String) -> [String] {
      PathPattern.namesMany(entry) ? sorted.filter { PathPattern.contains($0, under: entry) } : [entry]
    }
    entries: for entry in rule.fence.sorted() {
      for path in held(by: entry) {
        guard let source = files.sources[path], rule.covers(path),
          FenceEvaluation.uses(rule, source.facts(needles: rule.api))
        else { continue }
        var narrowed = rule
        narrowed.remove(entry)
        let verdict = FenceEvaluation.violations(of: narrowed, site: site, in: files)
          .first { $0.path == path && $0.kind != .staleEntry }
        breaks.append(Break(action: "fence entry \(entry) removed", offender: path, verdict: verdict))
        break entries
      }
    }
    // A layer's exception grants what it names and nothing more: a module it does not
    // grant, imported into the excepted file, must still be caught.
    if rule.entriesGrant {
      grants: for entry in rule.fence.sorted() {
        for path in held(by: entry) {
          guard let source = files.sources[path], rule.covers(path),
            let module = rule.modules.first(where: { rule.forbids($0, in: path) && !rule.allows(path, $0) })
          else { continue }
          let place = path == entry ? "fence entry \(entry)" : "\(path) (in fence entry \(entry))"
          breaks.append(
            attempt(
              rule, site: site, files: files, offender: path,
              replacing: ScannedSource(Array("import \(module)\n".utf8) + source.bytes), kind: .forbiddenImport,
              action: "`import \(module)` added to \(place), which does not grant it"))
          break grants
        }
      }
    }
    return Outcome(baseline: FenceEvaluation.violations(of: rule, site: site, in: files), breaks: breaks)
  }

  /// The file that takes the injected import and needles: the first covered file outside
  /// the fence that a target compiles (never a package manifest), else a new scratch file
  /// under the rule's first root.
  private static func breakTarget(for rule: FenceRule, fence: FenceLookup, files: FileSet)
    -> (path: String, bytes: [UInt8])?
  {
    for path in files.sources.keys.sorted()
    where rule.covers(path) && !fence.excepts(path) && !PathPrefix.isManifest(path) {
      if let source = files.sources[path] { return (path, source.bytes) }
    }
    // Under the first root; a glob root has no folder of its own to write in, so the
    // scratch file goes beside a file the rule judges.
    let besides = files.paths.sorted().filter(rule.covers).map {
      $0.split(separator: "/").dropLast().joined(separator: "/")
    }
    for folder in [PathPattern.fixedFolder(of: rule.roots.first ?? "Sources")] + besides {
      var root = Substring(folder)
      while root.hasSuffix("/") { root = root.dropLast() }
      let scratch = root.isEmpty || root == "." ? scratchName : "\(root)/\(scratchName)"
      if rule.covers(scratch) && !fence.excepts(scratch) { return (scratch, []) }
    }
    return nil
  }

  static func attempt(
    _ rule: FenceRule, site: RuleSite, files: FileSet, offender: String, replacing source: ScannedSource,
    kind: Violation.Kind, action: String
  ) -> Break {
    var broken = files
    broken.paths.insert(offender)
    broken.sources[offender] = source
    let verdict = FenceEvaluation.violations(of: rule, site: site, in: broken)
      .first { $0.path == offender && $0.kind == kind }
    return Break(action: action, offender: offender, verdict: verdict)
  }
}

extension FenceRule: DrillableRule {
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    DeliberateBreak.drill(self, site: site, files: files)
  }
}
