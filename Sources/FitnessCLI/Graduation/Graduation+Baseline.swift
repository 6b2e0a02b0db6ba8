import Findings
import Foundation
import RuleEngine

/// `graduate --baseline "REASON"`: a fence adopted on a codebase that breaks it today. Every
/// current offender is fenced under the one stated, dated reason, grouped apart in the
/// suite. The stale-entry rule then lets the baseline only shrink, and the drill still
/// proves the rule red on a file outside it.
extension Graduation {
  /// The draft with today's offenders fenced as the baseline (a layer's entries granted
  /// what each uses); the draft as it was when nothing offends.
  func withBaseline(_ draft: RuleDraft, reason: String) throws -> RuleDraft {
    guard var fence = draft.body as? FenceRule else {
      throw Refusal(description: "\(findingPath): --baseline is for fences (import-boundary and layer findings)")
    }
    guard !reason.trimmingCharacters(in: .whitespaces).isEmpty, !ReasonRules.isBoilerplate(reason) else {
      throw Refusal(
        description: "\(findingPath): --baseline needs a reason a reviewer can read, such as "
          + "\"legacy feature screens, burning down in Q1\"")
    }
    let offenders = fence.violations(site: .init(suitePath: ""), in: files, catalogValues: nil)
      .filter { $0.kind == .forbiddenImport || $0.kind == .forbiddenAPI }
    guard !offenders.isEmpty else { return draft }
    var result = draft
    let label = "baseline \(options.date): \(reason)"
    for offender in offenders {
      if !fence.fence.contains(offender.path) { fence.fence.append(offender.path) }
      if fence.entriesGrant {
        var grants = fence.grants[offender.path] ?? []
        if !grants.contains(offender.subject) { grants.append(offender.subject) }
        fence.grants[offender.path] = grants.sorted()
      }
      result.reasons[offender.path] = result.reasons[offender.path] ?? label
      result.baseline.insert(offender.path)
    }
    fence.fence.sort()
    result.body = fence
    result.baselineNote =
      "Baseline (\(options.date)): \(reason). It only shrinks: when a file below is "
      + "fixed, its entry turns stale; delete it."
    return result
  }
}
