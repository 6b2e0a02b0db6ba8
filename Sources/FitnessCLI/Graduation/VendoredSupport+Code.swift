/// What a copy keeps of each engine source: the code the compiler reads, and nothing only a
/// reader of fitness's own sources needs. Every test target keeps the copy in its tree, so
/// what it does not run is left out, the way the patterns it does not declare are.
extension VendoredSupport {
  /// `source` less its comment lines, its blank lines, and the guarded imports of the
  /// engine's sibling modules (`#if canImport(SwiftScanner)` / `import SwiftScanner` /
  /// `#endif`), which in a one-file copy import nothing. Every other line is kept byte for
  /// byte, in order, so a part still reads as the file it came from (`git diff --no-index`
  /// against the source, comments aside). A source with a multi-line string literal is kept
  /// whole: a line of one that looks like a comment is text.
  static func code(of source: String) -> String {
    guard !source.contains("\"\"\"") else { return source }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var kept: [Substring] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.drop { $0 == " " }
      if siblings.contains(String(trimmed)), index + 2 < lines.count,
        lines[index + 1].drop(while: { $0 == " " }).hasPrefix("import "),
        lines[index + 2].drop(while: { $0 == " " }) == "#endif"
      {
        index += 3
        continue
      }
      if !trimmed.isEmpty, !trimmed.hasPrefix("//") { kept.append(line) }
      index += 1
    }
    return kept.joined(separator: "\n") + "\n"
  }

  /// The guards of the engine's modules' imports of each other: in a one-file copy, and in
  /// a test target, no such module exists. A system module's guard (`Glibc`) is code.
  static let siblings: Set<String> = Set(
    ["SwiftScanner", "RuleEngine", "SuiteRuntime"].map { "#if canImport(\($0))" })
}
