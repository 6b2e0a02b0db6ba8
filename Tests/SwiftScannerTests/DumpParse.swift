import FitnessTestSupport
import Foundation

/// The type declarations the Swift compiler's parser sees in a file, read off
/// `swiftc -dump-parse`: what the declaration scanner is held to.
///
/// The dump names each declaration's kind and name, and its attributes and modifiers as
/// nodes with the place each is written; the word written there is what a rule compares.
/// The dump leaves out every `#if` branch, so callers blank the directive lines first and
/// both sides read every branch.
struct DumpParse {
  struct Declaration: Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    var kind: String
    var name: String
    var modifiers: Set<String>
    var attributes: Set<String>
    /// How many entries its inheritance clause writes (`inherits="<null>, <null>"`: the
    /// parser prints no names); -1 where a side does not say.
    var inherits = 0

    var description: String {
      "\(line):\(column) \(kind) \(name) modifiers=\(modifiers.sorted()) attributes=\(attributes.sorted()) "
        + "inherits=\(inherits)"
    }
  }

  static let kinds = [
    "class_decl": "class", "struct_decl": "struct", "enum_decl": "enum", "protocol": "protocol",
    "extension_decl": "extension",
  ]

  static func parse(_ dump: String, source: [[UInt8]]) -> [Declaration] {
    var found: [Declaration] = []
    // The open declarations by indentation, with the index of each type in `found`.
    var stack: [(indent: Int, index: Int?)] = []
    for raw in dump.split(separator: "\n") {
      let line = Substring(raw)
      let indent = line.prefix { $0 == " " }.count
      let body = line.dropFirst(indent)
      guard body.hasPrefix("(") else { continue }
      let node = body.dropFirst().prefix { $0 != " " && $0 != ")" }
      while let last = stack.last, last.indent >= indent { stack.removeLast() }
      guard let start = rangeStart(body) else {
        stack.append((indent, nil))
        continue
      }
      if let kind = kinds[String(node)] {
        guard let name = quoted(body.split(separator: "]", maxSplits: 1).last ?? "") else { continue }
        // `"Store" actor`, `"MainActor" final actor`: the flags after the name say an actor.
        let flags = body.split(separator: "\"", maxSplits: 2).last?.split(separator: " ") ?? []
        let spelled = kind == "class" && flags.contains("actor") ? "actor" : kind
        let outer = stack.compactMap(\.index).last.map { found[$0].name }
        found.append(
          Declaration(
            line: start.line, column: start.column, kind: spelled, name: outer.map { "\($0).\(name)" } ?? name,
            modifiers: [], attributes: [], inherits: inheritedCount(body)))
        stack.append((indent, found.count - 1))
      } else if node.hasSuffix("_attr"), let owner = stack.last, owner.indent == indent - 2, let index = owner.index {
        guard let word = word(at: start, in: source) else { continue }
        if word.attribute {
          found[index].attributes.insert("@" + word.text)
        } else {
          found[index].modifiers.insert(word.text)
        }
        stack.append((indent, nil))
      } else {
        stack.append((indent, nil))
      }
    }
    return found
  }

  /// `range=[file:L:C - …`: the start's line and column.
  static func rangeStart(_ body: Substring) -> (line: Int, column: Int)? {
    guard let open = body.range(of: "range=[") else { return nil }
    let rest = body[open.upperBound...].prefix { $0 != " " }
    let parts = rest.split(separator: ":")
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
      return nil
    }
    return (line, column)
  }

  /// The number of entries in a declaration line's `inherits="…"`; 0 when it has none.
  static func inheritedCount(_ body: Substring) -> Int {
    guard let open = body.range(of: " inherits=\"") else { return 0 }
    let list = body[open.upperBound...].prefix { $0 != "\"" }
    return list.isEmpty ? 0 : list.components(separatedBy: ", ").count
  }

  static func quoted(_ text: Substring) -> String? {
    guard let open = text.firstIndex(of: "\"") else { return nil }
    let rest = text[text.index(after: open)...]
    guard let close = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<close])
  }

  /// The word written at a 1-based place (past an `@`), and whether an `@` leads it.
  static func word(at place: (line: Int, column: Int), in source: [[UInt8]]) -> (text: String, attribute: Bool)? {
    guard place.line - 1 < source.count else { return nil }
    let line = source[place.line - 1]
    var index = place.column - 1
    var attribute = false
    if index < line.count, line[index] == UInt8(ascii: "@") {
      attribute = true
      index += 1
    } else if index > 0, line[index - 1] == UInt8(ascii: "@") {
      attribute = true
    }
    var end = index
    while end < line.count,
      line[end] == UInt8(ascii: "_") || line[end] == UInt8(ascii: ".")
        || (line[end] >= 0x30 && line[end] <= 0x39) || (line[end] | 0x20 >= 0x61 && line[end] | 0x20 <= 0x7A)
    {
      end += 1
    }
    guard end > index else { return nil }
    return (String(decoding: line[index..<end], as: UTF8.self), attribute)
  }
}
