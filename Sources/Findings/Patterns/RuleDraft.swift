// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// A rule drawn from a finding, before it is written: its body and what only the suite's
/// text holds (reasons, the trail, the drive code).
package struct RuleDraft {
  package var id: String
  package var title: String
  package var body: any PatternRule
  /// The reason comment of each fence, exclude and sessions entry.
  package var reasons: [String: String] = [:]
  package var trail: [String] = []
  package var drive: String?
  /// The entries `graduate --baseline` fenced, written as a group after the others, under
  /// `baselineNote`.
  package var baseline: Set<String> = []
  package var baselineNote: String?
  /// A rule the team adopts as advice first (`severity: warning` in its finding).
  package var severity: Violation.Severity = .error

  package init(id: String, title: String, body: any PatternRule, trail: [String] = [], drive: String? = nil) {
    self.id = id
    self.title = title
    self.body = body
    self.trail = trail
    self.drive = drive
  }
}
