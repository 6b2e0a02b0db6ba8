/// A Swift file's leading comment block: the license or copyright lines a project keeps at
/// the top of every file, which its CI often checks. fitness keeps it on every file it
/// rewrites and gives a new file the one the target's files share.
package enum FileHeader {
  /// The leading comment lines of `text`, each with its newline, up to the first blank line
  /// or code; empty when the file starts with neither `//` nor `/*`. A doc comment (`///`,
  /// `/**`) belongs to the declaration below it and a `// swift-tools-version` line to the
  /// manifest, so neither is a header.
  package static func of(_ text: some StringProtocol) -> String {
    var header = ""
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if inBlock {
        header += line + "\n"
        if trimmed.contains("*/") { inBlock = false }
        continue
      }
      if trimmed.hasPrefix("///") || trimmed.hasPrefix("/**") || trimmed.hasPrefix("// swift-tools-version") {
        return header
      }
      if trimmed.hasPrefix("//") {
        header += line + "\n"
      } else if trimmed.hasPrefix("/*") {
        header += line + "\n"
        inBlock = !trimmed.dropFirst(2).contains("*/")
      } else {
        return header
      }
    }
    return inBlock ? "" : header
  }

  /// The header most of `texts` share (ties go to the first seen), when at least two
  /// share it, or the only file has one: copyright years may differ between files, and
  /// a header check accepts each. Empty when they share none.
  package static func shared(by texts: [String]) -> String {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for text in texts {
      let header = of(text)
      guard !header.isEmpty else { continue }
      if counts[header] == nil { order.append(header) }
      counts[header, default: 0] += 1
    }
    guard let best = order.max(by: { counts[$0]! < counts[$1]! }) else { return "" }
    return counts[best]! >= 2 || texts.count == 1 ? best : ""
  }
}
