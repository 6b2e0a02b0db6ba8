#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension ManifestYAML {
  /// The value that starts at byte `start` of `line` (the cursor already past the line):
  /// a scalar, a block scalar, or a flow collection, which may run on below.
  mutating func value(_ line: Line, from start: Int, parent: Int) throws -> YAMLTree {
    let text = line.text
    let place = self.place(line.number, line.indent + start)
    switch text[start] {
    case YAMLByte.pipe, YAMLByte.greater:
      let header = text[start...]
      let body = blockScalar(parent: parent)
      // Folded (`>`): lines joined by a space, a blank line kept as a line break.
      var string = header.first == YAMLByte.pipe ? body : Self.folded(body)
      // Chomping: `-` strips the final line break, `+` keeps (here, one), none clips to one.
      if !string.isEmpty, !header.contains(YAMLByte.dash) { string += "\n" }
      return .scalar(string, place)
    case YAMLByte.openBracket, YAMLByte.openBrace:
      return try flow(line, from: start, parent: parent)
    case YAMLByte.ampersand:
      // An anchor names the node after it, here or on the lines below, for aliases later on.
      let (name, rest) = Self.word(text, from: start + 1)
      let node =
        rest < text.count
        ? try value(line, from: rest, parent: parent)
        : try self.node(deeperThan: parent, after: place.position)
      anchors[name] = node
      return node
    case YAMLByte.star:
      let (name, rest) = Self.word(text, from: start + 1)
      guard rest == text.count else {
        throw unreadable(line.number, line.indent + rest, "text follows an alias: end the line there")
      }
      guard let node = anchors[name] else {
        throw unreadable(line.number, line.indent + start, "the alias *\(name) names no anchor above it")
      }
      return node
    case YAMLByte.bang:
      throw unreadable(line.number, line.indent + start, "tags (`!`) are not read: write the value plain")
    case YAMLByte.doubleQuote, YAMLByte.singleQuote:
      guard let (string, close) = Self.quoted(text[...], from: start) else {
        throw unreadable(
          line.number, line.indent + start, "this quoted string does not close on its line: close it there")
      }
      guard close == text.count else {
        throw unreadable(line.number, line.indent + close, "text follows a quoted string: quote the value whole")
      }
      return .scalar(string, place)
    default:
      // A plain scalar goes on over the lines indented deeper than its parent, folded.
      var string = String(decoding: text[start...], as: UTF8.self)
      while let next = try nextLine(), next.indent > parent {
        string += " " + String(decoding: next.text, as: UTF8.self)
        cursor += 1
      }
      return .scalar(string, place)
    }
  }

  /// The name that starts at `from` (an anchor's, an alias's), and where the text after it
  /// and its blanks starts.
  static func word(_ text: [UInt8], from: Int) -> (String, Int) {
    var end = from
    while end < text.count, !YAMLByte.isBlank(text[end]), !YAMLByte.flowIndicators.contains(text[end]) { end += 1 }
    var rest = end
    while rest < text.count, text[rest] == YAMLByte.space { rest += 1 }
    return (String(decoding: text[from..<end], as: UTF8.self), rest)
  }

  /// A block scalar's text (`|`, `>`): the lines below indented deeper than `parent`, and
  /// the blank ones among them, kept as written. Specs keep scripts there, never targets.
  mutating func blockScalar(parent: Int) -> String {
    var kept: [ArraySlice<UInt8>] = []
    while cursor < lines.count {
      let line = lines[cursor]
      let blank = line.raw.allSatisfy { $0 == YAMLByte.space || $0 == YAMLByte.tab }
      guard blank || line.indent > parent else { break }
      kept.append(line.raw)
      cursor += 1
    }
    while let last = kept.last, last.allSatisfy({ $0 == YAMLByte.space }) { kept.removeLast() }
    let margin = kept.filter { !$0.isEmpty }.map { $0.prefix { $0 == YAMLByte.space }.count }.min() ?? 0
    return kept.map { String(decoding: $0.dropFirst(min(margin, $0.count)), as: UTF8.self) }.joined(separator: "\n")
  }

  /// A folded block scalar's text: each line break between two lines of text becomes a
  /// space, and a blank line a line break.
  static func folded(_ body: String) -> String {
    var out = ""
    var pendingBreak = false
    for (index, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.isEmpty {
        out += "\n"
        pendingBreak = false
        continue
      }
      if index > 0, pendingBreak { out += " " }
      out += line
      pendingBreak = true
    }
    return out
  }

  /// The flow collection that opens at byte `start` of `line`, read on over the lines below
  /// indented deeper than `parent` until its brackets close.
  mutating func flow(_ line: Line, from start: Int, parent: Int) throws -> YAMLTree {
    var text = FlowText()
    text.append(line.text[start...], line: line.number, column: line.indent + start + 1)
    while text.depth > 0, let next = try nextLine(), next.indent > parent {
      text.append([YAMLByte.newline], line: next.number, column: next.indent)
      text.append(next.text[...], line: next.number, column: next.indent + 1)
      cursor += 1
    }
    var parser = FlowParser(text: text, file: file, anchors: anchors)
    let node = try parser.node()
    parser.skipBlanks()
    guard parser.index == text.bytes.count else {
      throw parser.unreadable("text follows the closing bracket: end the line there")
    }
    return node
  }

  /// The string a quoted scalar opening at `from` holds, and the index just past its
  /// closing quote; nil when it does not close in `text`.
  static func quoted(_ text: ArraySlice<UInt8>, from: Int) -> (String, Int)? {
    let open = text[from]
    var bytes: [UInt8] = []
    var index = from + 1
    while index < text.endIndex {
      let byte = text[index]
      if byte == open {
        // In single quotes, a doubled quote is one quote.
        if open == YAMLByte.singleQuote, index + 1 < text.endIndex, text[index + 1] == open {
          bytes.append(open)
          index += 2
          continue
        }
        return (String(decoding: bytes, as: UTF8.self), index + 1)
      }
      if open == YAMLByte.doubleQuote, byte == YAMLByte.backslash, index + 1 < text.endIndex {
        let (escaped, length) = escape(text, at: index + 1)
        bytes += escaped
        index += 1 + length
        continue
      }
      bytes.append(byte == YAMLByte.newline ? YAMLByte.space : byte)
      index += 1
    }
    return nil
  }

  /// The bytes a double-quoted escape stands for, from the byte after its backslash, and
  /// how many bytes it spans.
  static func escape(_ text: ArraySlice<UInt8>, at index: Int) -> ([UInt8], Int) {
    let simple: [UInt8: UInt8] = [
      0x30: 0, 0x61: 7, 0x62: 8, 0x74: 9, 0x6E: 10, 0x76: 11, 0x66: 12, 0x72: 13, 0x65: 27,
      YAMLByte.space: YAMLByte.space, YAMLByte.doubleQuote: YAMLByte.doubleQuote, 0x2F: 0x2F,
      YAMLByte.backslash: YAMLByte.backslash, YAMLByte.tab: YAMLByte.tab,
    ]
    let byte = text[index]
    if let plain = simple[byte] { return ([plain], 1) }
    let digits: Int
    switch byte {
    case 0x78: digits = 2
    case 0x75: digits = 4
    case 0x55: digits = 8
    default: return ([YAMLByte.backslash, byte], 1)
    }
    guard index + digits < text.endIndex,
      let value = UInt32(String(decoding: text[(index + 1)...(index + digits)], as: UTF8.self), radix: 16),
      let scalar = Unicode.Scalar(value)
    else { return ([YAMLByte.backslash, byte], 1) }
    return (Array(String(Character(scalar)).utf8), 1 + digits)
  }
}

/// A flow collection's bytes, gathered over its lines, each with its place.
struct FlowText {
  var bytes: [UInt8] = []
  var positions: [SourcePosition] = []
  /// How many brackets are open at the end, outside quotes.
  private(set) var depth = 0
  private var quote: UInt8? = nil

  mutating func append(_ text: ArraySlice<UInt8>, line: Int, column: Int) {
    for (offset, byte) in text.enumerated() {
      bytes.append(byte)
      positions.append(SourcePosition(line: line, column: column + offset))
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == YAMLByte.doubleQuote || byte == YAMLByte.singleQuote {
        quote = byte
      } else if byte == YAMLByte.openBracket || byte == YAMLByte.openBrace {
        depth += 1
      } else if byte == YAMLByte.closeBracket || byte == YAMLByte.closeBrace {
        depth -= 1
      }
    }
  }
}
