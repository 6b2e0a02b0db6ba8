import RuleEngine

/// A rule drawn from a finding, before it is written: its body and what only the suite's
/// text holds (reasons, the trail, the drive code).
struct RuleDraft {
  var id: String
  var title: String
  var body: RuleBody
  /// The reason comment of each fence, exclude and sessions entry.
  var reasons: [String: String]
  var trail: [String] = []
  var drive: String?
  /// The entries `graduate --baseline` fenced, written as a group after the others, under
  /// `baselineNote`.
  var baseline: Set<String> = []
  var baselineNote: String?
}
