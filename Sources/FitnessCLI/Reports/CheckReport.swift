import CheckCore
import Foundation
import RuleEngine
import SwiftScanner

/// Everything a check found, in the shape every output format reads.
struct CheckReport {
  /// A file allowed across a fence, with the reason the suite gives.
  struct FenceEntry {
    var ruleID: String
    var path: String
    var reason: String
    /// Where the entry is written in the suite.
    var suitePath: String
    var suitePosition: SourcePosition?
  }

  var rules: [SuiteRule]
  var violations: [Violation]
  /// The finding each rule came from, by rule id.
  var findings: [String: String]
  /// What was checked, in words: `staged`, `revision HEAD`.
  var scope: String
  var judgedFiles: Int
  /// An absolute URI that repository paths are appended to: the commit on GitHub when the
  /// report is made in GitHub Actions, else the work tree as a `file:` URI.
  var documentBase: String? = nil
  /// When the check ran, `YYYY-MM-DDTHH:MM:SS` in UTC (`SOURCE_DATE_EPOCH` when set).
  var timestamp = "1970-01-01T00:00:00"
  /// The rules `--rule` asked for; empty for all.
  var selectedRules: [String] = []

  /// The URI of a repository path, when a base is known.
  func documentURI(_ path: String) -> String? {
    documentBase.map { $0 + ReportPath(path).uri }
  }

  static func documentBase(environment: [String: String], root: String?) -> String? {
    if let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
      let commit = environment["GITHUB_SHA"], !server.isEmpty, !repository.isEmpty, !commit.isEmpty
    {
      return "\(server)/\(repository)/blob/\(commit)/"
    }
    return root.map { "file://" + ReportPath(bytes: Array($0.utf8)).uri + "/" }
  }

  static func timestamp(environment: [String: String]) -> String {
    let seconds = environment["SOURCE_DATE_EPOCH"].flatMap(Int.init) ?? Int(time(nil))
    var moment = time_t(seconds)
    var parts = tm()
    gmtime_r(&moment, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }

  var fenceEntries: [FenceEntry] {
    rules.flatMap { rule -> [FenceEntry] in
      let entries = rule.body.exceptions?.paths ?? []
      return entries.sorted().map { path in
        FenceEntry(
          ruleID: rule.id, path: path, reason: rule.reasons[path] ?? "", suitePath: rule.site.suitePath,
          suitePosition: rule.site.entryPositions[path])
      }
    }
  }

  /// A stable identity for a violation across runs: rule, file and subject, never the line.
  static func fingerprint(ruleID: String, path: String, subject: String) -> String {
    let hash = FNV1a.value("\(ruleID)\u{0}\(path)\u{0}\(subject)".utf8)
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
