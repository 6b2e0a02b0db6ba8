import GitFileReader
import RuleEngine
import SwiftScanner

/// The promise a graduated finding records: its suite exists and still holds its rule.
///
/// A rule deleted with its suite would otherwise vanish without a word, and runtime rules
/// (pins, sentinels) have nothing else the hook can see.
package enum GraduatedFindingCheck {
  package static let folder = "findings/"

  /// Why the finding at `path` cannot be read as text, in the words the check and graduate
  /// both say; nil when it can (or is not there).
  package static func notText(_ contents: FileBytes?, path: String) -> String? {
    switch contents {
    case .binary?:
      return "\(path):1:1: error: the finding holds a NUL byte in its first 8000 bytes, so git reads it as binary; "
        + "a finding is UTF-8 text: remove the byte (tr -d '\\000'), then run again"
    case .tooLarge(let size)?:
      return "\(path):1:1: error: the finding is \(size) bytes, over the \(FileBytes.limit >> 20) MiB limit; a finding "
        + "is a page of text: shorten it, then run again"
    case .text?, nil:
      return nil
    }
  }

  /// The status a finding's front matter writes on a line of its own (`status: dismissed`),
  /// read as text: a finding whose YAML does not parse may still say it is no rule.
  /// A draft or a dismissed finding promises nothing, so its broken YAML is graduate's to
  /// refuse, not the check's; any other status, or none, leaves it unreadable.
  package static func writtenStatus(_ bytes: [UInt8]) -> String? {
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0.last == 0x0D ? $0.dropLast() : $0[...], as: UTF8.self)
    }
    guard lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") else { return nil }
    let statuses = lines[1..<end].compactMap { line -> String? in
      guard line.hasPrefix("status:") else { return nil }
      let value = line.dropFirst("status:".count).split(separator: "#").first ?? ""
      return String(value.filter { $0 != " " && $0 != "\t" && $0 != "\"" && $0 != "'" })
    }
    return statuses.count == 1 ? statuses[0] : nil
  }

  /// Whether a finding that cannot be read says, on a line of its own, that it is no rule.
  package static func isUnreadDraft(_ bytes: [UInt8]) -> Bool {
    ["draft", "dismissed"].contains(writtenStatus(bytes) ?? "")
  }

  /// The findings' paths in `snapshot`.
  package static func findingPaths(_ snapshot: any SnapshotReading) throws -> [String] {
    try snapshot.paths(under: folder).filter { $0.hasSuffix(".md") }
  }

  /// A violation for every graduated finding whose suite or rule is gone, and the findings
  /// that cannot be read (the check cannot know their promise: it stops, exit 2).
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

/// Findings that cannot be read, each `path:line:col: error: …`: whether one of them is
/// graduated, and what its suite must hold, is unknown, so the check stops (exit 2) rather
/// than pass what it could not judge.
package struct UnreadableFindings: Error, CustomStringConvertible {
  package var problems: [String]
  package var description: String {
    (problems + ["fitness: the findings above cannot be read, so their promises were not checked; nothing was judged"])
      .joined(separator: "\n")
  }
}
