#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads a `.strings` file (`"key" = "value";`, with `/* */` and `//` comments) into copy a
/// contract judges, as it reads a String Catalog: each key under the prefix, in key order,
/// at the line where its key is written.
///
/// Xcode writes these in UTF-16 as often as UTF-8: a byte-order mark says which (and a file
/// with NUL bytes and no mark is read as UTF-16 little-endian, as Xcode's own are). The
/// escapes are the ones Foundation reads: `\"`, `\\`, `\a`, `\b`, `\f`, `\n`, `\r`, `\t`,
/// `\v`, up to three octal digits (`\045` is `%`) and `\Uxxxx` (a lowercase `\u` is a `u`);
/// any other escaped character is itself. An octal escape above 127 stands for a NeXTSTEP
/// character, which is not read: the file is refused rather than guessed.
public enum StringsFile {
  public static func copy(_ bytes: [UInt8], keys prefix: String?, path: String) throws(UnreadableCatalog)
    -> [CopyValue]
  {
    var reader = StringsReader(Array(decoded(bytes).unicodeScalars))
    var values: [CopyValue] = []
    while true {
      do {
        guard let (key, value, line, column) = try reader.next() else { break }
        guard prefix.map({ key.hasPrefix($0) }) ?? true else { continue }
        let position = SourcePosition(line: line, column: column)
        values.append(
          CopyValue(
            name: key, items: [.init(value: value, path: path, position: position)], path: path, position: position))
      } catch {
        throw UnreadableCatalog(
          path: path, position: SourcePosition(line: reader.line, column: reader.column),
          problem: "the strings file is not a list of \"key\" = \"value\"; entries")
      }
    }
    return values.sorted { $0.name < $1.name }
  }

  /// The file's text, by its byte-order mark.
  static func decoded(_ bytes: [UInt8]) -> String {
    func utf16(_ body: ArraySlice<UInt8>, bigEndian: Bool) -> String {
      var units: [UInt16] = []
      units.reserveCapacity(body.count / 2)
      var index = body.startIndex
      while index + 1 < body.endIndex {
        let (first, second) = (UInt16(body[index]), UInt16(body[index + 1]))
        units.append(bigEndian ? first << 8 | second : second << 8 | first)
        index += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
    if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: bytes.dropFirst(3), as: UTF8.self) }
    if bytes.contains(0) { return utf16(bytes[...], bigEndian: false) }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// One pass over a strings file's characters, keeping the line and column it stands at.
struct StringsReader: CursorReader {
  struct Malformed: Error {}

  var cursor: ScalarCursor

  /// The next entry: its key, value and where the key starts; nil at the end of the file.
  mutating func next() throws -> (String, String, Int, Int)? {
    try skipTrivia()
    guard !cursor.atEnd else { return nil }
    let (line, column) = (cursor.line, cursor.column)
    let key = try word()
    try skipTrivia()
    guard cursor.take("=") else { throw Malformed() }
    try skipTrivia()
    let value = try word()
    try skipTrivia()
    guard cursor.take(";") else { throw Malformed() }
    return (key, value, line, column)
  }

  private mutating func skipTrivia() throws {
    while let scalar = cursor.peek() {
      if scalar.properties.isWhitespace {
        cursor.advance()
      } else if cursor.starts(with: "/*") {
        cursor.advance(2)
        while !cursor.atEnd, !cursor.starts(with: "*/") { cursor.advance() }
        guard !cursor.atEnd else { throw Malformed() }
        cursor.advance(2)
      } else if cursor.starts(with: "//") {
        while let next = cursor.peek(), next != "\n" { cursor.advance() }
      } else {
        return
      }
    }
  }

  /// A quoted string with its escapes, or an unquoted word (`key = "value";` is allowed).
  private mutating func word() throws -> String {
    guard cursor.take("\"") else {
      var word = ""
      while let scalar = cursor.peek(),
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-".unicodeScalars.contains(scalar)
      {
        word.unicodeScalars.append(scalar)
        cursor.advance()
      }
      guard !word.isEmpty else { throw Malformed() }
      return word
    }
    var value = ""
    while let scalar = cursor.peek(), scalar != "\"" {
      cursor.advance()
      guard scalar == "\\" else {
        value.unicodeScalars.append(scalar)
        continue
      }
      guard let escaped = cursor.peek() else { throw Malformed() }
      cursor.advance()
      switch escaped {
      case "a": value += "\u{07}"
      case "b": value += "\u{08}"
      case "f": value += "\u{0C}"
      case "n": value += "\n"
      case "r": value += "\r"
      case "t": value += "\t"
      case "v": value += "\u{0B}"
      case "0"..."7":
        var code = escaped.value - 0x30
        for _ in 0..<2 {
          guard let digit = cursor.peek(), ("0"..."7").contains(digit) else { break }
          code = code * 8 + digit.value - 0x30
          cursor.advance()
        }
        guard code < 128, let decoded = Unicode.Scalar(code) else { throw Malformed() }
        value.unicodeScalars.append(decoded)
      case "U":
        var code: UInt32 = 0
        for _ in 0..<4 {
          guard let digit = cursor.peek(), let nibble = UInt32(String(digit), radix: 16) else { throw Malformed() }
          code = code << 4 | nibble
          cursor.advance()
        }
        guard let decoded = Unicode.Scalar(code) else { throw Malformed() }
        value.unicodeScalars.append(decoded)
      default: value.unicodeScalars.append(escaped)
      }
    }
    guard cursor.take("\"") else { throw Malformed() }
    return value
  }
}
