#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Evaluates a fence rule over a file set. Pure: no I/O, no git, the same in the hook, in
/// CI and inside a generated suite.
public enum FenceEvaluation {
  /// Every violation of `rule` in `files`, ordered by path and position.
  public static func violations(of rule: FenceRule, site: RuleSite, in files: FileSet)
    -> [Violation]
  {
    let fence = Set(rule.fence)
    // A layer's entry is excepted only from what it grants, so its file is judged too.
    let judgesEntries = rule.entriesGrant
    let reexports = Reexports(rule, in: files)
    let recorded = Set(rule.reexportFiles)
    var found: [Violation] = []
    for path in files.judgedPaths where rule.covers(path) {
      guard let facts = files.facts(of: path, needles: rule.api) else { continue }
      // A file allowed a fenced module that re-exports it hands it to every importer.
      if !recorded.contains(path) {
        for declaration in facts.imports
        where declaration.isExported && rule.forbids(declaration.module, in: path)
          && rule.allows(path, declaration.module)
        {
          found.append(
            Violation(
              ruleID: rule.id, kind: .unrecordedReexport, path: path, position: declaration.position,
              message: FenceMessages.unrecordedReexport(declaration.module, path: path, rule: rule, site: site),
              subject: declaration.module))
        }
      }
      guard judgesEntries || !fence.contains(path) else { continue }
      let entry = fence.contains(path) && rule.grants[path] != nil
      for seen in reexports.imports(of: facts)
      where rule.forbids(seen.module, in: path) && !rule.allows(path, seen.module) {
        found.append(
          Violation(
            ruleID: rule.id, kind: .forbiddenImport, path: path,
            position: seen.position,
            message: entry
              ? FenceMessages.ungranted(seen.module, via: seen.via, entry: path, rule: rule, site: site)
              : FenceMessages.forbiddenImport(seen.module, via: seen.via, rule: rule, site: site),
            subject: seen.module))
      }
      for needle in rule.api where !rule.allows(path, needle) {
        for position in facts.occurrences[needle] ?? [] {
          found.append(
            Violation(
              ruleID: rule.id, kind: .forbiddenAPI, path: path,
              position: position,
              message: entry
                ? FenceMessages.ungranted("'\(needle)'", entry: path, rule: rule, site: site)
                : FenceMessages.forbiddenAPI(needle, rule: rule, site: site),
              subject: needle))
        }
      }
    }
    found += staleEntries(of: rule, site: site, in: files, reexports: reexports)
    found += staleReexports(of: rule, site: site, in: files)
    if let vacuous = rule.inputs.vacuity(of: rule.id, site: site, paths: files.paths) {
      found.append(vacuous)
    }
    return found
  }

  /// Fence entries whose file is gone from the snapshot, or is judged and no longer uses
  /// what the fence allows. The fence is a set of decisions, not a headcount.
  private static func staleEntries(of rule: FenceRule, site: RuleSite, in files: FileSet, reexports: Reexports)
    -> [Violation]
  {
    var found: [Violation] = []
    for entry in rule.fence.sorted() {
      let reason: String
      if !files.paths.contains(entry) {
        reason = "the file no longer exists"
      } else if let facts = files.facts(of: entry, needles: rule.api) {
        if rule.entriesGrant, let granted = rule.grants[entry] {
          // Each grant is a decision of its own: one the file no longer needs is stale.
          let unused = granted.filter { !uses($0, facts, reexports: reexports) }
          guard !unused.isEmpty else { continue }
          reason = "the file no longer uses \(FenceMessages.list(unused.map { FenceMessages.named($0, in: rule) }))"
        } else if !uses(rule, facts, reexports: reexports) {
          reason = "the file no longer uses \(FenceMessages.fencedThings(rule))"
        } else {
          continue
        }
      } else {
        continue
      }
      found.append(
        Violation(
          ruleID: rule.id, kind: .staleEntry, path: site.suitePath,
          position: site.entryPositions[entry],
          message: FenceMessages.stale(entry, reason: reason, rule: rule, site: site),
          subject: entry))
    }
    return found
  }

  /// Re-exporter records that no longer hold: the file is gone, or it re-exports nothing.
  /// (One that re-exports something the rule does not fence still hides nothing; it stays
  /// until someone removes it, as a fence entry may outlive its need only by one check.)
  private static func staleReexports(of rule: FenceRule, site: RuleSite, in files: FileSet) -> [Violation] {
    var found: [Violation] = []
    for module in rule.reexports.keys.sorted() {
      for path in (rule.reexports[module] ?? []).sorted() {
        let reason: String
        if !files.paths.contains(path) {
          reason = "the file no longer exists"
        } else if let facts = files.facts(of: path, needles: []), !facts.imports.contains(where: \.isExported) {
          reason = "the file no longer re-exports anything (no `@_exported import`)"
        } else {
          continue
        }
        found.append(
          Violation(
            ruleID: rule.id, kind: .staleEntry, path: site.suitePath,
            position: site.entryPositions[RuleSite.reexportKey(module, path)],
            message: "re-exporter '\(module)' in '\(path)' is stale: \(reason) [\(rule.id)]; change the contract: "
              + "remove it from 'reexports' in \(site.suitePath)",
            subject: path))
      }
    }
    return found
  }

  /// Whether `source` uses what `rule` fences: one of its modules, or one of its needles.
  static func uses(_ rule: FenceRule, _ facts: SourceFacts, reexports: Reexports? = nil) -> Bool {
    rule.modules.contains { reexports?.imports($0, in: facts) ?? facts.imports.contains(module: $0) }
      || rule.api.contains { !(facts.occurrences[$0] ?? []).isEmpty }
  }

  /// Whether `facts` use `thing`: an imported module (directly or through a re-exporter),
  /// or a needle found in code.
  static func uses(_ thing: String, _ facts: SourceFacts, reexports: Reexports? = nil) -> Bool {
    (reexports?.imports(thing, in: facts) ?? facts.imports.contains(module: thing))
      || !(facts.occurrences[thing] ?? []).isEmpty
  }

  /// What `entry` of `rule` uses today of what the rule fences, in the rule's order: the
  /// grants a new fence entry needs (`fitness allow`, graduate).
  public static func usedThings(of rule: FenceRule, in source: ScannedSource) -> [String] {
    let facts = source.facts(needles: rule.api)
    return (rule.modules + rule.api).filter { uses($0, facts) }
  }
}

extension [ImportDeclaration] {
  func contains(module: String) -> Bool { contains { $0.module == module } }
}
