import RuleEngine

/// What graduate writes back into the finding: `status`, `suite` and `graduated` in the
/// front matter, and a short record at the end of the body. Every other line stays as the
/// reviewer wrote it.
enum FindingRecord {
  struct Drill {
    var action: String
    var message: String
  }

  /// `text` with the front-matter keys set and `record` appended to the body.
  static func updated(_ text: String, keys: [(key: String, value: String)], record: String) -> String {
    let newline = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = text.components(separatedBy: newline)
    let start = lines.first?.hasPrefix("\u{FEFF}") == true ? 0 : 0
    guard let close = lines.indices.dropFirst(start + 1).first(where: { isFence(lines[$0]) }) else { return text }
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
    while let last = lines.last, last.trimmingCharacters(in: " \t").isEmpty, lines.count > end + 1 {
      lines.removeLast()
    }
    var result = lines.joined(separator: newline)
    result +=
      newline + newline
      + record.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: newline)
    return result
  }

  /// The record section for the body.
  static func record(
    title: String, ruleID: String, pattern: String, suite: String, source: String?, date: String,
    drill: [Drill], widened: Bool
  ) -> String {
    var text = """
      ## Graduated \(date)

      - Invariant: \(title)
      - Rule: `\(ruleID)` (\(pattern)), \(widened ? "widened in" : "enforced by") `\(suite)`
      - Source: \(source ?? "this finding")
      - Drill (in memory, before writing):

      """
    for step in drill {
      text += "  - broke it: \(step.action)\n    → `\(step.message)`\n"
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

extension String {
  fileprivate func trimmingCharacters(in set: String) -> Substring {
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return text
  }
}
