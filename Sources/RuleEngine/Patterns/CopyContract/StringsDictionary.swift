#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads a `.stringsdict` file (an XML property list) into copy a contract judges: each key
/// under the prefix with every string its entry holds (the format, and each plural form),
/// at the line of the key. The format's own keys (`NSStringFormatSpecTypeKey`,
/// `NSStringFormatValueTypeKey`) are its grammar, not copy, and are left out.
public enum StringsDictionary {
  public static func copy(_ bytes: [UInt8], keys prefix: String?, path: String) throws(UnreadableCatalog)
    -> [CopyValue]
  {
    let text = Array(StringsFile.decoded(bytes).unicodeScalars)
    var tags = PlistTags(text)
    var values: [CopyValue] = []
    var depth = 0
    var pendingKey: String? = nil
    var current: (name: String, position: SourcePosition, items: [CopyValue.Item])? = nil
    let grammar: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]
    func close() {
      if let entry = current, prefix.map({ entry.name.hasPrefix($0) }) ?? true {
        values.append(CopyValue(name: entry.name, items: entry.items, path: path, position: entry.position))
      }
      current = nil
    }
    do {
      while let tag = try tags.next() {
        switch tag.name {
        case "dict":
          depth += 1
        case "/dict":
          depth -= 1
          if depth == 1 { close() }
        case "key":
          let key = try tags.text(until: "key")
          if depth == 1 {
            close()
            current = (key, SourcePosition(line: tag.line, column: tag.column), [])
          }
          pendingKey = key
        case "string":
          let value = try tags.text(until: "string")
          if depth >= 2, !grammar.contains(pendingKey ?? "") {
            current?.items.append(
              .init(value: value, path: path, position: SourcePosition(line: tag.line, column: tag.column)))
          }
        case "empty-string":
          if depth >= 2, !grammar.contains(pendingKey ?? "") {
            current?.items.append(
              .init(value: "", path: path, position: SourcePosition(line: tag.line, column: tag.column)))
          }
        default:
          continue
        }
      }
    } catch {
      throw UnreadableCatalog(
        path: path, position: SourcePosition(line: tags.line, column: tags.column),
        problem: "the stringsdict file is not an XML property list")
    }
    return values.sorted { $0.name < $1.name }
  }
}

/// The tags of an XML property list, in order, and the text between them: enough XML for
/// what Xcode writes (a declaration, a doctype, comments, the five entities).
struct PlistTags: CursorReader {
  struct Malformed: Error {}

  var cursor: ScalarCursor

  /// The next element's tag (`dict`, `/dict`, `key`, `string`, …) and where it opens; nil
  /// at the end. Text between tags is skipped (`text(until:)` reads an element's own).
  mutating func next() throws -> (name: String, line: Int, column: Int)? {
    while let scalar = cursor.peek() {
      guard scalar == "<" else {
        cursor.advance()
        continue
      }
      let (line, column) = (cursor.line, cursor.column)
      if cursor.starts(with: "<!--") {
        while !cursor.atEnd, !cursor.starts(with: "-->") { cursor.advance() }
        guard !cursor.atEnd else { throw Malformed() }
        cursor.advance(3)
        continue
      }
      cursor.advance()
      var name = ""
      while let next = cursor.peek(), next != ">" {
        name.unicodeScalars.append(next)
        cursor.advance()
      }
      guard cursor.take(">") else { throw Malformed() }
      if name.hasPrefix("?") || name.hasPrefix("!") { continue }
      let bare = String(name.split(separator: " ").first ?? "")
      // `<string/>`: an empty element, read as one with no text.
      if name.hasSuffix("/") { return (bare == "string/" ? "empty-string" : bare, line, column) }
      return (bare, line, column)
    }
    return nil
  }

  /// The text up to `</name>`, its entities decoded.
  mutating func text(until name: String) throws -> String {
    var raw = ""
    while let scalar = cursor.peek(), scalar != "<" {
      raw.unicodeScalars.append(scalar)
      cursor.advance()
    }
    guard cursor.starts(with: "</\(name)>") else { throw Malformed() }
    cursor.advance(name.unicodeScalars.count + 3)
    guard let text = Self.decodingEntities(raw) else { throw Malformed() }
    return text
  }

  /// XML's five named entities and its character references (`&#37;`, `&#x25;`), decoded in
  /// one pass, as Foundation reads them; nil for an entity XML does not define.
  static func decodingEntities(_ raw: String) -> String? {
    guard raw.unicodeScalars.contains("&") else { return raw }
    let named: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "quot": "\"", "apos": "'", "amp": "&"]
    var out = String.UnicodeScalarView()
    var scalars = raw.unicodeScalars[...]
    while let scalar = scalars.first {
      scalars = scalars.dropFirst()
      guard scalar == "&" else {
        out.append(scalar)
        continue
      }
      guard let end = scalars.firstIndex(of: ";") else { return nil }
      let name = String(String.UnicodeScalarView(scalars[..<end]))
      scalars = scalars[scalars.index(after: end)...]
      if let known = named[name] {
        out.append(known)
      } else if name.hasPrefix("#x"), let code = UInt32(name.dropFirst(2), radix: 16),
        let decoded = Unicode.Scalar(code)
      {
        out.append(decoded)
      } else if name.hasPrefix("#"), name.dropFirst().allSatisfy(\.isASCII),
        let code = UInt32(name.dropFirst(), radix: 10), let decoded = Unicode.Scalar(code)
      {
        out.append(decoded)
      } else {
        return nil
      }
    }
    return String(out)
  }
}
