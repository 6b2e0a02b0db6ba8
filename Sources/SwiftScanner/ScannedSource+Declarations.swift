/// Finding declarations in the code view, without a parser: enough structure to count an
/// enum's cases or an array literal's elements the same way in the hook and in a suite.
extension ScannedSource {
  /// Offsets of `word` in code as a whole word (no identifier byte on either side). A word
  /// in backticks (`` `enum` ``) is an identifier that spells a keyword, not the keyword.
  public func wordOccurrences(of word: String) -> [Int] {
    let length = word.utf8.count
    return codeOccurrences(of: word).filter { offset in
      (offset + length >= code.count || !SourceByte.isIdentifier(code[offset + length]))
        && (offset == 0 || code[offset - 1] != SourceByte.backtick)
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

  /// The bodies (between the braces) of every `enum`, `struct`, `class`, `actor` or
  /// `extension` named `name`, with the offset of each declaration's keyword.
  public func typeBodies(named name: String, kinds: [String] = ["enum", "struct", "class", "actor", "extension"])
    -> [(keyword: Int, body: Range<Int>)]
  {
    var found: [(keyword: Int, body: Range<Int>)] = []
    for kind in kinds {
      for keyword in wordOccurrences(of: kind) {
        var index = skipSpaces(from: keyword + kind.utf8.count)
        // `extension Module.Type`: the type may be written with its module or outer types.
        while !matchesWord(name, at: index), let next = afterQualifier(at: index) { index = next }
        guard matchesWord(name, at: index) else { continue }
        index += name.utf8.count
        // `extension Mode.Kind` extends Kind, not Mode.
        guard index >= code.count || code[index] != SourceByte.dot else { continue }
        // Generic parameters, inheritance and where clauses come before the body.
        while index < code.count, code[index] != SourceByte.openBrace {
          if code[index] == SourceByte.openParen || code[index] == SourceByte.openBracket {
            guard let end = closing(from: index) else { break }
            index = end
          } else {
            index += 1
          }
        }
        guard index < code.count, let end = closing(from: index) else { continue }
        found.append((keyword, (index + 1)..<(end - 1)))
      }
    }
    return found.sorted { $0.keyword < $1.keyword }
  }

  /// The first declaration `KEYWORD name` in `range` (trying `keywords` in order): the
  /// keyword's offset, and the offset of the `=` or `{` that starts its value or body, past
  /// any type annotation or parameter list.
  public func declaration(named name: String, keywords: [String], in range: Range<Int>)
    -> (keyword: Int, value: Int)?
  {
    for keyword in keywords {
      for offset in wordOccurrences(of: keyword) where range.contains(offset) {
        let nameStart = skipSpaces(from: offset + keyword.utf8.count)
        guard matchesWord(name, at: nameStart) else { continue }
        var index = nameStart + name.utf8.count
        while index < range.upperBound, code[index] != SourceByte.equals, code[index] != SourceByte.openBrace {
          if code[index] == SourceByte.openParen || code[index] == SourceByte.openBracket {
            index = closing(from: index) ?? range.upperBound
          } else {
            index += 1
          }
        }
        if index < range.upperBound { return (offset, index) }
      }
    }
    return nil
  }

  /// Offsets in `range` that are at nesting depth zero relative to it.
  public func topLevelOffsets(in range: Range<Int>, where include: (Int) -> Bool) -> [Int] {
    var depth = 0
    var result: [Int] = []
    var index = range.lowerBound
    while index < range.upperBound {
      switch code[index] {
      case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace: depth += 1
      case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace: depth -= 1
      default: if depth == 0, include(index) { result.append(index) }
      }
      index += 1
    }
    return result
  }

  /// The first offset at or after `index` that is not a space or tab.
  public func skipSpaces(from index: Int) -> Int {
    var index = index
    while index < code.count, code[index] == SourceByte.space || code[index] == SourceByte.tab { index += 1 }
    return index
  }

  /// Whether the identifier `word` stands at `index` as a whole word.
  /// The offset after `Name.` at `index` (a module or outer type qualifying a name); nil
  /// when no such qualifier starts there.
  func afterQualifier(at index: Int) -> Int? {
    var end = index
    while end < code.count, SourceByte.isIdentifier(code[end]) { end += 1 }
    guard end > index, end < code.count, code[end] == SourceByte.dot else { return nil }
    return end + 1
  }

  public func matchesWord(_ word: String, at index: Int) -> Bool {
    var position = index
    for byte in word.utf8 {
      guard position < code.count, code[position] == byte else { return false }
      position += 1
    }
    return position == code.count || !SourceByte.isIdentifier(code[position])
  }
}
