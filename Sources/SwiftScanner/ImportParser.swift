/// Finds import declarations in a code view (see `CodeView`), where comments and string
/// contents are already blank.
///
/// An `import` keyword counts when it stands at file scope (outside any brackets), is not
/// a member name (`x.import`) and is followed by a path. Attributes and one access modifier
/// written before it belong to it, even across line breaks. Every branch of `#if` counts:
/// the condition line is skipped, the branches are read as plain code, so a module imported
/// on one platform only is still reported.
struct ImportParser {
  struct Found {
    var offset: Int
    var components: [String]
    var kind: String?
    var attributes: [String]
    var access: String?
  }

  private static let accessModifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]
  /// The bytes that matter inside brackets.
  private static let mattersNested: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    let matters: [UInt8] = [
      SourceByte.openParen, SourceByte.closeParen, SourceByte.openBracket, SourceByte.closeBracket,
      SourceByte.openBrace, SourceByte.closeBrace, SourceByte.hash,
    ]
    for byte in matters { table[Int(byte)] = true }
    return table
  }()

  private static let kinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  let code: UnsafeBufferPointer<UInt8>

  func parse() -> [Found] {
    var found: [Found] = []
    let count = code.count
    let hasBOM = code.starts(with: SourceByte.byteOrderMark)
    var index = hasBOM ? 3 : 0
    var depth = 0
    var previous: UInt8 = 0
    var pending = Pending()
    let mattersNested = Self.mattersNested
    while index < count {
      // Inside brackets only brackets and `#` lines change anything (imports are top
      // level, and the code view has no comments or strings): skip to the next of those.
      if depth > 0 {
        while index < count, !mattersNested[Int(code[index])] { index += 1 }
        guard index < count else { break }
      }
      let value = code[index]
      if SourceByte.isWhitespace(value) {
        index += 1
        continue
      }
      if value == SourceByte.hash {
        index = directiveEnd(from: index)
        pending.reset()
        previous = SourceByte.hash
        continue
      }
      if value == SourceByte.at {
        index = attribute(from: index, atTopLevel: depth == 0, pending: &pending)
        previous = code[index - 1]
        continue
      }
      if isIdentifierStart(value) {
        index = word(from: index, atTopLevel: depth == 0, after: previous, pending: &pending, found: &found)
        previous = code[index - 1]
        continue
      }
      switch value {
      case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace: depth += 1
      case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace: depth = max(0, depth - 1)
      default: break
      }
      pending.reset()
      previous = value
      index += 1
    }
    return found
  }

  /// Past a `#` line's keyword: an `#if`/`#elseif` line whole (its condition holds no
  /// import), any other directive's word only (`#endif`, `#else`, `#sourceLocation`).
  private func directiveEnd(from index: Int) -> Int {
    let (word, end) = readWord(from: index + 1)
    return (word == "if" || word == "elseif") ? endOfLine(from: end) : max(end, index + 1)
  }

  /// Past an attribute (`@testable`, `@_spi(Internal)`); at top level it is kept for the
  /// import it may belong to.
  private func attribute(from index: Int, atTopLevel: Bool, pending: inout Pending) -> Int {
    let (_, nameEnd) = readWord(from: index + 1)
    var end = nameEnd
    if end < code.count, code[end] == SourceByte.openParen { end = skipBalanced(from: end) }
    end = max(end, index + 1)
    if atTopLevel {
      if pending.start == nil { pending.start = index }
      pending.attributes.append(text(index..<end, droppingWhitespace: true))
    }
    return end
  }

  /// Past a word: an access modifier is kept for the import it may belong to, and `import`
  /// at top level (not a member `.import`) reads its declaration into `found`.
  private func word(
    from start: Int, atTopLevel: Bool, after previous: UInt8, pending: inout Pending, found: inout [Found]
  ) -> Int {
    let backticked = code[start] == SourceByte.backtick
    // Inside braces, brackets or parentheses no word matters: skip it without making a
    // String (most of a file's words are there).
    if !atTopLevel || backticked {
      pending.reset()
      return max(backticked ? readWord(from: start).1 : wordEnd(from: start), start + 1)
    }
    let end = wordEnd(from: start)
    let next = max(end, start + 1)
    guard Self.mayMatter(code[start..<end]) else {
      pending.reset()
      return next
    }
    let word = text(start..<end, droppingWhitespace: false)
    if Self.accessModifiers.contains(word) {
      if pending.start == nil { pending.start = start }
      pending.access = word
      return next
    }
    defer { pending.reset() }
    guard word == "import", previous != SourceByte.dot, var declaration = parsePath(from: next) else { return next }
    declaration.found.offset = pending.start ?? start
    declaration.found.attributes = pending.attributes
    declaration.found.access = pending.access
    found.append(declaration.found)
    return declaration.end
  }

  /// Attributes and modifiers seen since the last other token.
  private struct Pending {
    var start: Int? = nil
    var attributes: [String] = []
    var access: String? = nil

    /// Forgets what was pending; free when nothing was (the common case, once per token).
    mutating func reset() {
      if start != nil || access != nil || !attributes.isEmpty { self = Pending() }
    }
  }

  /// Reads `[kind] Module(.Component)*` after the `import` keyword.
  private func parsePath(from start: Int) -> (found: Found, end: Int)? {
    var index = skipWhitespace(from: start)
    guard index < code.count, isIdentifierStart(code[index]) else { return nil }
    var (word, end) = readWord(from: index)
    var kind: String? = nil
    if code[index] != SourceByte.backtick, Self.kinds.contains(word) {
      let next = skipWhitespace(from: end)
      if next < code.count, isIdentifierStart(code[next]) {
        kind = word
        (word, end) = readWord(from: next)
      }
    }
    var components = [word]
    index = end
    while true {
      var dot = index
      while dot < code.count, code[dot] == SourceByte.space || code[dot] == SourceByte.tab { dot += 1 }
      guard dot < code.count, code[dot] == SourceByte.dot else { break }
      let next = skipWhitespace(from: dot + 1)
      guard next < code.count else { break }
      if isIdentifierStart(code[next]) {
        let (component, componentEnd) = readWord(from: next)
        components.append(component)
        index = componentEnd
      } else {
        var operatorEnd = next
        while operatorEnd < code.count, isOperator(code[operatorEnd]) { operatorEnd += 1 }
        guard operatorEnd > next else { break }
        components.append(text(next..<operatorEnd, droppingWhitespace: false))
        index = operatorEnd
      }
    }
    let found = Found(offset: start, components: components, kind: kind, attributes: [])
    return (found, index)
  }

  private func isIdentifierStart(_ value: UInt8) -> Bool {
    value == SourceByte.backtick || (SourceByte.isIdentifier(value) && !(value >= 0x30 && value <= 0x39))
  }

  private func isOperator(_ value: UInt8) -> Bool {
    switch value {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
      return true
    default:
      return false
    }
  }

  /// Reads an identifier (plain or backticked) at `start`; returns it without backticks.
  /// Where the plain identifier starting at `start` ends.
  private func wordEnd(from start: Int) -> Int {
    var index = start
    while index < code.count, SourceByte.isIdentifier(code[index]) { index += 1 }
    return index
  }

  /// Whether a word at the top level can be `import` or an access modifier, judged on its
  /// bytes so that the other words cost no String.
  private static func mayMatter(_ word: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
    guard word.count >= 4, word.count <= 11, let first = word.first else { return false }
    return first == UInt8(ascii: "i") || first == UInt8(ascii: "p") || first == UInt8(ascii: "f")
      || first == UInt8(ascii: "o")
  }

  private func readWord(from start: Int) -> (String, Int) {
    var index = start
    if index < code.count, code[index] == SourceByte.backtick {
      index += 1
      while index < code.count, code[index] != SourceByte.backtick, code[index] != SourceByte.newline {
        index += 1
      }
      let word = text(start + 1..<index, droppingWhitespace: false)
      return (word, index < code.count && code[index] == SourceByte.backtick ? index + 1 : index)
    }
    while index < code.count, SourceByte.isIdentifier(code[index]) { index += 1 }
    return (text(start..<index, droppingWhitespace: false), index)
  }

  private func skipWhitespace(from start: Int) -> Int {
    var index = start
    while index < code.count, SourceByte.isWhitespace(code[index]) { index += 1 }
    return index
  }

  private func endOfLine(from start: Int) -> Int {
    var index = start
    while index < code.count, code[index] != SourceByte.newline, code[index] != SourceByte.carriageReturn {
      index += 1
    }
    return index
  }

  /// The index after the parenthesis that closes the one at `start`, or the end of text.
  private func skipBalanced(from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < code.count {
      if code[index] == SourceByte.openParen { depth += 1 }
      if code[index] == SourceByte.closeParen {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return index
  }

  private func text(_ range: Range<Int>, droppingWhitespace: Bool) -> String {
    let slice = UnsafeBufferPointer(rebasing: code[range])
    if !droppingWhitespace { return String(decoding: slice, as: UTF8.self) }
    return String(decoding: slice.filter { !SourceByte.isWhitespace($0) }, as: UTF8.self)
  }
}
