import Findings
import GitSnapshot
import Inspection
import RuleEngine

/// The promise a graduated finding records: its suite exists and still holds its rule.
///
/// A rule deleted with its suite would otherwise vanish without a word, and runtime rules
/// (pins, sentinels) have nothing else the hook can see. Findings live in `findings/*.md`.
enum GraduatedFindings {
  /// Whether the staged commit touches findings or removes files: only then can the promise
  /// change, so the hook reads no finding otherwise.
  static func mayChange(_ snapshot: any CheckSource) -> Bool {
    guard let changed = snapshot.changedPaths else { return true }
    return !snapshot.removedPaths.isEmpty || changed.contains { $0.hasPrefix(GraduatedCheck.folder) }
  }

  /// The finding each rule was graduated from, by rule id.
  static func index(_ snapshot: any CheckSource) throws -> [String: String] {
    var found: [String: String] = [:]
    for path in try GraduatedCheck.findingPaths(snapshot) {
      guard case .text(let bytes)? = try snapshot.contents(of: path),
        let finding = try? FindingReader.read(bytes: bytes, path: path),
        let rule = finding.rule, finding.status == "graduated"
      else { continue }
      found[rule] = found[rule] ?? path
    }
    return found
  }

  /// A violation for every graduated finding whose suite or rule is gone, and the findings
  /// that cannot be read (reported as warnings, not violations). With `commonDirectory`,
  /// each finding's summary is recorded there for the front (`FindingSummaries`).
  static func check(_ snapshot: any CheckSource, rules: RuleSet, recordingUnder commonDirectory: String? = nil)
    throws -> (violations: [Violation], unreadable: [String])
  {
    var summaries: [(path: String, summary: FindingSummary)] = []
    var record = FindingSummaries()
    let paths = try GraduatedCheck.findingPaths(snapshot)
    for (path, name) in zip(paths, snapshot.objectNames(of: paths)) {
      guard case .text(let bytes)? = try snapshot.contents(of: path) else { continue }
      let summary: FindingSummary
      do {
        let finding = try FindingReader.read(bytes: bytes, path: path)
        summary = .read(status: finding.status, suite: finding.suite, rule: finding.rule)
      } catch {
        summary = .unreadable(error.description.split(separator: "\n").first.map(String.init) ?? path)
      }
      summaries.append((path, summary))
      if let name { record.record(summary, path: path, name: name) }
    }
    if let commonDirectory { FindingSummaryStore.write(record, under: commonDirectory) }
    return GraduatedCheck.check(summaries, in: snapshot, rules: rules)
  }
}
