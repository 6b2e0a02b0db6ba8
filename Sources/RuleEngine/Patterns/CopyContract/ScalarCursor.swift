/// A place in a text of scalars, with the line and column it stands at: what the strings
/// and stringsdict readers walk with, so a refusal points where reading stopped.
struct ScalarCursor {
  let text: [Unicode.Scalar]
  var index = 0
  var line = 1
  var column = 1

  init(_ text: [Unicode.Scalar]) { self.text = text }

  var atEnd: Bool { index >= text.count }

  /// The scalar `offset` places ahead; nil past the end.
  func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < text.count ? text[index + offset] : nil
  }

  mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < text.count {
      if text[index] == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
      index += 1
    }
  }

  /// Steps past `scalar` when it is next.
  mutating func take(_ scalar: Unicode.Scalar) -> Bool {
    guard peek() == scalar else { return false }
    advance()
    return true
  }

  /// Whether the text goes on with `literal`.
  func starts(with literal: String) -> Bool {
    var offset = 0
    for scalar in literal.unicodeScalars {
      guard peek(offset) == scalar else { return false }
      offset += 1
    }
    return true
  }
}

/// A one-pass reader of a catalog's text (a strings file, a property list's tags): its
/// cursor, and where that cursor stands, for the position of what it reads.
protocol CursorReader {
  var cursor: ScalarCursor { get set }
  init(cursor: ScalarCursor)
}

extension CursorReader {
  init(_ text: [Unicode.Scalar]) { self.init(cursor: ScalarCursor(text)) }
  var line: Int { cursor.line }
  var column: Int { cursor.column }
}
