/// Words and brackets in the code view, the structure every reader of declarations builds
/// on (the declarations walk, a pin's counter, a contract's strings, the literal reader).
extension ScannedSource {
  /// Offsets of `word` in code as a whole word (no identifier byte on either side). A word
  /// in backticks (`` `enum` ``) is an identifier that spells a keyword, not the keyword.
  public func wordOccurrences(of word: String) -> [Int] {
    let length = word.utf8.count
    return codeOccurrences(of: word).filter { (offset: Int) -> Bool in
      let endsWord: Bool = offset + length >= code.count || !SourceByte.isIdentifier(code[offset + length])
      return endsWord && (offset == 0 || code[offset - 1] != SourceByte.backtick)
    }
  }

  /// The offset just past the bracket, brace or parenthesis that closes the one at `open`,
  /// counting all three kinds together; nil when it is never closed.
  public func closing(from open: Int) -> Int? { Self.closing(in: code, from: open) }

  /// The same, in any code view.
  static func closing(in code: [UInt8], from open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < code.count {
      switch code[index] {
      case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace: depth += 1
      case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace:
        depth -= 1
        if depth == 0 { return index + 1 }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The first offset at or after `index` that is not a space or tab.
  public func skipSpaces(from index: Int) -> Int {
    var index = index
    while index < code.count, code[index] == SourceByte.space || code[index] == SourceByte.tab { index += 1 }
    return index
  }
}
