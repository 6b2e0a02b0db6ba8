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

  var fenceEntries: [FenceEntry] {
    rules.flatMap { rule -> [FenceEntry] in
      let entries = FenceWidening.fenceEntries(of: rule)?.paths ?? []
      return entries.sorted().map { path in
        FenceEntry(
          ruleID: rule.id, path: path, reason: rule.reasons[path] ?? "", suitePath: rule.site.suitePath,
          suitePosition: rule.site.entryPositions[path])
      }
    }
  }

  /// A stable identity for a violation across runs: rule, file and subject, never the line.
  static func fingerprint(ruleID: String, path: String, subject: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in Array("\(ruleID)\u{0}\(path)\u{0}\(subject)".utf8) {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
