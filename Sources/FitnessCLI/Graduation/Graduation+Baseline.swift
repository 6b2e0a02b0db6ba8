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
    guard !reason.trimmingCharacters(in: .whitespaces).isEmpty, !ReasonRules.isBoilerplate(reason) else {
      throw Refusal(
        description: "\(findingPath): --baseline needs a reason a reviewer can read, such as "
          + "\"legacy feature screens, burning down in Q1\"")
    }
    if let pin = draft.body.pin { return try pinnedToday(draft, count: pin.count, reason: reason) }
    // A contract over a catalog judges the catalog's copy, read from the working tree.
    var catalogValues: [CopyValue]? = nil
    if let (catalog, _) = draft.body.catalogRead, let bytes = try snapshot.textBytes(of: catalog) {
      catalogValues = try? draft.body.catalogCopy(bytes, path: catalog)
    }
    guard let baselined = draft.body.baselined(over: files, catalogValues: catalogValues) else {
      throw Refusal(
        description: "\(findingPath): --baseline is for rules with a fence (import-boundary, layer, declarations, "
          + "members, calls, files, target-dependencies and copy-contract findings) and for count pins; this "
          + "pattern has neither")
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
      "Baseline (\(options.date)): \(reason). It only shrinks: when a "
      + "\(draft.body.entryNoun == "path" ? "file" : draft.body.entryNoun) below is fixed, its entry turns stale; "
      + "delete it."
    return result
  }

  /// A count pin's baseline is its number: today's count, pinned with one trail line that
  /// gives the reason. From then on the pin moves only with a trail line, so a burn-down is
  /// written down step by step, as a fence's baseline entries are deleted one by one.
  private func pinnedToday(_ draft: RuleDraft, count: Int, reason: String) throws -> RuleDraft {
    guard draft.trail.isEmpty else {
      throw Refusal(
        description: "\(findingPath): --baseline pins today's count; leave 'count' and 'trail' out of the finding, "
          + "or graduate without --baseline to pin the count it states")
    }
    var result = draft
    result.trail = ["\(options.date): \(count), the baseline: \(reason) [\(draft.id)]"]
    return result
  }

  /// A pin drawn without its number refuses unless `--baseline` gave it one.
  func refuseUncountedPin(_ draft: RuleDraft) throws {
    guard let pin = draft.body.pin, draft.trail.isEmpty, options.baseline == nil else { return }
    throw Refusal(
      description: "\(findingPath): the pin states no count; today's is \(pin.count). Write 'count: \(pin.count)' "
        + "and a 'trail' line that states it, or graduate with --baseline REASON to pin today's count")
  }
}
