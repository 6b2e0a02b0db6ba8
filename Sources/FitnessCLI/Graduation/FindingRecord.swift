import RuleEngine

/// What graduate writes back into the finding: `status`, `suite` and `graduated` in the
/// front matter, and a short record at the end of the body. Every other line stays as the
/// reviewer wrote it.
enum FindingRecord {
  struct Drill {
    var action: String
    /// Where the rule named the offender, `path:line:col`.
    var place: String
    /// The full message, kept for the first break only.
    var message: String
  }

  /// `text` with the front-matter keys set and `record` appended to the body.
  static func updated(_ text: String, keys: [(key: String, value: String)], record: String) -> String {
    let newline = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = text.components(separatedBy: newline)
    guard let close = lines.indices.dropFirst().first(where: { isFence(lines[$0]) }) else { return text }
    var end = close
    for (key, value) in keys {
      let line = "\(key): \(value)"
      if let index = (1..<end).first(where: { lines[$0].hasPrefix(key + ":") }) {
        // A value continued on indented lines (a list, a folded string) goes with its key.
        var last = index
        while last + 1 < end, lines[last + 1].first.map({ $0 == " " || $0 == "\t" || $0 == "-" }) == true {
          last += 1
        }
        lines.replaceSubrange(index...last, with: [line])
        end -= last - index
      } else {
        lines.insert(line, at: end)
        end += 1
      }
    }
    // What suggest wrote for a person to do before graduating is done now.
    lines.replaceSubrange((end + 1)..., with: Self.withoutDraftLines(Array(lines[(end + 1)...])))
    while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }), lines.count > end + 1 {
      lines.removeLast()
    }
    // A record from an earlier graduation is replaced, when nothing was written after it.
    let records = lines.indices.dropFirst(end + 1).filter { lines[$0].hasPrefix("## Graduated ") }
    if let previous = records.first(where: { start in
      !lines[start...].contains { $0.hasPrefix("#") && !$0.hasPrefix("## Graduated ") }
    }) {
      lines.removeSubrange(previous...)
      while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }), lines.count > end + 1 {
        lines.removeLast()
      }
    }
    var result = lines.joined(separator: newline)
    result +=
      newline + newline
      + record.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: newline)
    return result
  }

  /// `lines` without the lines suggest wrote for a person (`DraftFinding.boilerplate`),
  /// each with the blank line after it; every other line as the reviewer wrote it.
  static func withoutDraftLines(_ lines: [String]) -> [String] {
    var kept: [String] = []
    var dropBlank = false
    for line in lines {
      if DraftFinding.isBoilerplate(line) {
        dropBlank = true
        continue
      }
      if dropBlank, line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
        dropBlank = false
        continue
      }
      dropBlank = false
      kept.append(line)
    }
    return kept
  }

  /// The record section for the body.
  static func record(
    title: String, ruleID: String, pattern: String, suite: String, source: String?, date: String,
    drill: [Drill], widened: Bool
  ) -> String {
    var text = """
      ## Graduated \(date)

      - Invariant: \(title)
      - Rule: `\(ruleID)` (\(pattern)), \(widened ? "widened in" : "enforced by") `\(suite)`; from here on the suite is \
      the rule (change it there), and the keys above stay the draft that graduated
      - Source: \(source ?? "this finding")
      - Drill (in memory, before writing):

      """
    for step in drill {
      text += "  - broke it: \(step.action) → caught at `\(step.place)`\n"
    }
    if let first = drill.first {
      text += "  - the first message: `\(first.message)`\n"
    }
    text += "  - unbroken: the rule holds, green again\n"
    return text
  }

  private static func isFence(_ line: String) -> Bool {
    var text = Substring(line)
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text == "---"
  }
}
