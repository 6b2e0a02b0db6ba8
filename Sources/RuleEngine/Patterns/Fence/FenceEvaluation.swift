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
    // An allowlist is judged as the denylist it is in this snapshot's manifests.
    let (rule, problems) = rule.resolved(in: files, site: site)
    let fence = FenceLookup(rule)
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
      let excepted = fence.excepts(path)
      guard judgesEntries || !excepted else { continue }
      let entry = excepted && rule.entriesGrant
      for seen in reexports.imports(of: facts)
      where rule.forbids(seen.module, in: path) && !rule.allows(path, seen.module) {
        found.append(
          Violation(
            ruleID: rule.id, kind: .forbiddenImport, path: path,
            position: seen.position,
            message: entry
              ? FenceMessages.ungranted(seen.module, via: seen.via, path: path, rule: rule, site: site)
              : FenceMessages.forbiddenImport(seen.module, via: seen.via, rule: rule, site: site),
            subject: seen.module))
      }
      for needle in rule.api {
        guard let positions = facts.occurrences[needle], !positions.isEmpty, !rule.allows(path, needle) else {
          continue
        }
        for position in positions {
          found.append(
            Violation(
              ruleID: rule.id, kind: .forbiddenAPI, path: path,
              position: position,
              message: entry
                ? FenceMessages.ungranted("'\(needle)'", path: path, rule: rule, site: site)
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
    return found + problems
  }

  /// Fence entries whose file is gone from the snapshot, or is judged and no longer uses
  /// what the fence allows. The fence is a set of decisions, not a headcount.
  private static func staleEntries(of rule: FenceRule, site: RuleSite, in files: FileSet, reexports: Reexports)
    -> [Violation]
  {
    var found: [Violation] = []
    for entry in rule.fence.sorted() {
      let reason: String
      if PathPattern.namesMany(entry) {
        guard let why = staleness(ofMany: entry, of: rule, in: files, reexports: reexports) else { continue }
        reason = why
      } else if !files.paths.contains(entry) {
        // A plain entry names one file; one written for a folder says how to name a folder.
        reason =
          files.paths.contains(where: { PathPrefix.contains($0, under: entry) })
          ? "it names a folder, and a plain entry names one file; write '\(entry)/' to let past every file under it"
          : "the file no longer exists"
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
        .stale(Violation.fenceEntry(entry), reason: reason, ruleID: rule.id, site: site, key: entry, subject: entry))
    }
    return found
  }

  /// Why a folder or glob entry is stale: nothing the rule judges lies in it, or nothing
  /// there uses what it grants. Nil while it holds, or when the snapshot did not read all it
  /// holds (a staged check that touched none of it: HEAD's verdict stands).
  private static func staleness(ofMany entry: String, of rule: FenceRule, in files: FileSet, reexports: Reexports)
    -> String?
  {
    guard files.unreadEntries[rule.id]?.contains(entry) != true else { return nil }
    let held = files.paths.filter { rule.covers($0) && PathPattern.contains($0, under: entry) }
    let place = entry.hasSuffix("/") && !PathPattern.isGlob(entry) ? "under the folder" : "matching it"
    guard !held.isEmpty else { return "no file the rule judges lies \(place) any more" }
    let facts = held.compactMap { files.facts(of: $0, needles: rule.api) }
    if rule.entriesGrant, let granted = rule.grants[entry] {
      let unused = granted.filter { thing in !facts.contains { uses(thing, $0, reexports: reexports) } }
      guard !unused.isEmpty else { return nil }
      return "no file \(place) uses \(FenceMessages.list(unused.map { FenceMessages.named($0, in: rule) })) any more"
    }
    guard !facts.contains(where: { uses(rule, $0, reexports: reexports) }) else { return nil }
    return "no file \(place) uses \(FenceMessages.fencedThings(rule)) any more"
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
          .stale(
            "re-exporter '\(module)' in '\(path)'", reason: reason, ruleID: rule.id, site: site,
            key: RuleSite.reexportKey(module, path), subject: path))
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
