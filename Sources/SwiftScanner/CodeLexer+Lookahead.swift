/// What the lexer reads ahead of where it stands, changing nothing: whether a `/` may open
/// a bare regex literal, and how long a Unicode space is.
extension CodeLexer {
  /// The closing `/` of a bare regex literal that the `/` at `open` may start, as the
  /// compiler's lexer allows one: in prefix position (not bound to what precedes it), not
  /// starting with a space or tab, and closed on the same line by a `/` no backslash
  /// escapes. Nil when it cannot be one. It may accept a division the parser would keep:
  /// the caller takes both readings.
  @_optimize(speed) func bareRegexClose(opening open: Int) -> Int? {
    let first = byte(open + 1)
    guard open + 1 < count, first != SourceByte.space, first != SourceByte.tab, !isLineBreak(first) else {
      return nil
    }
    if open > 0 {
      switch source[open - 1] {
      case SourceByte.space, SourceByte.tab, SourceByte.newline, SourceByte.carriageReturn, SourceByte.openParen,
        SourceByte.openBracket, SourceByte.openBrace, SourceByte.comma, SourceByte.colon, SourceByte.semicolon,
        SourceByte.equals, UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
        UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "+"),
        UInt8(ascii: "-"), UInt8(ascii: "%"), SourceByte.star:
        break
      default:
        return nil
      }
    }
    var index = open + 1
    while index < count {
      let value = source[index]
      if value == SourceByte.backslash {
        guard !isLineBreak(byte(index + 1)) else { return nil }
        index += 2
      } else if value == SourceByte.slash {
        return index
      } else if isLineBreak(value) {
        return nil
      } else {
        index += 1
      }
    }
    return nil
  }

  /// The byte length of the Unicode space (see `CodeView`) that starts at `index`; 0 when
  /// none does.
  @_optimize(speed) func unicodeSpaceLength(at index: Int) -> Int {
    let second = byte(index + 1)
    switch source[index] {
    case 0xC2: return second == 0xA0 || second == 0x85 ? 2 : 0
    case 0xE1:
      let third = byte(index + 2)
      return (second == 0x9A && third == 0x80) || (second == 0xA0 && third == 0x8E) ? 3 : 0
    case 0xE2:
      let third = byte(index + 2)
      if second == 0x80 {
        let space = (third >= 0x80 && third <= 0x8A) || third == 0x8E || third == 0x8F
        return space || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0
      }
      return second == 0x81 && third == 0x9F ? 3 : 0
    case 0xE3: return second == 0x80 && byte(index + 2) == 0x80 ? 3 : 0
    default: return 0
    }
  }
}
