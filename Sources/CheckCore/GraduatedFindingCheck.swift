import GitFileReader
import RuleEngine
import SwiftScanner

/// The promise a graduated finding records: its suite exists and still holds its rule.
///
/// A rule deleted with its suite would otherwise vanish without a word, and runtime rules
/// (pins, sentinels) have nothing else the hook can see.
package enum GraduatedFindingCheck {
  package static let folder = "findings/"

  /// The findings' paths in `snapshot`.
  package static func findingPaths(_ snapshot: any SnapshotReading) throws -> [String] {
    try snapshot.paths(under: folder).filter { $0.hasSuffix(".md") }
  }

  /// A violation for every graduated finding whose suite or rule is gone, and the findings
  /// that cannot be read (reported as warnings, not violations).
  package static func check(
    _ summaries: [(path: String, summary: FindingSummary)], in snapshot: any SnapshotReading, rules: RuleSet
  ) -> (violations: [Violation], unreadable: [String]) {
    var violations: [Violation] = []
    var unreadable: [String] = []
    for (path, summary) in summaries {
      guard case .read(let status, let named?, let ruleID?) = summary else {
        if case .unreadable(let problem) = summary { unreadable.append(problem) }
        continue
      }
      guard status == "graduated" else { continue }
      // The finding names its suite as text; the snapshot spells paths as git quotes them.
      let suite = QuotedPath.spelling(ofText: named)
      let problem: String
      if !snapshot.contains(suite) {
        problem = "its suite \(suite) is gone"
      } else if !rules.rules.contains(where: { $0.id == ruleID && $0.site.suitePath == suite }) {
        problem = "\(suite) no longer holds rule \(ruleID)"
      } else {
        continue
      }
      violations.append(
        Violation(
          ruleID: ruleID, kind: .suiteMissing, path: path, position: nil,
          message: "the finding is graduated but \(problem) [\(ruleID)]; restore the suite, or change the contract: "
            + "set 'status: retired' in \(path) and say why in its text",
          subject: suite))
    }
    return (violations, unreadable)
  }
}
