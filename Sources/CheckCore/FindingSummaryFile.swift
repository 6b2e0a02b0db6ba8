import GitFileReader
import RuleEngine
import SwiftScanner

/// The findings' summaries by path and blob, as the tool last recorded them:
/// `<common git dir>/fitness/findings/<key>`, one record a line, fields apart by U+001F,
/// each line ending in its CRC-32, and a last line with the CRC-32 of all before it. A file
/// whose checksum fails is not read, and a damaged record is a miss: the front then leaves
/// the check to the tool, which reads the findings again.
/// The key covers fitness's version, the engine's fingerprint and `formatVersion`, so
/// another release never reads them; bump `formatVersion` when the finding reader changes
/// what it accepts.
package struct FindingSummaryFile {
  package static let formatVersion = 2
  private static let separator = "\u{1F}"

  package private(set) var records: [String: FindingSummary] = [:]

  package init() {}

  /// The file that holds the summaries under `commonDirectory`.
  package static func file(commonDirectory: String) -> String {
    commonDirectory + "/fitness/findings/"
      + FNV1a.hex(["findings \(formatVersion)", "fitness \(FitnessBuild.version)", FitnessBuild.engineFingerprint])
  }

  /// The summaries recorded at `file`; none when it is missing or unreadable.
  package static func read(_ file: String) -> FindingSummaryFile {
    var summaries = FindingSummaryFile()
    guard let bytes = FileText.read(file) else { return summaries }
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard lines.last?.isEmpty == true else { return summaries }
    lines.removeLast()
    guard let trailer = lines.popLast(), trailer.starts(with: "#crc ".utf8),
      String(decoding: trailer.dropFirst(5), as: UTF8.self)
        == Self.hex(CRC32.of(Array(bytes.prefix(bytes.count - trailer.count - 1))))
    else { return summaries }
    for line in lines {
      guard line.count > 9, line[line.endIndex - 9] == 0x1F,
        String(decoding: line.suffix(8), as: UTF8.self) == Self.hex(CRC32.of(Array(line.dropLast(9))))
      else { continue }
      let fields = String(decoding: line.dropLast(9), as: UTF8.self).split(
        separator: "\u{1F}", omittingEmptySubsequences: false
      )
      .map(String.init)
      switch fields.count {
      case 4 where fields[2] == "u": summaries.records[fields[0] + separator + fields[1]] = .unreadable(fields[3])
      case 6 where fields[2] == "r":
        func optional(_ field: String) -> String? { field == "\u{0}" ? nil : field }
        summaries.records[fields[0] + separator + fields[1]] = .read(
          status: optional(fields[3]), suite: optional(fields[4]), rule: optional(fields[5]))
      default: continue
      }
    }
    return summaries
  }

  /// The summary of the finding at `path` whose blob is `name`.
  package func summary(path: String, name: ObjectHash) -> FindingSummary? {
    records["\(name)" + Self.separator + path]
  }

  /// Records one; a summary whose text holds a line break or the separator is left out
  /// (the front then leaves that finding to the tool).
  package mutating func record(_ summary: FindingSummary, path: String, name: ObjectHash) {
    let texts: [String]
    switch summary {
    case .unreadable(let problem): texts = [problem]
    case .read(let status, let suite, let rule): texts = [status, suite, rule].map { $0 ?? "\u{0}" }
    }
    guard !(texts + [path]).contains(where: { $0.contains("\n") || $0.contains(Self.separator) }) else { return }
    records["\(name)" + Self.separator + path] = summary
  }

  /// The records as the file holds them, in a stable order.
  package func encoded() -> String {
    let lines = records.keys.sorted().map { key in
      switch records[key]! {
      case .unreadable(let problem): return [key, "u", problem].joined(separator: Self.separator)
      case .read(let status, let suite, let rule):
        return ([key, "r"] + [status, suite, rule].map { $0 ?? "\u{0}" }).joined(separator: Self.separator)
      }
    }.map { line in line + Self.separator + Self.hex(CRC32.of(Array(line.utf8))) + "\n" }.joined()
    return lines + "#crc " + Self.hex(CRC32.of(Array(lines.utf8))) + "\n"
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
