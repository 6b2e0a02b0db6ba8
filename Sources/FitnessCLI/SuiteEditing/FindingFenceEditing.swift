/// Keeps a graduated finding's fence (or a sentinel's `sessions:`) in step with its suite
/// when `fitness allow` edits the suite: the finding and the suite tell one story, so a
/// later `graduate --force` (which redraws the suite from the finding) keeps the entry.
///
/// Edits only the list's own lines in the front matter, in the list's own indentation;
/// every other line stays as written. A list written inline (`fence: [a, b]`) is left to
/// the person (nil).
enum FindingFenceEditing {
  /// `text` with `path` added to the `key:` list with `why`; nil when the list cannot be
  /// edited line by line. Unchanged when the list holds the path already.
  static func adding(
    _ path: String, why: String, key: String, grants: (key: String, names: [String])? = nil, to text: String
  ) -> String? {
    let newline = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = text.components(separatedBy: newline)
    guard let list = locate(key, in: lines) else { return nil }
    if list.items.contains(where: { item(lines[$0]) == path }) { return text }
    let indent = list.items.first.map { String(lines[$0].prefix { $0 == " " }) } ?? "  "
    var added = ["\(indent)- path: \(scalar(path))"]
    if let grants { added.append("\(indent)  \(grants.key): [\(grants.names.map(scalar).joined(separator: ", "))]") }
    added.append("\(indent)  why: \(scalar(why))")
    if list.keyLine == nil {
      lines.insert(contentsOf: ["\(key):"] + added, at: list.end)
    } else {
      lines.insert(contentsOf: added, at: list.end)
    }
    return lines.joined(separator: newline)
  }

  /// `text` without `path`'s item in the `key:` list; nil when the list cannot be edited or
  /// does not hold it.
  static func removing(_ path: String, key: String, from text: String) -> String? {
    let newline = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = text.components(separatedBy: newline)
    guard let list = locate(key, in: lines), let start = list.items.first(where: { item(lines[$0]) == path })
    else { return nil }
    let next = list.items.first { $0 > start } ?? list.end
    lines.removeSubrange(start..<next)
    if list.items.count == 1, let keyLine = list.keyLine { lines.remove(at: keyLine) }
    return lines.joined(separator: newline)
  }

  /// The list under `key`: its key line (nil when absent), the first line of each item,
  /// and the line after it (where an item or the key goes).
  private static func locate(_ key: String, in lines: [String]) -> (keyLine: Int?, items: [Int], end: Int)? {
    guard lines.first.map(isFence) == true,
      let close = lines.indices.dropFirst().first(where: { isFence(lines[$0]) })
    else { return nil }
    guard let keyLine = (1..<close).first(where: { lines[$0].hasPrefix(key + ":") }) else {
      return (nil, [], close)
    }
    // `fence:` with its items below; anything after the colon is an inline value.
    guard lines[keyLine].dropFirst(key.count + 1).allSatisfy({ $0 == " " }) else { return nil }
    var end = keyLine + 1
    var items: [Int] = []
    while end < close, let first = lines[end].first, first == " " || first == "-" || lines[end].isEmpty {
      if lines[end].drop(while: { $0 == " " }).hasPrefix("- ") { items.append(end) }
      end += 1
    }
    return (keyLine, items, end)
  }

  /// The path an item line names (`- path: X`), unquoted.
  private static func item(_ line: String) -> String? {
    let body = line.drop { $0 == " " }
    guard body.hasPrefix("- path:") else { return nil }
    var value = body.dropFirst("- path:".count).drop { $0 == " " }
    while value.last == " " { value = value.dropLast() }
    if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
      value = value.dropFirst().dropLast()
    }
    return String(value)
  }

  /// A YAML scalar: plain when that reads back as the same text, else double-quoted.
  private static func scalar(_ value: String) -> String {
    let special: Set<Character> = [
      "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`",
    ]
    let plain =
      !value.isEmpty && !special.contains(value.first!) && !value.contains(": ") && !value.contains(" #")
      && value.first != " " && value.last != " " && !value.hasSuffix(":")
    guard !plain else { return value }
    let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return "\"" + escaped + "\""
  }

  private static func isFence(_ line: String) -> Bool {
    line.hasPrefix("---") && line.dropFirst(3).allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
  }
}
