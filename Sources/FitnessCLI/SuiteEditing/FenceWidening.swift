import RuleEngine
import SwiftScanner

/// Adds entries to a rule's fence inside an existing suite, touching nothing else.
///
/// Each new entry becomes one line, `"path",  // reason` (for a layer, `"path": ["Module"],
/// // reason`, naming what it grants), placed in sorted order among the
/// existing entries with their indentation; comments, formatting and every other line of
/// the file stay as they were. The result is read back before anyone writes it.
enum FenceWidening {
  struct Refusal: Error, CustomStringConvertible {
    var description: String
  }

  /// `text` (the suite at `suitePath`) with `entries` added to the fence of rule `ruleID`.
  /// Entries already in the fence are skipped; the second value lists the ones added.
  static func widen(
    _ text: String, suitePath: String, ruleID: String, entries: [FenceEntry]
  ) throws -> (text: String, added: [String]) {
    let rules = try RuleBlockReader.rules(in: Array(text.utf8), path: suitePath)
    guard let target = rules.first(where: { $0.id == ruleID }) else {
      throw Refusal(description: "\(suitePath) holds no rule with the id '\(ruleID)'")
    }
    guard let (label, current) = target.body.exceptions else {
      throw Refusal(description: "rule '\(ruleID)' is a \(target.pattern); it has no fence to widen")
    }
    let isLayer = target.body.exceptionsGrant && label == "fence"
    let fresh = entries.filter { !current.contains(QuotedPath.spelling(ofText: $0.path)) }
    guard !fresh.isEmpty else { return (text, []) }
    let newline = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = text.components(separatedBy: newline)
    let existing = current.compactMap { entry in
      target.site.entryPositions[entry].map { (path: entry, line: $0.line - 1) }
    }
    if Set(existing.map(\.line)).count != existing.count {
      throw Refusal(
        description: "\(suitePath): the fence of '\(ruleID)' has several entries on one line; "
          + "write one entry per line, then widen it again")
    }
    if existing.isEmpty {
      guard let position = target.argumentPositions[label] else {
        throw Refusal(
          description: "\(suitePath): rule '\(ruleID)' has no '\(label):' argument; add '\(label): [],' after "
            + "its module, then widen it again")
      }
      let index = position.line - 1
      let empty = isLayer ? "[:]" : "[]"
      guard let range = lines[index].range(of: empty) else {
        throw Refusal(
          description:
            "\(suitePath):\(position.line): write the empty list as '\(label): \(empty)', then widen it again")
      }
      let indent = String(lines[index].prefix { $0 == " " || $0 == "\t" })
      let body = fresh.sorted { $0.path < $1.path }.map { line(for: $0, isLayer: isLayer, indent: indent + "  ") }
      let before = String(lines[index][..<range.lowerBound])
      let after = String(lines[index][range.upperBound...])
      lines.replaceSubrange(index...index, with: [before + "["] + body + [indent + "]" + after])
    } else {
      let ordered = existing.sorted { $0.line < $1.line }
      var insertions: [(line: Int, text: String)] = []
      for entry in fresh.sorted(by: { $0.path < $1.path }) {
        let next = ordered.first { $0.path > entry.path }
        let neighbour = next ?? ordered[ordered.count - 1]
        let indent = String(lines[neighbour.line].prefix { $0 == " " || $0 == "\t" })
        insertions.append(
          (next?.line ?? ordered[ordered.count - 1].line + 1, line(for: entry, isLayer: isLayer, indent: indent)))
      }
      if insertions.contains(where: { $0.line > ordered[ordered.count - 1].line }) {
        try addTrailingComma(to: &lines, at: ordered[ordered.count - 1], isLayer: isLayer, suitePath: suitePath)
      }
      // Stable: entries for the same spot keep their sorted order.
      for insertion in insertions.enumerated().sorted(by: {
        ($0.element.line, $0.offset) > ($1.element.line, $1.offset)
      }) {
        lines.insert(insertion.element.text, at: insertion.element.line)
      }
    }
    let widened = lines.joined(separator: newline)
    let reread = try RuleBlockReader.rules(in: Array(widened.utf8), path: suitePath)
    guard let check = reread.first(where: { $0.id == ruleID }), let after = check.body.exceptions,
      Set(after.paths) == Set(current + fresh.map { QuotedPath.spelling(ofText: $0.path) })
    else {
      throw Refusal(description: "\(suitePath): widening the fence of '\(ruleID)' would not read back; edit it by hand")
    }
    return (widened, fresh.map(\.path))
  }

  /// One new exception: its path, its reason and, for a layer, what it grants.
  struct FenceEntry {
    var path: String
    var reason: String
    var grants: [String] = []
  }

  private static func line(for entry: FenceEntry, isLayer: Bool, indent: String) -> String {
    isLayer
      ? SuiteTemplate.grantLine(entry.path, grants: entry.grants, reason: entry.reason, indent: indent)
      : SuiteTemplate.entryLine(entry.path, reason: entry.reason, indent: indent)
  }

  /// The last entry needs a comma before a new line can follow it.
  private static func addTrailingComma(
    to lines: inout [String], at entry: (path: String, line: Int), isLayer: Bool, suitePath: String
  ) throws {
    let literal = SuiteTemplate.quoted(String(decoding: QuotedPath.bytes(entry.path), as: UTF8.self))
    guard var range = lines[entry.line].range(of: literal) else {
      throw Refusal(description: "\(suitePath):\(entry.line + 1): cannot find the entry '\(entry.path)' to extend")
    }
    // A layer's entry ends with its grants: `"path": ["Module"]`.
    if isLayer {
      guard let close = lines[entry.line][range.upperBound...].firstIndex(of: "]") else {
        throw Refusal(description: "\(suitePath):\(entry.line + 1): write the entry's grants on its own line")
      }
      range = close..<lines[entry.line].index(after: close)
    }
    let rest = lines[entry.line][range.upperBound...]
    if rest.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(",") { return }
    lines[entry.line].insert(",", at: range.upperBound)
  }
}
