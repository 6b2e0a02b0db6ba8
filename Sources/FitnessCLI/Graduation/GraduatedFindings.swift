import Findings
import LibGit2Reader
import Inspection
import RuleEngine

/// The promise a graduated finding records: its suite exists and still holds its rule.
///
/// A rule deleted with its suite would otherwise vanish without a word, and runtime rules
/// (pins, sentinels) have nothing else the hook can see. Findings live in `findings/*.md`.
enum GraduatedFindings {
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

  /// Every finding's summary, in path order, read with libyaml. With `commonDirectory`,
  /// each is recorded there for the front (`FindingSummaries`).
  static func summaries(_ snapshot: any CheckSource, recordingUnder commonDirectory: String? = nil)
    throws -> [(path: String, summary: FindingSummary)]
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
    return summaries
  }
}
