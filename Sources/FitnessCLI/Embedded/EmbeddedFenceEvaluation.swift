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
        var found: [Violation] = []
        for path in files.sources.keys.sorted() where rule.covers(path) && !fence.contains(path) {
          guard let source = files.sources[path] else { continue }
          for declaration in source.imports where rule.modules.contains(declaration.module) {
            found.append(
              Violation(
                ruleID: rule.id, kind: .forbiddenImport, path: path,
                position: declaration.position,
                message: FenceMessages.forbiddenImport(declaration.module, rule: rule, site: site),
                subject: declaration.module))
          }
          for needle in rule.api {
            for offset in source.codeOccurrences(of: needle) {
              found.append(
                Violation(
                  ruleID: rule.id, kind: .forbiddenAPI, path: path,
                  position: source.position(of: offset),
                  message: FenceMessages.forbiddenAPI(needle, rule: rule, site: site),
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
          } else if let source = files.sources[entry], !uses(rule, source) {
            reason = "the file no longer uses \(FenceMessages.subjects(rule))"
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
      static func uses(_ rule: FenceRule, _ source: ScannedSource) -> Bool {
        source.imports.contains { rule.modules.contains($0.module) }
          || rule.api.contains { !source.codeOccurrences(of: $0).isEmpty }
      }
    }

    """#
}
