/// Finding a named type's body or a named declaration's value in the code view, without a
/// parser: what a count pin counts in and a copy contract reads strings from, so a copy
/// carries it only with them.
extension ScannedSource {
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

  /// The offset after `Name.` at `index` (a module or outer type qualifying a name); nil
  /// when no such qualifier starts there.
  func afterQualifier(at index: Int) -> Int? {
    var end = index
    while end < code.count, SourceByte.isIdentifier(code[end]) { end += 1 }
    guard end > index, end < code.count, code[end] == SourceByte.dot else { return nil }
    return end + 1
  }

  /// Whether the identifier `word` stands at `index` as a whole word.
  public func matchesWord(_ word: String, at index: Int) -> Bool {
    var position = index
    for byte in word.utf8 {
      guard position < code.count, code[position] == byte else { return false }
      position += 1
    }
    return position == code.count || !SourceByte.isIdentifier(code[position])
  }
}
