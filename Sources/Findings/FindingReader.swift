// Guarded like the engine's own imports, so the fuzz harness can build the reader and the
// engine as one module (scripts/fuzz).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// Reads a finding from its Markdown text: the front matter through libyaml, then typed
/// decoding with explicit validation. Every error points into the Markdown file.
package enum FindingReader {
  /// Reads the finding at `path` from its bytes, which must be UTF-8.
  package static func read(bytes: [UInt8], path: String) throws(FindingsError) -> Finding {
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count {
      let length = utf8Length(bytes, at: index)
      guard length > 0 else {
        throw FindingsError(
          path: path, line: line, column: column,
          message: "the finding is not UTF-8 text (byte 0x\(String(bytes[index], radix: 16)) here); save it as UTF-8")
      }
      if bytes[index] == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += length
    }
    return try read(String(decoding: bytes, as: UTF8.self), path: path)
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0.
  private static func utf8Length(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
    return String(validating: bytes[index..<index + length], as: UTF8.self) == nil ? 0 : length
  }

  /// Reads the finding at `path` (used for messages and for the id) from `text`.
  package static func read(_ text: String, path: String) throws(FindingsError) -> Finding {
    func fail(_ line: Int, _ column: Int, _ keyPath: String, _ message: String) -> FindingsError {
      // Split only when there is an error to show: splitting Characters is slow.
      let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      let source = line >= 1 && line <= lines.count ? lines[line - 1] : nil
      return FindingsError(
        path: path, line: line, column: column, keyPath: keyPath, message: message,
        sourceLine: source.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 })
    }
    guard let matter = FrontMatter.split(text) else {
      throw fail(1, 1, "", "a finding starts with a '---' line, its YAML front matter, and a closing '---' line")
    }
    let root: YAMLNode?
    do {
      try YAMLBounds.check(matter.yaml)
      root = try YAMLReader.parse(matter.yaml)
    } catch {
      // libyaml's words for an unquoted ': ' inside a value (`source: review of PR 142: a
      // note`) do not say what to do.
      let hint =
        error.message.contains("mapping values are not allowed")
        ? "; a value that holds ': ' must be quoted: write it in double quotes" : ""
      throw fail(error.mark.line + matter.firstLine, error.mark.column + 1, "", error.message + hint)
    }
    var decoder = FindingDecoder(firstLine: matter.firstLine, fail: fail)
    return try decoder.finding(from: root, id: Self.id(of: path), body: matter.body)
  }

  /// `findings/0007-cloudkit.md` → `0007-cloudkit`.
  static func id(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
