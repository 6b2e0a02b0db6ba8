// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/RuleEngine/FenceEvaluation.swift
  static let fenceEvaluation = #"""
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
        let judgesEntries = rule.direction == .layer
        var found: [Violation] = []
        for path in files.judgedPaths where rule.covers(path) && (judgesEntries || !fence.contains(path)) {
          guard let facts = files.facts(of: path, needles: rule.api) else { continue }
          let entry = fence.contains(path) && rule.grants[path] != nil
          for declaration in facts.imports
          where rule.modules.contains(declaration.module) && !rule.allows(path, declaration.module) {
            found.append(
              Violation(
                ruleID: rule.id, kind: .forbiddenImport, path: path,
                position: declaration.position,
                message: entry
                  ? FenceMessages.ungranted(declaration.module, entry: path, rule: rule, site: site)
                  : FenceMessages.forbiddenImport(declaration.module, rule: rule, site: site),
                subject: declaration.module))
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
        found += staleEntries(of: rule, site: site, in: files)
        if !files.paths.contains(where: rule.covers) {
          found.append(
            Violation(
              ruleID: rule.id, kind: .vacuousRule, path: site.suitePath, position: site.position,
              message: FenceMessages.vacuous(rule: rule, site: site), subject: rule.id))
        }
        return found
      }

      /// Fence entries whose file is gone from the snapshot, or is judged and no longer uses
      /// what the fence allows. The fence is a set of decisions, not a headcount.
      private static func staleEntries(of rule: FenceRule, site: RuleSite, in files: FileSet)
        -> [Violation]
      {
        var found: [Violation] = []
        for entry in rule.fence.sorted() {
          let reason: String
          if !files.paths.contains(entry) {
            reason = "the file no longer exists"
          } else if let facts = files.facts(of: entry, needles: rule.api) {
            if rule.direction == .layer, let granted = rule.grants[entry] {
              // Each grant is a decision of its own: one the file no longer needs is stale.
              let unused = granted.filter { !uses($0, facts) }
              guard !unused.isEmpty else { continue }
              reason = "the file no longer uses \(FenceMessages.list(unused.map { FenceMessages.named($0, in: rule) }))"
            } else if !uses(rule, facts) {
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

      /// Whether `source` uses what `rule` fences: one of its modules, or one of its needles.
      static func uses(_ rule: FenceRule, _ facts: SourceFacts) -> Bool {
        facts.imports.contains { rule.modules.contains($0.module) }
          || rule.api.contains { !(facts.occurrences[$0] ?? []).isEmpty }
      }

      /// Whether `facts` use `thing`: an imported module, or a needle found in code.
      static func uses(_ thing: String, _ facts: SourceFacts) -> Bool {
        facts.imports.contains { $0.module == thing } || !(facts.occurrences[thing] ?? []).isEmpty
      }

      /// What `entry` of `rule` uses today of what the rule fences, in the rule's order: the
      /// grants a new fence entry needs (`fitness allow`, graduate).
      public static func usedThings(of rule: FenceRule, in source: ScannedSource) -> [String] {
        let facts = source.facts(needles: rule.api)
        return (rule.modules + rule.api).filter { uses($0, facts) }
      }
    }

    """#
}
