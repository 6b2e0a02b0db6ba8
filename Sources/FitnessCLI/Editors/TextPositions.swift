/// Between fitness's places (a line, and a column counted in bytes from 1) and the language
/// server protocol's (a line and a character, both from 0, the character counted in UTF-16
/// code units), over one buffer's bytes. Lines break as the scanner breaks them: at `\n`,
/// `\r\n` and a lone `\r`.
struct TextPositions {
  let bytes: [UInt8]
  /// Where each line starts, by byte offset.
  private(set) var lineStarts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var offset = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r") && (offset == bytes.count || bytes[offset] != UInt8(ascii: "\n")))
      {
        lineStarts.append(offset)
      }
    }
  }

  /// The bytes of line `line` (from 0), without its break; empty past the end.
  func line(_ line: Int) -> ArraySlice<UInt8> {
    guard line >= 0, line < lineStarts.count else { return [] }
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
    while end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
      end -= 1
    }
    return bytes[lineStarts[line]..<end]
  }

  /// The UTF-16 character of a byte column (from 1) on `line` (from 0).
  func character(line: Int, byteColumn: Int) -> Int {
    let text = self.line(line)
    var skip = 0
    // The scanner counts columns on the first line after a byte order mark.
    if line == 0, text.starts(with: [0xEF, 0xBB, 0xBF]) { skip = 3 }
    let upTo = min(text.count, max(0, byteColumn - 1 + skip))
    let prefix = text.prefix(upTo).dropFirst(skip)
    return String(decoding: prefix, as: UTF8.self).utf16.count
  }

  /// The byte offset (into `line`'s bytes) of a UTF-16 character on it.
  func byteOffset(line: Int, character: Int) -> Int {
    let text = String(decoding: self.line(line), as: UTF8.self)
    var units = 0
    var offset = 0
    for scalar in text.unicodeScalars {
      if units >= character { break }
      units += scalar.utf16.count
      offset += scalar.utf8.count
    }
    return offset
  }

  /// The UTF-16 length of the identifier that starts at a byte column (from 1), at least 1:
  /// a diagnostic underlines the word it is about.
  func wordLength(line: Int, byteColumn: Int) -> Int {
    let text = self.line(line)
    // Past a byte order mark on the first line, as `character(line:byteColumn:)` counts.
    let skip = line == 0 && text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let start = min(text.endIndex, text.startIndex + skip + max(0, byteColumn - 1))
    var end = start
    while end < text.endIndex, Self.isWordByte(text[end]) { end += 1 }
    guard end > start else { return 1 }
    return String(decoding: text[start..<end], as: UTF8.self).utf16.count
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  /// `text` with the LSP range `(start, end)` replaced by `replacement` (an incremental
  /// change, for clients that send them although the server asks for whole buffers).
  static func replacing(
    in text: [UInt8], from start: (line: Int, character: Int), to end: (line: Int, character: Int),
    with replacement: String
  ) -> [UInt8] {
    let positions = TextPositions(text)
    func offset(_ place: (line: Int, character: Int)) -> Int {
      guard place.line < positions.lineStarts.count else { return text.count }
      return positions.lineStarts[place.line] + positions.byteOffset(line: place.line, character: place.character)
    }
    let from = min(offset(start), text.count)
    let to = max(from, min(offset(end), text.count))
    return Array(text[..<from]) + Array(replacement.utf8) + Array(text[to...])
  }
}
