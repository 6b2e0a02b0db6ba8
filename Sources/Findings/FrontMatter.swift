/// The YAML block at the top of a finding, split from its Markdown body in pure Swift.
struct FrontMatter {
  /// The YAML text between the `---` lines.
  var yaml: String
  /// The 1-based line in the Markdown file where the YAML text starts.
  var firstLine: Int
  /// The Markdown after the closing `---` line.
  var body: String

  /// Splits `text`; nil when it does not start with a `---` line closed by another.
  static func split(_ text: String) -> FrontMatter? {
    // Split on the newline byte: splitting Characters is slow, and "\r\n" is one Character.
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { slice in
      let line = text[slice.startIndex..<slice.endIndex]
      return line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
    if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = first.dropFirst() }
    guard lines.first.map({ $0.trimmingTrailingSpaces == "---" }) == true else { return nil }
    guard let close = lines.dropFirst().firstIndex(where: { $0.trimmingTrailingSpaces == "---" })
    else { return nil }
    return FrontMatter(
      yaml: lines[1..<close].joined(separator: "\n"),
      firstLine: 2,
      body: lines[(close + 1)...].joined(separator: "\n"))
  }
}

extension Substring {
  fileprivate var trimmingTrailingSpaces: Substring {
    var text = self
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}
