import Findings
import RuleEngine

/// The fence block graduate prints when a finding has none but files break the rule today:
/// printed to be pasted into the finding's front matter, so it must parse as printed, with
/// what each entry lets past under the key its pattern reads (`PatternRule.entryGrants`).
extension Graduation {
  static func pasteBlock(_ label: String, offenders: [Violation], rule: any PatternRule) -> String {
    // A file the scan could not read names nothing to let past: it goes to 'exclude'.
    let unread = Set(offenders.filter { $0.kind == .unreadDeclarations }.map(\.path)).sorted()
    let offenders = offenders.filter { $0.kind != .unreadDeclarations }
    var block = offenders.isEmpty ? "" : "\(label):\n"
    for path in Array(Set(offenders.map(\.path))).sorted() {
      block += "  - \(rule.entryNoun): \(yamlScalar(path))\n"
      var used: [String] = []
      for offender in offenders where offender.path == path && !used.contains(offender.subject) {
        used.append(offender.subject)
      }
      for grant in rule.entryGrants(used) {
        block += "    \(grant.key): [\(grant.names.map(yamlScalar).joined(separator: ", "))]\n"
      }
      block += "    why: \"\"\n"
    }
    if !unread.isEmpty { block += "exclude:\n" }
    for path in unread { block += "  - path: \(yamlScalar(path))\n    why: \"\"\n" }
    return block
  }

  /// What the offenders use, in the order first seen: modules bare, needles quoted.
  static func subjects(of offenders: [Violation]) -> [String] {
    var seen: [String] = []
    for offender in offenders {
      let word = offender.kind == .forbiddenAPI ? "'\(offender.subject)'" : offender.subject
      if !seen.contains(word) { seen.append(word) }
    }
    return seen
  }

  /// `1 file`, `12 files`.
  static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  /// `text` as YAML reads it back: bare when plain, else double-quoted.
  static func yamlScalar(_ text: String) -> String {
    let plain =
      text.allSatisfy { $0.isLetter || $0.isNumber || "._/-".contains($0) } && !text.isEmpty
      && !text.hasPrefix("-")
    if plain { return text }
    return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
