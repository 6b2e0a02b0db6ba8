#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// White space and comments between a rule literal's tokens: skipped, except the reason
/// after an entry and the comment lines above an argument (a pin's trail).
extension LiteralParser {
  /// Skips spaces, tabs and `/* … */` comments, staying on the current line.
  mutating func skipSpaces() {
    while index < bytes.count {
      if Self.isSpace(bytes[index]) {
        index += 1
      } else if bytes[index] == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
        skipBlockComment()
      } else {
        return
      }
    }
  }

  /// Skips a `/* … */` comment, nested ones inside it too, as the compiler reads them: in
  /// `/* was: /* old */ "a.swift", */` the entry is inside the comment. One left open runs
  /// to the end, where the caller finds the literal unclosed.
  mutating func skipBlockComment() {
    index += 2
    var depth = 1
    while index < bytes.count {
      if bytes[index] == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
        depth += 1
        index += 2
      } else if bytes[index] == 0x2A, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// The bytes the compiler reads as white space between tokens on a line: space, tab,
  /// vertical tab, form feed and NUL (which it warns about).
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0x00
  }

  /// The text of a `//` comment starting here, without slashes and outer spaces.
  mutating func lineComment() -> String? {
    guard index + 1 < bytes.count, bytes[index] == 0x2F, bytes[index + 1] == 0x2F else {
      return nil
    }
    while index < bytes.count, bytes[index] == 0x2F { index += 1 }
    let start = index
    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
    var text = bytes[start..<index]
    while let first = text.first, first == 0x20 || first == 0x09 { text = text.dropFirst() }
    while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
    return String(decoding: text, as: UTF8.self)
  }

  /// Skips white space and comments that are not attached to an element, keeping the
  /// run of comment lines that ends here (a blank line ends a run).
  mutating func skipTrivia() {
    var newlines = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        newlines += 1
        if newlines > 1 { comments = [] }
        index += 1
      } else if Self.isSpace(byte) || byte == 0x0D {
        index += 1
      } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
        let start = index
        // Only a comment on a line of its own leads what follows; one after code ends that line.
        if let text = lineComment(), newlines > 0 { comments.append((text, start)) }
        newlines = 0
      } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
        skipBlockComment()
      } else {
        return
      }
    }
  }
}
