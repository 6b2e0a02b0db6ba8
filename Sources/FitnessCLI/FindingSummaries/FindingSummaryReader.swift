import CheckCore
import Findings
import LibGit2Reader
import RuleEngine

/// The promise a graduated finding records: its suite exists and still holds its rule.
///
/// A rule deleted with its suite would otherwise vanish without a word, and runtime rules
/// (pins, sentinels) have nothing else the hook can see. Findings live in `findings/*.md`.
enum FindingSummaryReader {
  /// The finding each rule was graduated from, by rule id.
  static func index(_ snapshot: any SnapshotReading) throws -> [String: String] {
    var found: [String: String] = [:]
    for path in try GraduatedFindingCheck.findingPaths(snapshot) {
      guard let bytes = try snapshot.textBytes(of: path),
        let finding = try? FindingReader.read(bytes: bytes, path: path),
        let rule = finding.rule, finding.status == "graduated"
      else { continue }
      found[rule] = found[rule] ?? path
    }
    return found
  }

  /// Every finding's summary, in path order, read with libyaml. With `commonDirectory`,
  /// each is recorded there for the front (`FindingSummaryFile`).
  static func summaries(_ snapshot: any SnapshotReading, recordingUnder commonDirectory: String? = nil)
    throws -> [(path: String, summary: FindingSummary)]
  {
    var summaries: [(path: String, summary: FindingSummary)] = []
    var record = FindingSummaryFile()
    let paths = try GraduatedFindingCheck.findingPaths(snapshot)
    for (path, name) in zip(paths, snapshot.objectNames(of: paths)) {
      let contents = try snapshot.contents(of: path)
      let summary: FindingSummary
      if let problem = GraduatedFindingCheck.notText(contents, path: path) {
        summary = .unreadable(problem)
      } else if case .text(let bytes)? = contents {
        do {
          let finding = try FindingReader.read(bytes: bytes, path: path)
          summary = .read(status: finding.status, suite: finding.suite, rule: finding.rule)
        } catch  where GraduatedFindingCheck.isUnreadDraft(bytes) {
          // `fitness suggest` wrote it, or the team dismissed it: no rule, so nothing to check.
          summary = .read(status: GraduatedFindingCheck.writtenStatus(bytes), suite: nil, rule: nil)
        } catch {
          summary = .unreadable(error.description.split(separator: "\n").first.map(String.init) ?? path)
        }
      } else {
        continue
      }
      summaries.append((path, summary))
      if let name { record.record(summary, path: path, name: name) }
    }
    if let commonDirectory { FindingSummaryWriter.write(record, under: commonDirectory) }
    return summaries
  }
}
