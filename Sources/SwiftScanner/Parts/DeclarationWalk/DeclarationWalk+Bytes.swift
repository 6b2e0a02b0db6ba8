/// The byte-level reading the walk does on the code view.
extension DeclarationWalk {
  /// Past a generic clause `<…>` at `start` (nested, with `->` inside); `start` when none.
  func skipGenerics(from start: Int) -> Int {
    guard start < code.count, code[start] == 0x3C else { return start }
    var depth = 0
    var cursor = start
    while cursor < code.count {
      switch code[cursor] {
      case 0x3C: depth += 1
      case 0x3E:
        if cursor > 0, code[cursor - 1] == 0x2D { break }
        depth -= 1
        if depth == 0 { return cursor + 1 }
      case SourceByte.openBrace, SourceByte.semicolon: return cursor
      case SourceByte.openParen, SourceByte.openBracket:
        cursor = (closing(from: cursor) ?? code.count) - 1
      default: break
      }
      cursor += 1
    }
    return cursor
  }

  /// The identifier at `start` (backticks dropped) and where it ends; nil when none starts there.
  func identifier(at start: Int) -> (String?, Int) {
    guard start < code.count else { return (nil, start) }
    if code[start] == SourceByte.backtick {
      var end = start + 1
      while end < code.count, code[end] != SourceByte.backtick, code[end] != SourceByte.newline { end += 1 }
      guard end < code.count, code[end] == SourceByte.backtick, end > start + 1 else { return (nil, start) }
      return (text((start + 1)..<end), end + 1)
    }
    guard SourceByte.isIdentifier(code[start]), !SourceByte.isDigit(code[start]) else { return (nil, start) }
    var end = start
    while end < code.count, SourceByte.isIdentifier(code[end]) { end += 1 }
    return (text(start..<end), end)
  }

  func startsWord(_ word: String, at start: Int) -> Bool {
    let (found, _) = identifier(at: start)
    return found == word && code[start] != SourceByte.backtick
  }

  func skipTrivia(from start: Int) -> Int {
    var cursor = start
    while cursor < code.count, SourceByte.isWhitespace(code[cursor]) { cursor += 1 }
    return cursor
  }

  func closing(from open: Int) -> Int? { ScannedSource.closing(in: code, from: open) }

  func text(_ range: Range<Int>) -> String {
    String(decoding: code[range], as: UTF8.self)
  }
}
