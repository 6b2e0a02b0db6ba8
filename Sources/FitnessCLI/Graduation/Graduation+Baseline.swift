import Findings
import Foundation
import RuleEngine

/// `graduate --baseline "REASON"`: a fence adopted on a codebase that breaks it today (a
/// boundary, a layer, a declarations or members rule). Every
/// current offender is fenced under the one stated, dated reason, grouped apart in the
/// suite. The stale-entry rule then lets the baseline only shrink, and the drill still
/// proves the rule red on a file outside it.
extension Graduation {
  /// The draft with today's offenders fenced as the baseline (a layer's entries granted
  /// what each uses); the draft as it was when nothing offends.
  func withBaseline(_ draft: RuleDraft, reason: String) throws -> RuleDraft {
    guard let baselined = draft.body.baselined(over: files) else {
      throw Refusal(
        description: "\(findingPath): --baseline is for rules with a fence of files (import-boundary, layer, "
          + "declarations and members findings); pin today's count instead")
    }
    guard !reason.trimmingCharacters(in: .whitespaces).isEmpty, !ReasonRules.isBoilerplate(reason) else {
      throw Refusal(
        description: "\(findingPath): --baseline needs a reason a reviewer can read, such as "
          + "\"legacy feature screens, burning down in Q1\"")
    }
    guard !baselined.added.isEmpty else { return draft }
    var result = draft
    let label = "baseline \(options.date): \(reason)"
    for path in baselined.added {
      result.reasons[path] = result.reasons[path] ?? label
      result.baseline.insert(path)
    }
    result.body = baselined.rule
    result.baselineNote =
      "Baseline (\(options.date)): \(reason). It only shrinks: when a file below is "
      + "fixed, its entry turns stale; delete it."
    return result
  }
}
