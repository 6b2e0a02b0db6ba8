#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads the YAML a build manifest is written in (an XcodeGen spec) without libyaml: the
/// engine is pure Swift, and the suites that vendor it must read what the hook reads.
///
/// It reads block mappings and lists, flow `[…]` and `{…}`, plain and quoted scalars, block
/// scalars (`|`, `>`) and comments: what specs are written with. What it does not read it
/// refuses, with the place: tags, complex keys, several documents, tabs that indent.
/// Anchors, aliases and merge keys (`<<: *base`), which specs share settings with, are read. A manifest written with them is unreadable, and
/// the rule that needs it says so; it is never read in half.
public struct ManifestYAML {
  /// Why a document cannot be read, and where.
  public struct Unreadable: Error, Sendable, Equatable {
    public var position: SourcePosition
    public var reason: String
  }

  struct Line {
    var number: Int
    /// The 0-based column of `text`'s first byte.
    var indent: Int
    /// The line from `indent` on, its comment and trailing blanks cut.
    var text: [UInt8]
    /// The line whole, which a block scalar keeps.
    var raw: ArraySlice<UInt8>
    /// Whether a tab stands in the indentation, which YAML forbids.
    var tabIndented: Bool
  }

  var lines: [Line] = []
  var cursor = 0
  /// Each anchor named so far, to the node it names.
  var anchors: [String: YAMLTree] = [:]
  let file: String

  /// The document `bytes` hold; an empty document is an empty mapping.
  public static func read(_ bytes: [UInt8], file: String) -> Result<YAMLTree, Unreadable> {
    var reader = ManifestYAML(file: file)
    do {
      try reader.split(bytes)
      let root = try reader.node(deeperThan: -1, after: SourcePosition(line: 1, column: 1))
      if let line = try reader.nextLine() {
        throw reader.unreadable(line.number, line.indent, "this line's indentation matches no mapping or list above it")
      }
      return .success(root)
    } catch let problem as Unreadable {
      return .failure(problem)
    } catch {
      return .failure(Unreadable(position: SourcePosition(line: 1, column: 1), reason: "\(error)"))
    }
  }

  init(file: String) { self.file = file }

  /// The lines of `bytes`, document markers and directives at the top dropped.
  mutating func split(_ bytes: [UInt8]) throws {
    var number = 0
    var started = false
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != YAMLByte.newline { end += 1 }
      number += 1
      var raw = bytes[start..<end]
      if raw.last == YAMLByte.carriageReturn { raw = raw.dropLast() }
      start = end + 1
      var indent = 0
      var tab = false
      for byte in raw {
        if byte == YAMLByte.space {
          indent += 1
        } else if byte == YAMLByte.tab {
          (tab, indent) = (true, indent + 1)
        } else {
          break
        }
      }
      let text = Self.content(raw.dropFirst(indent))
      if indent == 0, text.first == YAMLByte.percent, !started { continue }
      if indent == 0, text == Array("---".utf8) || text.starts(with: "--- ".utf8) {
        guard !started else { throw unreadable(number, 0, "a second document begins here: write one document") }
        continue
      }
      if indent == 0, text == Array("...".utf8) { break }
      if !text.isEmpty { started = true }
      lines.append(Line(number: number, indent: indent, text: text, raw: raw, tabIndented: tab && !text.isEmpty))
    }
  }

  /// `content` without its comment (a `#` at its start or after a blank, outside quotes)
  /// and trailing blanks.
  static func content(_ content: ArraySlice<UInt8>) -> [UInt8] {
    var quote: UInt8? = nil
    var previous: UInt8 = YAMLByte.space
    var lastSolid: UInt8? = nil
    var index = content.startIndex
    var end = content.endIndex
    while index < content.endIndex {
      let byte = content[index]
      if let open = quote {
        if open == YAMLByte.doubleQuote, byte == YAMLByte.backslash {
          index += 2
          continue
        }
        if byte == open { quote = nil }
      } else if byte == YAMLByte.hash, previous == YAMLByte.space || previous == YAMLByte.tab {
        end = index
        break
      } else if byte == YAMLByte.doubleQuote || byte == YAMLByte.singleQuote,
        lastSolid == nil
          || [YAMLByte.colon, YAMLByte.dash, YAMLByte.openBracket, YAMLByte.openBrace, YAMLByte.comma].contains(
            lastSolid!)
      {
        quote = byte
      }
      if byte != YAMLByte.space, byte != YAMLByte.tab { lastSolid = byte }
      previous = byte
      index += 1
    }
    var text = Array(content[content.startIndex..<min(end, content.endIndex)])
    while let last = text.last, last == YAMLByte.space || last == YAMLByte.tab { text.removeLast() }
    return text
  }

  /// The next line with content, the cursor left on it; nil at the end.
  mutating func nextLine() throws -> Line? {
    while cursor < lines.count, lines[cursor].text.isEmpty { cursor += 1 }
    guard cursor < lines.count else { return nil }
    let line = lines[cursor]
    if line.tabIndented {
      throw unreadable(line.number, 0, "a tab indents this line: YAML indents with spaces only")
    }
    return line
  }

  /// The node that starts on the next line indented deeper than `parent`; an empty scalar
  /// (YAML's null) placed at `after` when there is none.
  mutating func node(deeperThan parent: Int, after: SourcePosition) throws -> YAMLTree {
    guard let line = try nextLine(), line.indent > parent else {
      return .scalar("", YAMLPlace(file: file, position: after))
    }
    if Self.isDash(line.text) { return try list(at: line.indent) }
    if try key(line) != nil { return try map(at: line.indent) }
    cursor += 1
    return try value(line, from: 0, parent: parent)
  }

  /// The block mapping whose keys stand at column `indent`.
  mutating func map(at indent: Int) throws -> YAMLTree {
    var entries: [YAMLEntry] = []
    var merged: [YAMLEntry] = []
    var place: YAMLPlace? = nil
    while let line = try nextLine(), line.indent == indent, !Self.isDash(line.text) {
      guard let (key, start) = try key(line) else {
        throw unreadable(line.number, line.indent, "expected `key: value` at this indentation, as the lines above")
      }
      let keyPlace = self.place(line.number, line.indent)
      place = place ?? keyPlace
      cursor += 1
      let value: YAMLTree
      if start < line.text.count {
        value = try self.value(line, from: start, parent: indent)
      } else if let next = try nextLine(), next.indent == indent, Self.isDash(next.text) {
        // A list may stand at its key's own indentation.
        value = try list(at: indent)
      } else {
        value = try node(deeperThan: indent, after: keyPlace.position)
      }
      if key == "<<" {
        // A merge key: the mappings it names lend the keys this one does not write.
        let lent = value.items.flatMap(\.entries)
        guard value.items.allSatisfy({ if case .map = $0 { return true } else { return false } }) else {
          throw unreadable(line.number, line.indent, "a merge key (`<<`) takes a mapping or a list of them")
        }
        merged += lent
        continue
      }
      entries.append(YAMLEntry(key: key, value: value))
    }
    for entry in merged where !entries.contains(where: { $0.key == entry.key }) { entries.append(entry) }
    return .map(entries, place ?? self.place(1, 0))
  }

  /// The block list whose dashes stand at column `indent`.
  mutating func list(at indent: Int) throws -> YAMLTree {
    var items: [YAMLTree] = []
    var place: YAMLPlace? = nil
    while let line = try nextLine(), line.indent == indent, Self.isDash(line.text) {
      var rest = 1
      while rest < line.text.count, line.text[rest] == YAMLByte.space { rest += 1 }
      let dash = self.place(line.number, line.indent)
      place = place ?? dash
      if rest < line.text.count {
        // What follows the dash is read as a line of its own at its column, so a mapping
        // begun there goes on with the lines below at that column.
        lines[cursor].indent += rest
        lines[cursor].text = Array(line.text[rest...])
        items.append(try node(deeperThan: indent, after: dash.position))
      } else {
        cursor += 1
        items.append(try node(deeperThan: indent, after: dash.position))
      }
    }
    return .list(items, place ?? self.place(1, 0))
  }

  /// Whether a line is a list item: a dash alone or followed by a blank.
  static func isDash(_ text: [UInt8]) -> Bool {
    text.first == YAMLByte.dash && (text.count == 1 || text[1] == YAMLByte.space)
  }

  /// The key a line opens a mapping entry with, and where its value starts in the line's
  /// text; nil for a line that is no `key:` line.
  func key(_ line: Line) throws -> (String, Int)? {
    let text = line.text
    guard let first = text.first else { return nil }
    var end: Int
    var key: String
    if first == YAMLByte.doubleQuote || first == YAMLByte.singleQuote {
      guard let (string, close) = Self.quoted(text[...], from: 0) else { return nil }
      end = close
      while end < text.count, text[end] == YAMLByte.space { end += 1 }
      guard end < text.count, text[end] == YAMLByte.colon, end + 1 == text.count || text[end + 1] == YAMLByte.space
      else {
        return nil
      }
      key = string
    } else {
      if first == YAMLByte.question, text.count == 1 || text[1] == YAMLByte.space {
        throw unreadable(line.number, line.indent, "complex keys (`? `) are not read: write a plain key")
      }
      guard !YAMLByte.opensNonKey.contains(first) else { return nil }
      end = 0
      while end < text.count,
        !(text[end] == YAMLByte.colon && (end + 1 == text.count || text[end + 1] == YAMLByte.space))
      {
        end += 1
      }
      guard end < text.count else { return nil }
      var last = end
      while last > 0, text[last - 1] == YAMLByte.space { last -= 1 }
      key = String(decoding: text[0..<last], as: UTF8.self)
    }
    var start = end + 1
    while start < text.count, text[start] == YAMLByte.space { start += 1 }
    return (key, start)
  }

  func place(_ line: Int, _ column: Int) -> YAMLPlace {
    YAMLPlace(file: file, position: SourcePosition(line: line, column: column + 1))
  }

  func unreadable(_ line: Int, _ column: Int, _ reason: String) -> Unreadable {
    Unreadable(position: SourcePosition(line: line, column: column + 1), reason: reason)
  }
}
