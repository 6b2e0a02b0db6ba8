/// Types as a member writes them: a property's annotation or the type its initial value
/// names, a function's parameters and result, and what `throws(E)` names.
extension DeclarationWalk {
  /// The type written from `start` on, up to where the declaration goes on (`=`, a body, a
  /// `,` or `)` at its own level, `where`, a new line); nil when none is there.
  func writtenType(from start: Int) -> String? {
    let begin = skipTrivia(from: start)
    var cursor = begin
    scan: while cursor < code.count {
      let byte = code[cursor]
      switch byte {
      case SourceByte.openParen, SourceByte.openBracket:
        cursor = closing(from: cursor) ?? code.count
        continue
      case 0x3C:
        cursor = skipGenerics(from: cursor)
        continue
      case 0x2D where cursor + 1 < code.count && code[cursor + 1] == 0x3E:
        cursor += 2
        continue
      case SourceByte.equals, SourceByte.openBrace, SourceByte.closeBrace, SourceByte.comma, SourceByte.semicolon,
        SourceByte.closeParen, SourceByte.closeBracket, SourceByte.newline:
        break scan
      default:
        if startsWord("where", at: cursor), cursor > begin, !SourceByte.isIdentifier(code[cursor - 1]) { break scan }
      }
      cursor += 1
    }
    let type = Self.spaced(code[begin..<cursor])
    return type.isEmpty ? nil : type
  }

  /// A type's text with its spaces as swift-format writes them: one between words, one
  /// after `,` and `:`, one around `->` and `&`, none elsewhere.
  static func spaced(_ bytes: ArraySlice<UInt8>) -> String {
    var out: [UInt8] = []
    var pendingSpace = false
    for byte in bytes {
      if SourceByte.isWhitespace(byte) {
        pendingSpace = !out.isEmpty
        continue
      }
      if let last = out.last {
        // Words stay apart, and a word from what closes before it or opens after it:
        // `(Int) throws`, `inout [UInt8]`, `@escaping (Int) -> Void`.
        // Compared byte by byte: a set literal here was built for every byte of every type.
        let closes = last == SourceByte.closeParen || last == SourceByte.closeBracket || last == 0x3E
        let opens = byte == SourceByte.openParen || byte == SourceByte.openBracket
        let words =
          (SourceByte.isIdentifier(last) || closes) && SourceByte.isIdentifier(byte)
          || SourceByte.isIdentifier(last) && opens
        let punctuation = last == SourceByte.comma || last == SourceByte.colon || last == 0x26 || byte == 0x26
        let arrow = (byte == 0x2D) || (last == 0x3E && out.count > 1 && out[out.count - 2] == 0x2D)
        if (pendingSpace && words) || punctuation || arrow { out.append(SourceByte.space) }
      }
      out.append(byte)
      pendingSpace = false
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The type an initial value at `start` (just past `=`) names, when it names one: a
  /// literal's default type, or the type an initializer call spells (`Store()`,
  /// `Feed.Row(id: 1)`, `Set<Int>()`, `Store.init()`, `[String]()`).
  func inferredType(from start: Int) -> String? {
    var cursor = skipTrivia(from: start)
    guard cursor < code.count else { return nil }
    let byte = code[cursor]
    if byte == SourceByte.quote { return "String" }
    if byte == 0x2D, cursor + 1 < code.count, SourceByte.isDigit(code[cursor + 1]) { cursor += 1 }
    if SourceByte.isDigit(code[cursor]) {
      var end = cursor
      var floating = false
      let hex =
        code[cursor] == 0x30 && cursor + 1 < code.count && (code[cursor + 1] == 0x78 || code[cursor + 1] == 0x58)
      while end < code.count {
        let digit = code[end]
        if digit == SourceByte.dot, end + 1 < code.count, SourceByte.isDigit(code[end + 1]) {
          floating = true
        } else if !hex, digit == 0x65 || digit == 0x45 {
          floating = true
        } else if !SourceByte.isIdentifier(digit) {
          break
        }
        end += 1
      }
      return floating ? "Double" : "Int"
    }
    if startsWord("true", at: cursor) || startsWord("false", at: cursor) { return "Bool" }
    if byte == SourceByte.openBracket, let close = closing(from: cursor), close < code.count,
      code[close] == SourceByte.openParen
    {
      return writtenType(from: cursor).flatMap { $0.hasSuffix("()") ? String($0.dropLast(2)) : nil }
        ?? Self.spaced(code[cursor..<close])
    }
    // A dotted name whose last part is a type's (capitalised), then a call.
    let begin = cursor
    var last = ""
    while true {
      let (name, end) = identifier(at: cursor)
      guard let name else { return nil }
      if name == "init" { break }
      last = name
      cursor = skipGenerics(from: end)
      guard cursor < code.count, code[cursor] == SourceByte.dot else { break }
      cursor += 1
    }
    guard let first = last.unicodeScalars.first, first.properties.isUppercase else { return nil }
    var typeEnd = cursor
    if code[typeEnd - 1] == SourceByte.dot { typeEnd -= 1 }
    if startsWord("init", at: cursor) {
      let (_, end) = identifier(at: cursor)
      cursor = end
    }
    guard cursor < code.count, code[cursor] == SourceByte.openParen || code[cursor] == SourceByte.openBrace else {
      return nil
    }
    let type = Self.spaced(code[begin..<typeEnd])
    return type.hasSuffix(".") ? String(type.dropLast()) : type
  }

  /// The types of the parameters in the list that opens at `open` (a `(`), as written.
  func parameterTypes(at open: Int) -> [String] {
    guard open < code.count, code[open] == SourceByte.openParen, let close = closing(from: open) else { return [] }
    return elementTypes(from: open + 1, to: close - 1)
  }

  /// Past the effects written from `start` on (`async`, `throws`, `throws(E)`, `rethrows`),
  /// and the type `throws(E)` names.
  func pastEffects(from start: Int) -> (end: Int, thrown: String?) {
    var cursor = skipTrivia(from: start)
    var thrown: String?
    while cursor < code.count {
      let (word, end) = identifier(at: cursor)
      guard let word, code[cursor] != SourceByte.backtick, ["async", "throws", "rethrows"].contains(word) else {
        break
      }
      cursor = skipTrivia(from: end)
      if word == "throws", cursor < code.count, code[cursor] == SourceByte.openParen {
        let close = closing(from: cursor) ?? code.count
        thrown = writtenType(from: cursor + 1)
        cursor = skipTrivia(from: close)
      }
    }
    return (cursor, thrown)
  }

  /// The result type after a signature's effects (`-> T`), or nil when no arrow follows.
  func resultType(from start: Int) -> String? {
    let cursor = skipTrivia(from: start)
    guard cursor + 1 < code.count, code[cursor] == 0x2D, code[cursor + 1] == 0x3E else { return nil }
    return writtenType(from: cursor + 2)
  }

  /// What follows an enum case's name at `end`: its associated values' types (nil when it
  /// has none; `[]` for an empty `()`), and whether it declares a raw value (`= "fast"`).
  func caseDetails(after end: Int) -> (associated: [String]?, hasRawValue: Bool) {
    var cursor = skipTrivia(from: end)
    var associated: [String]?
    if cursor < code.count, code[cursor] == SourceByte.openParen, let close = closing(from: cursor) {
      associated = elementTypes(from: cursor + 1, to: close - 1)
      cursor = skipTrivia(from: close)
    }
    return (associated, cursor < code.count && code[cursor] == SourceByte.equals)
  }

  /// The types of a tuple's elements between `start` and `end` (exclusive): each after its
  /// label's colon when it has one, without a default value.
  func elementTypes(from start: Int, to end: Int) -> [String] {
    var found: [String] = []
    var element = start
    var cursor = start
    func take() {
      var colon: Int?
      var scan = element
      while scan < cursor {
        switch code[scan] {
        case SourceByte.openParen, SourceByte.openBracket: scan = closing(from: scan) ?? cursor
        case 0x3C: scan = skipGenerics(from: scan)
        case SourceByte.colon where colon == nil:
          colon = scan
          scan += 1
        default: scan += 1
        }
      }
      if let type = writtenType(from: colon.map { $0 + 1 } ?? element) { found.append(type) }
    }
    while cursor < end {
      switch code[cursor] {
      case SourceByte.openParen, SourceByte.openBracket:
        cursor = closing(from: cursor) ?? end
        continue
      case 0x3C:
        cursor = skipGenerics(from: cursor)
        continue
      case SourceByte.comma:
        take()
        element = cursor + 1
      default: break
      }
      cursor += 1
    }
    if skipTrivia(from: element) < end { take() }
    return found
  }
}
