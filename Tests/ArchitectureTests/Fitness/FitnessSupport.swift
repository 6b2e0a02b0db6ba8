// fitness-support: engine 1e70422f1c946d68, fitness 0.1.0, body crc32 c43bc75f
// Written by `fitness graduate`; refresh with `fitness vendor`. Do not edit: it is the
// scanner and rule engine `fitness check` runs, copied verbatim so that the hook and
// `swift test` judge the same way. Each part below is one source file of fitness.
// The first line's checksum covers every line after it, so an edit is reported.
// swift-format-ignore-file
// swiftlint:disable all
// swiftformat:disable all
#if !compiler(>=6.1)
  #error("fitness's vendored engine needs Swift 6.1 or later (Xcode 16.3): it marks its types nonisolated")
#endif

// ---- fitness: Sources/SwiftScanner/CodeView.swift ----
/// Builds the code view of a Swift source: the same bytes at the same offsets, with every
/// comment and the contents of every string and regex literal replaced by spaces.
///
/// In code, every Unicode space the compiler reads as whitespace becomes ASCII spaces, one
/// per byte: the no-break space U+00A0 (which it accepts with a warning), and U+0085,
/// U+1680, U+180E, U+2000 to U+200A, U+200E, U+200F, U+2028, U+2029, U+202F, U+205F and
/// U+3000 (which it reports as errors yet still reads as whitespace:
/// `swiftc -emit-imported-modules` lists `import\u{2003}CloudKit` as CloudKit). Zero-width
/// characters (U+200B, U+2060, U+FEFF) are identifier characters to it, and stay.
///
/// Line breaks survive blanking, so positions in the view are positions in the source.
/// String delimiters stay, and so does the code inside interpolations (`\( … )`), which is
/// real code that can itself hold strings and comments.
///
/// Regex literals: the `#/ … /#` form is blanked like a string. A bare `/ … /` literal is
/// left as code, because telling it from division needs the parser; text inside one can
/// therefore match a needle (a false alarm, never a missed violation).
public enum CodeView {
  /// The code view of `bytes`. Never traps and always finishes in one pass, whatever the
  /// bytes are: unterminated comments and literals simply run to the end.
  public static func blanking(_ bytes: [UInt8]) -> [UInt8] {
    var output = bytes
    output.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { source in
        var lexer = Lexer(source: source, out: out)
        lexer.run()
      }
    }
    return output
  }
}

/// A literal whose contents are being blanked: a string, or a `#/…/#` regex.
private struct Literal {
  var hashes: Int
  var multiline: Bool
  var isRegex: Bool
}

/// Its hot functions are compiled optimized even in a debug build (`@_optimize(speed)`):
/// generated suites run under `swift test`, unoptimised by default, and lex every file
/// that spells a fenced name.
private struct Lexer {
  let source: UnsafeBufferPointer<UInt8>
  let out: UnsafeMutableBufferPointer<UInt8>
  let count: Int
  /// The literals suspended by an open interpolation, innermost last.
  var suspended: [Literal] = []
  /// The parenthesis depth inside each open interpolation, innermost last.
  var interpolationDepths: [Int] = []

  init(source: UnsafeBufferPointer<UInt8>, out: UnsafeMutableBufferPointer<UInt8>) {
    self.source = source
    self.out = out
    self.count = source.count
  }

  @_optimize(speed) mutating func run() {
    var index = 0
    var literal: Literal? = nil
    while index < count {
      if let open = literal {
        (index, literal) = skipLiteral(open, from: index)
      } else {
        (index, literal) = skipCode(from: index)
      }
    }
  }

  @_optimize(speed) private func byte(_ index: Int) -> UInt8 { index < count ? source[index] : 0 }

  @_optimize(speed) private func blank(_ index: Int) {
    let value = source[index]
    if value != SourceByte.newline && value != SourceByte.carriageReturn { out[index] = SourceByte.space }
  }

  @_optimize(speed) private func blank(_ range: Range<Int>) {
    for index in range where index < count { blank(index) }
  }

  @_optimize(speed) private func isLineBreak(_ value: UInt8) -> Bool {
    value == SourceByte.newline || value == SourceByte.carriageReturn
  }

  /// Advances through code until a literal opens; returns it with the index after its opener.
  @_optimize(speed) private mutating func skipCode(from start: Int) -> (Int, Literal?) {
    var index = start
    while index < count {
      let value = source[index]
      switch value {
      case SourceByte.slash where byte(index + 1) == SourceByte.slash:
        while index < count, !isLineBreak(source[index]) {
          out[index] = SourceByte.space
          index += 1
        }
      case SourceByte.slash where byte(index + 1) == SourceByte.star:
        index = skipBlockComment(from: index)
      case SourceByte.hash:
        var end = index
        while end < count, source[end] == SourceByte.hash { end += 1 }
        let hashes = end - index
        if byte(end) == SourceByte.quote {
          return openString(at: end, hashes: hashes)
        }
        if byte(end) == SourceByte.slash {
          let multiline = isLineBreak(byte(end + 1))
          return (end + 1, Literal(hashes: hashes, multiline: multiline, isRegex: true))
        }
        index = end
      case SourceByte.quote:
        return openString(at: index, hashes: 0)
      case SourceByte.backtick:
        index += 1
        while index < count, source[index] != SourceByte.backtick, !isLineBreak(source[index]) {
          index += 1
        }
        if index < count, source[index] == SourceByte.backtick { index += 1 }
      case 0xC2, 0xE1, 0xE2, 0xE3:
        let length = unicodeSpaceLength(at: index)
        for offset in 0..<length { out[index + offset] = SourceByte.space }
        index += max(1, length)
      case SourceByte.openParen where !interpolationDepths.isEmpty:
        interpolationDepths[interpolationDepths.count - 1] += 1
        index += 1
      case SourceByte.closeParen where !interpolationDepths.isEmpty:
        if interpolationDepths[interpolationDepths.count - 1] == 0 {
          interpolationDepths.removeLast()
          return (index + 1, suspended.removeLast())
        }
        interpolationDepths[interpolationDepths.count - 1] -= 1
        index += 1
      default:
        index += 1
      }
    }
    return (index, nil)
  }

  /// The byte length of the Unicode space (see `CodeView`) that starts at `index`; 0 when
  /// none does.
  @_optimize(speed) private func unicodeSpaceLength(at index: Int) -> Int {
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

  @_optimize(speed) private func openString(at quote: Int, hashes: Int) -> (Int, Literal?) {
    let multiline = byte(quote + 1) == SourceByte.quote && byte(quote + 2) == SourceByte.quote
    let next = quote + (multiline ? 3 : 1)
    return (next, Literal(hashes: hashes, multiline: multiline, isRegex: false))
  }

  /// Blanks a nested block comment starting at `start`; returns the index after it.
  @_optimize(speed) private func skipBlockComment(from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < count {
      if source[index] == SourceByte.slash, byte(index + 1) == SourceByte.star {
        depth += 1
        out[index] = SourceByte.space
        out[index + 1] = SourceByte.space
        index += 2
      } else if source[index] == SourceByte.star, byte(index + 1) == SourceByte.slash {
        depth -= 1
        out[index] = SourceByte.space
        out[index + 1] = SourceByte.space
        index += 2
        if depth == 0 { return index }
      } else {
        blank(index)
        index += 1
      }
    }
    return index
  }

  /// Blanks a literal's contents up to its closing delimiter or an interpolation.
  @_optimize(speed) private mutating func skipLiteral(_ literal: Literal, from start: Int) -> (Int, Literal?) {
    var index = start
    while index < count {
      let value = source[index]
      if value == SourceByte.backslash {
        if literal.isRegex {
          blank(index..<index + 2)
          index += 2
          continue
        }
        var end = index + 1
        while end - index - 1 < literal.hashes, byte(end) == SourceByte.hash { end += 1 }
        guard end - index - 1 == literal.hashes else {
          blank(index)
          index += 1
          continue
        }
        if byte(end) == SourceByte.openParen {
          blank(index..<end)
          suspended.append(literal)
          interpolationDepths.append(0)
          return (end + 1, nil)
        }
        blank(index..<end + 1)
        index = end + 1
        continue
      }
      if let closeEnd = closingDelimiterEnd(of: literal, at: index) {
        return (closeEnd, nil)
      }
      if !literal.multiline, isLineBreak(value) {
        return (index + 1, nil)
      }
      blank(index)
      index += 1
    }
    return (index, nil)
  }

  /// The index after the literal's closing delimiter when one starts at `index`.
  @_optimize(speed) private func closingDelimiterEnd(of literal: Literal, at index: Int) -> Int? {
    var end = index
    if literal.isRegex {
      guard source[index] == SourceByte.slash else { return nil }
      end += 1
    } else {
      let quotes = literal.multiline ? 3 : 1
      for offset in 0..<quotes where byte(index + offset) != SourceByte.quote { return nil }
      end += quotes
    }
    for _ in 0..<literal.hashes {
      guard byte(end) == SourceByte.hash else { return nil }
      end += 1
    }
    return end
  }
}

// ---- fitness: Sources/SwiftScanner/DeclarationWalk.swift ----
/// Finds the type declarations, extensions and previews of a file in one pass over its
/// code view, without a parser.
///
/// Attributes and modifiers are gathered from where a declaration may start (the file's
/// start, a new line, `;`, `{` or `}`) up to the keyword, across lines. Every `#if` branch
/// is read, as imports are; when the branches open different numbers of braces (one
/// `extension Foo: UIViewRepresentable {` per platform), the nesting after `#endif` is the
/// first branch's. Comments and literals are blank in the code view, so nothing in them
/// counts.
struct DeclarationWalk {
  let code: [UInt8]
  var index = 0
  /// The open braces, innermost last: the type whose body each opens, or nil.
  var scopes: [String?] = []
  /// For each `#if` open here: the scopes at its start, and at the end of its first branch.
  var conditions: [(start: [String?], firstEnd: [String?]?)] = []
  var modifiers: [String] = []
  var attributes: [String] = []
  var canStart = true
  var types: [TypeDeclaration] = []
  var previews: [Range<Int>] = []

  init(code: [UInt8]) {
    self.code = code
  }

  static let typeKeywords: [String: TypeDeclaration.Kind] = [
    "class": .class, "struct": .struct, "enum": .enum, "actor": .actor, "protocol": .protocol,
    "extension": .extension,
  ]

  /// Words that modify a declaration when written before it.
  static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect", "nonisolated",
    "distributed", "static", "dynamic", "required", "convenience", "override", "lazy", "weak", "unowned",
    "optional", "mutating", "nonmutating", "prefix", "postfix", "infix", "consuming", "borrowing",
  ]

  /// What may follow `class` when it is a member's modifier (`class func`), not a type.
  static let memberWords: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "typealias", "static", "final", "override", "public",
    "private", "fileprivate", "internal", "package", "open", "required", "convenience", "dynamic", "nonisolated",
  ]

  mutating func run() -> DeclarationList {
    while index < code.count {
      let byte = code[index]
      if byte == SourceByte.newline {
        canStart = true
        index += 1
      } else if SourceByte.isWhitespace(byte) {
        index += 1
      } else if byte == SourceByte.at {
        attribute()
      } else if byte == SourceByte.hash {
        directive()
      } else if SourceByte.isIdentifier(byte) && !SourceByte.isDigit(byte) || byte == SourceByte.backtick {
        word()
      } else {
        punctuation(byte)
      }
    }
    return DeclarationList(types: types, previewMacros: previews)
  }

  // MARK: - Tokens

  private mutating func forget() {
    modifiers = []
    attributes = []
  }

  private mutating func punctuation(_ byte: UInt8) {
    forget()
    switch byte {
    case SourceByte.openBrace:
      scopes.append(nil)
      canStart = true
    case SourceByte.closeBrace:
      if !scopes.isEmpty { scopes.removeLast() }
      canStart = true
    case SourceByte.semicolon: canStart = true
    default: canStart = false
    }
    index += 1
  }

  /// `@Name`, `@Module.Name` or `@Name(arguments)`, kept for the declaration that follows.
  private mutating func attribute() {
    let start = index + 1
    var end = start
    while end < code.count, SourceByte.isIdentifier(code[end]) || code[end] == SourceByte.dot { end += 1 }
    guard end > start else {
      forget()
      canStart = false
      index += 1
      return
    }
    let name = "@" + text(start..<end)
    index = end
    if index < code.count, code[index] == SourceByte.openParen { index = closing(from: index) ?? code.count }
    if canStart { attributes.append(name) }
  }

  /// `#if`, `#elseif`, `#else`, `#endif` and the other line directives; `#Preview`; any
  /// other `#` is an expression's.
  private mutating func directive() {
    let start = index + 1
    var end = start
    while end < code.count, SourceByte.isIdentifier(code[end]) { end += 1 }
    let name = text(start..<end)
    switch name {
    case "if":
      conditions.append((scopes, nil))
      skipLine()
    case "elseif", "else":
      if var condition = conditions.popLast() {
        if condition.firstEnd == nil { condition.firstEnd = scopes }
        scopes = condition.start
        conditions.append(condition)
      }
      skipLine()
    case "endif":
      if let condition = conditions.popLast(), let firstEnd = condition.firstEnd { scopes = firstEnd }
      skipLine()
    case "sourceLocation", "warning", "error", "line":
      skipLine()
    case "Preview":
      previews.append(index..<previewEnd(after: end))
      forget()
      canStart = false
      index = end
    default:
      forget()
      canStart = false
      index = max(end, index + 1)
    }
  }

  private mutating func skipLine() {
    while index < code.count, code[index] != SourceByte.newline { index += 1 }
    forget()
    canStart = true
  }

  /// Where a `#Preview` ends: past its arguments and its trailing closure.
  private func previewEnd(after name: Int) -> Int {
    var end = skipTrivia(from: name)
    if end < code.count, code[end] == SourceByte.openParen {
      guard let closed = closing(from: end) else { return code.count }
      end = skipTrivia(from: closed)
    }
    guard end < code.count, code[end] == SourceByte.openBrace else { return end }
    return closing(from: end) ?? code.count
  }

  /// The words the walk acts on, by their bytes, so that the thousands of other
  /// identifiers in a file are passed over without building a string.
  static let knownWords: [[UInt8]] = (Array(typeKeywords.keys) + Array(modifierWords)).map { Array($0.utf8) }

  /// The known word spelled by `code[start..<end]`, or nil.
  private func knownWord(_ start: Int, _ end: Int) -> String? {
    let length = end - start
    guard length >= 3, length <= 11, code[start] >= 0x61, code[start] <= 0x7A else { return nil }
    for word in Self.knownWords where word.count == length && word[0] == code[start] {
      if code[start..<end].elementsEqual(word) { return String(decoding: word, as: UTF8.self) }
    }
    return nil
  }

  private mutating func word() {
    // A word in backticks is an identifier, even when it spells a keyword.
    if code[index] == SourceByte.backtick {
      let (name, end) = identifier(at: index)
      guard name != nil else { return punctuation(code[index]) }
      forget()
      canStart = false
      index = end
      return
    }
    var end = index
    while end < code.count, SourceByte.isIdentifier(code[end]) { end += 1 }
    guard let name = knownWord(index, end) else {
      forget()
      canStart = false
      index = end
      return
    }
    let follows = index > 0 && code[index - 1] == SourceByte.dot
    if !follows, canStart, let kind = Self.typeKeywords[name], declaration(kind, keyword: index, after: end) {
      return
    }
    if !follows, canStart, Self.modifierWords.contains(name) || name == "class" {
      modifiers.append(name)
      index = end
      // `private(set)`, `unowned(unsafe)`: the modifier with its detail.
      if index < code.count, code[index] == SourceByte.openParen, let closed = closing(from: index) {
        modifiers[modifiers.count - 1] += text(index..<closed).filter { !$0.isWhitespace }
        index = closed
      }
      return
    }
    forget()
    canStart = false
    index = end
  }

  // MARK: - A declaration

  /// Reads `KEYWORD Name<…>: Inherited where … {` at `keyword`; false when it is not a
  /// declaration (`class func`, an argument label, an `actor` variable).
  private mutating func declaration(_ kind: TypeDeclaration.Kind, keyword: Int, after end: Int) -> Bool {
    var cursor = skipTrivia(from: end)
    var parts: [String] = []
    // `extension [Element]`, `extension Int?`: sugar names the extended type as written.
    if kind == .extension, cursor < code.count, code[cursor] == SourceByte.openBracket,
      let closed = closing(from: cursor)
    {
      var sugar = closed
      while sugar < code.count, code[sugar] == 0x3F || code[sugar] == 0x21 { sugar += 1 }
      parts.append(text(cursor..<sugar).filter { !$0.isWhitespace })
      cursor = sugar
    }
    while !(kind == .extension && !parts.isEmpty && parts[0].hasPrefix("[")) {
      let (part, partEnd) = identifier(at: cursor)
      guard let part else { break }
      parts.append(part)
      cursor = partEnd
      guard kind == .extension else { break }
      cursor = skipGenerics(from: skipTrivia(from: cursor))
      let dot = skipTrivia(from: cursor)
      guard dot < code.count, code[dot] == SourceByte.dot else { break }
      cursor = skipTrivia(from: dot + 1)
    }
    guard let last = parts.last, !(kind == .class && Self.memberWords.contains(last)) else { return false }
    cursor = skipGenerics(from: skipTrivia(from: cursor))
    let next = skipTrivia(from: cursor)
    // A contextual `actor` declares only when a body, a clause or generics follow its name.
    if kind == .actor {
      guard next < code.count,
        code[next] == SourceByte.openBrace || code[next] == SourceByte.colon || startsWord("where", at: next)
      else { return false }
    }
    var inherited: [String] = []
    cursor = next
    if cursor < code.count, code[cursor] == SourceByte.colon {
      (inherited, cursor) = inheritance(from: cursor + 1)
    }
    if startsWord("where", at: cursor) { cursor = clauseEnd(from: cursor) }
    let enclosing = scopes.compactMap { $0 }.last
    let written = parts.joined(separator: ".")
    let name = enclosing.map { "\($0).\(written)" } ?? written
    var body: Range<Int>? = nil
    if cursor < code.count, code[cursor] == SourceByte.openBrace {
      body = (cursor + 1)..<((closing(from: cursor) ?? code.count + 1) - 1)
      scopes.append(name)
      cursor += 1
    }
    types.append(
      TypeDeclaration(
        kind: kind, name: name, modifiers: modifiers, attributes: attributes, inherited: inherited, keyword: keyword,
        body: body))
    forget()
    canStart = true
    index = cursor
    return true
  }

  /// The entries of an inheritance clause from just past its `:`, and where it ends (its
  /// `where` or `{`).
  private func inheritance(from start: Int) -> ([String], Int) {
    var entries: [String] = []
    var current: [UInt8] = []
    var cursor = start
    func close() {
      var entry = current[...]
      // `@unchecked Sendable`, `@preconcurrency Delegate`: the attribute is not the name.
      while true {
        entry = entry.drop { SourceByte.isWhitespace($0) }
        guard entry.first == SourceByte.at else { break }
        entry = entry.dropFirst().drop { SourceByte.isIdentifier($0) }
      }
      let name = entry.filter { !SourceByte.isWhitespace($0) }
      if !name.isEmpty { entries.append(String(decoding: name, as: UTF8.self)) }
      current = []
    }
    while cursor < code.count {
      let byte = code[cursor]
      if byte == SourceByte.openBrace || startsWord("where", at: cursor) { break }
      if byte == SourceByte.comma {
        close()
        cursor += 1
      } else if byte == 0x3C {
        cursor = skipGenerics(from: cursor)
      } else if byte == SourceByte.openParen || byte == SourceByte.openBracket {
        let end = closing(from: cursor) ?? code.count
        current += code[cursor..<end]
        cursor = end
      } else if byte == SourceByte.semicolon || byte == SourceByte.closeBrace {
        break
      } else {
        current.append(byte)
        cursor += 1
      }
    }
    close()
    return (entries, cursor)
  }

  /// The `{` that ends a `where` clause at `start`, or where it stops.
  private func clauseEnd(from start: Int) -> Int {
    var cursor = start
    while cursor < code.count, code[cursor] != SourceByte.openBrace, code[cursor] != SourceByte.semicolon,
      code[cursor] != SourceByte.closeBrace
    {
      if code[cursor] == 0x3C {
        cursor = skipGenerics(from: cursor)
      } else if code[cursor] == SourceByte.openParen || code[cursor] == SourceByte.openBracket {
        cursor = closing(from: cursor) ?? code.count
      } else {
        cursor += 1
      }
    }
    return cursor
  }

  // MARK: - Bytes

  /// Past a generic clause `<…>` at `start` (nested, with `->` inside); `start` when none.
  private func skipGenerics(from start: Int) -> Int {
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
  private func identifier(at start: Int) -> (String?, Int) {
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

  private func startsWord(_ word: String, at start: Int) -> Bool {
    let (found, _) = identifier(at: start)
    return found == word && code[start] != SourceByte.backtick
  }

  private func skipTrivia(from start: Int) -> Int {
    var cursor = start
    while cursor < code.count, SourceByte.isWhitespace(code[cursor]) { cursor += 1 }
    return cursor
  }

  private func closing(from open: Int) -> Int? {
    var depth = 0
    var cursor = open
    while cursor < code.count {
      switch code[cursor] {
      case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace: depth += 1
      case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace:
        depth -= 1
        if depth == 0 { return cursor + 1 }
      default: break
      }
      cursor += 1
    }
    return nil
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: code[range], as: UTF8.self)
  }
}

extension ScannedSource {
  /// The types, extensions and previews this file declares.
  public func declarations() -> DeclarationList {
    var walk = DeclarationWalk(code: code)
    return walk.run()
  }

  /// Whether the file previews `declaration`: a `#Preview`, or a `PreviewProvider`'s body,
  /// that names it in code.
  public func previews(_ declaration: TypeDeclaration, in list: DeclarationList) -> Bool {
    let name = declaration.simpleName
    let providers = list.selectable.filter { provider in
      list.conformances(of: provider).contains { TypeDeclaration.names($0, "PreviewProvider") }
    }
    let extents = list.previewMacros + providers.compactMap(\.body)
    return wordOccurrences(of: name).contains { offset in extents.contains { $0.contains(offset) } }
  }
}

// ---- fitness: Sources/SwiftScanner/FactSearch.swift ----
/// Reduces raw bytes to `SourceFacts` while lexing as little of them as the facts need.
///
/// An import of a module spells the module's name, and a needle found in code is spelled
/// in the bytes, so a file that spells none of them has no facts, and nothing after the
/// line of the last one that is spelled can change what the facts are: lexing is left to
/// right, and an import path runs past a line break only after a trailing dot. Most files
/// of a large repository spell none, and the rest mostly spell them near the top, so a
/// full scan lexes a small part of the bytes it reads. The facts are the same as those of
/// the whole file scanned (`ScannedSource(bytes).facts(modules:search:)`), which a test
/// holds it to.
public struct FactSearch: Sendable {
  public let modules: Set<String>
  public let search: NeedleSearch
  /// The needles and the module names: every spelling a fact can be made of.
  private let spellings: [[UInt8]]
  private let longest: Int
  /// One bit per pair of bytes that starts a spelling; a spelling of one byte sets every
  /// pair it starts.
  private let pairs: [UInt64]
  /// The bytes that are whole spellings by themselves.
  private let singles: [Bool]

  public init(modules: Set<String>, needles: [String]) {
    self.modules = modules
    search = NeedleSearch(needles)
    spellings = (needles + modules.sorted()).map { Array($0.utf8) }
    longest = spellings.map(\.count).max() ?? 0
    var pairs = [UInt64](repeating: 0, count: 1024)
    var singles = [Bool](repeating: false, count: 256)
    for spelling in spellings {
      guard let first = spelling.first else { continue }
      let seconds: [UInt8] = spelling.count > 1 ? [spelling[1]] : Array(0...255)
      if spelling.count == 1 { singles[Int(first)] = true }
      for second in seconds {
        let pair = Int(first) << 8 | Int(second)
        pairs[pair >> 6] |= 1 << UInt64(pair & 63)
      }
    }
    self.pairs = pairs
    self.singles = singles
  }

  /// The facts of `bytes`: the imports of `modules` and where each needle occurs in code.
  public func facts(of bytes: [UInt8]) -> SourceFacts {
    // An empty spelling is spelled everywhere: nothing can be skipped.
    guard !spellings.contains(where: \.isEmpty) else {
      return ScannedSource(bytes).facts(modules: modules, search: search)
    }
    guard let last = lastSpelling(in: bytes) else { return SourceFacts(imports: [], occurrences: [:]) }
    var cut = Self.lineEnd(in: bytes, from: min(bytes.count, last + longest))
    while true {
      let source = ScannedSource(cut == bytes.count ? bytes : Array(bytes[..<cut]))
      // `import A.` at the end of a line goes on with the next line's component.
      if cut < bytes.count, let tail = source.code.lastIndex(where: { !SourceByte.isWhitespace($0) }),
        source.code[tail] == SourceByte.dot
      {
        cut = Self.lineEnd(in: bytes, from: cut)
        continue
      }
      return source.facts(modules: modules, search: search)
    }
  }

  /// Where the last spelling starts, looking from the end; nil when there is none. Every
  /// byte of every file passes here, so it is compiled optimized even in a debug build.
  @_optimize(speed) private func lastSpelling(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { lastSpelling(inText: $0) }
  }

  /// The search itself, without closures: a closure is compiled on its own, unoptimised in
  /// a debug build, whatever its function asks.
  @_optimize(speed) private func lastSpelling(inText text: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = text.count
    guard count > 0 else { return nil }
    // Locals, so the loop does not retain the tables at every byte.
    let pairs = self.pairs
    let spellings = self.spellings
    if singles[Int(text[count - 1])] { return count - 1 }
    var index = count - 2
    while index >= 0 {
      let pair = Int(text[index]) << 8 | Int(text[index + 1])
      if pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0, Self.spelled(spellings, at: index, in: text) {
        return index
      }
      index -= 1
    }
    return nil
  }

  @_optimize(speed) private static func spelled(
    _ spellings: [[UInt8]], at index: Int, in text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    for spelling in spellings where index + spelling.count <= text.count {
      var matched = 0
      while matched < spelling.count, text[index + matched] == spelling[matched] { matched += 1 }
      if matched == spelling.count { return true }
    }
    return false
  }

  /// The index after the line break at or after `start` (a CR LF pair is one break), or
  /// the end of the bytes.
  @_optimize(speed) private static func lineEnd(in bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      let value = bytes[index]
      index += 1
      if value == SourceByte.newline { return index }
      if value == SourceByte.carriageReturn {
        return index < bytes.count && bytes[index] == SourceByte.newline ? index + 1 : index
      }
    }
    return index
  }
}

// ---- fitness: Sources/SwiftScanner/ImportDeclaration.swift ----
/// One import declaration as the compiler would parse it.
public struct ImportDeclaration: Hashable, Sendable {
  /// The top-level module: `CloudKit` for `import CloudKit.CKRecord`.
  public var module: String
  /// The full dotted name: `CloudKit.CKRecord`.
  public var name: String
  /// Where the declaration starts: its first attribute or modifier, else `import`.
  public var position: SourcePosition
  /// The byte offset of `position`.
  public var offset: Int
  /// The declaration kind of a scoped import (`struct`, `func`, …), or nil for a module.
  public var kind: String?
  /// Attributes as written, without spaces: `@testable`, `@_spi(Internal)`.
  public var attributes: [String]
  /// The access-level modifier (`public`, `package`, …), or nil when none is written.
  public var access: String?

  public init(
    module: String, name: String, position: SourcePosition, offset: Int, kind: String? = nil,
    attributes: [String] = [], access: String? = nil
  ) {
    self.module = module
    self.name = name
    self.position = position
    self.offset = offset
    self.kind = kind
    self.attributes = attributes
    self.access = access
  }
}

// ---- fitness: Sources/SwiftScanner/ImportParser.swift ----
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
    for byte in [
      SourceByte.openParen, SourceByte.closeParen, SourceByte.openBracket, SourceByte.closeBracket,
      SourceByte.openBrace, SourceByte.closeBrace, SourceByte.hash,
    ] {
      table[Int(byte)] = true
    }
    return table
  }()

  private static let kinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  let code: UnsafeBufferPointer<UInt8>

  func parse() -> [Found] {
    var found: [Found] = []
    let count = code.count
    let hasBOM = count >= 3 && code[0] == 0xEF && code[1] == 0xBB && code[2] == 0xBF
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
        let (word, end) = readWord(from: index + 1)
        index = (word == "if" || word == "elseif") ? endOfLine(from: end) : max(end, index + 1)
        pending.reset()
        previous = SourceByte.hash
        continue
      }
      if value == SourceByte.at {
        let (_, nameEnd) = readWord(from: index + 1)
        var end = nameEnd
        if end < count, code[end] == SourceByte.openParen { end = skipBalanced(from: end) }
        end = max(end, index + 1)
        if depth == 0 {
          if pending.start == nil { pending.start = index }
          pending.attributes.append(text(index..<end, droppingWhitespace: true))
        }
        previous = code[end - 1]
        index = end
        continue
      }
      if isIdentifierStart(value) {
        let start = index
        let backticked = value == SourceByte.backtick
        // Inside braces, brackets or parentheses no word matters: skip it without making
        // a String (most of a file's words are there).
        if depth > 0 || backticked {
          index = max(backticked ? readWord(from: index).1 : wordEnd(from: index), index + 1)
          pending.reset()
          previous = code[index - 1]
          continue
        }
        let end = wordEnd(from: index)
        index = max(end, index + 1)
        guard Self.mayMatter(code[start..<end]) else {
          pending.reset()
          previous = code[index - 1]
          continue
        }
        let word = text(start..<end, droppingWhitespace: false)
        if Self.accessModifiers.contains(word) {
          if pending.start == nil { pending.start = start }
          pending.access = word
          previous = code[index - 1]
          continue
        }
        if word == "import", previous != SourceByte.dot,
          var declaration = parsePath(from: index)
        {
          declaration.found.offset = pending.start ?? start
          declaration.found.attributes = pending.attributes
          declaration.found.access = pending.access
          found.append(declaration.found)
          index = declaration.end
          previous = code[index - 1]
          pending.reset()
          continue
        }
        pending.reset()
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

// ---- fitness: Sources/SwiftScanner/LinkTarget.swift ----
/// Where a symlink stored in git leads, inside the repository.
///
/// The compiler compiles a `.swift` symlink as the file it leads to, so fitness judges the
/// link at its own path with its target's bytes. Git stores the link's text as a blob; this
/// resolves that text against the link's folder, the way the file system would, and
/// refuses what leaves the repository (an absolute target, or one that climbs above the
/// root): those bytes are not the repository's to judge.
public enum LinkTarget {
  /// The target's `QuotedPath` spelling, for the link at `link` (a spelling) whose text is
  /// `text`; nil when it leads outside the repository.
  public static func resolve(link: String, text: [UInt8]) -> String? {
    guard !text.isEmpty, text.first != UInt8(ascii: "/"), !text.contains(0) else { return nil }
    var components = QuotedPath.bytes(link).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
      .map(Array.init)
    components.removeLast()
    for part in text.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      if part.elementsEqual(".".utf8) { continue }
      if part.elementsEqual("..".utf8) {
        guard !components.isEmpty else { return nil }
        components.removeLast()
        continue
      }
      components.append(Array(part))
    }
    guard !components.isEmpty else { return nil }
    return QuotedPath.spelling(Array(components.joined(separator: [UInt8(ascii: "/")])))
  }

  /// How many links in a row fitness follows before it calls the chain a loop.
  public static let hopLimit = 8
}

// ---- fitness: Sources/SwiftScanner/QuotedPath.swift ----
/// A repository path's bytes, spelled the way git quotes them (`core.quotePath`): every
/// byte at or above 0x80, every control byte, `"` and `\` written as a backslash escape,
/// everything else as itself.
///
/// Git paths are bytes, not text: `caf\351.swift` (Latin-1) is no valid UTF-8, and
/// `Caf\303\251.swift` (NFC) and `Cafe\314\201.swift` (NFD) are two files although Swift's
/// `String` compares them equal. Carrying every path in this spelling keeps Swift strings,
/// sets and dictionaries exact: the spelling is ASCII, one-to-one with the bytes, so two
/// paths are equal exactly when their bytes are. A plain ASCII path is spelled as itself.
///
/// It lives in the scanner, the lowest module, because the git readers, the rule engine
/// and the vendored copy a suite compiles must all spell paths alike.
public enum QuotedPath {
  /// Whether a byte is written as itself.
  private static let plain: [Bool] = (0..<256).map { byte in
    byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
  }

  /// The spelling of bytes in memory (an index entry's path): the common, plain case
  /// checked in a plain loop, since the generic one below is not specialised across
  /// modules and cost a full check of 100,000 paths about 20 ms.
  public static func spelling(_ bytes: UnsafeRawBufferPointer) -> String {
    for byte in bytes where !(byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C) {
      return spelling(bytes[...])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The spelling of an array of bytes (see the pointer form).
  public static func spelling(_ bytes: [UInt8]) -> String {
    bytes.withUnsafeBytes { spelling($0) }
  }

  /// The spelling of `bytes`.
  public static func spelling<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    if bytes.allSatisfy({ plain[Int($0)] }) { return String(decoding: bytes, as: UTF8.self) }
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      if plain[Int(byte)] {
        text.append(byte)
        continue
      }
      text.append(0x5C)
      switch byte {
      case 0x07: text.append(UInt8(ascii: "a"))
      case 0x08: text.append(UInt8(ascii: "b"))
      case 0x09: text.append(UInt8(ascii: "t"))
      case 0x0A: text.append(UInt8(ascii: "n"))
      case 0x0B: text.append(UInt8(ascii: "v"))
      case 0x0C: text.append(UInt8(ascii: "f"))
      case 0x0D: text.append(UInt8(ascii: "r"))
      case 0x22, 0x5C: text.append(byte)
      default:
        text.append(0x30 + (byte >> 6))
        text.append(0x30 + ((byte >> 3) & 7))
        text.append(0x30 + (byte & 7))
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The spelling of a path written as text (a rule literal, a finding): its UTF-8 bytes.
  public static func spelling(ofText text: String) -> String {
    spelling(Array(text.utf8))
  }

  /// The bytes a spelling stands for; the inverse of `spelling`.
  public static func bytes(_ spelling: String) -> [UInt8] {
    let text = Array(spelling.utf8)
    guard text.contains(0x5C) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      let byte = text[index]
      index += 1
      guard byte == 0x5C, index < text.count else {
        bytes.append(byte)
        continue
      }
      let next = text[index]
      index += 1
      switch next {
      case UInt8(ascii: "a"): bytes.append(0x07)
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case 0x30...0x33 where index + 1 < text.count:
        bytes.append((next - 0x30) << 6 | (text[index] - 0x30) << 3 | (text[index + 1] - 0x30))
        index += 2
      default: bytes.append(next)
      }
    }
    return bytes
  }

  /// The path as git prints it: in double quotes when any byte needed escaping. With
  /// `core.quotePath` false (`quotingHighBytes: false`), a UTF-8 name prints as itself, and
  /// only control bytes, `"` and `\` are escaped, as git does.
  public static func display(_ spelling: String, quotingHighBytes: Bool = true) -> String {
    guard spelling.utf8.contains(0x5C) else { return spelling }
    guard !quotingHighBytes else { return "\"" + spelling + "\"" }
    let raw = bytes(spelling)
    guard let text = String(validating: raw, as: UTF8.self) else { return "\"" + spelling + "\"" }
    if !raw.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C }) { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x80 {
        escaped.unicodeScalars.append(scalar)
      } else {
        escaped += QuotedPath.spelling(CollectionOfOne(UInt8(scalar.value)))
      }
    }
    return "\"" + escaped + "\""
  }
}

// ---- fitness: Sources/SwiftScanner/ScannedSource+Declarations.swift ----
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
  public func closing(from open: Int) -> Int? {
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

// ---- fitness: Sources/SwiftScanner/ScannedSource.swift ----
/// A Swift source file scanned once: its imports and its code view.
///
/// Scanning works on bytes, so any input is accepted: invalid UTF-8, NUL bytes, a leading
/// byte-order mark, unterminated comments or strings. It runs in one linear pass for the
/// code view plus one for imports, with no regular expressions.
public struct ScannedSource: Sendable {
  /// The original bytes.
  public let bytes: [UInt8]
  /// The code view: the same bytes with comments and literal contents blanked.
  public let code: [UInt8]
  /// Every import declaration, in source order.
  public let imports: [ImportDeclaration]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    let code = CodeView.blanking(bytes)
    self.code = code
    let found = code.withUnsafeBufferPointer { ImportParser(code: $0).parse() }
    var positions = PositionCursor(bytes: bytes)
    imports = found.map { item in
      ImportDeclaration(
        module: item.components[0],
        name: item.components.joined(separator: "."),
        position: positions.position(of: item.offset),
        offset: item.offset,
        kind: item.kind,
        attributes: item.attributes,
        access: item.access
      )
    }
  }

  /// The top-level modules this file imports, each once, in first-seen order.
  public var importedModules: [String] {
    var seen = Set<String>()
    return imports.compactMap { seen.insert($0.module).inserted ? $0.module : nil }
  }

  /// The position of a byte offset in this file.
  public func position(of offset: Int) -> SourcePosition {
    var cursor = PositionCursor(bytes: bytes)
    return cursor.position(of: offset)
  }

  /// The positions of many offsets, in their order, with one pass over the file: a suite's
  /// hundreds of fence entries would otherwise each count lines from the top.
  public func positions(of offsets: [Int]) -> [SourcePosition] {
    var cursor = PositionCursor(bytes: bytes)
    var result = [SourcePosition](repeating: SourcePosition(line: 1, column: 1), count: offsets.count)
    for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
      result[index] = cursor.position(of: offsets[index])
    }
    return result
  }

  /// Offsets where `needle` occurs in code (never inside comments or literals) with no
  /// identifier character right before it, so `URLSession(` does not match `MyURLSession(`.
  public func codeOccurrences(of needle: String) -> [Int] {
    codeOccurrences(of: [needle])[0]
  }

  /// `codeOccurrences(of:)` for several needles in one pass over the code: a byte that
  /// starts no needle costs one table lookup.
  public func codeOccurrences(of needles: [String]) -> [[Int]] {
    codeOccurrences(of: NeedleSearch(needles))
  }

  /// The same, with the needles prepared once for many files.
  public func codeOccurrences(of search: NeedleSearch) -> [[Int]] {
    let patterns = search.patterns
    let starts = search.starts
    var found = [[Int]](repeating: [], count: patterns.count)
    // Where each needle may match next: a match is not allowed to overlap the one before.
    var resume = [Int](repeating: 0, count: patterns.count)
    code.withUnsafeBufferPointer { text in
      for index in 0..<text.count where starts[Int(text[index])] {
        for (which, pattern) in patterns.enumerated()
        where pattern.first == text[index] && index >= resume[which] && index + pattern.count <= text.count {
          if SourceByte.isIdentifier(pattern[0]), index > 0, SourceByte.isIdentifier(text[index - 1]) { continue }
          var matched = 1
          while matched < pattern.count, text[index + matched] == pattern[matched] { matched += 1 }
          if matched == pattern.count {
            found[which].append(index)
            resume[which] = index + pattern.count
          }
        }
      }
    }
    return found
  }
}

/// Needles prepared for `codeOccurrences(of:)`: their bytes, and which bytes start one.
public struct NeedleSearch: Sendable {
  public let needles: [String]
  let patterns: [[UInt8]]
  let starts: [Bool]

  public init(_ needles: [String]) {
    self.needles = needles
    patterns = needles.map { Array($0.utf8) }
    var starts = [Bool](repeating: false, count: 256)
    for pattern in patterns { if let first = pattern.first { starts[Int(first)] = true } }
    self.starts = starts
  }
}

/// Turns increasing offsets into positions with one forward pass over the bytes.
struct PositionCursor {
  let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func position(of target: Int) -> SourcePosition {
    if target < offset {
      offset = 0
      line = 1
      lineStart = 0
    }
    let end = min(target, bytes.count)
    while offset < end {
      let value = bytes[offset]
      offset += 1
      if value == SourceByte.newline {
        line += 1
        lineStart = offset
      } else if value == SourceByte.carriageReturn,
        offset == bytes.count || bytes[offset] != SourceByte.newline
      {
        line += 1
        lineStart = offset
      }
    }
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    let skipped = line == 1 && hasBOM ? min(3, target) : 0
    return SourcePosition(line: line, column: max(1, target - lineStart + 1 - skipped))
  }
}

// ---- fitness: Sources/SwiftScanner/SourceByte.swift ----
/// ASCII bytes the scanner compares against, named for reading.
public enum SourceByte {
  /// The byte a one-character escape after `\` stands for in a Swift string literal (`n`,
  /// `t`, `r`, `0`, `"`, `'`, `\`); nil for any other (interpolation, `\u{…}`).
  public static func unescaped(_ escape: UInt8) -> UInt8? {
    switch escape {
    case 0x6E: return 0x0A
    case 0x74: return 0x09
    case 0x72: return 0x0D
    case 0x30: return 0
    case 0x22, 0x27, 0x5C: return escape
    default: return nil
    }
  }

  public static let tab: UInt8 = 0x09
  public static let newline: UInt8 = 0x0A
  public static let carriageReturn: UInt8 = 0x0D
  public static let space: UInt8 = 0x20
  public static let quote: UInt8 = 0x22
  public static let hash: UInt8 = 0x23
  public static let openParen: UInt8 = 0x28
  public static let closeParen: UInt8 = 0x29
  public static let star: UInt8 = 0x2A
  public static let dot: UInt8 = 0x2E
  public static let slash: UInt8 = 0x2F
  public static let at: UInt8 = 0x40
  public static let openBracket: UInt8 = 0x5B
  public static let backslash: UInt8 = 0x5C
  public static let closeBracket: UInt8 = 0x5D
  public static let backtick: UInt8 = 0x60
  public static let openBrace: UInt8 = 0x7B
  public static let closeBrace: UInt8 = 0x7D
  public static let comma: UInt8 = 0x2C
  public static let colon: UInt8 = 0x3A
  public static let semicolon: UInt8 = 0x3B
  public static let equals: UInt8 = 0x3D

  /// Letters, digits, `_` and every non-ASCII byte: Swift identifiers may hold any of them.
  public static func isIdentifier(_ value: UInt8) -> Bool {
    (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
      || (value >= 0x30 && value <= 0x39) || value == 0x5F || value >= 0x80
  }

  public static func isDigit(_ value: UInt8) -> Bool {
    value >= 0x30 && value <= 0x39
  }

  public static func isWhitespace(_ value: UInt8) -> Bool {
    value == space || value == newline || value == carriageReturn || value == tab
      || value == 0x0B || value == 0x0C || value == 0
  }
}

// ---- fitness: Sources/SwiftScanner/SourceFacts.swift ----
/// What a full scan keeps of a file once its bytes are let go: its imports, and where each
/// API needle the rules fence occurs in code.
///
/// A fence needs nothing else, so a scan of 100k files holds facts, not sources, and a
/// cache can store them per blob.
public struct SourceFacts: Hashable, Sendable {
  public var imports: [ImportDeclaration]
  /// For each needle asked about that occurs in code, its positions, in order. A needle
  /// that does not occur has no key.
  public var occurrences: [String: [SourcePosition]]

  public init(imports: [ImportDeclaration], occurrences: [String: [SourcePosition]]) {
    self.imports = imports
    self.occurrences = occurrences
  }

  /// No import kept and no needle found: the file can break no fence and count toward no pin.
  public var isEmpty: Bool { imports.isEmpty && occurrences.isEmpty }
}

extension ScannedSource {
  /// The facts about `needles`, and the imports of `modules` (every import when nil).
  public func facts(modules: Set<String>? = nil, needles: [String]) -> SourceFacts {
    facts(modules: modules, search: NeedleSearch(needles))
  }

  /// The same, with the needles prepared once for many files.
  public func facts(modules: Set<String>? = nil, search: NeedleSearch) -> SourceFacts {
    var occurrences: [String: [SourcePosition]] = [:]
    var cursor = PositionCursor(bytes: bytes)
    for (needle, offsets) in zip(search.needles, codeOccurrences(of: search)) where occurrences[needle] == nil {
      if !offsets.isEmpty { occurrences[needle] = offsets.map { cursor.position(of: $0) } }
    }
    let kept = modules.map { wanted in imports.filter { wanted.contains($0.module) } } ?? imports
    return SourceFacts(imports: kept, occurrences: occurrences)
  }
}

// ---- fitness: Sources/SwiftScanner/SourcePosition.swift ----
/// A 1-based line and column in a source file.
///
/// Columns count UTF-8 bytes, as the Swift compiler's diagnostics do, so a position stays
/// exact on text that is not valid UTF-8. A leading byte-order mark is not counted.
nonisolated public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

// ---- fitness: Sources/SwiftScanner/TypeDeclaration.swift ----
/// One type declaration or extension as the code view shows it: what a declarations rule
/// selects and judges.
///
/// The names are as written, so a rule says what the team reads in the file: an
/// inheritance entry is its name without generic arguments or attributes (`@unchecked
/// Sendable` is `Sendable`, `Reducer<State>` is `Reducer`, `SwiftUI.View` stays qualified).
public struct TypeDeclaration: Hashable, Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
  }

  public var kind: Kind
  /// The name with its enclosing types (`Outer.Inner`); an extension's is the extended
  /// type as written (`Outer.Inner`, `Swift.Array`), without generic arguments.
  public var name: String
  /// The modifiers written before the keyword, in order (`public`, `final`, `private(set)`).
  public var modifiers: [String]
  /// The attributes written before the keyword, by name with their `@` and without
  /// arguments (`@MainActor`, `@available`).
  public var attributes: [String]
  /// The inheritance clause's entries.
  public var inherited: [String]
  /// The offset of the keyword (`class`) in the file.
  public var keyword: Int
  /// The offsets between the braces of its body; nil when it has none the scanner found.
  public var body: Range<Int>?

  public init(
    kind: Kind, name: String, modifiers: [String] = [], attributes: [String] = [], inherited: [String] = [],
    keyword: Int, body: Range<Int>? = nil
  ) {
    (self.kind, self.name, self.modifiers, self.attributes, self.inherited, self.keyword, self.body) = (
      kind, name, modifiers, attributes, inherited, keyword, body
    )
  }

  /// The last component of the name: `Inner` for `Outer.Inner`.
  public var simpleName: String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// Whether `written` (a name in a rule) names `entry` as written in an inheritance
  /// clause: the same, or `entry` qualified by a module (`SwiftUI.View` for `View`).
  public static func names(_ entry: String, _ written: String) -> Bool {
    entry == written || entry.hasSuffix("." + written)
  }
}

/// What a file declares: its types and extensions, and the previews it ships.
public struct DeclarationList: Sendable {
  public var types: [TypeDeclaration]
  /// The extent of every `#Preview` macro, from `#` to the end of its closure.
  public var previewMacros: [Range<Int>]

  public init(types: [TypeDeclaration], previewMacros: [Range<Int>]) {
    self.types = types
    self.previewMacros = previewMacros
  }

  /// The types, extensions left out.
  public var selectable: [TypeDeclaration] { types.filter { $0.kind != .extension } }

  /// Every entry in `declaration`'s inheritance clause, then those of the extensions of it
  /// in the same file.
  public func conformances(of declaration: TypeDeclaration) -> [String] {
    var found = declaration.inherited
    for type in types where type.kind == .extension && TypeDeclaration.names(type.name, declaration.name) {
      found += type.inherited
    }
    return found
  }
}

// ---- fitness: Sources/RuleEngine/CatalogJSONReader+Tokens.swift ----
/// JSON's tokens as RFC 8259 writes them: whitespace, strings with their escapes, numbers,
/// `true`, `false`, `null`, and values stepped over whole.
extension CatalogJSONReader {
  mutating func space() {
    while at < bytes.count {
      switch bytes[at] {
      case 0x20, 0x09, 0x0A, 0x0D: at += 1
      default: return
      }
    }
  }

  /// Consumes the `{` of an object and says true; false, consuming nothing, for any other value.
  mutating func beginObject() throws(Malformed) -> Bool {
    space()
    guard at < bytes.count, bytes[at] == 0x7B else { return false }
    at += 1
    return true
  }

  /// Right after `{`: whether a member follows (false consumes the `}`).
  mutating func firstMember() throws(Malformed) -> Bool {
    space()
    guard at < bytes.count, bytes[at] == 0x7D else { return true }
    at += 1
    return false
  }

  /// A member's key and its `:`.
  mutating func memberKey() throws(Malformed) -> RawString {
    space()
    guard at < bytes.count, bytes[at] == 0x22 else { throw Malformed() }
    let key = try string()
    space()
    guard at < bytes.count, bytes[at] == 0x3A else { throw Malformed() }
    at += 1
    return key
  }

  /// After a member's value: whether another follows (false consumes the `}`). A comma
  /// before the `}` is taken, as Foundation's parser takes it.
  mutating func nextMember() throws(Malformed) -> Bool {
    space()
    guard at < bytes.count else { throw Malformed() }
    at += 1
    switch bytes[at - 1] {
    case 0x2C: return try firstMember()
    case 0x7D: return false
    default: throw Malformed()
    }
  }

  /// The next value's text when it is a string; any other value is stepped over.
  mutating func stringValue() throws(Malformed) -> String? {
    space()
    guard at < bytes.count, bytes[at] == 0x22 else {
      try skipValue()
      return nil
    }
    return decoded(try string())
  }

  /// The string starting at `at` (its opening quote), checked: escapes are JSON's, and no
  /// control character is written raw.
  mutating func string() throws(Malformed) -> RawString {
    at += 1
    let start = at
    var escaped = false
    while at < bytes.count {
      let byte = bytes[at]
      if byte == 0x22 {
        at += 1
        return RawString(range: start..<(at - 1), escaped: escaped)
      }
      guard byte >= 0x20 else { throw Malformed() }
      guard byte == 0x5C else {
        at += 1
        continue
      }
      escaped = true
      guard at + 1 < bytes.count else { throw Malformed() }
      switch bytes[at + 1] {
      case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: at += 2
      case 0x75:
        // A UTF-16 surrogate comes in a high and low pair, or the string is refused.
        let unit = try hex4(at: at + 2)
        at += 6
        if (0xDC00..<0xE000).contains(unit) { throw Malformed() }
        if (0xD800..<0xDC00).contains(unit) {
          guard at + 1 < bytes.count, bytes[at] == 0x5C, bytes[at + 1] == 0x75,
            (0xDC00..<0xE000).contains(try hex4(at: at + 2))
          else { throw Malformed() }
          at += 6
        }
      default: throw Malformed()
      }
    }
    throw Malformed()
  }

  /// Steps over one whole value, checking it, with a stack of the open containers (true
  /// for an object) instead of recursion.
  mutating func skipValue() throws(Malformed) {
    var open: [Bool] = []
    while true {
      space()
      guard at < bytes.count else { throw Malformed() }
      switch bytes[at] {
      case 0x7B:
        at += 1
        if try firstMember() {
          open.append(true)
          _ = try memberKey()
          continue
        }
      case 0x5B:
        at += 1
        space()
        if at < bytes.count, bytes[at] == 0x5D {
          at += 1
        } else {
          open.append(false)
          continue
        }
      case 0x22: _ = try string()
      case 0x74: try literal("true")
      case 0x66: try literal("false")
      case 0x6E: try literal("null")
      default: try number()
      }
      // A value ended: close the containers it ends, or go on to the next element.
      while let object = open.last {
        space()
        guard at < bytes.count else { throw Malformed() }
        let byte = bytes[at]
        at += 1
        if byte == 0x2C {
          // A comma before the closing bracket is taken, as Foundation's parser takes it.
          space()
          if at < bytes.count, bytes[at] == (object ? 0x7D : 0x5D) { continue }
          if object { _ = try memberKey() }
          break
        }
        guard byte == (object ? 0x7D : 0x5D) else { throw Malformed() }
        open.removeLast()
      }
      if open.isEmpty { return }
    }
  }

  private mutating func literal(_ word: StaticString) throws(Malformed) {
    let count = word.utf8CodeUnitCount
    guard at + count <= bytes.count, (0..<count).allSatisfy({ bytes[at + $0] == word.utf8Start[$0] }) else {
      throw Malformed()
    }
    at += count
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
  private mutating func number() throws(Malformed) {
    if at < bytes.count, bytes[at] == 0x2D { at += 1 }
    guard at < bytes.count, Self.isDigit(bytes[at]) else { throw Malformed() }
    if bytes[at] == 0x30 { at += 1 } else { digits() }
    if at < bytes.count, bytes[at] == 0x2E {
      at += 1
      guard at < bytes.count, Self.isDigit(bytes[at]) else { throw Malformed() }
      digits()
    }
    if at < bytes.count, bytes[at] | 0x20 == 0x65 {
      at += 1
      if at < bytes.count, bytes[at] == 0x2B || bytes[at] == 0x2D { at += 1 }
      guard at < bytes.count, Self.isDigit(bytes[at]) else { throw Malformed() }
      digits()
    }
  }

  private mutating func digits() {
    while at < bytes.count, Self.isDigit(bytes[at]) { at += 1 }
  }

  /// Four hex digits at `start`, checked.
  func hex4(at start: Int) throws(Malformed) -> UInt32 {
    guard start + 4 <= bytes.count else { throw Malformed() }
    var value: UInt32 = 0
    for place in start..<(start + 4) {
      let byte = bytes[place]
      guard Self.isHex(byte) else { throw Malformed() }
      value = value << 4 | UInt32(byte <= 0x39 ? byte - 0x30 : (byte | 0x20) - 0x61 + 10)
    }
    return value
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private static func isHex(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
  }
}

// ---- fitness: Sources/RuleEngine/CatalogJSONReader.swift ----
/// A JSON reader that walks a String Catalog once, descending only where a copy contract
/// looks (`strings` → key → `localizations` → language → `stringUnit` → `value`) and
/// stepping over everything else while still checking it is JSON.
///
/// Nothing recurses: a value it steps over is walked with an explicit stack, so a file of
/// a million opening brackets costs memory in proportion to itself, not the call stack.
struct CatalogJSONReader {
  struct Malformed: Error {}

  /// A string as written: the bytes between its quotes, and whether any is an escape.
  struct RawString {
    var range: Range<Int>
    var escaped: Bool
  }

  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var at = 0
  /// The prefix's bytes, when a key that does not start with them cannot match it (an
  /// ASCII prefix); nil when every key must be decoded and compared as a `String`.
  private let prefixBytes: [UInt8]?
  private let prefix: String?

  init(_ bytes: UnsafeBufferPointer<UInt8>, prefix: String?) {
    self.bytes = bytes
    self.prefix = prefix
    prefixBytes = prefix.flatMap { $0.utf8.allSatisfy { $0 < 0x80 } ? Array($0.utf8) : nil }
  }

  /// The catalog; throws when the bytes are not JSON or `strings` is not an object.
  mutating func document() throws(Malformed) -> CatalogDocument {
    var document = CatalogDocument()
    var sawStrings = false
    // A UTF-8 byte-order mark is not JSON, but some editors write one.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { at = 3 }
    guard try beginObject() else { throw Malformed() }
    var more = try firstMember()
    while more {
      let key = try memberKey()
      if named(key, "strings") {
        sawStrings = true
        document.entries = [:]
        guard try beginObject() else { throw Malformed() }
        try readStrings(into: &document)
      } else if named(key, "sourceLanguage") {
        document.language = try stringValue()
      } else {
        try skipValue()
      }
      more = try nextMember()
    }
    space()
    guard sawStrings, at == bytes.count else { throw Malformed() }
    return document
  }

  private mutating func readStrings(into document: inout CatalogDocument) throws(Malformed) {
    var more = try firstMember()
    while more {
      let key = try memberKey()
      if let name = matching(key) {
        var entry = CatalogDocument.Entry(offset: key.range.lowerBound - 1)
        try readEntry(into: &entry)
        document.entries[name] = entry
      } else {
        try skipValue()
      }
      more = try nextMember()
    }
  }

  /// One key's entry: its `localizations`, each language's `stringUnit.value`.
  private mutating func readEntry(into entry: inout CatalogDocument.Entry) throws(Malformed) {
    guard try beginObject() else { return try skipValue() }
    var more = try firstMember()
    while more {
      let key = try memberKey()
      if named(key, "localizations") {
        entry.values = [:]
        if try beginObject() {
          var language = try firstMember()
          while language {
            let name = decoded(try memberKey())
            entry.values[name] = nil
            if let value = try unitValue() { entry.values[name] = value }
            language = try nextMember()
          }
        } else {
          try skipValue()
        }
      } else {
        try skipValue()
      }
      more = try nextMember()
    }
  }

  /// A language's `stringUnit.value`, when it is a string.
  private mutating func unitValue() throws(Malformed) -> String? {
    guard try beginObject() else {
      try skipValue()
      return nil
    }
    var value: String?
    var more = try firstMember()
    while more {
      let key = try memberKey()
      if named(key, "stringUnit") {
        value = nil
        if try beginObject() {
          var field = try firstMember()
          while field {
            let name = try memberKey()
            if named(name, "value") { value = try stringValue() } else { try skipValue() }
            field = try nextMember()
          }
        } else {
          try skipValue()
        }
      } else {
        try skipValue()
      }
      more = try nextMember()
    }
    return value
  }

  // MARK: Keys

  /// The key's text when it falls under the prefix.
  private func matching(_ key: RawString) -> String? {
    guard let prefix else { return decoded(key) }
    if let prefixBytes, !key.escaped {
      guard key.range.count >= prefixBytes.count,
        prefixBytes.indices.allSatisfy({ bytes[key.range.lowerBound + $0] == prefixBytes[$0] })
      else { return nil }
    }
    // Confirmed as Swift compares strings (by characters), as the contract states it.
    let name = decoded(key)
    return name.hasPrefix(prefix) ? name : nil
  }

  private func named(_ key: RawString, _ word: StaticString) -> Bool {
    if key.escaped { return decoded(key) == word.description }
    guard key.range.count == word.utf8CodeUnitCount else { return false }
    return (0..<key.range.count).allSatisfy { bytes[key.range.lowerBound + $0] == word.utf8Start[$0] }
  }

  /// The string's text, its escapes resolved.
  func decoded(_ raw: RawString) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[raw.range])
    guard raw.escaped else { return String(decoding: slice, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    var plain: [UInt8] = []
    var cursor = raw.range.lowerBound
    func flush() {
      scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
      plain.removeAll(keepingCapacity: true)
    }
    while cursor < raw.range.upperBound {
      let byte = bytes[cursor]
      guard byte == 0x5C else {
        plain.append(byte)
        cursor += 1
        continue
      }
      let escape = bytes[cursor + 1]
      cursor += 2
      switch escape {
      case 0x62: plain.append(0x08)
      case 0x66: plain.append(0x0C)
      case 0x6E: plain.append(0x0A)
      case 0x72: plain.append(0x0D)
      case 0x74: plain.append(0x09)
      case 0x75:
        // Checked when the string was read: a lone surrogate never gets here.
        flush()
        var unit = (try? hex4(at: cursor)) ?? 0xFFFD
        cursor += 4
        if (0xD800..<0xDC00).contains(unit) {
          let low: UInt32 = (try? hex4(at: cursor + 2)) ?? 0xDC00
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          cursor += 6
        }
        scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
      default: plain.append(escape)
      }
    }
    flush()
    return String(scalars)
  }
}

// ---- fitness: Sources/RuleEngine/CopyEvaluation.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Evaluates a copy contract over the copy it names. Every message names the case and the
/// offending value, then which side to change.
public enum CopyEvaluation {
  /// The copy of `contract` in `files`: the member's literals; nil when it is not declared.
  /// (Catalog contracts get their values from the catalog reader instead.)
  public static func memberValues(of contract: CopyContract, in files: FileSet) -> [CopyValue]? {
    guard let member = contract.member else { return nil }
    let paths = contract.file.map { [$0] } ?? files.sources.keys.filter { !PathPrefix.isInTestFolder($0) }.sorted()
    for path in paths {
      if let source = files.sources[path], let values = MemberStrings.values(of: member, in: source, path: path) {
        return values
      }
    }
    return nil
  }

  public static func violations(of contract: CopyContract, values: [CopyValue]?, site: RuleSite) -> [Violation] {
    let subject = contract.member ?? "\(contract.catalog ?? "")[\(contract.keys ?? "")*]"
    func violation(_ path: String, _ position: SourcePosition?, _ message: String, kind: Violation.Kind = .copyBreach)
      -> Violation
    {
      Violation(ruleID: contract.id, kind: kind, path: path, position: position, message: message, subject: subject)
    }
    guard let values, !values.isEmpty else {
      let place = contract.file ?? contract.catalog ?? "any Swift file outside test folders"
      return [
        violation(
          contract.file ?? contract.catalog ?? site.suitePath, nil,
          "found no copy for \(subject) in \(place) [\(contract.id)]; restore it, or change the contract in "
            + "\(site.suitePath) to point at where the copy lives", kind: .subjectMissing)
      ]
    }
    let change = "change the copy, or change the contract in \(site.suitePath)"
    let matcher = contract.match.map(PatternMatcher.init)
    var found: [Violation] = []
    for value in values {
      let label = contract.catalog == nil ? "\(subject) for .\(value.name)" : "'\(value.name)'"
      if let expected = contract.itemsPerCase, value.items.count != expected {
        found.append(
          violation(
            value.path, value.position,
            "\(label) has \(value.items.count) item\(value.items.count == 1 ? "" : "s"), the contract says "
              + "\(expected) [\(contract.id)]; \(change) (itemsPerCase)"))
      }
      for item in value.items {
        guard let text = item.value else { continue }
        let quoted = "\"\(text)\""
        if let limit = contract.maxLength, text.count > limit {
          found.append(
            violation(
              item.path, item.position,
              "\(label) is \(text.count) characters, over the limit of \(limit): \(quoted) [\(contract.id)]; "
                + "\(change) (maxLength)"))
        }
        if contract.nonEmpty, text.allSatisfy(\.isWhitespace) {
          found.append(
            violation(item.path, item.position, "\(label) is empty: \(quoted) [\(contract.id)]; \(change) (nonEmpty)"))
        }
        if let matcher, let pattern = contract.match, !matcher.matches(text) {
          found.append(
            violation(
              item.path, item.position,
              "\(label) does not match /\(pattern)/: \(quoted) [\(contract.id)]; \(change) (match)"))
        }
        for needle in contract.forbid where text.contains(needle) {
          found.append(
            violation(
              item.path, item.position,
              "\(label) contains the forbidden \"\(needle)\": \(quoted) [\(contract.id)]; \(change) (forbid)"))
        }
      }
    }
    for (name, expected) in contract.exemplars.sorted(by: { $0.key < $1.key }) {
      guard let value = values.first(where: { $0.name == name }) else {
        found.append(
          violation(
            site.suitePath, site.position,
            "the exemplar for .\(name) names no case of \(subject) [\(contract.id)]; restore the case, or change the "
              + "contract: remove the exemplar in \(site.suitePath)", kind: .subjectMissing))
        continue
      }
      let actual = value.items.first?.value
      if actual != expected {
        let shown = actual.map { "\"\($0)\"" } ?? "no plain literal"
        found.append(
          violation(
            value.items.first?.path ?? value.path, value.items.first?.position ?? value.position,
            "\(contract.catalog == nil ? "\(subject) for .\(name)" : "'\(name)'") is \(shown), pinned verbatim "
              + "as \"\(expected)\" [\(contract.id)]; if the new copy is deliberate, change the exemplar in "
              + "\(site.suitePath), else restore the copy"))
      }
    }
    return found
  }
}

// ---- fitness: Sources/RuleEngine/CopyValue.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One case's copy: the string literals a member returns for it.
public struct CopyValue: Sendable, Equatable {
  public struct Item: Sendable, Equatable {
    /// The literal's value; nil when it interpolates, so it cannot be judged statically.
    public var value: String?
    public var path: String
    public var position: SourcePosition?
    /// The opening quote's byte offset, for literals read from Swift source.
    public var offset: Int?

    public init(value: String?, path: String, position: SourcePosition?, offset: Int? = nil) {
      self.value = value
      self.path = path
      self.position = position
      self.offset = offset
    }
  }

  /// The case (`classic`), `default`, the member's name when it has no switch, or a catalog key.
  public var name: String
  public var items: [Item]
  /// Where the case label is written.
  public var path: String
  public var position: SourcePosition?

  public init(name: String, items: [Item], path: String, position: SourcePosition?) {
    self.name = name
    self.items = items
    self.path = path
    self.position = position
  }
}

// ---- fitness: Sources/RuleEngine/CountSubject.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What a count pin counts, parsed from its `subject` text.
public enum CountSubject: Equatable, Sendable {
  /// `enum GameMode`: every element of every `case` declaration directly in the enum.
  case enumCases(type: String)
  /// `array Registry.all`: the elements of the array or dictionary literal bound to `all`
  /// (inside a type named `Registry`, when qualified).
  case literalElements(owner: String?, name: String)
  /// `files Sources/Modes/*.swift`: snapshot paths matching a glob (`*`, `**`, `?`).
  case files(glob: String)
  /// `needle register(`: occurrences in code.
  case needle(String)

  /// Parses `subject`; nil, with the reason, when it is not one of the four forms.
  public static func parse(_ subject: String) -> (subject: CountSubject?, problem: String?) {
    let trimmed = subject.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard trimmed.count == 2 else { return (nil, Self.usage) }
    var argument = Substring(trimmed[1])
    while argument.hasPrefix(" ") { argument = argument.dropFirst() }
    if argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\"") {
      argument = argument.dropFirst().dropLast()
    }
    let value = String(argument)
    guard !value.isEmpty else { return (nil, Self.usage) }
    switch trimmed[0] {
    case "enum":
      guard isIdentifier(value) else { return (nil, "'\(value)' is not a type name") }
      return (.enumCases(type: value), nil)
    case "array":
      let parts = value.split(separator: ".").map(String.init)
      guard (1...2).contains(parts.count), parts.allSatisfy(isIdentifier) else {
        return (nil, "'\(value)' must be a name or Type.name, like Registry.all")
      }
      return (.literalElements(owner: parts.count == 2 ? parts[0] : nil, name: parts[parts.count - 1]), nil)
    case "files": return (.files(glob: value), nil)
    case "needle": return (.needle(value), nil)
    default: return (nil, Self.usage)
    }
  }

  static let usage =
    "a subject is 'enum Type', 'array Name' or 'array Type.name', 'files GLOB', or 'needle TEXT'"

  /// What is counted, in words: `GameMode has 19 cases`.
  func describe(_ count: Int) -> String {
    let plural = count == 1 ? "" : "s"
    switch self {
    case .enumCases(let type): return "\(type) has \(count) case\(plural)"
    case .literalElements(let owner, let name):
      return "\(owner.map { "\($0)." } ?? "")\(name) has \(count) element\(plural)"
    case .files(let glob): return "'\(glob)' matches \(count) file\(plural)"
    case .needle(let needle): return "'\(needle)' is used \(count) time\(plural)"
    }
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, !SourceByte.isDigit(first) else { return false }
    return text.utf8.allSatisfy { SourceByte.isIdentifier($0) }
  }
}

// ---- fitness: Sources/RuleEngine/DeliberateBreak+Independent.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeliberateBreak {
  /// Independent modules: one cross import per module, from a file of its own (or a
  /// scratch file in its first folder) to another module of the set.
  static func crossImports(_ rule: FenceRule, site: RuleSite, fence: Set<String>, files: FileSet) -> [Break] {
    var breaks: [Break] = []
    let sorted = files.sources.keys.sorted()
    for home in rule.homes {
      guard let other = rule.modules.first(where: { $0 != home.name }) else { continue }
      var target: (path: String, bytes: [UInt8])? = nil
      for path in sorted where rule.covers(path) && !fence.contains(path) && rule.home(of: path) == home.name {
        if let source = files.sources[path] {
          target = (path, source.bytes)
          break
        }
      }
      if target == nil, var root = home.paths.first.map({ Substring($0) }) {
        while root.hasSuffix("/") { root = root.dropLast() }
        let scratch = "\(root)/\(scratchName)"
        if rule.covers(scratch), rule.home(of: scratch) == home.name { target = (scratch, []) }
      }
      guard let (path, original) = target else { continue }
      breaks.append(
        attempt(
          rule, site: site, files: files, offender: path,
          replacing: ScannedSource(Array("import \(other)\n".utf8) + original), kind: .forbiddenImport,
          action: "`import \(other)` added to \(path), in \(home.name)"))
    }
    return breaks
  }
}

// ---- fitness: Sources/RuleEngine/DeliberateBreak.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The deliberate-break drill: proves a rule red before anyone relies on it.
///
/// A rule that passes on every input protects nothing. The drill evaluates the rule on the
/// unbroken files (which must pass), then on copies with one real violation injected each:
/// the fenced module imported from a file outside the fence, every API needle used there,
/// and a fence entry removed. Each break must fail the rule and name the offending file.
/// Everything happens in memory; no file is touched.
public enum DeliberateBreak {
  /// One injected violation and what the rule said about it.
  public struct Break: Sendable {
    /// What was broken, in words: "`import CloudKit` added to Sources/Feed/FeedView.swift".
    public var action: String
    /// The file the rule had to name.
    public var offender: String
    /// The violation that named it; nil when the rule missed the break.
    public var verdict: Violation?

    public init(action: String, offender: String, verdict: Violation?) {
      (self.action, self.offender, self.verdict) = (action, offender, verdict)
    }
  }

  /// The drill of one rule.
  public struct Outcome: Sendable {
    /// The violations of the unbroken files; the drill needs none.
    public var baseline: [Violation]
    public var breaks: [Break]

    public init(baseline: [Violation], breaks: [Break]) {
      (self.baseline, self.breaks) = (baseline, breaks)
    }

    /// Whether the rule passed unbroken and failed every break, naming the offender.
    public var provenRed: Bool {
      baseline.isEmpty && !breaks.isEmpty && breaks.allSatisfy { $0.verdict != nil }
    }
  }

  /// The name of the file the drill creates when no existing file can take the import.
  public static let scratchName = "FitnessDrill.swift"

  /// Runs the drill of `rule` over `files`.
  public static func drill(_ rule: FenceRule, site: RuleSite, files: FileSet) -> Outcome {
    var breaks: [Break] = []
    let fence = Set(rule.fence)
    if rule.direction == .independent {
      breaks += crossImports(rule, site: site, fence: fence, files: files)
    } else if let (target, original) = breakTarget(for: rule, fence: fence, files: files) {
      // Through a recorded re-exporter: `import Kit` brings the fenced module in unspelled.
      let reexports = Reexports(rule, in: files)
      for module in reexports.brought.keys.sorted()
      where reexports.brought[module]?.contains(where: rule.modules.contains) == true {
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(Array("import \(module)\n".utf8) + original), kind: .forbiddenImport,
            action: "`import \(module)` (a re-exporter) added to \(target)"))
        break
      }
      if let module = rule.modules.first {
        let line = "import \(module)\n"
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(Array(line.utf8) + original), kind: .forbiddenImport,
            action: "`import \(module)` added to \(target)"))
      }
      for needle in rule.api {
        let line = "\n_ = \(needle)\n"
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(original + Array(line.utf8)), kind: .forbiddenAPI,
            action: "`\(needle)` used in \(target)"))
      }
    }
    for entry in rule.fence.sorted() {
      guard let source = files.sources[entry], rule.covers(entry),
        FenceEvaluation.uses(rule, source.facts(needles: rule.api))
      else {
        continue
      }
      var narrowed = rule
      narrowed.remove(entry)
      let verdict = FenceEvaluation.violations(of: narrowed, site: site, in: files)
        .first { $0.path == entry && $0.kind != .staleEntry }
      breaks.append(Break(action: "fence entry \(entry) removed", offender: entry, verdict: verdict))
      break
    }
    // A layer's exception grants what it names and nothing more: a module it does not
    // grant, imported into the excepted file, must still be caught.
    if rule.entriesGrant {
      for entry in rule.fence.sorted() {
        guard let source = files.sources[entry], rule.covers(entry),
          let module = rule.modules.first(where: { rule.forbids($0, in: entry) && !rule.allows(entry, $0) })
        else { continue }
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: entry,
            replacing: ScannedSource(Array("import \(module)\n".utf8) + source.bytes), kind: .forbiddenImport,
            action: "`import \(module)` added to fence entry \(entry), which does not grant it"))
        break
      }
    }
    return Outcome(baseline: FenceEvaluation.violations(of: rule, site: site, in: files), breaks: breaks)
  }

  /// Runs the drill of any rule, as its pattern breaks it: fences and sentinels' companions
  /// as above; count pins off by one both ways (an element added in the source, the pin
  /// moved); runtime pins moved without a trail line; copy contracts with an offending value
  /// written into the copy.
  public static func drill(_ rule: SuiteRule, files: FileSet, catalogValues: [CopyValue]? = nil) -> Outcome {
    rule.body.drill(site: rule.site, files: files, catalogValues: catalogValues)
  }

  /// The file that takes the injected import and needles: the first covered file outside
  /// the fence that a target compiles (never a package manifest), else a new scratch file
  /// under the rule's first root.
  private static func breakTarget(for rule: FenceRule, fence: Set<String>, files: FileSet)
    -> (path: String, bytes: [UInt8])?
  {
    for path in files.sources.keys.sorted()
    where rule.covers(path) && !fence.contains(path) && !PathPrefix.isManifest(path) {
      if let source = files.sources[path] { return (path, source.bytes) }
    }
    var root = Substring(rule.roots.first ?? "Sources")
    while root.hasSuffix("/") { root = root.dropLast() }
    let scratch = root.isEmpty || root == "." ? scratchName : "\(root)/\(scratchName)"
    return rule.covers(scratch) && !fence.contains(scratch) ? (scratch, []) : nil
  }

  static func attempt(
    _ rule: FenceRule, site: RuleSite, files: FileSet, offender: String, replacing source: ScannedSource,
    kind: Violation.Kind, action: String
  ) -> Break {
    var broken = files
    broken.paths.insert(offender)
    broken.sources[offender] = source
    let verdict = FenceEvaluation.violations(of: rule, site: site, in: broken)
      .first { $0.path == offender && $0.kind == kind }
    return Break(action: action, offender: offender, verdict: verdict)
  }
}

// ---- fitness: Sources/RuleEngine/FenceEvaluation.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Evaluates a fence rule over a file set. Pure: no I/O, no git, the same in the hook, in
/// CI and inside a generated suite.
public enum FenceEvaluation {
  /// Every violation of `rule` in `files`, ordered by path and position.
  public static func violations(of rule: FenceRule, site: RuleSite, in files: FileSet)
    -> [Violation]
  {
    let fence = Set(rule.fence)
    // A layer's entry is excepted only from what it grants, so its file is judged too.
    let judgesEntries = rule.entriesGrant
    let reexports = Reexports(rule, in: files)
    let recorded = Set(rule.reexportFiles)
    var found: [Violation] = []
    for path in files.judgedPaths where rule.covers(path) {
      guard let facts = files.facts(of: path, needles: rule.api) else { continue }
      // A file allowed a fenced module that re-exports it hands it to every importer.
      if !recorded.contains(path) {
        for declaration in facts.imports
        where declaration.isExported && rule.forbids(declaration.module, in: path)
          && rule.allows(path, declaration.module)
        {
          found.append(
            Violation(
              ruleID: rule.id, kind: .unrecordedReexport, path: path, position: declaration.position,
              message: FenceMessages.unrecordedReexport(declaration.module, path: path, rule: rule, site: site),
              subject: declaration.module))
        }
      }
      guard judgesEntries || !fence.contains(path) else { continue }
      let entry = fence.contains(path) && rule.grants[path] != nil
      for seen in reexports.imports(of: facts)
      where rule.forbids(seen.module, in: path) && !rule.allows(path, seen.module) {
        found.append(
          Violation(
            ruleID: rule.id, kind: .forbiddenImport, path: path,
            position: seen.position,
            message: entry
              ? FenceMessages.ungranted(seen.module, via: seen.via, entry: path, rule: rule, site: site)
              : FenceMessages.forbiddenImport(seen.module, via: seen.via, rule: rule, site: site),
            subject: seen.module))
      }
      for needle in rule.api where !rule.allows(path, needle) {
        for position in facts.occurrences[needle] ?? [] {
          found.append(
            Violation(
              ruleID: rule.id, kind: .forbiddenAPI, path: path,
              position: position,
              message: entry
                ? FenceMessages.ungranted("'\(needle)'", entry: path, rule: rule, site: site)
                : FenceMessages.forbiddenAPI(needle, rule: rule, site: site),
              subject: needle))
        }
      }
    }
    found += staleEntries(of: rule, site: site, in: files, reexports: reexports)
    found += staleReexports(of: rule, site: site, in: files)
    if !files.paths.contains(where: rule.covers) {
      found.append(
        Violation(
          ruleID: rule.id, kind: .vacuousRule, path: site.suitePath, position: site.position,
          message: FenceMessages.vacuous(rule: rule, site: site), subject: rule.id))
    }
    return found
  }

  /// Fence entries whose file is gone from the snapshot, or is judged and no longer uses
  /// what the fence allows. The fence is a set of decisions, not a headcount.
  private static func staleEntries(of rule: FenceRule, site: RuleSite, in files: FileSet, reexports: Reexports)
    -> [Violation]
  {
    var found: [Violation] = []
    for entry in rule.fence.sorted() {
      let reason: String
      if !files.paths.contains(entry) {
        reason = "the file no longer exists"
      } else if let facts = files.facts(of: entry, needles: rule.api) {
        if rule.entriesGrant, let granted = rule.grants[entry] {
          // Each grant is a decision of its own: one the file no longer needs is stale.
          let unused = granted.filter { !uses($0, facts, reexports: reexports) }
          guard !unused.isEmpty else { continue }
          reason = "the file no longer uses \(FenceMessages.list(unused.map { FenceMessages.named($0, in: rule) }))"
        } else if !uses(rule, facts, reexports: reexports) {
          reason = "the file no longer uses \(FenceMessages.fencedThings(rule))"
        } else {
          continue
        }
      } else {
        continue
      }
      found.append(
        Violation(
          ruleID: rule.id, kind: .staleEntry, path: site.suitePath,
          position: site.entryPositions[entry],
          message: FenceMessages.stale(entry, reason: reason, rule: rule, site: site),
          subject: entry))
    }
    return found
  }

  /// Re-exporter records that no longer hold: the file is gone, or it re-exports nothing.
  /// (One that re-exports something the rule does not fence still hides nothing; it stays
  /// until someone removes it, as a fence entry may outlive its need only by one check.)
  private static func staleReexports(of rule: FenceRule, site: RuleSite, in files: FileSet) -> [Violation] {
    var found: [Violation] = []
    for module in rule.reexports.keys.sorted() {
      for path in (rule.reexports[module] ?? []).sorted() {
        let reason: String
        if !files.paths.contains(path) {
          reason = "the file no longer exists"
        } else if let facts = files.facts(of: path, needles: []), !facts.imports.contains(where: \.isExported) {
          reason = "the file no longer re-exports anything (no `@_exported import`)"
        } else {
          continue
        }
        found.append(
          Violation(
            ruleID: rule.id, kind: .staleEntry, path: site.suitePath,
            position: site.entryPositions[RuleSite.reexportKey(module, path)],
            message: "re-exporter '\(module)' in '\(path)' is stale: \(reason) [\(rule.id)]; change the contract: "
              + "remove it from 'reexports' in \(site.suitePath)",
            subject: path))
      }
    }
    return found
  }

  /// Whether `source` uses what `rule` fences: one of its modules, or one of its needles.
  static func uses(_ rule: FenceRule, _ facts: SourceFacts, reexports: Reexports? = nil) -> Bool {
    rule.modules.contains { reexports?.imports($0, in: facts) ?? facts.imports.contains(module: $0) }
      || rule.api.contains { !(facts.occurrences[$0] ?? []).isEmpty }
  }

  /// Whether `facts` use `thing`: an imported module (directly or through a re-exporter),
  /// or a needle found in code.
  static func uses(_ thing: String, _ facts: SourceFacts, reexports: Reexports? = nil) -> Bool {
    (reexports?.imports(thing, in: facts) ?? facts.imports.contains(module: thing))
      || !(facts.occurrences[thing] ?? []).isEmpty
  }

  /// What `entry` of `rule` uses today of what the rule fences, in the rule's order: the
  /// grants a new fence entry needs (`fitness allow`, graduate).
  public static func usedThings(of rule: FenceRule, in source: ScannedSource) -> [String] {
    let facts = source.facts(needles: rule.api)
    return (rule.modules + rule.api).filter { uses($0, facts) }
  }
}

extension [ImportDeclaration] {
  func contains(module: String) -> Bool { contains { $0.module == module } }
}

// ---- fitness: Sources/RuleEngine/FenceMessages.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The words of every fence violation. Each says what is wrong, then which side to change:
/// the code, or the contract (and where the contract is written).
enum FenceMessages {
  /// `via`: the re-exporter the file imports, when the module comes in through one.
  static func forbiddenImport(_ module: String, via: String? = nil, rule: FenceRule, site: RuleSite) -> String {
    let imports = "imports \(module)" + (via.map { " through \($0) (which re-exports it)" } ?? "")
    switch rule.direction {
    case .boundary:
      return "\(imports) outside its fence [\(rule.id)]; "
        + "change the code to keep \(module) behind the fence\(quotedTitle(rule)), "
        + "or change the contract: widen the fence in \(site.suitePath) with a reason"
    case .layer:
      return "\(imports), which this layer may not [\(rule.id)]; "
        + "change the code to keep \(module) out of this layer\(quotedTitle(rule)), "
        + "or change the contract: add this file to the fence in \(site.suitePath) with a reason"
    case .independent:
      return "\(imports), another of the independent modules [\(rule.id)]; "
        + "change the code to keep the modules independent\(quotedTitle(rule)) (move what both need into a "
        + "module outside the set), or change the contract: add this file to the fence in \(site.suitePath) "
        + "with the module it may import and a reason"
    }
  }

  /// A file the fence allows `module` re-exports it without a record in the rule.
  static func unrecordedReexport(_ module: String, path: String, rule: FenceRule, site: RuleSite) -> String {
    let owner = rule.owningModule(of: path)
    return "re-exports \(module) (`@_exported import`), so every file that imports this file's module gets "
      + "\(module) unseen [\(rule.id)]; change the code: drop `@_exported`, or change the contract: record it in "
      + "'reexports' in \(site.suitePath), like \"\(owner)\": [\"\(path)\"],  // why it re-exports"
  }

  /// A layer's fence entry uses a module or needle its entry does not grant.
  static func ungranted(_ thing: String, via: String? = nil, entry: String, rule: FenceRule, site: RuleSite) -> String {
    let granted = (rule.grants[entry] ?? []).map { named($0, in: rule) }
    let uses = "uses \(thing)" + (via.map { " through \($0) (which re-exports it)" } ?? "")
    let keep = rule.direction == .independent ? "keep \(thing) out of this module" : "keep \(thing) out of this layer"
    return "\(uses), which its fence entry does not grant (it grants \(list(granted))) [\(rule.id)]; "
      + "change the code to \(keep)\(quotedTitle(rule)), "
      + "or change the contract: add \(thing) to this file's entry in \(site.suitePath) with a reason"
  }

  static func forbiddenAPI(_ needle: String, rule: FenceRule, site: RuleSite) -> String {
    let place = rule.direction == .boundary ? "outside the \(subjects(rule)) fence" : "in this layer"
    return "uses '\(needle)' \(place) [\(rule.id)]; "
      + "change the code: go through the files in the fence, "
      + "or change the contract: widen the fence in \(site.suitePath) with a reason"
  }

  static func stale(_ entry: String, reason: String, rule: FenceRule, site: RuleSite) -> String {
    "fence entry '\(entry)' is stale: \(reason) [\(rule.id)]; "
      + "change the contract: remove the entry from \(site.suitePath) "
      + "(the fence is a set of decisions, not a headcount)"
  }

  static func vacuous(rule: FenceRule, site: RuleSite) -> String {
    let roots = rule.roots.isEmpty ? "the default roots" : rule.roots.map { "'\($0)'" }.joined(separator: ", ")
    return "rule checks nothing: \(roots) select no .swift file [\(rule.id)]; "
      + "change the contract: fix the roots in \(site.suitePath), or delete the suite"
  }

  static func subjects(_ rule: FenceRule) -> String {
    rule.modules.joined(separator: ", ")
  }

  /// A module as itself, a needle in quotes.
  static func named(_ thing: String, in rule: FenceRule) -> String {
    rule.modules.contains(thing) ? thing : "'\(thing)'"
  }

  /// `A`, `A or B`, `A, B or C`; "nothing" for none.
  static func list(_ things: [String]) -> String {
    guard things.count > 1 else { return things.first ?? "nothing" }
    return things.dropLast().joined(separator: ", ") + " or " + things.last!
  }

  /// Everything the fence lets its entries use, modules and needles: `CloudKit or
  /// 'CKContainer('`. A layer may fence needles only, so neither list alone will do.
  static func fencedThings(_ rule: FenceRule) -> String {
    list(rule.modules + rule.api.map { "'\($0)'" })
  }

  /// ` ("title")` when the rule has a title, else nothing.
  private static func quotedTitle(_ rule: FenceRule) -> String {
    guard let title = rule.title, !title.isEmpty else { return "" }
    return " (\"\(title)\")"
  }
}

// ---- fitness: Sources/RuleEngine/FenceRule+Pattern.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The three fence literals (`ImportBoundary`, `LayerBoundary`, `IndependentModules`) read
/// into one rule, judged and drilled by one evaluation.
extension FenceRule: PatternRule {
  public var pattern: String { direction.rawValue }
  public var keptFence: FenceRule? { self }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    FenceEvaluation.violations(of: self, site: site, in: files)
  }

  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    DeliberateBreak.drill(self, site: site, files: files)
  }
}

// ---- fitness: Sources/RuleEngine/FenceRule.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The one shape the engine evaluates: import boundaries, layers and independent modules
/// all become this.
public struct FenceRule: Sendable {
  public enum Direction: String, Sendable {
    /// Only the fence may use the modules (`ImportBoundary`).
    case boundary = "import-boundary"
    /// Nothing under the roots may use the modules, but the fence (`LayerBoundary`).
    case layer
    /// No module's files may import another of the modules, but the fence
    /// (`IndependentModules`).
    case independent = "independent-modules"
  }

  /// One of a set of independent modules: its name and the folders its sources live in.
  public struct Home: Sendable, Equatable {
    public var name: String
    public var paths: [String]

    public init(name: String, paths: [String]) {
      self.name = name
      self.paths = paths
    }
  }

  public var id: String
  public var title: String?
  public var direction: Direction
  public var modules: [String]
  /// The files allowed an exception, in path order.
  public var fence: [String]
  /// For a layer, what each fence entry may use: modules and needles. An entry without
  /// grants may use everything the rule fences: every import boundary's entry, and a
  /// sentinel's session builders (whose companion grants every session needle).
  public var grants: [String: [String]] = [:]
  public var api: [String]
  public var exclude: [String]
  /// Path prefixes the rule looks at; empty means every `.swift` file outside test folders.
  public var roots: [String]
  /// Independent modules: each module's home. Empty for the other directions.
  public var homes: [Home] = []
  /// Modules that `@_exported import` others, each with the files that do it: an `import`
  /// of the re-exporter counts as importing what those files re-export (`Reexports`).
  public var reexports: [String: [String]] = [:]

  /// Whether each fence entry names what it grants, `"path": ["Module"]` (a layer's, an
  /// independent module's); an import boundary's entries may use everything it fences.
  public var entriesGrant: Bool { direction != .boundary }

  /// Every module whose imports the rule reads: the fenced ones and the re-exporters.
  public var searchedModules: [String] {
    modules + reexports.keys.sorted().filter { !modules.contains($0) }
  }

  /// Every file a re-exporter is recorded in, in path order.
  public var reexportFiles: [String] {
    Array(Set(reexports.values.joined())).sorted()
  }

  /// Every field at once; the pattern initialisers below say only what differs.
  init(
    id: String, title: String?, direction: Direction, modules: [String], fence: [String: [String]]?,
    api: [String], exclude: [String], roots: [String], reexports: [String: [String]], homes: [Home] = []
  ) {
    (self.id, self.title, self.direction, self.modules) = (id, title, direction, modules)
    // A boundary's entries grant everything it fences: they carry no grants.
    (self.fence, self.grants) = (fence.map { $0.keys.sorted() } ?? [], fence ?? [:])
    (self.api, self.exclude, self.roots, self.reexports, self.homes) = (api, exclude, roots, reexports, homes)
  }

  public init(_ boundary: ImportBoundary) {
    self.init(
      id: boundary.id, title: boundary.title, direction: .boundary, modules: [boundary.module], fence: nil,
      api: boundary.api, exclude: boundary.exclude, roots: boundary.roots, reexports: boundary.reexports)
    fence = boundary.fence
  }

  public init(_ layer: LayerBoundary) {
    self.init(
      id: layer.id, title: layer.title, direction: .layer, modules: layer.forbid, fence: layer.fence, api: layer.api,
      exclude: layer.exclude, roots: layer.paths, reexports: layer.reexports)
  }

  public init(_ independent: IndependentModules) {
    let homes = independent.modules.keys.sorted().map { Home(name: $0, paths: independent.modules[$0] ?? []) }
    self.init(
      id: independent.id, title: independent.title, direction: .independent, modules: homes.map(\.name),
      fence: independent.fence, api: [], exclude: independent.exclude, roots: homes.flatMap(\.paths),
      reexports: independent.reexports, homes: homes)
  }

  /// The independent module whose home holds `path`: the longest folder prefix wins, so a
  /// package nested inside another's folder keeps its own files.
  public func home(of path: String) -> String? {
    var best: (name: String, length: Int)? = nil
    for home in homes {
      for prefix in home.paths where PathPrefix.contains(path, under: prefix) {
        if prefix.utf8.count > (best?.length ?? -1) { best = (home.name, prefix.utf8.count) }
      }
    }
    return best?.name
  }

  /// The module the file at `path` belongs to, as far as its path says: its independent
  /// module, else SwiftPM's layout, else its folder's name. What a re-exporter is recorded as.
  public func owningModule(of path: String) -> String {
    if let home = home(of: path) { return home }
    if let module = PathPrefix.swiftPMModule(of: path) { return module }
    let parts = path.split(separator: "/")
    return parts.count >= 2 ? String(parts[parts.count - 2]) : "Module"
  }

  /// Whether the file at `path` may not import `module` unless its fence entry grants it:
  /// any fenced module for a boundary or a layer; another module than its own for
  /// independent modules.
  public func forbids(_ module: String, in path: String) -> Bool {
    guard modules.contains(module) else { return false }
    return direction != .independent || home(of: path) != module
  }

  /// Whether the fence lets `entry` use `thing` (a module or a needle): any fenced thing
  /// for an import boundary's entry, only what it grants for a layer's.
  public func allows(_ entry: String, _ thing: String) -> Bool {
    guard entriesGrant else { return fence.contains(entry) }
    return grants[entry].map { $0.contains(thing) } ?? fence.contains(entry)
  }

  /// Takes `entry` out of the fence, with what it granted.
  public mutating func remove(_ entry: String) {
    fence.removeAll { $0 == entry }
    grants[entry] = nil
  }

  /// Whether the rule looks at `path` at all: a `.swift` file under its roots (or, with
  /// no roots, outside test folders) and under no excluded prefix.
  public func covers(_ path: String) -> Bool {
    guard PathPrefix.hasSwiftSuffix(path) else { return false }
    if exclude.contains(where: { PathPrefix.contains(path, under: $0) }) { return false }
    if roots.isEmpty { return !PathPrefix.isInTestFolder(path) }
    return roots.contains { PathPrefix.contains(path, under: $0) }
  }
}

/// Prefix matching on repo-relative paths, by whole components.
public enum PathPrefix {
  /// A package or project manifest (`Package.swift`, `Package@swift-6.0.swift`, Tuist's
  /// `Project.swift`): a Swift file that no target compiles, so no drill's red may rest on it.
  public static func isManifest(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
      || ["Project.swift", "Workspace.swift", "Tuist.swift"].contains(name)
  }

  /// Whether `path` is `prefix` itself or lies under it: `Sources/App` holds
  /// `Sources/App/A.swift` but not `Sources/AppKit/B.swift`. A trailing `/` is optional.
  ///
  /// Compares UTF-8 bytes, not Characters: a full scan asks this of every path, per rule.
  public static func contains(_ path: String, under prefix: String) -> Bool {
    var path = path
    var prefix = prefix
    return path.withUTF8 { bytes in
      prefix.withUTF8 { given in
        var wanted = given
        while wanted.last == slash { wanted = UnsafeBufferPointer(rebasing: wanted.dropLast()) }
        if wanted.isEmpty || (wanted.count == 1 && wanted[0] == UInt8(ascii: ".")) { return true }
        guard bytes.count >= wanted.count else { return false }
        for index in 0..<wanted.count where bytes[index] != wanted[index] { return false }
        return bytes.count == wanted.count || bytes[wanted.count] == slash
      }
    }
  }

  /// The module a file belongs to by SwiftPM's layout: the folder after the last `Sources`
  /// (`Packages/Kit/Sources/Kit/A.swift` → `Kit`); nil when the path does not say.
  public static func swiftPMModule(of path: String) -> String? {
    let parts = path.split(separator: "/")
    guard let index = parts.lastIndex(of: "Sources"), index + 2 < parts.count else { return nil }
    return String(parts[index + 1])
  }

  /// Whether `path` ends in `.swift`.
  @_optimize(speed) public static func hasSwiftSuffix(_ path: String) -> Bool {
    // No closure (`withUTF8`): asked of every path under `swift test`, in debug builds too.
    let suffix: StaticString = ".swift"
    let utf8 = path.utf8
    guard utf8.count > suffix.utf8CodeUnitCount else { return false }
    var index = utf8.endIndex
    for offset in stride(from: suffix.utf8CodeUnitCount - 1, through: 0, by: -1) {
      index = utf8.index(before: index)
      guard utf8[index] == suffix.utf8Start[offset] else { return false }
    }
    return true
  }

  /// Whether a folder on the path is a test folder: `Tests`, or a name ending in `Tests`
  /// (`AppTests`, `AppUITests`). Their files do not ship, so default roots leave them out.
  public static func isInTestFolder(_ path: String) -> Bool {
    path.utf8.split(separator: slash).dropLast().contains { $0.reversed().starts(with: "stseT".utf8) }
  }

  private static let slash = UInt8(ascii: "/")
}

// ---- fitness: Sources/RuleEngine/FileSet.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A snapshot as the engine sees it: every path in it, and the scanned files to judge.
///
/// In a full check every file is judged. In the staged check only the changed files and
/// the files a changed rule points at are, so a verdict about a file that is not judged
/// (say, a stale fence entry) is left to the check that reads it.
///
/// A judged file is held either whole (`sources`) or, in a full scan where only fences and
/// needle counts look at it, as its facts (`facts`), which is all those rules read.
public struct FileSet: Sendable {
  /// Every file path in the snapshot, repo-relative.
  public var paths: Set<String>
  /// The files to judge whole, by path.
  public var sources: [String: ScannedSource]
  /// The files judged by their facts alone, by path; each holds every needle of the rules.
  public var facts: [String: SourceFacts]
  /// The declarations of files held whole, where the caller found them already (on every
  /// core); a rule finds the others itself.
  public var declarations: [String: DeclarationList] = [:]

  public init(paths: Set<String>, sources: [String: ScannedSource], facts: [String: SourceFacts] = [:]) {
    self.paths = paths
    self.sources = sources
    self.facts = facts
  }

  /// Every judged path, whole or by facts: in order when all are whole. A full scan's
  /// tens of thousands of facts are left unordered; its caller orders the violations.
  public var judgedPaths: [String] {
    if facts.isEmpty { return sources.keys.sorted() }
    if sources.isEmpty { return Array(facts.keys) }
    return Array(sources.keys) + facts.keys.filter { sources[$0] == nil }
  }

  /// The facts of a judged file about `needles`; nil when the file is not judged.
  /// A file held both ways (read whole for one rule, fenced by others) answers from its
  /// facts, found once, not searched again for each fence.
  public func facts(of path: String, needles: [String]) -> SourceFacts? {
    if !facts.isEmpty, let known = facts[path] { return known }
    return sources[path]?.facts(needles: needles)
  }
}

/// Where a rule is written down, so messages can send the reader to the contract.
public struct RuleSite: Sendable {
  /// The suite holding the rule, repo-relative.
  public var suitePath: String
  /// The rule literal's position in the suite.
  public var position: SourcePosition?
  /// The position of each fence entry in the suite.
  public var entryPositions: [String: SourcePosition]

  public init(
    suitePath: String, position: SourcePosition? = nil,
    entryPositions: [String: SourcePosition] = [:]
  ) {
    self.suitePath = suitePath
    self.position = position
    self.entryPositions = entryPositions
  }
}

extension RuleSite {
  /// The key of a re-exporter's record in `entryPositions`: the same file may also be a
  /// fence entry, whose position is keyed by its path alone.
  public static func reexportKey(_ module: String, _ path: String) -> String {
    "reexports\u{1F}\(module)\u{1F}\(path)"
  }
}

// ---- fitness: Sources/RuleEngine/Glob.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Glob matching on repo-relative paths: `*` and `?` stay within a folder, `**` spans folders.
public enum Glob {
  public static func matches(_ path: String, _ glob: String) -> Bool {
    match(Array(path.utf8)[...], Array(glob.utf8)[...])
  }

  private static func match(_ path: ArraySlice<UInt8>, _ glob: ArraySlice<UInt8>) -> Bool {
    guard let first = glob.first else { return path.isEmpty }
    if first == 0x2A, glob.dropFirst().first == 0x2A {
      var rest = glob.dropFirst(2)
      if rest.first == SourceByte.slash { rest = rest.dropFirst() }
      var candidate = path
      while true {
        if match(candidate, rest) { return true }
        guard let slash = candidate.firstIndex(of: SourceByte.slash) else { return false }
        candidate = candidate[(slash + 1)...]
      }
    }
    if first == 0x2A {
      var candidate = path
      while true {
        if match(candidate, glob.dropFirst()) { return true }
        guard let next = candidate.first, next != SourceByte.slash else { return false }
        candidate = candidate.dropFirst()
      }
    }
    guard let head = path.first else { return false }
    if first == 0x3F { return head != SourceByte.slash && match(path.dropFirst(), glob.dropFirst()) }
    return head == first && match(path.dropFirst(), glob.dropFirst())
  }
}

// ---- fitness: Sources/RuleEngine/LiteralParser+Trivia.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// White space and comments between a rule literal's tokens: skipped, except the reason
/// after an entry and the comment lines above an argument (a pin's trail).
extension LiteralParser {
  /// Skips spaces, tabs and `/* … */` comments, staying on the current line.
  mutating func skipSpaces() {
    while index < bytes.count {
      if bytes[index] == 0x20 || bytes[index] == 0x09 {
        index += 1
      } else if bytes[index] == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
        skipBlockComment()
      } else {
        return
      }
    }
  }

  mutating func skipBlockComment() {
    index += 2
    while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) {
      index += 1
    }
    index = min(bytes.count, index + 2)
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
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
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

// ---- fitness: Sources/RuleEngine/LiteralParser.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Parses `(label: "string", label: ["a", // reason
/// "b", // reason
/// ])` from a suite's bytes, keeping each array element's trailing line comment.
struct LiteralParser {
  enum Value {
    case string(String)
    case array([Element])
    case integer(Int)
    case bool(Bool)
    /// `["key": "value", …]`, in source order.
    case dictionary([(key: Element, value: Element)])
  }

  struct Element {
    var value: String
    var offset: Int
    var reason: String?
    /// A dictionary value written as an array of strings (a layer's grants): its elements.
    var list: [Element]? = nil
  }

  struct Argument {
    var label: String
    var offset: Int
    var value: Value
    /// The `//` comment lines right above the label, top to bottom (a pin's trail).
    var leadingComments: [(text: String, offset: Int)]
  }

  let source: ScannedSource
  let path: String
  var index = 0
  var bytes: [UInt8] { source.bytes }
  /// Comment lines seen since the last blank line, while skipping trivia.
  var comments: [(text: String, offset: Int)] = []

  init(source: ScannedSource, path: String) {
    self.source = source
    self.path = path
  }

  /// The arguments of the call whose `(` is at `open`.
  mutating func arguments(from open: Int) throws(RuleBlockError) -> [Argument] {
    index = open + 1
    var arguments: [Argument] = []
    while true {
      comments = []
      skipTrivia()
      guard index < bytes.count else { throw failure("the rule literal is not closed with ')'") }
      if bytes[index] == 0x29 { return arguments }
      let leading = comments
      let labelStart = index
      let label = identifier()
      skipTrivia()
      guard !label.isEmpty, index < bytes.count, bytes[index] == 0x3A else {
        throw failure(at: labelStart, "expected a labelled argument such as 'id: \"…\"'")
      }
      index += 1
      skipTrivia()
      let value: Value
      if index < bytes.count, bytes[index] == 0x5B {
        value = try collection()
      } else if index < bytes.count, bytes[index] == 0x22 {
        value = .string(try string())
      } else {
        value = try scalar()
      }
      arguments.append(Argument(label: label, offset: labelStart, value: value, leadingComments: leading))
      skipSpaces()
      if index < bytes.count, bytes[index] == 0x2C { index += 1 }
    }
  }

  /// An integer or a Boolean literal.
  private mutating func scalar() throws(RuleBlockError) -> Value {
    let start = index
    let word = identifier()
    if word == "true" { return .bool(true) }
    if word == "false" { return .bool(false) }
    if !word.isEmpty, word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(word) {
      return .integer(number)
    }
    throw failure(at: start, "expected a string, integer or Boolean literal; rule values must be plain literals")
  }

  /// An array of string literals, or a dictionary of string literals to string literals
  /// or to arrays of them.
  private mutating func collection() throws(RuleBlockError) -> Value {
    let open = index
    index += 1
    skipTrivia()
    if index < bytes.count, bytes[index] == 0x3A {
      index += 1
      skipTrivia()
      guard index < bytes.count, bytes[index] == 0x5D else { throw failure("expected ']' after '[:'") }
      index += 1
      return .dictionary([])
    }
    // `["key": "value", …]` once a colon follows the first string.
    if index < bytes.count, bytes[index] == 0x22 {
      _ = try string()
      skipSpaces()
      let isDictionary = index < bytes.count && bytes[index] == 0x3A
      index = open
      if isDictionary { return .dictionary(try dictionary()) }
    }
    index = open
    let elements = try array()
    return .array(elements)
  }

  private mutating func dictionary() throws(RuleBlockError) -> [(key: Element, value: Element)] {
    index += 1
    var pairs: [(key: Element, value: Element)] = []
    while true {
      skipTrivia()
      guard index < bytes.count else { throw failure("the dictionary is not closed with ']'") }
      if bytes[index] == 0x5D {
        index += 1
        return pairs
      }
      let keyStart = index
      let key = try string()
      skipTrivia()
      guard index < bytes.count, bytes[index] == 0x3A else { throw failure("expected ':' after a dictionary key") }
      index += 1
      skipTrivia()
      let valueStart = index
      var value = Element(value: "", offset: valueStart, reason: nil)
      if index < bytes.count, bytes[index] == 0x5B {
        var list = try array()
        // A one-element list on its line takes the comment after it; the pair owns it.
        let reason = list.count == 1 ? list[0].reason : nil
        if reason != nil { list[0].reason = nil }
        value.list = list
        pairs.append((Element(value: key, offset: keyStart, reason: reason), value))
      } else {
        value.value = try string()
        pairs.append((Element(value: key, offset: keyStart, reason: nil), value))
      }
      skipSpaces()
      if index < bytes.count, bytes[index] == 0x2C {
        index += 1
        skipSpaces()
      }
      if pairs[pairs.count - 1].key.reason == nil, let reason = lineComment() {
        pairs[pairs.count - 1].key.reason = reason
      }
      skipTrivia()
      if index < bytes.count, bytes[index] == 0x2C { index += 1 }
    }
  }

  private mutating func array() throws(RuleBlockError) -> [Element] {
    index += 1
    var elements: [Element] = []
    while true {
      skipTrivia()
      guard index < bytes.count else { throw failure("the array is not closed with ']'") }
      if bytes[index] == 0x5D {
        index += 1
        attachTrailingReason(to: &elements)
        return elements
      }
      let start = index
      let value = try string()
      skipSpaces()
      if index < bytes.count, bytes[index] == 0x3A {
        throw failure(at: start, "a dictionary is not allowed here; write an array of string literals")
      }
      if index < bytes.count, bytes[index] == 0x2C {
        index += 1
        skipSpaces()
      }
      elements.append(Element(value: value, offset: start, reason: lineComment()))
    }
  }

  /// `exclude: ["Sources/Spikes/"],  // reason`: on a one-element array written on one line,
  /// the comment after the array is the element's reason.
  private mutating func attachTrailingReason(to elements: inout [Element]) {
    guard elements.count == 1, elements[0].reason == nil else { return }
    let closed = index
    skipSpaces()
    if index < bytes.count, bytes[index] == 0x2C {
      index += 1
      skipSpaces()
    }
    if let reason = lineComment() {
      elements[0].reason = reason
    } else {
      index = closed
    }
  }

  /// A plain string literal; anything fancier cannot be read without compiling.
  private mutating func string() throws(RuleBlockError) -> String {
    let start = index
    guard index < bytes.count, bytes[index] == 0x22 else {
      throw failure(at: start, "expected a string literal; rule values must be plain literals")
    }
    if index + 2 < bytes.count, bytes[index + 1] == 0x22, bytes[index + 2] == 0x22 {
      throw failure(at: start, "use a one-line string literal here, not a multi-line one")
    }
    index += 1
    var value: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x22:
        index += 1
        return String(decoding: value, as: UTF8.self)
      case 0x0A, 0x0D:
        throw failure(at: start, "the string literal is not closed on its line")
      case 0x5C:
        guard index + 1 < bytes.count else { break }
        let escaped = bytes[index + 1]
        index += 2
        if let plain = SourceByte.unescaped(escaped) {
          value.append(plain)
          continue
        }
        throw escaped == 0x28
          ? failure(at: index - 2, "string interpolation is not allowed in a rule literal")
          : failure(at: index - 2, "unsupported escape in a rule literal; write the character itself")
      default:
        value.append(byte)
      }
      index += 1
    }
    throw failure(at: start, "the string literal is not closed")
  }

  private mutating func identifier() -> String {
    let start = index
    while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private func isIdentifierByte(_ value: UInt8) -> Bool {
    (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
      || (value >= 0x30 && value <= 0x39) || value == 0x5F
  }

  private func failure(_ message: String) -> RuleBlockError {
    failure(at: min(index, bytes.count), message)
  }

  private func failure(at offset: Int, _ message: String) -> RuleBlockError {
    RuleBlockError(path: path, position: source.position(of: offset), message: message)
  }
}

// ---- fitness: Sources/RuleEngine/MemberStrings.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads the string literals a member returns, per case of its switch, from the code view.
public enum MemberStrings {
  /// The copy of `member` (`GameMode.displayLine`) in `source` (at `path`); nil when the
  /// member is not declared there.
  public static func values(of member: String, in source: ScannedSource, path: String) -> [CopyValue]? {
    let parts = member.split(separator: ".").map(String.init)
    guard parts.count == 2, let body = memberBody(type: parts[0], name: parts[1], in: source) else { return nil }
    let code = source.code
    var labels: [(names: [String], label: Int, start: Int)] = []
    for keyword in ["case", "default"] {
      for offset in source.wordOccurrences(of: keyword) where body.contains(offset) {
        if offset > 0, code[offset - 1] == SourceByte.dot { continue }
        // The label runs to the first `:` outside brackets.
        var index = offset + keyword.utf8.count
        var depth = 0
        while index < body.upperBound {
          let byte = code[index]
          if byte == SourceByte.openParen || byte == SourceByte.openBracket { depth += 1 }
          if byte == SourceByte.closeParen || byte == SourceByte.closeBracket { depth -= 1 }
          if byte == SourceByte.colon, depth == 0 { break }
          if byte == SourceByte.openBrace || byte == SourceByte.equals { index = body.upperBound }
          index += 1
        }
        guard index < body.upperBound else { continue }
        let names = keyword == "default" ? ["default"] : caseNames(in: (offset + 4)..<index, code: code)
        labels.append((names, offset, index + 1))
      }
    }
    labels.sort { $0.label < $1.label }
    guard !labels.isEmpty else {
      let items = literals(in: body, of: source, path: path)
      return [CopyValue(name: parts[1], items: items, path: path, position: source.position(of: body.lowerBound))]
    }
    var result: [CopyValue] = []
    for (index, label) in labels.enumerated() {
      let end = index + 1 < labels.count ? labels[index + 1].label : body.upperBound
      let items = literals(in: label.start..<end, of: source, path: path)
      for name in label.names {
        result.append(CopyValue(name: name, items: items, path: path, position: source.position(of: label.label)))
      }
    }
    return result
  }

  /// The body of `var name`, `func name` or `let name` directly inside a type named `type`.
  static func memberBody(type: String, name: String, in source: ScannedSource) -> Range<Int>? {
    let code = source.code
    for (_, body) in source.typeBodies(named: type) {
      guard let found = source.declaration(named: name, keywords: ["var", "func", "let"], in: body) else { continue }
      let index = found.value
      if code[index] == SourceByte.equals {
        // `let name = [...]` or `= "..."`: the rest of the statement.
        var end = index
        while end < body.upperBound, code[end] != SourceByte.newline {
          if code[end] == SourceByte.openBracket || code[end] == SourceByte.openParen {
            end = source.closing(from: end) ?? body.upperBound
          } else {
            end += 1
          }
        }
        return (index + 1)..<end
      }
      guard let end = source.closing(from: index) else { continue }
      return (index + 1)..<(end - 1)
    }
    return nil
  }

  /// `.classic, .party(let x)` → `["classic", "party"]`.
  private static func caseNames(in range: Range<Int>, code: [UInt8]) -> [String] {
    var names: [String] = []
    var index = range.lowerBound
    var depth = 0
    while index < range.upperBound {
      let byte = code[index]
      if byte == SourceByte.openParen { depth += 1 }
      if byte == SourceByte.closeParen { depth -= 1 }
      if depth == 0, byte == SourceByte.dot, index + 1 < range.upperBound, SourceByte.isIdentifier(code[index + 1]) {
        var end = index + 1
        while end < range.upperBound, SourceByte.isIdentifier(code[end]) { end += 1 }
        names.append(String(decoding: code[(index + 1)..<end], as: UTF8.self))
        index = end
        continue
      }
      index += 1
    }
    return names
  }

  /// The one-line string literals in `range`, decoded.
  static func literals(in range: Range<Int>, of source: ScannedSource, path: String) -> [CopyValue.Item] {
    let code = source.code
    let bytes = source.bytes
    var items: [CopyValue.Item] = []
    var index = range.lowerBound
    while index < range.upperBound {
      guard code[index] == SourceByte.quote else {
        index += 1
        continue
      }
      if index + 2 < code.count, code[index + 1] == SourceByte.quote, code[index + 2] == SourceByte.quote {
        // A multi-line literal: judged as unknown, never misread.
        var end = index + 3
        while end + 2 < code.count,
          !(code[end] == SourceByte.quote && code[end + 1] == SourceByte.quote && code[end + 2] == SourceByte.quote)
        {
          end += 1
        }
        items.append(.init(value: nil, path: path, position: source.position(of: index), offset: index))
        index = end + 3
        continue
      }
      let decoded = decode(bytes, from: index + 1)
      items.append(.init(value: decoded.value, path: path, position: source.position(of: index), offset: index))
      index = decoded.end + 1
    }
    return items
  }

  /// The value of the literal whose content starts at `start`, and the closing quote's offset.
  static func decode(_ bytes: [UInt8], from start: Int) -> (value: String?, end: Int) {
    var value: [UInt8] = []
    var interpolated = false
    var index = start
    while index < bytes.count, bytes[index] != SourceByte.quote, bytes[index] != SourceByte.newline {
      if bytes[index] == SourceByte.backslash, index + 1 < bytes.count {
        let escaped = bytes[index + 1]
        index += 2
        if let plain = SourceByte.unescaped(escaped) {
          value.append(plain)
          continue
        }
        switch escaped {
        case SourceByte.openParen:
          interpolated = true
          var depth = 1
          while index < bytes.count, depth > 0, bytes[index] != SourceByte.newline {
            if bytes[index] == SourceByte.openParen { depth += 1 }
            if bytes[index] == SourceByte.closeParen { depth -= 1 }
            index += 1
          }
        default: value.append(escaped)
        }
        continue
      }
      value.append(bytes[index])
      index += 1
    }
    return (interpolated ? nil : String(decoding: value, as: UTF8.self), index)
  }
}

// ---- fitness: Sources/RuleEngine/PathRules.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What makes a path in a rule unacceptable.
public enum PathRules {
  /// Nil when `path` is a plain repo-relative path; else why it is not.
  public static func problem(with path: String) -> String? {
    // Bytes, not Characters: this runs for every fence entry on every commit.
    let bytes = path.utf8
    if bytes.first == UInt8(ascii: "/") || bytes.first == UInt8(ascii: "~") {
      return "must be relative to the repository root"
    }
    if bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).contains(where: {
      $0.elementsEqual("..".utf8)
    }) {
      return "must not climb out with '..'"
    }
    if bytes.contains(where: { Array("*?[]{}".utf8).contains($0) }) {
      return "must be a plain path: globs would let one entry absorb new files"
    }
    if bytes.contains(UInt8(ascii: "\\")) { return "must use '/' as the separator" }
    return nil
  }
}

// ---- fitness: Sources/RuleEngine/PatternMatcher.swift ----
/// A small regular-expression matcher that never backtracks, so a user's pattern cannot
/// hang a commit: it simulates the pattern's automaton over the text in one pass, in time
/// proportional to the text's length times the pattern's.
///
/// Syntax: literal characters; `.`; `^` and `$`; classes `[a-z]`, `[^…]`; escapes `\d \w \s`
/// (and their capitals), `\.` and other escaped punctuation; `*`, `+`, `?`; groups `( … )`;
/// alternation `|`. A match may occur anywhere unless anchored.
public struct PatternMatcher: Sendable {
  private enum Step: Sendable {
    case scalar(ScalarSet, next: Int)
    case split(Int, Int)
    case lineStart(next: Int)
    case lineEnd(next: Int)
    case accept
  }

  /// A set of scalars: listed ranges and class escapes, optionally negated.
  private struct ScalarSet: Sendable {
    var ranges: [ClosedRange<UInt32>] = []
    var negated = false
    var any = false

    func contains(_ scalar: Unicode.Scalar) -> Bool {
      if any { return scalar != "\n" }
      let inside = ranges.contains { $0.contains(scalar.value) }
      return inside != negated
    }
  }

  private indirect enum Node {
    case scalars(ScalarSet)
    case lineStart, lineEnd
    case sequence([Node])
    case choice([Node])
    case repeated(Node, min: Int, unbounded: Bool)
  }

  private var steps: [Step] = []
  private var start = 0
  /// Why the pattern cannot be used; nil when it compiled.
  public private(set) var problem: String?

  public init(_ pattern: String) {
    var parser = Parser(scalars: Array(pattern.unicodeScalars))
    do {
      let node = try parser.alternation()
      if parser.index < parser.scalars.count { throw Parser.Failure("unbalanced ')'") }
      steps.append(.accept)
      start = compile(node, next: 0)
    } catch let failure as Parser.Failure {
      problem = failure.message
    } catch {
      problem = "\(error)"
    }
  }

  /// Whether the pattern matches somewhere in `text`.
  public func matches(_ text: String) -> Bool {
    guard problem == nil else { return false }
    let scalars = Array(text.unicodeScalars)
    var current = Set<Int>()
    for position in 0...scalars.count {
      add(start, at: position, of: scalars, to: &current)
      if current.contains(0) { return true }
      guard position < scalars.count else { break }
      var next = Set<Int>()
      for state in current {
        if case .scalar(let set, let target) = steps[state], set.contains(scalars[position]) {
          add(target, at: position + 1, of: scalars, to: &next)
        }
      }
      current = next
      if current.contains(0) { return true }
    }
    return false
  }

  /// Follows splits and anchors from `state` at `position`, collecting what can step next.
  private func add(_ state: Int, at position: Int, of scalars: [Unicode.Scalar], to set: inout Set<Int>) {
    var pending = [state]
    while let state = pending.popLast() {
      guard set.insert(state).inserted else { continue }
      switch steps[state] {
      case .split(let a, let b): pending += [a, b]
      case .lineStart(let next): if position == 0 || scalars[position - 1] == "\n" { pending.append(next) }
      case .lineEnd(let next): if position == scalars.count || scalars[position] == "\n" { pending.append(next) }
      case .scalar, .accept: break
      }
    }
  }

  /// Appends the steps of `node`, leading to `next`; returns its entry.
  private mutating func compile(_ node: Node, next: Int) -> Int {
    switch node {
    case .scalars(let set):
      steps.append(.scalar(set, next: next))
      return steps.count - 1
    case .lineStart:
      steps.append(.lineStart(next: next))
      return steps.count - 1
    case .lineEnd:
      steps.append(.lineEnd(next: next))
      return steps.count - 1
    case .sequence(let nodes):
      var entry = next
      for node in nodes.reversed() { entry = compile(node, next: entry) }
      return entry
    case .choice(let nodes):
      var entry = compile(nodes[nodes.count - 1], next: next)
      for node in nodes.dropLast().reversed() {
        let branch = compile(node, next: next)
        steps.append(.split(branch, entry))
        entry = steps.count - 1
      }
      return entry
    case .repeated(let inner, let min, let unbounded):
      if unbounded {
        // A loop: the split either enters the body (which returns to it) or leaves.
        steps.append(.split(0, next))
        let loop = steps.count - 1
        let body = compile(inner, next: loop)
        steps[loop] = .split(body, next)
        // `x+` enters the body first; the body is compiled once, so nesting stays linear.
        return min == 0 ? loop : body
      }
      let body = compile(inner, next: next)
      steps.append(.split(body, next))
      return steps.count - 1
    }
  }

  private struct Parser {
    struct Failure: Error {
      var message: String
      init(_ message: String) { self.message = message }
    }

    let scalars: [Unicode.Scalar]
    var index = 0

    mutating func alternation() throws(Failure) -> Node {
      var branches = [try sequence()]
      while index < scalars.count, scalars[index] == "|" {
        index += 1
        branches.append(try sequence())
      }
      return branches.count == 1 ? branches[0] : .choice(branches)
    }

    mutating func sequence() throws(Failure) -> Node {
      var items: [Node] = []
      while index < scalars.count, scalars[index] != "|", scalars[index] != ")" {
        var atom = try self.atom()
        while index < scalars.count, "*+?".unicodeScalars.contains(scalars[index]) {
          if case .lineStart = atom { throw Failure("nothing to repeat before '\(scalars[index])'") }
          switch scalars[index] {
          case "*": atom = .repeated(atom, min: 0, unbounded: true)
          case "+": atom = .repeated(atom, min: 1, unbounded: true)
          default: atom = .repeated(atom, min: 0, unbounded: false)
          }
          index += 1
        }
        items.append(atom)
      }
      return .sequence(items)
    }

    mutating func atom() throws(Failure) -> Node {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "^": return .lineStart
      case "$": return .lineEnd
      case ".": return .scalars(ScalarSet(any: true))
      case "(":
        if index < scalars.count, scalars[index] == "?" { throw Failure("'(?' groups are not supported") }
        let inner = try alternation()
        guard index < scalars.count, scalars[index] == ")" else { throw Failure("'(' is not closed") }
        index += 1
        return inner
      case "[": return .scalars(try characterClass())
      case "\\": return .scalars(try escape())
      case "*", "+", "?": throw Failure("nothing to repeat before '\(scalar)'")
      case "{": throw Failure("'{n,m}' repetition is not supported; write the item out")
      default: return .scalars(ScalarSet(ranges: [scalar.value...scalar.value]))
      }
    }

    mutating func escape() throws(Failure) -> ScalarSet {
      guard index < scalars.count else { throw Failure("a trailing '\\' escapes nothing") }
      let scalar = scalars[index]
      index += 1
      let digits: [ClosedRange<UInt32>] = [0x30...0x39]
      let word: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F...0x5F]
      let space: [ClosedRange<UInt32>] = [0x20...0x20, 0x09...0x0D]
      switch scalar {
      case "d": return ScalarSet(ranges: digits)
      case "D": return ScalarSet(ranges: digits, negated: true)
      case "w": return ScalarSet(ranges: word)
      case "W": return ScalarSet(ranges: word, negated: true)
      case "s": return ScalarSet(ranges: space)
      case "S": return ScalarSet(ranges: space, negated: true)
      case "n": return ScalarSet(ranges: [0x0A...0x0A])
      case "t": return ScalarSet(ranges: [0x09...0x09])
      default:
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
          throw Failure("unknown escape '\\\(scalar)'")
        }
        return ScalarSet(ranges: [scalar.value...scalar.value])
      }
    }

    mutating func characterClass() throws(Failure) -> ScalarSet {
      var set = ScalarSet()
      if index < scalars.count, scalars[index] == "^" {
        set.negated = true
        index += 1
      }
      var first = true
      while index < scalars.count, scalars[index] != "]" || first {
        first = false
        var low = scalars[index]
        index += 1
        if low == "\\" {
          let escaped = try escape()
          set.ranges += escaped.negated ? [] : escaped.ranges
          continue
        }
        if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
          let high = scalars[index + 1]
          index += 2
          guard low.value <= high.value else { throw Failure("range '\(low)-\(high)' is reversed") }
          set.ranges.append(low.value...high.value)
        } else {
          set.ranges.append(low.value...low.value)
        }
        low = " "
      }
      guard index < scalars.count else { throw Failure("'[' is not closed") }
      index += 1
      return set
    }
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/CopyContract+Drill.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeliberateBreak {
  /// A copy contract's drill: the first value rewritten to break its first constraint, in
  /// the member's source or in the catalog's values.
  static func drill(_ contract: CopyContract, site: RuleSite, files: FileSet, catalogValues: [CopyValue]?)
    -> Outcome
  {
    let baseline = contract.violations(site: site, in: files, catalogValues: catalogValues)
    let values = contract.copy(in: files, catalogValues: catalogValues)
    guard let values,
      let (caseIndex, itemIndex) = values.indices.lazy.compactMap({ index in
        values[index].items.firstIndex { $0.value != nil }.map { (index, $0) }
      }).first,
      let original = values[caseIndex].items[itemIndex].value,
      let offending = offendingValue(for: contract, replacing: original, caseName: values[caseIndex].name)
    else { return Outcome(baseline: baseline, breaks: []) }
    let item = values[caseIndex].items[itemIndex]
    let action = "the copy for \(values[caseIndex].name) changed to \"\(offending)\""
    var brokenFiles = files
    var brokenValues = catalogValues
    if contract.catalog == nil {
      guard let offset = item.offset, let source = files.sources[item.path] else {
        return Outcome(baseline: baseline, breaks: [])
      }
      let end = MemberStrings.decode(source.bytes, from: offset + 1).end
      let escaped = Array(offending.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"").utf8)
      brokenFiles.sources[item.path] = ScannedSource(
        Array(source.bytes[...offset]) + escaped + Array(source.bytes[end...]))
    } else {
      brokenValues?[caseIndex].items[itemIndex].value = offending
    }
    let verdict = contract.violations(site: site, in: brokenFiles, catalogValues: brokenValues)
      .first { $0.kind == .copyBreach && $0.message.contains(offending.isEmpty ? "\"\"" : offending) }
    return Outcome(baseline: baseline, breaks: [Break(action: action, offender: item.path, verdict: verdict)])
  }

  /// A value that breaks the contract, derived from the first constraint it has.
  private static func offendingValue(for contract: CopyContract, replacing original: String, caseName: String)
    -> String?
  {
    if let limit = contract.maxLength { return String(repeating: "W", count: limit + 1) }
    if contract.nonEmpty { return "" }
    if let needle = contract.forbid.first { return original + needle }
    if let pattern = contract.match {
      let matcher = PatternMatcher(pattern)
      return ["", " ", "0", "a", "A", "!", "drill", "DRILL", "~ ~"].first { !matcher.matches($0) }
    }
    if contract.exemplars[caseName] != nil { return original + " (drill)" }
    return nil
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/CopyContract.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Structural rules on user-facing copy: the string literals a member returns (per case of
/// its switch), or the values of a String Catalog's keys.
public struct CopyContract: Sendable {
  public var id: String
  public var title: String?
  /// `GameMode.displayLine`: the member whose string literals are the copy.
  public var member: String?
  public var file: String?
  /// A String Catalog (`.xcstrings`) instead of a member, with the key prefix to check.
  public var catalog: String?
  public var keys: String?
  public var maxLength: Int?
  public var nonEmpty: Bool
  /// A pattern every value must match (`^[A-Z]`); see `PatternMatcher` for the syntax.
  public var match: String?
  /// Substrings no value may contain.
  public var forbid: [String]
  /// For members returning arrays: exactly this many items per case.
  public var itemsPerCase: Int?
  /// Verbatim pins: case (or catalog key) → exact value.
  public var exemplars: [String: String]

  public init(
    id: String, title: String? = nil, member: String? = nil, in file: String? = nil, catalog: String? = nil,
    keys: String? = nil, maxLength: Int? = nil, nonEmpty: Bool = false, match: String? = nil,
    forbid: [String] = [], itemsPerCase: Int? = nil, exemplars: [String: String] = [:]
  ) {
    (
      self.id, self.title, self.member, self.file, self.catalog, self.keys, self.maxLength, self.nonEmpty, self.match,
      self.forbid, self.itemsPerCase, self.exemplars
    ) = (id, title, member, file, catalog, keys, maxLength, nonEmpty, match, forbid, itemsPerCase, exemplars)
  }
}

extension CopyContract: RuleLiteral, PatternRule {
  public static let literalName = "CopyContract"
  public static let arguments = [
    LiteralArgument("member", .text), LiteralArgument("in", .path), LiteralArgument("catalog", .path),
    LiteralArgument("keys", .text), LiteralArgument("maxLength", .integer), LiteralArgument("nonEmpty", .bool),
    LiteralArgument("match", .text), LiteralArgument("forbid", .texts), LiteralArgument("itemsPerCase", .integer),
    LiteralArgument("exemplars", .dictionary),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    guard (arguments.text("member") != nil) != (arguments.text("catalog") != nil) else {
      throw arguments.failure("a CopyContract reads either 'member' (with 'in') or 'catalog' (with 'keys')")
    }
    if let pattern = arguments.text("match"), let problem = PatternMatcher(pattern).problem {
      throw arguments.failure("'match' pattern '\(pattern)': \(problem)")
    }
    return CopyContract(
      id: arguments.id, title: arguments.title, member: arguments.text("member"), in: arguments.text("in"),
      catalog: arguments.text("catalog"), keys: arguments.text("keys"), maxLength: arguments.integer("maxLength"),
      nonEmpty: arguments.bool("nonEmpty") ?? false, match: arguments.text("match"), forbid: arguments.list("forbid"),
      itemsPerCase: arguments.integer("itemsPerCase"), exemplars: arguments.dictionary("exemplars"))
  }

  public var pattern: String { "copy-contract" }
  public var catalogRead: (path: String, keys: String?)? { catalog.map { ($0, keys) } }

  /// The catalog, the member's declaring file, or every shipping file to find the member in.
  public var reads: RuleReads { (catalog ?? file).map { .files([$0]) } ?? .shipping }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    CopyEvaluation.violations(of: self, values: copy(in: files, catalogValues: catalogValues), site: site)
  }

  /// The copy the contract judges: the member's literals in `files`, or the catalog's
  /// values, which the caller read.
  func copy(in files: FileSet, catalogValues: [CopyValue]?) -> [CopyValue]? {
    catalog == nil ? CopyEvaluation.memberValues(of: self, in: files) : catalogValues
  }

  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    DeliberateBreak.drill(self, site: site, files: files, catalogValues: catalogValues)
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/CountPin+Drill.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeliberateBreak {
  /// A count pin's drill: one more in the source (a case, an element, a file, a use of the
  /// needle), then the pin raised with the source one short; each must drift.
  static func drill(_ pin: CountPin, trail: [TrailLine], site: RuleSite, files: FileSet) -> Outcome {
    let baseline = PinEvaluation.violations(of: pin, trail: trail, site: site, in: files)
    var breaks: [Break] = []
    func evaluate(_ broken: FileSet, pin: CountPin) -> [Violation] {
      PinEvaluation.violations(of: pin, trail: trail, site: site, in: broken).filter { $0.kind == .pinDrift }
    }
    guard let subject = CountSubject.parse(pin.subject).subject,
      let tally = SourceCounter.tally(subject, in: pin.file, files: files)
    else { return Outcome(baseline: baseline, breaks: []) }
    // One more in the source.
    var broken = files
    var offender = site.suitePath
    var action: String?
    switch subject {
    case .enumCases:
      if let path = tally.path, let source = files.sources[path], let first = tally.elements.first {
        let line = lineStart(of: first, in: source.bytes)
        broken.sources[path] = ScannedSource(
          Array(source.bytes[..<line]) + Array("  case fitnessDrill\n".utf8) + Array(source.bytes[line...]))
        offender = path
        action = "`case fitnessDrill` added to \(pin.subject) in \(path)"
      }
    case .literalElements:
      if let path = tally.path, let source = files.sources[path], let first = tally.elements.first {
        let element = Array(source.bytes[first..<elementEnd(from: first, in: source)])
        broken.sources[path] = ScannedSource(
          Array(source.bytes[..<first]) + element + Array(", ".utf8) + Array(source.bytes[first...]))
        offender = path
        action = "an element added to \(pin.subject) in \(path)"
      }
    case .files(let glob):
      var path = glob.replacingAll("**/", with: "").replacingAll("*", with: "FitnessDrill")
      path = path.replacingAll("?", with: "X")
      if Glob.matches(path, glob), !files.paths.contains(path) {
        broken.paths.insert(path)
        action = "a file \(path) added"
      }
    case .needle(let needle):
      let base = pin.file ?? "Sources"
      let path =
        base.hasSuffix(".swift") ? base : "\(base.hasSuffix("/") ? String(base.dropLast()) : base)/\(scratchName)"
      let original = files.sources[path]?.bytes ?? []
      broken.sources[path] = ScannedSource(original + Array("\n_ = \(needle)\n".utf8))
      broken.paths.insert(path)
      action = "`\(needle)` used once more in \(path)"
    }
    if let action {
      let verdict = evaluate(broken, pin: pin).first
      breaks.append(Break(action: action, offender: verdict?.path ?? offender, verdict: verdict))
    }
    // One fewer: the pin claims one more than the source has.
    var raised = pin
    raised.count += 1
    let verdict = evaluate(files, pin: raised).first
    breaks.append(
      Break(
        action: "the pin raised to \(raised.count) (the source one short)", offender: verdict?.path ?? "",
        verdict: verdict))
    return Outcome(baseline: baseline, breaks: breaks)
  }

  private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] != SourceByte.newline { index -= 1 }
    return index
  }

  private static func elementEnd(from start: Int, in source: ScannedSource) -> Int {
    var index = start
    var depth = 0
    while index < source.code.count {
      let byte = source.code[index]
      if byte == SourceByte.openParen || byte == SourceByte.openBracket || byte == SourceByte.openBrace { depth += 1 }
      if byte == SourceByte.closeParen || byte == SourceByte.closeBracket || byte == SourceByte.closeBrace {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0, byte == SourceByte.comma { break }
      index += 1
    }
    while index > start, SourceByte.isWhitespace(source.bytes[index - 1]) { index -= 1 }
    return index
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/CountPin.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "`subject` counts exactly `count`": a registry's size, pinned with its history.
///
/// In a suite, the comment lines right above `count:` are the pin's trail: one line per
/// change, saying when, the new number and why. The latest line must state the pinned
/// number, so moving the pin is a written decision, never a chore.
public struct CountPin: Sendable {
  public var id: String
  public var title: String?
  /// `enum GameMode`, `array Registry.all`, `files Sources/Modes/*.swift` or `needle register(`.
  public var subject: String
  /// The file that declares an enum or array (searched for when nil), or the path prefix a
  /// needle is counted under.
  public var file: String?
  public var count: Int

  public init(id: String, title: String? = nil, subject: String, in file: String? = nil, count: Int) {
    (self.id, self.title, self.subject, self.file, self.count) = (id, title, subject, file, count)
  }
}

extension CountPin: RuleLiteral {
  public static let literalName = "CountPin"
  public static let arguments = [
    LiteralArgument("subject", .text, required: true), LiteralArgument("count", .integer, required: true),
    LiteralArgument("in", .path),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let subject = arguments.text("subject") ?? ""
    if let problem = CountSubject.parse(subject).problem {
      throw arguments.failure("subject '\(subject)': \(problem)")
    }
    let pin = CountPin(
      id: arguments.id, title: arguments.title, subject: subject, in: arguments.text("in"),
      count: arguments.integer("count") ?? 0)
    return CountPinRule(pin: pin, trail: arguments.trail(above: "count"))
  }
}

/// A count pin as its suite writes it: the pin, and the trail above its `count:`.
public struct CountPinRule: PinnedRule {
  public var pin: CountPin
  public var trail: [TrailLine]

  public init(pin: CountPin, trail: [TrailLine]) {
    self.pin = pin
    self.trail = trail
  }

  public var id: String { pin.id }
  public var count: Int { pin.count }
  public var title: String? { pin.title }
  public var pattern: String { "count-pin" }

  /// The declaring file (every shipping file, when the pin names none), the files a needle
  /// is counted in, or only the paths, for a glob of files.
  public var reads: RuleReads {
    switch CountSubject.parse(pin.subject).subject {
    case .enumCases?, .literalElements?: return pin.file.map { .files([$0]) } ?? .shipping
    case .needle(let needle)?: return .needle(needle, under: pin.file)
    case .files?: return .everyPath
    case nil: return .suite
    }
  }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    PinEvaluation.violations(of: pin, trail: trail, site: site, in: files)
  }

  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    DeliberateBreak.drill(pin, trail: trail, site: site, files: files)
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/DeclarationShape+Drill.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeliberateBreak {
  /// A declarations rule's drill: a scratch file in its scope declares a type the rule
  /// selects and that complies, then copies of it break one trait each (a required
  /// modifier, attribute, conformance, name or preview dropped, a forbidden one added).
  /// Each break must fail the rule at the scratch file.
  static func drill(_ shape: DeclarationShape, site: RuleSite, files: FileSet) -> Outcome {
    let baseline = shape.violations(site: site, in: files, catalogValues: nil)
    guard let place = scratchPlace(for: shape, files: files), let name = shape.drillName() else {
      return Outcome(baseline: baseline, breaks: [])
    }
    let base = DrillDeclaration(shape: shape, name: name)
    var breaks: [Break] = []
    func attempt(_ action: String, _ broken: DrillDeclaration) {
      var brokenFiles = files
      brokenFiles.paths.insert(place)
      brokenFiles.sources[place] = ScannedSource(Array(broken.text.utf8))
      let verdict = shape.violations(site: site, in: brokenFiles, catalogValues: nil)
        .first { $0.path == place && $0.kind == .declarationBreach }
      breaks.append(Break(action: "\(action) in \(place)", offender: place, verdict: verdict))
    }
    // The unbroken scratch file must pass, or a break proves nothing.
    var unbroken = files
    unbroken.paths.insert(place)
    unbroken.sources[place] = ScannedSource(Array(base.text.utf8))
    guard shape.violations(site: site, in: unbroken, catalogValues: nil).allSatisfy({ $0.path != place }) else {
      return Outcome(baseline: baseline, breaks: [])
    }
    let kind = base.keyword
    for modifier in shape.require.modifiers {
      attempt("`\(kind) \(name)` declared without `\(modifier)`", base.dropping(modifier: modifier))
    }
    for attribute in shape.require.attributes {
      attempt("`\(kind) \(name)` declared without `\(attribute)`", base.dropping(attribute: attribute))
    }
    for conformance in shape.require.conformances {
      attempt("`\(kind) \(name)` declared without `\(conformance)`", base.dropping(conformance: conformance))
    }
    if let wanted = shape.require.named, let wrong = shape.drillName(avoiding: wanted) {
      attempt("`\(kind) \(wrong)` declared (not named \(wanted))", base.renamed(wrong))
    }
    if shape.require.preview { attempt("`\(kind) \(name)` declared without a preview", base.withoutPreview()) }
    for modifier in shape.forbid.modifiers {
      attempt("`\(kind) \(name)` declared `\(modifier)`", base.adding(modifier: modifier))
    }
    for attribute in shape.forbid.attributes {
      attempt("`\(kind) \(name)` declared with `\(attribute)`", base.adding(attribute: attribute))
    }
    for conformance in shape.forbid.conformances {
      attempt("`\(kind) \(name)` declared inheriting `\(conformance)`", base.adding(conformance: conformance))
    }
    return Outcome(baseline: baseline, breaks: breaks)
  }

  /// A file in the rule's scope that no fence lets past and that does not exist yet: beside
  /// the first file it judges, else in its first root.
  private static func scratchPlace(for shape: DeclarationShape, files: FileSet) -> String? {
    let scope = shape.scope
    let folders =
      files.sources.keys.sorted().filter(scope.covers).map { path in
        path.split(separator: "/").dropLast().joined(separator: "/")
      } + shape.roots
    for folder in folders {
      let place =
        folder.isEmpty ? scratchName : "\(folder.hasSuffix("/") ? String(folder.dropLast()) : folder)/\(scratchName)"
      if scope.covers(place), !shape.fence.contains(place), !files.paths.contains(place) { return place }
    }
    return nil
  }
}

extension DeclarationShape {
  /// A type name the rule selects, and that meets `require.named` unless `avoiding` is given,
  /// in which case one that does not match `avoiding`.
  func drillName(avoiding: String? = nil) -> String? {
    let fills = ["FitnessDrill", "Drill", "X", "Drilled"]
    var candidates = fills.compactMap { fill in named.map { Self.fill($0, with: fill) } }
    if avoiding == nil, let wanted = require.named { candidates += fills.map { Self.fill(wanted, with: $0) } }
    candidates += fills
    return candidates.first { name in
      (named.map { Glob.matches(name, $0) } ?? true)
        && (avoiding.map { !Glob.matches(name, $0) } ?? (require.named.map { Glob.matches(name, $0) } ?? true))
    }
  }

  private static func fill(_ glob: String, with word: String) -> String {
    var name = ""
    for character in glob {
      switch character {
      case "*": name += word
      case "?": name += "X"
      default: name.append(character)
      }
    }
    return name.first?.isNumber == true ? "X" + name : name
  }
}

/// The drill's scratch declaration, complying with the rule, and what each break changes.
struct DrillDeclaration {
  var keyword: String
  var name: String
  var modifiers: [String]
  var attributes: [String]
  var conformances: [String]
  var preview: Bool

  init(shape: DeclarationShape, name: String) {
    keyword = shape.kind == "any" ? "class" : shape.kind
    self.name = name
    modifiers = shape.require.modifiers
    // Forbidding `internal` forbids the default: the compliant type says another level.
    if shape.forbid.modifiers.contains("internal"),
      !modifiers.contains(where: DeclarationShape.accessLevels.contains)
    {
      modifiers.append("fileprivate")
    }
    attributes = shape.require.attributes
    conformances = shape.conforming + shape.require.conformances.filter { !shape.conforming.contains($0) }
    preview = shape.require.preview
  }

  var text: String {
    var lines = attributes
    let clause = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
    lines.append((modifiers + [keyword, name]).joined(separator: " ") + clause + " {}")
    if preview { lines.append("#Preview { \(name)() }") }
    return lines.joined(separator: "\n") + "\n"
  }

  func dropping(modifier: String) -> Self {
    var copy = self
    copy.modifiers.removeAll { $0 == modifier }
    return copy
  }

  func dropping(attribute: String) -> Self {
    var copy = self
    copy.attributes.removeAll { $0 == attribute }
    return copy
  }

  func dropping(conformance: String) -> Self {
    var copy = self
    copy.conformances.removeAll { $0 == conformance }
    return copy
  }

  func renamed(_ other: String) -> Self {
    var copy = self
    copy.name = other
    return copy
  }

  func withoutPreview() -> Self {
    var copy = self
    copy.preview = false
    return copy
  }

  func adding(modifier: String) -> Self {
    var copy = self
    if DeclarationShape.accessLevels.contains(modifier) {
      copy.modifiers.removeAll(where: DeclarationShape.accessLevels.contains)
      // `internal` is forbidden by saying no access level at all as much as by writing it.
      if modifier == "internal" { return copy }
    }
    copy.modifiers.append(modifier)
    return copy
  }

  func adding(attribute: String) -> Self {
    var copy = self
    copy.attributes.append(attribute)
    return copy
  }

  func adding(conformance: String) -> Self {
    var copy = self
    copy.conformances.append(conformance)
    return copy
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/DeclarationShape+Evaluation.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeclarationShape: RuleLiteral, PatternRule {
  public static let literalName = "DeclarationShape"
  public static let arguments = [
    LiteralArgument("kind", .text), LiteralArgument("named", .text), LiteralArgument("conforming", .texts),
    LiteralArgument("requireModifiers", .texts), LiteralArgument("requireAttributes", .texts),
    LiteralArgument("requireConforms", .texts), LiteralArgument("requireNamed", .text),
    LiteralArgument("requirePreview", .bool), LiteralArgument("forbidModifiers", .texts),
    LiteralArgument("forbidAttributes", .texts), LiteralArgument("forbidInherits", .texts),
    LiteralArgument("fence", .exceptions), LiteralArgument("exclude", .exclusions), LiteralArgument("roots", .paths),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let shape = DeclarationShape(
      id: arguments.id, title: arguments.title, kind: arguments.text("kind") ?? "any", named: arguments.text("named"),
      conforming: arguments.list("conforming"),
      require: Traits(
        modifiers: arguments.list("requireModifiers"), attributes: arguments.list("requireAttributes"),
        conformances: arguments.list("requireConforms"), named: arguments.text("requireNamed"),
        preview: arguments.bool("requirePreview") ?? false),
      forbid: Traits(
        modifiers: arguments.list("forbidModifiers"), attributes: arguments.list("forbidAttributes"),
        conformances: arguments.list("forbidInherits")),
      fence: arguments.list("fence"), exclude: arguments.list("exclude"), roots: arguments.list("roots"))
    if let problem = shape.problems().first {
      let label = problem.key.isEmpty ? "" : "'\(problem.label)': "
      throw arguments.failure("\(label)\(problem.message)")
    }
    return shape
  }

  public var pattern: String { "declarations" }
  public var exceptions: (label: String, paths: [String])? { ("fence", fence) }
  public var reads: RuleReads { .eachFile(scope, entries: fence) }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    var found: [Violation] = []
    let fenced = Set(fence)
    for path in files.sources.keys.sorted() where scope.covers(path) && !fenced.contains(path) {
      found += breaches(in: files.sources[path]!, path: path, site: site, declared: files.declarations[path])
    }
    for entry in fence.sorted() {
      let reason: String
      if !files.paths.contains(entry) {
        reason = "the file no longer exists"
      } else if let source = files.sources[entry],
        breaches(in: source, path: entry, site: site, declared: files.declarations[entry]).isEmpty
      {
        reason = "every declaration the rule selects in it complies"
      } else {
        continue
      }
      found.append(
        Violation(
          ruleID: id, kind: .staleEntry, path: site.suitePath, position: site.entryPositions[entry],
          message: "fence entry '\(entry)' is stale: \(reason) [\(id)]; change the contract: remove the entry from "
            + "\(site.suitePath) (the fence is a set of decisions, not a headcount)",
          subject: entry))
    }
    if !files.paths.contains(where: scope.covers) {
      let roots = roots.isEmpty ? "the default roots" : roots.map { "'\($0)'" }.joined(separator: ", ")
      found.append(
        Violation(
          ruleID: id, kind: .vacuousRule, path: site.suitePath, position: site.position,
          message: "the rule judges no file: \(roots) select no Swift file [\(id)]; change the contract: point "
            + "'roots' in \(site.suitePath) at the code it is about",
          subject: id))
    }
    return found
  }

  /// Each way a selected declaration in `source` breaks the rule.
  public func breaches(in source: ScannedSource, path: String, site: RuleSite, declared: DeclarationList? = nil)
    -> [Violation]
  {
    let list = declared ?? source.declarations()
    var found: [(offset: Int, message: String, subject: String)] = []
    for declaration in list.types where selects(declaration, in: list) {
      for (problem, fix) in problems(of: declaration, in: list, source: source) {
        let what = "\(declaration.kind.rawValue) \(declaration.name)"
        found.append(
          (
            declaration.keyword,
            "\(what) \(problem), which [\(id)] \(demand) \(selection)\(quotedTitle); change the code: \(fix), "
              + "or change the contract: add this file to the fence in \(site.suitePath) with a reason",
            "\(declaration.name) \(problem)"
          ))
      }
    }
    let positions = source.positions(of: found.map(\.offset))
    return zip(found, positions).map { breach, position in
      Violation(
        ruleID: id, kind: .declarationBreach, path: path, position: position, message: breach.message,
        subject: breach.subject)
    }
  }

  /// What is wrong with a selected declaration, each with the change to the code that mends it.
  func problems(of declaration: TypeDeclaration, in list: DeclarationList, source: ScannedSource)
    -> [(problem: String, fix: String)]
  {
    var found: [(String, String)] = []
    let modifiers = declaration.modifiers.map { $0.split(separator: "(").first.map(String.init) ?? $0 }
    let attributes = Set(declaration.attributes)
    let conformances = list.conformances(of: declaration)
    func conforms(_ name: String) -> Bool { conformances.contains { TypeDeclaration.names($0, name) } }
    for modifier in require.modifiers where !Self.has(modifier, in: modifiers) {
      found.append(("is not \(modifier)", "mark it \(modifier)"))
    }
    for attribute in require.attributes where !attributes.contains(attribute) {
      found.append(("lacks \(attribute)", "add \(attribute) to it"))
    }
    for name in require.conformances where !conforms(name) {
      found.append(("does not conform to \(name)", "declare the conformance, on it or in an extension in this file"))
    }
    if let named = require.named, !Glob.matches(declaration.simpleName, named) {
      found.append(("is not named \(named)", "rename it to match \(named)"))
    }
    if require.preview, !source.previews(declaration, in: list) {
      found.append(("ships no preview", "add a #Preview (or a PreviewProvider) for it in this file"))
    }
    for modifier in forbid.modifiers where Self.has(modifier, in: modifiers) {
      found.append(("is \(modifier)", "drop '\(modifier)'"))
    }
    for attribute in forbid.attributes where attributes.contains(attribute) {
      found.append(("has \(attribute)", "remove \(attribute)"))
    }
    for name in forbid.conformances where conforms(name) {
      found.append(("inherits from \(name)", "take \(name) out of its inheritance"))
    }
    return found
  }

  /// Whether `modifiers` meet `modifier`: an access level is met by a wider one written
  /// (`open` for `public`), `internal` by no access level at all.
  static func has(_ modifier: String, in modifiers: [String]) -> Bool {
    if modifiers.contains(modifier) { return true }
    switch modifier {
    case "public": return modifiers.contains("open")
    case "internal": return !modifiers.contains(where: accessLevels.contains)
    default: return false
    }
  }

  /// What the rule asks, in words: `requires final, @MainActor of`.
  private var demand: String {
    var parts: [String] = []
    parts += require.modifiers + require.attributes + require.conformances.map { "conformance to \($0)" }
    if let named = require.named { parts.append("a name matching \(named)") }
    if require.preview { parts.append("a preview") }
    var words: [String] = []
    if !parts.isEmpty { words.append("requires \(parts.joined(separator: ", ")) of") }
    let forbidden = forbid.modifiers + forbid.attributes + forbid.conformances
    if !forbidden.isEmpty { words.append("forbids \(forbidden.joined(separator: ", ")) to") }
    return words.joined(separator: " and ")
  }

  /// The declarations the rule selects, in words: `classes named *ViewModel conforming to View`.
  public var selection: String {
    var words = kind == "any" ? "types" : kind == "class" ? "classes" : "\(kind)s"
    if let named { words += " named \(named)" }
    if !conforming.isEmpty { words += " conforming to \(conforming.joined(separator: ", "))" }
    return words
  }

  private var quotedTitle: String { title.map { " (\"\($0)\")" } ?? "" }

  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    DeliberateBreak.drill(self, site: site, files: files)
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/DeclarationShape+Problems.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What makes a declarations rule unsound, checked once for the suite's literal and the
/// finding alike: each problem names its part and key, which each side spells its own way
/// (`require.modifiers[0]` in a finding, `requireModifiers` in a literal).
extension DeclarationShape {
  public struct Problem: Sendable, Equatable {
    /// `select`, `require` or `forbid`.
    public var part: String
    public var key: String
    public var index: Int?
    public var message: String

    /// The finding's key path: `require.modifiers[0]`.
    public var keyPath: String { "\(part).\(key)" + (index.map { "[\($0)]" } ?? "") }
    /// The literal's label: `requireModifiers` (`kind`, `named`, `conforming` for `select`).
    public var label: String { part == "select" ? key : part + key.prefix(1).uppercased() + key.dropFirst() }
  }

  /// Every problem, in the order the finding writes its keys; empty when the rule is sound.
  public func problems() -> [Problem] {
    var found: [Problem] = []
    func add(_ part: String, _ key: String, _ index: Int? = nil, _ message: String) {
      found.append(Problem(part: part, key: key, index: index, message: message))
    }
    if !Self.kinds.contains(kind) {
      add("select", "kind", nil, "unknown kind '\(kind)'; use one of \(Self.kinds.joined(separator: ", "))")
    }
    if let named, let problem = Self.globProblem(named) { add("select", "named", nil, problem) }
    for (index, name) in conforming.enumerated() where Self.typeNameProblem(name) != nil {
      add("select", "conforming", index, Self.typeNameProblem(name)!)
    }
    if require.isEmpty && forbid.isEmpty {
      add("require", "", nil, "the rule requires and forbids nothing; give 'require' or 'forbid' at least one key")
    }
    for (part, traits) in [("require", require), ("forbid", forbid)] {
      for (index, modifier) in traits.modifiers.enumerated() {
        guard let kinds = Self.typeModifiers[modifier] else {
          let known = Self.typeModifiers.keys.sorted().joined(separator: ", ")
          add(part, "modifiers", index, "'\(modifier)' is not a modifier of type declarations; use one of \(known)")
          continue
        }
        if part == "require", !kinds.isEmpty, !kinds.contains(kind) {
          add(
            part, "modifiers", index,
            "\(kindWords) cannot be '\(modifier)' (only \(kinds.joined(separator: ", ")) can); "
              + "select 'kind: \(kinds[0])' or drop the modifier")
        }
      }
      for (index, attribute) in traits.attributes.enumerated() {
        let name = attribute.dropFirst()
        if !attribute.hasPrefix("@") || name.isEmpty
          || !name.utf8.allSatisfy({ SourceByte.isIdentifier($0) || $0 == SourceByte.dot })
        {
          add(
            part, "attributes", index,
            "'\(attribute)' is not an attribute; write it with its '@' and no arguments, like \"@MainActor\"")
        }
      }
      let conformanceKey = part == "require" ? "conforms" : "inherits"
      for (index, name) in traits.conformances.enumerated() {
        if let problem = Self.typeNameProblem(name) { add(part, conformanceKey, index, problem) }
      }
    }
    if let named = require.named, let problem = Self.globProblem(named) { add("require", "named", nil, problem) }
    if require.preview, kind == "protocol" {
      add("require", "preview", nil, "a protocol cannot be previewed; select another kind or drop 'preview'")
    }
    for modifier in require.modifiers where forbid.modifiers.contains(modifier) {
      add(
        "forbid", "modifiers", forbid.modifiers.firstIndex(of: modifier), "'\(modifier)' is both required and forbidden"
      )
    }
    return found
  }

  private var kindWords: String { kind == "any" ? "declarations of any kind (structs, enums, protocols)" : "a \(kind)" }

  /// Why a glob on type names can match no name, or nil.
  static func globProblem(_ glob: String) -> String? {
    if glob.isEmpty { return "the glob is empty, so it matches no name" }
    let bytes = glob.utf8.filter { $0 != 0x2A && $0 != 0x3F }
    if !bytes.allSatisfy(SourceByte.isIdentifier) {
      return "'\(glob)' can match no type name: a name holds letters, digits and '_' ('*' and '?' match them)"
    }
    if let first = glob.utf8.first, SourceByte.isDigit(first) {
      return "'\(glob)' can match no type name: a name does not start with a digit"
    }
    return nil
  }

  static func typeNameProblem(_ name: String) -> String? {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    let sound = parts.allSatisfy { part in
      !part.isEmpty && part.utf8.allSatisfy(SourceByte.isIdentifier) && !SourceByte.isDigit(part.utf8.first!)
    }
    return sound ? nil : "'\(name)' is not a type name (write it as the inheritance clause does, like \"View\")"
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/DeclarationShape.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Every declaration of this kind and name has these traits, and never those": view models
/// are `final` and `@MainActor`, nothing in the domain inherits from `NSObject`, every
/// `View` ships a `#Preview`.
///
/// Each file is judged alone, so a commit reads only the files it stages. The files in
/// `fence` are let past, each with its reason in the suite; an entry is stale once its file
/// is gone or complies.
public struct DeclarationShape: Sendable {
  /// What a declaration has, or must not have.
  public struct Traits: Sendable, Equatable {
    /// `final`, `public`, …: an access level is met by a wider one that is also written
    /// (`open` for `public`), and `internal` by no access modifier at all.
    public var modifiers: [String]
    /// `@MainActor`: by name, with arguments ignored.
    public var attributes: [String]
    /// Names in the inheritance clause, or added by an extension in the same file.
    public var conformances: [String]
    /// A glob on the type's own name (`*View`).
    public var named: String?
    /// A `#Preview` or a `PreviewProvider` in the same file that names the type.
    public var preview: Bool

    public init(
      modifiers: [String] = [], attributes: [String] = [], conformances: [String] = [], named: String? = nil,
      preview: Bool = false
    ) {
      (self.modifiers, self.attributes, self.conformances, self.named, self.preview) = (
        modifiers, attributes, conformances, named, preview
      )
    }

    public var isEmpty: Bool {
      modifiers.isEmpty && attributes.isEmpty && conformances.isEmpty && named == nil && !preview
    }
  }

  public var id: String
  public var title: String?
  /// `class`, `struct`, `enum`, `actor`, `protocol`, or `any`.
  public var kind: String
  /// A glob on the selected types' names.
  public var named: String?
  /// Names every selected type lists among its conformances.
  public var conforming: [String]
  public var require: Traits
  /// Only `modifiers`, `attributes` and `conformances` (what it inherits) are read.
  public var forbid: Traits
  public var fence: [String]
  public var exclude: [String]
  /// Path prefixes to judge; empty means every Swift file outside test folders.
  public var roots: [String]

  public init(
    id: String, title: String? = nil, kind: String = "any", named: String? = nil, conforming: [String] = [],
    require: Traits, forbid: Traits = Traits(), fence: [String] = [], exclude: [String] = [], roots: [String] = []
  ) {
    (self.id, self.title, self.kind, self.named, self.conforming, self.require, self.forbid) = (
      id, title, kind, named, conforming, require, forbid
    )
    (self.fence, self.exclude, self.roots) = (fence, exclude, roots)
  }

  /// The literal a suite writes, one label per trait, in the order of `arguments`.
  public init(
    id: String, title: String? = nil, kind: String = "any", named: String? = nil, conforming: [String] = [],
    requireModifiers: [String] = [], requireAttributes: [String] = [], requireConforms: [String] = [],
    requireNamed: String? = nil, requirePreview: Bool = false, forbidModifiers: [String] = [],
    forbidAttributes: [String] = [], forbidInherits: [String] = [], fence: [String] = [], exclude: [String] = [],
    roots: [String] = []
  ) {
    self.init(
      id: id, title: title, kind: kind, named: named, conforming: conforming,
      require: Traits(
        modifiers: requireModifiers, attributes: requireAttributes, conformances: requireConforms, named: requireNamed,
        preview: requirePreview),
      forbid: Traits(modifiers: forbidModifiers, attributes: forbidAttributes, conformances: forbidInherits),
      fence: fence, exclude: exclude, roots: roots)
  }

  public static let kinds = ["class", "struct", "enum", "actor", "protocol", "any"]
  static let accessLevels = ["private", "fileprivate", "internal", "package", "public", "open"]
  /// The modifiers a type declaration may carry, and the only kinds each fits.
  public static let typeModifiers: [String: [String]] = [
    "private": [], "fileprivate": [], "internal": [], "package": [], "public": [],
    "open": ["class"], "final": ["class"], "indirect": ["enum"], "distributed": ["actor"], "nonisolated": [],
  ]

  /// The files the rule judges.
  public var scope: PathScope { PathScope(roots: roots, exclude: exclude) }

  /// Whether `declaration` is one the rule is about.
  public func selects(_ declaration: TypeDeclaration, in list: DeclarationList) -> Bool {
    guard declaration.kind != .extension, kind == "any" || declaration.kind.rawValue == kind else { return false }
    if let named, !Glob.matches(declaration.simpleName, named) { return false }
    let conformances = list.conformances(of: declaration)
    return conforming.allSatisfy { wanted in conformances.contains { TypeDeclaration.names($0, wanted) } }
  }
}

/// The files a rule judges: the Swift files under its roots (every one outside test folders
/// when it has none), less what it excludes.
public struct PathScope: Sendable, Equatable {
  public var roots: [String]
  public var exclude: [String]

  public init(roots: [String], exclude: [String]) {
    (self.roots, self.exclude) = (roots, exclude)
  }

  public func covers(_ path: String) -> Bool {
    guard PathPrefix.hasSwiftSuffix(path) else { return false }
    if exclude.contains(where: { PathPrefix.contains(path, under: $0) }) { return false }
    if roots.isEmpty { return !PathPrefix.isInTestFolder(path) }
    return roots.contains { PathPrefix.contains(path, under: $0) }
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/ImportBoundary.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Only the files in the fence may import `module`, or use its raw API."
///
/// This is the literal a fitness suite holds; `fitness check` reads it from the suite's
/// source text, and the suite compiles it. Each `fence` and `exclude` entry is followed in
/// the suite by a `// reason` comment, which the engine requires.
public struct ImportBoundary: Sendable {
  public var id: String
  public var title: String?
  public var module: String
  public var fence: [String]
  public var api: [String]
  public var exclude: [String]
  public var roots: [String]
  /// Modules that re-export the fenced one, each with the files holding its
  /// `@_exported import`; each entry has its reason in the suite.
  public var reexports: [String: [String]]

  /// - Parameters:
  ///   - id: a stable kebab-case id, shown in every message as `[id]`.
  ///   - title: the invariant in words, from the finding.
  ///   - module: the fenced module.
  ///   - fence: repo-relative paths of the files allowed to import it.
  ///   - api: needles that no file outside the fence may use in code (`URLSession(`).
  ///   - exclude: path prefixes that do not ship, left out of the check.
  ///   - roots: path prefixes to check; empty means every `.swift` file outside test folders.
  ///   - reexports: modules whose files `@_exported import` the fenced module, each with
  ///     those files: importing one counts as importing what it re-exports.
  public init(
    id: String, title: String? = nil, module: String, fence: [String] = [], api: [String] = [],
    exclude: [String] = [], roots: [String] = [], reexports: [String: [String]] = [:]
  ) {
    (self.id, self.title, self.module, self.fence, self.api, self.exclude, self.roots, self.reexports) = (
      id, title, module, fence, api, exclude, roots, reexports
    )
  }
}

extension ImportBoundary: RuleLiteral {
  public static let literalName = "ImportBoundary"
  public static let arguments = [
    LiteralArgument("module", .text, required: true), LiteralArgument("fence", .exceptions),
    LiteralArgument("api", .texts), LiteralArgument("exclude", .exclusions), LiteralArgument("roots", .paths),
    LiteralArgument("reexports", .reexporters),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    guard let module = arguments.text("module"), !module.isEmpty else {
      throw arguments.failure("'module' must name the fenced module")
    }
    return FenceRule(
      ImportBoundary(
        id: arguments.id, title: arguments.title, module: module, fence: arguments.list("fence"),
        api: arguments.list("api"), exclude: arguments.list("exclude"), roots: arguments.list("roots"),
        reexports: arguments.moduleMap("reexports")))
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/IndependentModules.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "None of these modules imports another of them": a modular app's feature packages.
///
/// Each module is its name and the folders its sources live in. A file in one module's
/// folders may import none of the others, except where its fence entry grants one:
/// `"Packages/Search/Sources/Search/ProfileLink.swift": ["Profile"],  // deep link into a profile`.
/// An entry whose file no longer imports what it grants is stale.
public struct IndependentModules: Sendable {
  public var id: String
  public var title: String?
  /// Each module's name and its folders (path prefixes).
  public var modules: [String: [String]]
  /// Each excepted file and the one module (of `modules`) it may import.
  public var fence: [String: [String]]
  public var exclude: [String]
  /// Modules that re-export one of `modules`, with the files holding the `@_exported import`.
  public var reexports: [String: [String]]

  public init(
    id: String, title: String? = nil, modules: [String: [String]], fence: [String: [String]] = [:],
    exclude: [String] = [], reexports: [String: [String]] = [:]
  ) {
    (self.id, self.title, self.modules, self.fence, self.exclude, self.reexports) = (
      id, title, modules, fence, exclude, reexports
    )
  }
}

extension IndependentModules: RuleLiteral {
  public static let literalName = "IndependentModules"
  public static let arguments = [
    LiteralArgument("modules", .homes, required: true), LiteralArgument("fence", .grants),
    LiteralArgument("exclude", .exclusions), LiteralArgument("reexports", .reexporters),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let homes = arguments.moduleMap("modules")
    guard homes.count >= 2 else {
      throw arguments.failure("IndependentModules needs at least two modules in 'modules', each with its folders")
    }
    for (entry, granted) in arguments.grants {
      for grant in granted where homes[grant.value] == nil {
        throw arguments.failure(
          at: grant.offset,
          "'\(entry)' grants '\(grant.value)', which is not one of the modules; name a module from 'modules'")
      }
    }
    return FenceRule(
      IndependentModules(
        id: arguments.id, title: arguments.title, modules: homes, fence: arguments.grantedByEntry,
        exclude: arguments.list("exclude"), reexports: arguments.moduleMap("reexports")))
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/LayerBoundary.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Files under `paths` may not import any of `forbid`, or use the `api` needles."
///
/// The reverse of `ImportBoundary`: the fence here lists the files of the layer that are
/// allowed an exception, each with what it grants and, in the suite, its reason:
/// `"Sources/Domain/ColorToken.swift": ["SwiftUI"],  // maps tokens to SwiftUI.Color`.
/// An exception grants exactly the modules and needles it names; everything else in
/// `forbid` and `api` stays forbidden in that file too.
public struct LayerBoundary: Sendable {
  public var id: String
  public var title: String?
  public var paths: [String]
  public var forbid: [String]
  /// Each excepted file, and the modules (from `forbid`) and needles (from `api`) it may use.
  public var fence: [String: [String]]
  public var api: [String]
  public var exclude: [String]
  /// Modules that re-export forbidden ones, each with the files holding its
  /// `@_exported import` (see `ImportBoundary.reexports`).
  public var reexports: [String: [String]]

  public init(
    id: String, title: String? = nil, paths: [String], forbid: [String] = [], fence: [String: [String]] = [:],
    api: [String] = [], exclude: [String] = [], reexports: [String: [String]] = [:]
  ) {
    (self.id, self.title, self.paths, self.forbid, self.fence, self.api, self.exclude, self.reexports) = (
      id, title, paths, forbid, fence, api, exclude, reexports
    )
  }
}

extension LayerBoundary: RuleLiteral {
  public static let literalName = "LayerBoundary"
  public static let arguments = [
    LiteralArgument("paths", .paths, required: true), LiteralArgument("forbid", .texts),
    LiteralArgument("fence", .grants), LiteralArgument("api", .texts), LiteralArgument("exclude", .exclusions),
    LiteralArgument("reexports", .reexporters),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let fenced = arguments.list("forbid") + arguments.list("api")
    guard !arguments.list("paths").isEmpty, !fenced.isEmpty else {
      throw arguments.failure(
        "a LayerBoundary needs at least one entry in 'paths', and modules in 'forbid' or needles in 'api'")
    }
    for (entry, granted) in arguments.grants {
      for grant in granted where !fenced.contains(grant.value) {
        throw arguments.failure(
          at: grant.offset,
          "'\(entry)' grants '\(grant.value)', which this layer neither forbids nor lists in 'api'; "
            + "name a module from 'forbid' or a needle from 'api'")
      }
    }
    return FenceRule(
      LayerBoundary(
        id: arguments.id, title: arguments.title, paths: arguments.list("paths"), forbid: arguments.list("forbid"),
        fence: arguments.grantedByEntry, api: arguments.list("api"), exclude: arguments.list("exclude"),
        reexports: arguments.moduleMap("reexports")))
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/NetworkSentinel.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "This code path never attempts a network request": a runtime sentinel suite, plus its
/// static companion. `URLProtocol.registerClass` only reaches sessions built on the shared
/// configuration, so inside `roots` sessions may be built only in the `sessions` files.
public struct NetworkSentinel: Sendable {
  public var id: String
  public var title: String?
  /// The module the sentinel suite imports with `@testable`.
  public var module: String
  /// The only files allowed to build sessions, each with its reason in the suite.
  public var sessions: [String]
  /// Extra needles, beside `URLSession(` and `URLSession.shared`.
  public var api: [String]
  /// The guaranteed-offline code; empty means every Swift file outside test folders.
  public var roots: [String]

  /// The needles every sentinel fences.
  public static let sessionNeedles = ["URLSession(", "URLSession.shared"]

  public init(
    id: String, title: String? = nil, module: String, sessions: [String] = [], api: [String] = [],
    roots: [String] = []
  ) {
    (self.id, self.title, self.module, self.sessions, self.api, self.roots) = (id, title, module, sessions, api, roots)
  }

  /// The static companion: a layer over `roots` where only `sessions` may build sessions.
  public var companion: FenceRule {
    let needles = Self.sessionNeedles + api
    var rule = FenceRule(LayerBoundary(id: id, title: title, paths: roots, api: needles))
    // A session builder may use any session needle: its entry carries no grants.
    rule.fence = Array(Set(sessions)).sorted()
    return rule
  }
}

extension NetworkSentinel: RuleLiteral {
  public static let literalName = "NetworkSentinel"
  public static let arguments = [
    LiteralArgument("module", .text, required: true), LiteralArgument("sessions", .exceptions),
    LiteralArgument("api", .texts), LiteralArgument("roots", .paths),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let sentinel = NetworkSentinel(
      id: arguments.id, title: arguments.title, module: arguments.text("module") ?? "",
      sessions: arguments.list("sessions"), api: arguments.list("api"), roots: arguments.list("roots"))
    return SentinelRule(
      sentinel: sentinel, assertsZero: arguments.suiteCodeMentions(RuleBlockReader.sentinelAssertion))
  }
}

/// A sentinel as its suite writes it: the sentinel, and whether the suite's code still
/// asserts zero attempts (the contract is zero attempts, not zero successes).
public struct SentinelRule: PatternRule {
  public var sentinel: NetworkSentinel
  public var assertsZero: Bool

  public init(sentinel: NetworkSentinel, assertsZero: Bool) {
    self.sentinel = sentinel
    self.assertsZero = assertsZero
  }

  public var id: String { sentinel.id }
  public var title: String? { sentinel.title }
  public var pattern: String { "network-sentinel" }
  public var keptFence: FenceRule? { sentinel.companion }
  public var exceptions: (label: String, paths: [String])? { ("sessions", sentinel.sessions) }
  public var judgedAtRunTime: Bool { true }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    var found = FenceEvaluation.violations(of: sentinel.companion, site: site, in: files)
    if !assertsZero {
      found.append(
        Violation(
          ruleID: sentinel.id, kind: .sentinelWeakened, path: site.suitePath, position: site.position,
          message: "the sentinel suite no longer asserts '\(RuleBlockReader.sentinelAssertion)' [\(sentinel.id)]; "
            + "the contract is zero attempts, not zero successes: restore the assertion",
          subject: sentinel.id))
    }
    return found
  }

  /// The companion's drill, judged with the suite's assertion as written.
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    var outcome = DeliberateBreak.drill(sentinel.companion, site: site, files: files)
    outcome.baseline = violations(site: site, in: files, catalogValues: nil)
    return outcome
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/PatternRule.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One pattern's rule as read from its literal: what the check judges, and how the drill
/// breaks it. Each pattern's file in this folder holds its rule type, and `RuleLiterals.all`
/// lists the literals that read into them; the reader, the evaluation, the drill and the
/// check's planner reach a pattern only through this protocol, never a switch of patterns.
public protocol PatternRule: Sendable {
  var id: String { get }
  var title: String? { get }
  /// The pattern, as findings name it: `count-pin`.
  var pattern: String { get }
  /// The fence the rule keeps: its own, or a sentinel's companion; nil for the others.
  var keptFence: FenceRule? { get }
  /// The files the rule lets past it, under the label its literal lists them with.
  var exceptions: (label: String, paths: [String])? { get }
  /// What a check reads to judge the rule, beside its suite (a fence's files are planned
  /// from the fence).
  var reads: RuleReads { get }
  /// The String Catalog whose values the rule judges, and the key prefix it reads: the
  /// caller reads the catalog's JSON (the engine reads none) and passes its values to
  /// `violations` and `drill` as `catalogValues`.
  var catalogRead: (path: String, keys: String?)? { get }
  /// Whether only a run of its suite judges the rule's value (`swift test`); a check judges
  /// its suite and trail.
  var judgedAtRunTime: Bool { get }
  /// Every violation of the rule, written at `site`, in `files`. `catalogValues` carries a
  /// String Catalog's copy, which the caller reads (the engine reads no JSON).
  func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation]
  /// The deliberate-break drill: the rule on `files`, then on copies broken once each.
  func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome
}

extension PatternRule {
  public var keptFence: FenceRule? { nil }
  public var exceptions: (label: String, paths: [String])? { keptFence.map { ("fence", $0.fence) } }
  public var reads: RuleReads { .suite }
  public var catalogRead: (path: String, keys: String?)? { nil }
  public var judgedAtRunTime: Bool { false }
}

/// A rule whose count is pinned, with a trail of its moves above `count:` (a count pin, a
/// runtime pin): what `fitness fences` reports as a pin moved.
public protocol PinnedRule: PatternRule {
  var count: Int { get }
  var trail: [TrailLine] { get }
}

/// What a check must read to judge a rule, so a commit reads only what it could change.
public enum RuleReads: Sendable, Equatable {
  /// Nothing beyond the suite: a trail, a runtime pin.
  case suite
  /// These files, whole.
  case files([String])
  /// Every shipping Swift file (outside test folders), whole.
  case shipping
  /// How often `needle` is used in the shipping Swift files under a path prefix (all when
  /// nil): their facts, not their text.
  case needle(String, under: String?)
  /// Every path in the snapshot, and no file's contents.
  case everyPath
  /// The Swift files in `scope`, each judged alone, whole, and the fence `entries`: a
  /// commit reads only those it stages (all of them once the suite changes).
  case eachFile(PathScope, entries: [String])
}

// ---- fitness: Sources/RuleEngine/Patterns/RuleLiteral.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule literal a suite declares (`CountPin(id: …, subject: …, count: 8)`): the arguments
/// it takes, and the rule its checked arguments read into. `RuleBlockReader` reads a literal
/// only through this, so the shape the hook accepts is written once, beside the type that
/// `swift test` compiles from the same text.
public protocol RuleLiteral: Sendable {
  /// The type's name as a suite spells it.
  static var literalName: String { get }
  /// The arguments beside `id` and `title`, which every literal takes: the required ones
  /// first, each in the order messages list them.
  static var arguments: [LiteralArgument] { get }
  /// The rule that `arguments`, already checked against their kinds, declare; refuses what
  /// only this pattern forbids (a layer's grant of something it does not fence).
  static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule
  var id: String { get }
}

/// One labelled argument of a rule literal, and how its value is written.
public struct LiteralArgument: Sendable {
  /// How a value is written, which says how it is read and checked.
  public enum Kind: Sendable {
    /// A string literal.
    case text
    /// A string literal naming a path, carried as git spells its bytes.
    case path
    case integer
    case bool
    /// An array of string literals (`api`, a layer's `forbid`).
    case texts
    /// An array of paths (`roots`, `paths`).
    case paths
    /// An array of paths the rule lets past it, each with its reason (`fence`, `sessions`).
    case exceptions
    /// An array of paths the rule leaves out, each with its reason (`exclude`).
    case exclusions
    /// A dictionary of paths to what each may use, each with its reason (a layer's `fence`).
    case grants
    /// A dictionary of module names to the folders their sources live in (`modules`).
    case homes
    /// A dictionary of re-exporting modules to the files that re-export, each with its
    /// reason (`reexports`).
    case reexporters
    /// A dictionary of string literals (`exemplars`).
    case dictionary
  }

  public var label: String
  public var kind: Kind
  public var isRequired: Bool

  public init(_ label: String, _ kind: Kind, required: Bool = false) {
    (self.label, self.kind, self.isRequired) = (label, kind, required)
  }
}

// ---- fitness: Sources/RuleEngine/Patterns/RuleLiterals.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Every rule literal a suite may declare, in the order the reader looks for them. A new
/// pattern is one file in this folder (its literal, conforming to `RuleLiteral`, and the
/// rule it reads into, conforming to `PatternRule`) and one line here.
public enum RuleLiterals {
  public static let all: [any RuleLiteral.Type] = [
    ImportBoundary.self,
    LayerBoundary.self,
    IndependentModules.self,
    CountPin.self,
    RuntimePin.self,
    CopyContract.self,
    NetworkSentinel.self,
    DeclarationShape.self,
  ]
}

// ---- fitness: Sources/RuleEngine/Patterns/RuntimePin.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A count only a running program knows (`PartyOccasion.bigParty.modes.count`), pinned in a
/// suite that imports `module`. `fitness check` checks its trail; `swift test` checks the value.
public struct RuntimePin: Sendable {
  public var id: String
  public var title: String?
  public var module: String
  public var expression: String
  public var count: Int

  public init(id: String, title: String? = nil, module: String, expression: String, count: Int) {
    (self.id, self.title, self.module, self.expression, self.count) = (id, title, module, expression, count)
  }
}

extension RuntimePin: RuleLiteral {
  public static let literalName = "RuntimePin"
  public static let arguments = [
    LiteralArgument("module", .text, required: true), LiteralArgument("expression", .text, required: true),
    LiteralArgument("count", .integer, required: true),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let expression = arguments.text("expression") ?? ""
    let pin = RuntimePin(
      id: arguments.id, title: arguments.title, module: arguments.text("module") ?? "", expression: expression,
      count: arguments.integer("count") ?? 0)
    return RuntimePinRule(
      pin: pin, trail: arguments.trail(above: "count"), checked: arguments.suiteCodeMentions(expression))
  }
}

/// A runtime pin as its suite writes it: the pin, its trail, and whether the suite's code
/// still evaluates the expression (without it, `swift test` checks nothing).
public struct RuntimePinRule: PinnedRule {
  public var pin: RuntimePin
  public var trail: [TrailLine]
  public var checked: Bool

  public init(pin: RuntimePin, trail: [TrailLine], checked: Bool) {
    (self.pin, self.trail, self.checked) = (pin, trail, checked)
  }

  public var id: String { pin.id }
  public var count: Int { pin.count }
  public var title: String? { pin.title }
  public var pattern: String { "count-pin" }
  public var judgedAtRunTime: Bool { true }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    var found = PinEvaluation.trailViolations(id: pin.id, count: pin.count, trail: trail, site: site)
    if !checked {
      found.append(
        Violation(
          ruleID: pin.id, kind: .sentinelWeakened, path: site.suitePath, position: site.position,
          message: "the suite no longer evaluates \(pin.expression) [\(pin.id)]; restore its test, or delete the "
            + "pin and its finding together", subject: pin.expression))
    }
    return found
  }

  /// The pin moved without a trail line must fail.
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    var moved = self
    moved.pin.count += 1
    let verdict = moved.violations(site: site, in: files, catalogValues: nil).first { $0.kind == .trailMissing }
    let action = "the pin moved to \(moved.pin.count) without a trail line"
    return DeliberateBreak.Outcome(
      baseline: violations(site: site, in: files, catalogValues: nil),
      breaks: [DeliberateBreak.Break(action: action, offender: site.suitePath, verdict: verdict)])
  }
}

// ---- fitness: Sources/RuleEngine/PinEvaluation.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Evaluates count pins and their trails. Pure, like every evaluation.
public enum PinEvaluation {
  /// Every violation of `pin`: drift of the count, a missing subject, a trail that does not
  /// state the number.
  public static func violations(of pin: CountPin, trail: [TrailLine], site: RuleSite, in files: FileSet)
    -> [Violation]
  {
    var found = trailViolations(id: pin.id, count: pin.count, trail: trail, site: site)
    let parsed = CountSubject.parse(pin.subject)
    guard let subject = parsed.subject else {
      found.append(
        Violation(
          ruleID: pin.id, kind: .subjectMissing, path: site.suitePath, position: site.position,
          message: "the subject '\(pin.subject)' cannot be read [\(pin.id)]: \(parsed.problem ?? "")",
          subject: pin.subject))
      return found
    }
    guard let tally = SourceCounter.tally(subject, in: pin.file, files: files) else {
      let place = pin.file.map { "in \($0)" } ?? "in any Swift file outside test folders"
      found.append(
        Violation(
          ruleID: pin.id, kind: .subjectMissing, path: pin.file ?? site.suitePath,
          position: pin.file == nil ? site.position : nil,
          message: "\(pin.subject) is not declared \(place) [\(pin.id)]; restore the declaration, "
            + "or change the contract: point the pin at the file that declares it in \(site.suitePath)",
          subject: pin.subject))
      return found
    }
    if let first = tally.path, !tally.alsoDeclaredIn.isEmpty {
      let all = ([first] + tally.alsoDeclaredIn).joined(separator: ", ")
      found.append(
        Violation(
          ruleID: pin.id, kind: .subjectMissing, path: site.suitePath, position: site.position,
          message: "\(pin.subject) is declared in several files (\(all)) [\(pin.id)]; change the contract: "
            + "name the one the pin counts with 'in:' in \(site.suitePath)",
          subject: pin.subject))
      return found
    }
    guard tally.count != pin.count else { return found }
    var path = site.suitePath
    var position = site.position
    if let file = tally.path, let source = files.sources[file] {
      path = file
      let offset = tally.count > pin.count ? tally.elements[pin.count] : tally.declaration ?? 0
      position = source.position(of: offset)
    }
    let what = subject.describe(tally.count)
    let advice =
      tally.count > pin.count
      ? "if the \(ordinal(pin.count + 1)) is deliberate, bump the pin and add a trail line in \(site.suitePath); "
        + "else change the code back"
      : "if the change is deliberate, lower the pin and add a trail line in \(site.suitePath); "
        + "else change the code back"
    found.append(
      Violation(
        ruleID: pin.id, kind: .pinDrift, path: path, position: position,
        message: "\(what), pinned at \(pin.count) [\(pin.id)]; \(advice)", subject: pin.subject))
    return found
  }

  /// The trail must exist and its latest line must state the pinned number.
  public static func trailViolations(id: String, count: Int, trail: [TrailLine], site: RuleSite) -> [Violation] {
    if let latest = trail.last, latest.states(count) { return [] }
    let problem =
      trail.isEmpty
      ? "the pin of \(count) has no trail"
      : "the pin is \(count) but the trail's latest line does not state \(count)"
    return [
      Violation(
        ruleID: id, kind: .trailMissing, path: site.suitePath, position: site.position,
        message: "\(problem) [\(id)]; add a trail line above 'count:' in \(site.suitePath): "
          + "when, the new number, and why it moved", subject: id)
    ]
  }

  static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }
}

// ---- fitness: Sources/RuleEngine/ReasonRules.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What counts as a reason for an exception.
public enum ReasonRules {
  private static let boilerplate: Set<String> = [
    "", "todo", "tbd", "fixme", "reason", "why", "-", "n/a", "na", "none", "because", "...",
  ]

  /// Whether `reason` says nothing: empty, or a placeholder like "TODO".
  public static func isBoilerplate(_ reason: String) -> Bool {
    var text = Substring(reason)
    while let last = text.last, last == " " || last == "." || last == ":" { text = text.dropLast() }
    return boilerplate.contains(text.lowercased())
  }
}

// ---- fitness: Sources/RuleEngine/Reexports.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule's re-exporters, resolved against the files of one snapshot.
///
/// `@_exported import CloudKit` in module `Kit` means every `import Kit` brings CloudKit
/// in without spelling it: a fence on CloudKit would miss each such file. The rule records
/// its re-exporters (`reexports: ["Kit": ["Sources/Kit/Exports.swift"]]`) so the hook
/// needs only those few files to see through them; what they re-export is read from the
/// files themselves, as committed, never from the record.
struct Reexports {
  /// An import as a fence judges it: written, or brought in through a re-exporter.
  struct SeenImport {
    var module: String
    var position: SourcePosition
    /// The re-exporter spelled in the file, when the module came in through one.
    var via: String?
  }

  /// For each recorded re-exporter, the modules an import of it brings in, transitively
  /// (Kit re-exports Kit2, which re-exports CloudKit).
  private(set) var brought: [String: Set<String>] = [:]

  init(_ rule: FenceRule, in files: FileSet) {
    guard !rule.reexports.isEmpty else { return }
    var direct: [String: Set<String>] = [:]
    for (module, paths) in rule.reexports {
      for path in paths {
        for declaration in files.facts(of: path, needles: [])?.imports ?? [] where declaration.isExported {
          direct[module, default: []].insert(declaration.module)
        }
      }
    }
    for module in direct.keys {
      var seen = Set<String>()
      var pending = Array(direct[module] ?? [])
      while let next = pending.popLast() {
        guard next != module, seen.insert(next).inserted else { continue }
        pending += direct[next] ?? []
      }
      brought[module] = seen
    }
  }

  /// The file's imports with what re-exporters bring: `import Kit` reads as itself and as
  /// an import of each module Kit re-exports, at the same place.
  func imports(of facts: SourceFacts) -> [SeenImport] {
    var seen: [SeenImport] = []
    for declaration in facts.imports {
      seen.append(SeenImport(module: declaration.module, position: declaration.position, via: nil))
      for module in (brought[declaration.module] ?? []).sorted() {
        seen.append(SeenImport(module: module, position: declaration.position, via: declaration.module))
      }
    }
    return seen
  }

  /// Whether `facts` import `module`, directly or through a re-exporter.
  func imports(_ module: String, in facts: SourceFacts) -> Bool {
    facts.imports.contains { $0.module == module || brought[$0.module]?.contains(module) == true }
  }
}

extension ImportDeclaration {
  /// Whether the declaration re-exports its module: `@_exported import X`.
  public var isExported: Bool { attributes.contains("@_exported") }
}

// ---- fitness: Sources/RuleEngine/RuleArguments.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One rule literal's arguments, each read and checked against its kind, with the suite
/// around them: what a pattern's `RuleLiteral.rule(from:)` builds its rule from.
public struct RuleArguments {
  public internal(set) var id = ""
  public internal(set) var title: String?
  var strings: [String: String] = [:]
  var lists: [String: [LiteralParser.Element]] = [:]
  var integers: [String: Int] = [:]
  var bools: [String: Bool] = [:]
  var dictionaries: [String: [(key: LiteralParser.Element, value: LiteralParser.Element)]] = [:]
  var trails: [String: [(text: String, offset: Int)]] = [:]
  /// A layer's fence: each entry's path and what it grants, with the grants' offsets.
  var grants: [String: [LiteralParser.Element]] = [:]
  /// Independent modules' homes and re-exporters' files, each by module name.
  var moduleMaps: [String: [(key: LiteralParser.Element, paths: [LiteralParser.Element])]] = [:]
  /// The suite, its path, and where the literal's type name starts in it.
  let source: ScannedSource
  let path: String
  let offset: Int

  init(source: ScannedSource, path: String, offset: Int) {
    self.source = source
    self.path = path
    self.offset = offset
  }

  func text(_ label: String) -> String? { strings[label] }
  func list(_ label: String) -> [String] { (lists[label] ?? []).map(\.value) }
  func integer(_ label: String) -> Int? { integers[label] }
  func bool(_ label: String) -> Bool? { bools[label] }

  func dictionary(_ label: String) -> [String: String] {
    var result: [String: String] = [:]
    for pair in dictionaries[label] ?? [] { result[pair.key.value] = pair.value.value }
    return result
  }

  func moduleMap(_ label: String) -> [String: [String]] {
    var map: [String: [String]] = [:]
    for entry in moduleMaps[label] ?? [] { map[entry.key.value] = entry.paths.map(\.value) }
    return map
  }

  /// A layer's or independent modules' fence: each entry's path and what it grants.
  var grantedByEntry: [String: [String]] { grants.mapValues { $0.map(\.value) } }

  /// The comment lines written above `label`: a pin's trail.
  func trail(above label: String) -> [TrailLine] {
    (trails[label] ?? []).map { TrailLine(text: $0.text, position: source.position(of: $0.offset)) }
  }

  /// Whether the suite's code (not its comments or strings) says `text` anywhere.
  func suiteCodeMentions(_ text: String) -> Bool { !source.codeOccurrences(of: text).isEmpty }

  /// The error `message` at `at` (the literal's start when nil).
  func failure(at: Int? = nil, _ message: String) -> RuleBlockError {
    RuleBlockError(path: path, position: source.position(of: at ?? offset), message: message)
  }
}

// ---- fitness: Sources/RuleEngine/RuleBlockError.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule literal in a suite that the engine cannot read; `fitness check` exits 2 on it.
public struct RuleBlockError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var position: SourcePosition
  public var message: String

  public init(path: String, position: SourcePosition, message: String) {
    self.path = path
    self.position = position
    self.message = message
  }

  public var description: String { "\(path):\(position): error: \(message)" }

  /// A suite (a `…Tests.swift` file in a `Fitness` folder) with no rule literal in it.
  public static func noRule(in path: String) -> RuleBlockError {
    RuleBlockError(
      path: path, position: SourcePosition(line: 1, column: 1),
      message: "this suite holds no rule literal fitness can read (ImportBoundary, LayerBoundary, CountPin, "
        + "RuntimePin, CopyContract or NetworkSentinel); write its rule as `static let rule = ImportBoundary(…)`, "
        + "or move the file out of the Fitness folder or rename it so it does not end in Tests.swift")
  }

  /// A suite the scanner cannot read as text: its rules would be skipped.
  public static func unreadableSuite(_ path: String, _ why: String) -> RuleBlockError {
    RuleBlockError(
      path: path, position: SourcePosition(line: 1, column: 1),
      message: "this suite \(why), so fitness cannot read its rules; keep suites as plain Swift text")
  }
}

// ---- fitness: Sources/RuleEngine/RuleBlockReader+LayerFence.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension RuleBlockReader {
  /// A layer's fence: `["path": ["Module", "needle("], …]`, each entry with its reason.
  /// The old list of paths excepted a file from everything the layer forbids; it is
  /// refused with the form to write instead, so no suite keeps that hole in silence.
  static func readLayerFence(
    _ argument: LiteralParser.Argument, into values: inout RuleArguments, fail: (Int, String) -> RuleBlockError
  ) throws(RuleBlockError) {
    let pairs: [(key: LiteralParser.Element, value: LiteralParser.Element)]
    switch argument.value {
    case .dictionary(let given): pairs = given
    case .array(let elements) where elements.isEmpty:
      throw fail(argument.offset, "a layer's fence is a dictionary: write 'fence: [:]' for no exceptions")
    case .array(let elements):
      throw fail(
        elements[0].offset,
        "a layer's fence entry must say what it grants, or it would exempt the file from everything the layer "
          + "forbids: write \"\(elements[0].value)\": [\"Module\"],  // reason (the modules from 'forbid' and needles "
          + "from 'api' this file may use)")
    default:
      throw fail(
        argument.offset, "'fence' takes a dictionary of paths to what they grant, like [\"path\": [\"SwiftUI\"]]")
    }
    var entries: [LiteralParser.Element] = []
    for pair in pairs {
      guard let granted = pair.value.list else {
        throw fail(pair.value.offset, "'\(pair.key.value)' must grant a list of modules or needles, like [\"SwiftUI\"]")
      }
      guard !granted.isEmpty else {
        throw fail(pair.value.offset, "'\(pair.key.value)' grants nothing; name what it may use, or remove the entry")
      }
      var seen = Set<String>()
      for grant in granted where !seen.insert(grant.value).inserted {
        throw fail(grant.offset, "'\(grant.value)' is granted twice to '\(pair.key.value)'")
      }
      entries.append(pair.key)
    }
    try validate(entries, label: argument.label, kind: .grants, fail: fail)
    var spelled: [LiteralParser.Element] = []
    for (entry, pair) in zip(entries, pairs) {
      var path = entry
      path.value = QuotedPath.spelling(ofText: entry.value)
      spelled.append(path)
      values.grants[path.value] = pair.value.list ?? []
    }
    values.lists[argument.label] = spelled
  }
}

// ---- fitness: Sources/RuleEngine/RuleBlockReader+Modules.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension RuleBlockReader {
  /// A dictionary of names to lists of paths: independent modules' homes
  /// (`["Search": ["Packages/Search/Sources"]]`) or re-exporters' files
  /// (`["Kit": ["Sources/Kit/Exports.swift"]]`, each line with its reason).
  static func readModuleMap(
    _ argument: LiteralParser.Argument, reasoned: Bool, fail: (Int, String) -> RuleBlockError
  ) throws(RuleBlockError) -> [(key: LiteralParser.Element, paths: [LiteralParser.Element])] {
    let label = argument.label
    let example =
      reasoned ? "[\"Kit\": [\"Sources/Kit/Exports.swift\"]]" : "[\"Search\": [\"Packages/Search/Sources\"]]"
    let pairs: [(key: LiteralParser.Element, value: LiteralParser.Element)]
    switch argument.value {
    case .dictionary(let given): pairs = given
    case .array(let elements) where elements.isEmpty: pairs = []
    default: throw fail(argument.offset, "'\(label)' takes a dictionary of module names to paths, like \(example)")
    }
    var read: [(key: LiteralParser.Element, paths: [LiteralParser.Element])] = []
    var names = Set<String>()
    for pair in pairs {
      guard !pair.key.value.isEmpty, pair.key.value.utf8.allSatisfy({ SourceByte.isIdentifier($0) }) else {
        throw fail(pair.key.offset, "'\(pair.key.value)' in '\(label)' is not a module name")
      }
      guard names.insert(pair.key.value).inserted else {
        throw fail(pair.key.offset, "module '\(pair.key.value)' is listed twice in '\(label)'")
      }
      guard let paths = pair.value.list, !paths.isEmpty else {
        throw fail(pair.value.offset, "'\(pair.key.value)' in '\(label)' needs a list of paths, like \(example)")
      }
      var seen = Set<String>()
      var spelled: [LiteralParser.Element] = []
      for path in paths {
        if let problem = PathRules.problem(with: path.value) {
          throw fail(path.offset, "'\(path.value)' in '\(label)' \(problem)")
        }
        guard seen.insert(path.value).inserted else {
          throw fail(path.offset, "'\(path.value)' is listed twice for '\(pair.key.value)'")
        }
        var quoted = path
        quoted.value = QuotedPath.spelling(ofText: path.value)
        spelled.append(quoted)
      }
      if reasoned {
        guard let reason = pair.key.reason, !ReasonRules.isBoilerplate(reason) else {
          throw fail(
            pair.key.offset,
            "'\(pair.key.value)' in '\(label)' needs a reason: write '// why it re-exports' after it on the same line")
        }
      }
      read.append((pair.key, spelled))
    }
    return read
  }
}

// ---- fitness: Sources/RuleEngine/RuleBlockReader+Validation.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension RuleBlockReader {
  /// Reads one argument's value as its kind says, checking it on the way.
  static func read(
    _ argument: LiteralParser.Argument, as kind: LiteralArgument.Kind, into values: inout RuleArguments,
    fail: (Int, String) -> RuleBlockError
  ) throws(RuleBlockError) {
    let label = argument.label
    switch (kind, argument.value) {
    case (.grants, _):
      try readLayerFence(argument, into: &values, fail: fail)
    case (.homes, _), (.reexporters, _):
      values.moduleMaps[label] = try readModuleMap(argument, reasoned: kind == .reexporters, fail: fail)
    case (.text, .string(let value)):
      values.strings[label] = value
    case (.path, .string(let value)):
      if let problem = PathRules.problem(with: value) {
        throw fail(argument.offset, "'\(value)' in '\(label)' \(problem)")
      }
      // Paths are carried as git spells their bytes, as the snapshot's paths are.
      values.strings[label] = QuotedPath.spelling(ofText: value)
    case (.texts, .array(let elements)):
      try validate(elements, label: label, kind: kind, fail: fail)
      values.lists[label] = elements
    case (.paths, .array(let elements)), (.exceptions, .array(let elements)), (.exclusions, .array(let elements)):
      try validate(elements, label: label, kind: kind, fail: fail)
      values.lists[label] = elements.map { element in
        var spelled = element
        spelled.value = QuotedPath.spelling(ofText: element.value)
        return spelled
      }
    case (.integer, .integer(let value)): values.integers[label] = value
    case (.bool, .bool(let value)): values.bools[label] = value
    case (.dictionary, .dictionary(let pairs)): values.dictionaries[label] = pairs
    case (.dictionary, .array(let elements)) where elements.isEmpty: values.dictionaries[label] = []
    default:
      throw fail(argument.offset, "'\(label)' takes \(description(of: kind))")
    }
  }

  static func description(of kind: LiteralArgument.Kind) -> String {
    switch kind {
    case .text, .path: return "a string literal"
    case .integer: return "an integer literal"
    case .bool: return "true or false"
    case .dictionary: return "a dictionary of string literals, like [\"case\": \"value\"]"
    default: return "an array of string literals"
    }
  }

  static func validate(
    _ elements: [LiteralParser.Element], label: String, kind: LiteralArgument.Kind,
    fail: (Int, String) -> RuleBlockError
  ) throws(RuleBlockError) {
    var seen = Set<String>()
    for element in elements {
      guard !element.value.isEmpty else { throw fail(element.offset, "an empty string in '\(label)'") }
      guard seen.insert(element.value).inserted else {
        throw fail(element.offset, "'\(element.value)' is listed twice in '\(label)'")
      }
      if kind != .texts, let problem = PathRules.problem(with: element.value) {
        throw fail(element.offset, "'\(element.value)' in '\(label)' \(problem)")
      }
      if kind == .exceptions || kind == .exclusions || kind == .grants {
        guard let reason = element.reason, !ReasonRules.isBoilerplate(reason) else {
          throw fail(
            element.offset,
            "'\(element.value)' in '\(label)' needs a reason: write "
              + (kind == .exclusions ? "'// why this path does not ship'" : "'// why this file may'")
              + " after it on the same line")
        }
      }
    }
  }
}

// ---- fitness: Sources/RuleEngine/RuleBlockReader.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads the rule literals (`ImportBoundary(…)`, `CountPin(…)`, every type in
/// `RuleLiterals.all`) out of a suite's source text without compiling or running anything.
///
/// The accepted shape is deliberately narrow, the shape `fitness graduate` writes: labelled
/// arguments whose values are plain literals (strings, integers, Booleans, arrays of strings,
/// dictionaries of strings). Each `fence`, `exclude` and `sessions` entry must be followed on
/// its line by a `// reason` comment; a pin's trail is the comment lines above `count:`.
public enum RuleBlockReader {
  /// What a sentinel suite must still say, in code.
  public static let sentinelAssertion = "attempts == 0"

  /// Every rule in `bytes`, the suite at `path`: a literal of each type in `literals`.
  public static func rules(
    in bytes: [UInt8], path: String, literals: [any RuleLiteral.Type] = RuleLiterals.all
  ) throws(RuleBlockError) -> [SuiteRule] {
    let source = ScannedSource(bytes)
    var calls: [(offset: Int, open: Int, literal: any RuleLiteral.Type)] = []
    let found = source.codeOccurrences(of: literals.map { $0.literalName })
    for (index, literal) in literals.enumerated() {
      let name = literal.literalName
      for offset in found[index] {
        let end = offset + name.utf8.count
        guard end >= source.code.count || !SourceByte.isIdentifier(source.code[end]) else { continue }
        switch RuleCallSpelling.classify(source.code, name: offset, end: end) {
        case .call(let open): calls.append((offset, open, literal))
        case .notARule: continue
        case .unreadable:
          throw RuleBlockError(
            path: path, position: source.position(of: offset),
            message: "fitness cannot read this \(name): write the rule as `static let rule = "
              + "\(name)(…)` (or `\(name).init(…)`, or `let rule: \(name) = .init(…)`) with "
              + "literal arguments, one rule per declaration, so the hook reads what swift test compiles")
        }
      }
    }
    var rules: [SuiteRule] = []
    for call in calls.sorted(by: { $0.offset < $1.offset }) {
      var parser = LiteralParser(source: source, path: path)
      let arguments = try parser.arguments(from: call.open)
      rules.append(
        try rule(call.literal, arguments: arguments, at: call.offset, source: source, path: path))
    }
    return rules
  }

  /// The literal's arguments, `id` and `title` (which every literal takes) among them, in
  /// the order messages list them: the required ones first.
  static func shape(of literal: any RuleLiteral.Type) -> [LiteralArgument] {
    let own = literal.arguments
    return [LiteralArgument("id", .text, required: true)] + own.filter(\.isRequired)
      + [LiteralArgument("title", .text)] + own.filter { !$0.isRequired }
  }

  private static func rule(
    _ literal: any RuleLiteral.Type, arguments: [LiteralParser.Argument], at offset: Int, source: ScannedSource,
    path: String
  ) throws(RuleBlockError) -> SuiteRule {
    func fail(_ at: Int, _ message: String) -> RuleBlockError {
      RuleBlockError(path: path, position: source.position(of: at), message: message)
    }
    let name = literal.literalName
    let shape = shape(of: literal)
    var values = RuleArguments(source: source, path: path, offset: offset)
    var seen = Set<String>()
    for argument in arguments {
      let label = argument.label
      guard let kind = shape.first(where: { $0.label == label })?.kind else {
        let known = shape.map(\.label).joined(separator: ", ")
        throw fail(argument.offset, "unknown argument '\(label)' in \(name); use one of \(known)")
      }
      guard seen.insert(label).inserted else { throw fail(argument.offset, "argument '\(label)' is given twice") }
      values.trails[label] = argument.leadingComments
      try read(argument, as: kind, into: &values, fail: fail)
    }
    for argument in shape where argument.isRequired && !seen.contains(argument.label) {
      throw fail(offset, "\(name) is missing its '\(argument.label)' argument")
    }
    let id = values.strings["id"] ?? ""
    guard !id.isEmpty, id.utf8.allSatisfy({ isIDByte($0) }) else {
      throw fail(offset, "rule id '\(id)' must be lowercase letters, digits and '-'")
    }
    values.id = id
    values.title = values.strings["title"]
    let body = try literal.rule(from: values)
    var reasons: [String: String] = [:]
    var placed: [(value: String, offset: Int)] = []
    for argument in shape {
      switch argument.kind {
      case .exceptions, .exclusions, .grants:
        for element in values.lists[argument.label] ?? [] {
          reasons[element.value] = element.reason
          // Where an exception is written, for messages about it; an exclusion has none.
          if argument.kind != .exclusions { placed.append((element.value, element.offset)) }
        }
      case .reexporters:
        for entry in values.moduleMaps[argument.label] ?? [] {
          for path in entry.paths {
            let key = RuleSite.reexportKey(entry.key.value, path.value)
            reasons[key] = entry.key.reason
            placed.append((key, entry.key.offset))
          }
        }
      default: continue
      }
    }
    let found = source.positions(of: placed.map(\.offset) + arguments.map(\.offset) + [offset])
    var positions: [String: SourcePosition] = [:]
    for (index, entry) in placed.enumerated() { positions[entry.value] = found[index] }
    var labels: [String: SourcePosition] = [:]
    for (index, argument) in arguments.enumerated() { labels[argument.label] = found[placed.count + index] }
    let site = RuleSite(suitePath: path, position: labels["count"] ?? found[found.count - 1], entryPositions: positions)
    return SuiteRule(body: body, site: site, reasons: reasons, argumentPositions: labels)
  }

  private static func isIDByte(_ value: UInt8) -> Bool {
    (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) || value == 0x2D
  }
}

// ---- fitness: Sources/RuleEngine/RuleCallSpelling.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// How a rule type's name is used in a suite's code, so that every spelling the compiler
/// accepts for a rule literal is read, and none is skipped without a word.
///
/// Read: `ImportBoundary(…)`, `ImportBoundary (…)`, `ImportBoundary.init(…)`, and a
/// declaration annotated with the type whose value is `.init(…)`
/// (`static let rule: ImportBoundary = .init(…)`). Passed over: the type named where no
/// value is built (a parameter's or property's annotation without `=`). Anything else
/// (`[ImportBoundary] = [.init(…)]`, a function reference) is refused with its position.
enum RuleCallSpelling {
  enum Use: Equatable {
    /// A call whose argument list opens at this offset.
    case call(open: Int)
    case notARule
    case unreadable
  }

  /// Classifies the use of the name at `name..<end` in `code` (comments and strings
  /// already blanked to spaces).
  static func classify(_ code: [UInt8], name: Int, end: Int) -> Use {
    var cursor = skipSpaces(code, from: end, newlines: false)
    if cursor < code.count, code[cursor] == UInt8(ascii: "(") { return .call(open: cursor) }
    if let open = initCall(code, at: cursor) { return .call(open: open) }
    // `Name` as a type annotation: after `:`, maybe inside `[…]` or before `?`.
    var before = name - 1
    while before >= 0, isSpace(code[before]) { before -= 1 }
    guard before >= 0, code[before] == UInt8(ascii: ":") else { return .unreadable }
    if cursor < code.count, code[cursor] == UInt8(ascii: "?") || code[cursor] == UInt8(ascii: "!") {
      cursor = skipSpaces(code, from: cursor + 1, newlines: false)
    }
    guard cursor < code.count, code[cursor] == UInt8(ascii: "=") else { return .notARule }
    cursor = skipSpaces(code, from: cursor + 1, newlines: true)
    if let open = initCall(code, at: cursor) { return .call(open: open) }
    // `: Name = Name(…)`: the call is its own occurrence, read there.
    let spelled = Array(code[name..<end])
    if cursor + spelled.count <= code.count, Array(code[cursor..<cursor + spelled.count]) == spelled {
      return .notARule
    }
    return .unreadable
  }

  /// The offset of `(` when `.init(` (spaces allowed before the parenthesis) starts at `at`.
  private static func initCall(_ code: [UInt8], at: Int) -> Int? {
    let spelled = Array(".init".utf8)
    guard at + spelled.count <= code.count, Array(code[at..<at + spelled.count]) == spelled else { return nil }
    let open = skipSpaces(code, from: at + spelled.count, newlines: false)
    return open < code.count && code[open] == UInt8(ascii: "(") ? open : nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  private static func skipSpaces(_ code: [UInt8], from start: Int, newlines: Bool) -> Int {
    var cursor = start
    while cursor < code.count,
      isSpace(code[cursor]) || (newlines && (code[cursor] == 0x0A || code[cursor] == 0x0D))
    {
      cursor += 1
    }
    return cursor
  }
}

// ---- fitness: Sources/RuleEngine/RuleEvaluation.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One entry point for every kind of rule.
public enum RuleEvaluation {
  /// Every violation of `rule` in `files`. `catalogValues` carries a String Catalog
  /// contract's copy, which the caller reads (the engine reads no JSON).
  public static func violations(of rule: SuiteRule, in files: FileSet, catalogValues: [CopyValue]? = nil)
    -> [Violation]
  {
    rule.body.violations(site: rule.site, in: files, catalogValues: catalogValues)
  }
}

// ---- fitness: Sources/RuleEngine/SourceCounter.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Counts a pin's subject statically, from source, the same way everywhere.
public enum SourceCounter {
  /// A count and where it was taken.
  public struct Tally: Sendable {
    public var count: Int
    /// The file that declares the subject (enum and array subjects).
    public var path: String?
    /// The declaration's offset in that file.
    public var declaration: Int?
    /// The offset of each counted element, in source order.
    public var elements: [Int]
    /// Other files that declare the same subject, when no file was named: the count would
    /// be a guess between them.
    public var alsoDeclaredIn: [String] = []
  }

  /// The count of `subject`, looking in `file` (or every judged Swift file when nil); nil
  /// when an enum or array subject is not declared there.
  public static func tally(_ subject: CountSubject, in file: String?, files: FileSet) -> Tally? {
    switch subject {
    case .enumCases(let type):
      var tallies: [Tally] = []
      for path in candidates(file, files) {
        guard let source = files.sources[path], let found = source.typeBodies(named: type, kinds: ["enum"]).first
        else { continue }
        let elements = enumElements(in: found.body, of: source)
        tallies.append(Tally(count: elements.count, path: path, declaration: found.keyword, elements: elements))
      }
      return first(of: tallies)
    case .literalElements(let owner, let name):
      var tallies: [Tally] = []
      for path in candidates(file, files) {
        guard let source = files.sources[path],
          let found = literal(named: name, owner: owner, in: source)
        else { continue }
        tallies.append(
          Tally(count: found.elements.count, path: path, declaration: found.declaration, elements: found.elements))
      }
      return first(of: tallies)
    case .files(let glob):
      let matching = files.paths.filter { Glob.matches($0, glob) }
      return Tally(count: matching.count, path: nil, declaration: nil, elements: [])
    case .needle(let needle):
      var count = 0
      for path in files.judgedPaths where path.hasSuffix(".swift") {
        if let file {
          guard PathPrefix.contains(path, under: file) else { continue }
        } else if PathPrefix.isInTestFolder(path) {
          continue
        }
        count += files.facts(of: path, needles: [needle])?.occurrences[needle]?.count ?? 0
      }
      return Tally(count: count, path: nil, declaration: nil, elements: [])
    }
  }

  /// The first tally, naming the other files that declare the subject too.
  private static func first(of tallies: [Tally]) -> Tally? {
    guard var first = tallies.first else { return nil }
    first.alsoDeclaredIn = tallies.dropFirst().compactMap(\.path)
    return first
  }

  private static func candidates(_ file: String?, _ files: FileSet) -> [String] {
    if let file { return [file] }
    return files.sources.keys.filter { $0.hasSuffix(".swift") && !PathPrefix.isInTestFolder($0) }.sorted()
  }

  /// The offsets of the enum's case elements. A name declared in several `#if` branches is
  /// counted once; cases of nested types are not the enum's.
  static func enumElements(in body: Range<Int>, of source: ScannedSource) -> [Int] {
    let code = source.code
    var seen = Set<[UInt8]>()
    var elements: [Int] = []
    let keywords = source.topLevelOffsets(in: body) { offset in
      source.matchesWord("case", at: offset) && (offset == 0 || !SourceByte.isIdentifier(code[offset - 1]))
        && (offset == 0 || (code[offset - 1] != SourceByte.dot && code[offset - 1] != SourceByte.backtick))
    }
    for keyword in keywords {
      var index = keyword + 4
      var expectName = true
      var depth = 0
      while index < body.upperBound {
        let byte = code[index]
        if depth == 0, byte == SourceByte.newline || byte == SourceByte.semicolon {
          // A line ending in a comma continues the declaration.
          var back = index - 1
          while back > keyword,
            code[back] == SourceByte.space || code[back] == SourceByte.tab
              || code[back] == SourceByte.carriageReturn
          {
            back -= 1
          }
          if byte == SourceByte.semicolon || code[back] != SourceByte.comma { break }
        }
        switch byte {
        case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace: depth += 1
        case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace: depth -= 1
        case SourceByte.comma where depth == 0: expectName = true
        default:
          if expectName, depth == 0, SourceByte.isIdentifier(byte) || byte == SourceByte.backtick {
            var end = index
            while end < body.upperBound, SourceByte.isIdentifier(code[end]) || code[end] == SourceByte.backtick {
              end += 1
            }
            let name = Array(code[index..<end]).filter { $0 != SourceByte.backtick }
            if !name.isEmpty, seen.insert(name).inserted {
              elements.append(index)
            }
            expectName = false
            index = end
            continue
          }
        }
        index += 1
      }
    }
    return elements.sorted()
  }

  /// The array or dictionary literal bound to `let name` or `var name` (inside `owner`'s
  /// bodies, when given), and its elements' offsets.
  static func literal(named name: String, owner: String?, in source: ScannedSource)
    -> (declaration: Int, elements: [Int])?
  {
    let code = source.code
    let ranges = owner.map { source.typeBodies(named: $0).map(\.body) } ?? [0..<code.count]
    for range in ranges {
      guard let found = source.declaration(named: name, keywords: ["let", "var"], in: range) else { continue }
      // `= [` or a computed body's first `[`.
      var index = found.value
      while index < range.upperBound, code[index] != SourceByte.openBracket { index += 1 }
      guard index < range.upperBound, let end = source.closing(from: index) else { continue }
      return (found.keyword, elementOffsets(in: (index + 1)..<(end - 1), of: source))
    }
    return nil
  }

  /// The start of each comma-separated element at depth zero in `range`.
  private static func elementOffsets(in range: Range<Int>, of source: ScannedSource) -> [Int] {
    let code = source.code
    var starts: [Int] = []
    var pending = true
    var depth = 0
    for index in range {
      let byte = code[index]
      switch byte {
      case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace:
        if pending, depth == 0 { starts.append(index) }
        pending = false
        depth += 1
      case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace: depth -= 1
      case SourceByte.comma where depth == 0: pending = true
      case SourceByte.colon where depth == 0 && pending:
        // `[:]`, the empty dictionary.
        continue
      default:
        if pending, depth == 0, !SourceByte.isWhitespace(byte) {
          starts.append(index)
          pending = false
        }
      }
    }
    return starts
  }
}

// ---- fitness: Sources/RuleEngine/String+Replacing.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension String {
  /// Every `target` replaced by `replacement`. The engine runs without Foundation, whose
  /// `replacingOccurrences` it would otherwise use.
  public func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var out = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      out += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return out + rest
  }
}

// ---- fitness: Sources/RuleEngine/StringCatalog.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads a String Catalog (`.xcstrings`, JSON) into copy a contract can judge: each key under
/// the prefix, with its source-language value (the key itself when it has none, as Xcode
/// shows it). Vendored with the engine, so the hook and `swift test` read catalogs alike.
///
/// One pass over the bytes, without a JSON tree and without Foundation: a 2 MB catalog is
/// read in the time it takes to look at each byte once, and only the keys under the prefix
/// are decoded. The whole document is still checked as JSON (strings, escapes, numbers,
/// literals, nesting, nothing after it), so a file a JSON parser refuses is refused here too.
public enum StringCatalog {
  /// The copy in `bytes` for keys starting with `prefix` (all keys when nil), in key order;
  /// nil when the bytes are not a String Catalog.
  public static func values(_ bytes: [UInt8], keys prefix: String?, path: String) -> [CopyValue]? {
    let read = bytes.withUnsafeBufferPointer { buffer -> CatalogDocument? in
      var reader = CatalogJSONReader(buffer, prefix: prefix)
      return try? reader.document()
    }
    guard let read else { return nil }
    let positions = read.positions(in: bytes)
    return read.entries.keys.sorted().map { key in
      let entry = read.entries[key]!
      let value = entry.values[read.language ?? "en"] ?? key
      let position = positions[entry.offset]
      return CopyValue(
        name: key, items: [.init(value: value, path: path, position: position)], path: path, position: position)
    }
  }
}

/// What the reader keeps of a catalog: the source language and, for each key under the
/// prefix, where its key is written and its value in each language.
struct CatalogDocument {
  struct Entry {
    /// The byte offset of the key's opening quote.
    var offset: Int
    var values: [String: String] = [:]
  }

  var language: String?
  var entries: [String: Entry] = [:]

  /// Each entry's offset as a 1-based line and byte column, counted in one walk.
  func positions(in bytes: [UInt8]) -> [Int: SourcePosition] {
    let offsets = Set(entries.values.map(\.offset)).sorted()
    var positions: [Int: SourcePosition] = [:]
    var line = 1
    var lineStart = 0
    var cursor = 0
    for offset in offsets {
      while cursor < offset {
        if bytes[cursor] == 0x0A {
          line += 1
          lineStart = cursor + 1
        }
        cursor += 1
      }
      positions[offset] = SourcePosition(line: line, column: offset - lineStart + 1)
    }
    return positions
  }
}

// ---- fitness: Sources/RuleEngine/SuiteRule.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule as read from a suite's source: the rule, where it is written, and the reasons.
public struct SuiteRule: Sendable {
  /// The rule its pattern's literal reads into (`RuleLiterals`).
  public var body: any PatternRule
  public var site: RuleSite
  /// The reason comment of every fence, exclude and sessions entry, by entry.
  public var reasons: [String: String]
  /// Where each argument label (`fence`, `api`, …) is written, for tools that edit the
  /// literal in place without disturbing the rest of the file.
  public var argumentPositions: [String: SourcePosition]

  public init(
    body: any PatternRule, site: RuleSite, reasons: [String: String], argumentPositions: [String: SourcePosition] = [:]
  ) {
    self.body = body
    self.site = site
    self.reasons = reasons
    self.argumentPositions = argumentPositions
  }

  public var id: String { body.id }
  public var title: String? { body.title }
  /// The pattern, as findings name it.
  public var pattern: String { body.pattern }
  /// The fence this rule keeps: an import boundary or layer, or a sentinel's companion.
  public var fence: FenceRule? { body.keptFence }

  /// Whether `path` follows the suite convention: a file named `…Tests.swift` inside a
  /// folder named `Fitness` (`Tests/AppTests/Fitness/CloudKitStaysInSyncTests.swift`).
  ///
  /// The convention lets the staged check find every rule from the index's paths alone,
  /// reading only the suites' blobs, never the whole tree.
  public static func isSuitePath(_ path: String) -> Bool {
    guard path.hasSuffix("Tests.swift") else { return false }
    return path.split(separator: "/").dropLast().contains("Fitness")
  }
}

// ---- fitness: Sources/RuleEngine/TrailLine.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One line of a pin's trail, as written above `count:`.
public struct TrailLine: Sendable, Equatable {
  public var text: String
  public var position: SourcePosition

  public init(text: String, position: SourcePosition) {
    self.text = text
    self.position = position
  }

  /// Whether the line states `number` as a whole number: `18 modes` does, `118` does not.
  public func states(_ number: Int) -> Bool {
    let digits = Array(String(number).utf8)
    let bytes = Array(text.utf8)
    guard bytes.count >= digits.count else { return false }
    for start in 0...(bytes.count - digits.count) where Array(bytes[start..<start + digits.count]) == digits {
      let before = start == 0 ? 0x20 : bytes[start - 1]
      let after = start + digits.count == bytes.count ? 0x20 : bytes[start + digits.count]
      if !SourceByte.isDigit(before), !SourceByte.isDigit(after) { return true }
    }
    return false
  }
}

// ---- fitness: Sources/RuleEngine/Violation.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One broken rule at one place.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    /// A file imports a module it may not.
    case forbiddenImport = "forbidden-import"
    /// A file uses an API needle it may not.
    case forbiddenAPI = "forbidden-api"
    /// A fence entry names a file that is gone or no longer needs the exception.
    case staleEntry = "stale-entry"
    /// A file the fence allows a module re-exports it, unrecorded: its importers get the
    /// module unseen.
    case unrecordedReexport = "unrecorded-reexport"
    /// A rule whose roots select no file, so it checks nothing.
    case vacuousRule = "vacuous-rule"
    /// A pinned count that no longer matches its subject.
    case pinDrift = "pin-drift"
    /// A pin whose trail does not state the pinned number.
    case trailMissing = "trail-missing"
    /// A pin or contract whose subject cannot be found.
    case subjectMissing = "subject-missing"
    /// A user-facing value that breaks its copy contract.
    case copyBreach = "copy-breach"
    /// A selected declaration that lacks what a declarations rule requires, or has what it
    /// forbids.
    case declarationBreach = "declaration-breach"
    /// A runtime sentinel or pin whose suite no longer asserts what it promised.
    case sentinelWeakened = "sentinel-weakened"
    /// A graduated finding whose suite, or whose rule in it, is gone.
    case suiteMissing = "suite-missing"
  }

  public var ruleID: String
  public var kind: Kind
  /// The file to open: the offending source, or the suite for contract problems.
  public var path: String
  public var position: SourcePosition?
  /// A lowercase fragment that says what is wrong and which side to change.
  public var message: String
  /// The module or needle involved, for stable fingerprints.
  public var subject: String

  public init(
    ruleID: String, kind: Kind, path: String, position: SourcePosition?, message: String,
    subject: String
  ) {
    self.ruleID = ruleID
    self.kind = kind
    self.path = path
    self.position = position
    self.message = message
    self.subject = subject
  }

  /// The compiler-style line: `path:line:col: error: message [rule-id]`.
  public var description: String { "\(place): error: \(message)" }

  /// Where it points, as git shows paths (quoted when a byte needed escaping), the same in
  /// the hook's output and in a suite's failure.
  public var place: String { place(quotingHighBytes: true) }

  /// Where it points, with UTF-8 names as themselves when `core.quotePath` is false.
  public func place(quotingHighBytes: Bool) -> String {
    let shown = QuotedPath.display(path, quotingHighBytes: quotingHighBytes)
    return position.map { "\(shown):\($0.line):\($0.column)" } ?? shown
  }
}

// ---- fitness: Sources/PackageFiles/FitnessPackage.swift ----
import Dispatch
import Foundation

#if canImport(RuleEngine)
  import RuleEngine
#endif
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The repository on disk, as a generated fitness suite sees it under `swift test`.
///
/// This file is vendored verbatim, after the scanner and the rule engine, into the support
/// file `fitness graduate` writes beside the suites. Paths in rules are relative to the git
/// repository's root (what the hook sees), so the root is the nearest folder holding `.git`,
/// or, outside git, the nearest holding `Package.swift`.
public enum FitnessPackage {
  /// The repository's files, read once per root and shared by every suite in the run.
  private static let cache = TreeCache()

  /// Every violation of `rule` in the repository around `suite`, one message per line; empty
  /// when the rule holds. Each message says which side to change: the code or the contract.
  public static func report(of rule: FenceRule, suite: String = #filePath) throws -> String {
    let root = try root(of: suite)
    let path = QuotedPath.spelling(ofText: relativePath(of: suite, root: root))
    // The compiled rule is judged; where it is written (each entry's line) comes from the
    // suite's literal, read as the hook reads it, so both point at the same place.
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: suite))).map { [UInt8]($0) } ?? []
    let written = (try? RuleBlockReader.rules(in: bytes, path: path))?.first { $0.fence?.id == rule.id }
    let site = written?.site ?? RuleSite(suitePath: path)
    let files = try cache.tree(root: root).factSet(for: rule) { SuiteTree.fenceKey(around: suite) }
    return FenceEvaluation.violations(of: rule, site: site, in: files)
      .sorted {
        ($0.path, $0.position ?? .init(line: 0, column: 0)) < ($1.path, $1.position ?? .init(line: 0, column: 0))
      }
      .map(\.description).joined(separator: "\n")
  }

  /// Sentinel suites of one test target take turns: `URLProtocol.registerClass` is process
  /// wide, so two sentinels registered at once could count each other's requests and let a
  /// regression pass. A semaphore, not a lock: the test that enters may leave on another
  /// thread after an `await`.
  private static let networkSentinelGate = DispatchSemaphore(value: 1)

  /// Waits until no other network sentinel is running; pair with `leaveNetworkSentinel`.
  public static func enterNetworkSentinel() {
    networkSentinelGate.wait()
  }

  public static func leaveNetworkSentinel() {
    networkSentinelGate.signal()
  }

  /// The violations of any other rule (a count pin, a copy contract, a sentinel's static
  /// companion, …) as the suite's source states it: a pin with the trail written above its
  /// `count:`, a sentinel with the suite's own assertion.
  public static func report(of literal: some RuleLiteral, suite: String = #filePath) throws -> String {
    try report(ruleID: literal.id, suite: suite)
  }

  /// Evaluates the rule `ruleID` as the suite's source states it: the same literal, read
  /// the same way as `fitness check` reads the committed file.
  public static func report(ruleID: String, suite: String) throws -> String {
    let root = try root(of: suite)
    let path = QuotedPath.spelling(ofText: relativePath(of: suite, root: root))
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: suite)))
    guard let rule = try RuleBlockReader.rules(in: bytes, path: path).first(where: { $0.id == ruleID }) else {
      throw RuleNotFound(ruleID: ruleID, suite: path)
    }
    var catalogValues: [CopyValue]?
    if let (catalog, keys) = rule.body.catalogRead {
      let data = WorkingTree.read(QuotedPath.bytes(catalog), root: root) ?? []
      catalogValues = StringCatalog.values(data, keys: keys, path: catalog)
    }
    return RuleEvaluation.violations(of: rule, in: try cache.tree(root: root).fileSet(), catalogValues: catalogValues)
      .map(\.description).joined(separator: "\n")
  }

  /// A suite whose literal `fitness check` could not find by its id.
  public struct RuleNotFound: Error, CustomStringConvertible {
    public var ruleID: String
    public var suite: String
    public var description: String {
      "\(suite) holds no readable rule '\(ruleID)'; run `fitness check --worktree` to see why the literal cannot be read"
    }
  }

  /// The repository root above `file`, as a path: the public form. No public declaration
  /// here names a Foundation type, so the vendored copy compiles in a test target that
  /// imports modules internally by default (`InternalImportsByDefault`).
  public static func rootPath(of file: String = #filePath) throws -> String {
    try root(of: file).path
  }

  /// The repository root above `file`.
  static func root(of file: String = #filePath) throws -> URL {
    let start = URL(fileURLWithPath: file).deletingLastPathComponent()
    for marker in [".git", "Package.swift"] {
      var folder = start
      while true {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(marker).path) {
          return folder
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    throw RootNotFound(file: file)
  }

  /// `file` relative to `root`, with `/` separators.
  static func relativePath(of file: String, root: URL) -> String {
    let prefix = root.standardizedFileURL.path + "/"
    let path = URL(fileURLWithPath: file).standardizedFileURL.path
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The working tree at `root` as fitness defines it (`WorkingTree`: the files git tracks,
  /// at their bytes on disk), with every Swift file's bytes; the same files
  /// `fitness check --worktree` judges.
  static func tree(root: URL) throws -> SuiteTree {
    guard let files = try WorkingTree.files(root: root) else { return try diskTree(root: root) }
    var paths = Set<String>()
    var swift: [String: [UInt8]] = [:]
    let reader = WorkingTree.Reader(rootPath: root.path)
    for file in files {
      // A symlink counts as a file where it leads to one inside the repository: the
      // compiler follows it, so its path is judged with its target's bytes.
      let path = QuotedPath.spelling(file)
      paths.insert(path)
      // A Swift file is judged whatever its bytes: the compiler reads a NUL as whitespace.
      guard PathPrefix.hasSwiftSuffix(path), case .bytes(let bytes)? = reader.contents(file) else { continue }
      swift[path] = bytes
    }
    return SuiteTree(paths: paths, swift: swift)
  }

  /// Outside git: every file under `root`, hidden folders, `.build` and `DerivedData` left out.
  static func diskTree(root: URL) throws -> SuiteTree {
    var paths = Set<String>()
    var swift: [String: [UInt8]] = [:]
    let prefix = root.standardizedFileURL.path + "/"
    let keys: [URLResourceKey] = [.isRegularFileKey]
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return SuiteTree(paths: [], swift: [:]) }
    for case let url as URL in walker {
      if [".build", "DerivedData"].contains(url.lastPathComponent) {
        walker.skipDescendants()
        continue
      }
      guard try url.resourceValues(forKeys: Set(keys)).isRegularFile == true else { continue }
      let full = url.standardizedFileURL.path
      guard full.hasPrefix(prefix) else { continue }
      let path = String(full.dropFirst(prefix.count))
      paths.insert(path)
      if path.hasSuffix(".swift") {
        swift[path] = [UInt8](try Data(contentsOf: url))
      }
    }
    return SuiteTree(paths: paths, swift: swift)
  }

  /// No `.git` or `Package.swift` above a suite.
  public struct RootNotFound: Error, CustomStringConvertible {
    public var file: String
    public var description: String {
      "cannot read the repository above \(file): no .git or Package.swift is visible there. A fitness suite "
        + "reads the repository's files at the path it was compiled from, so it must run where they are: on the Mac "
        + "or in the simulator, from a test target without a host app (or with App Sandbox off for tests), not on a "
        + "device or inside a sandboxed host app"
    }
  }

  /// Every suite of a run reads the same tree: it is read once per root.
  private final class TreeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var trees: [String: SuiteTree] = [:]

    func tree(root: URL) throws -> SuiteTree {
      lock.lock()
      defer { lock.unlock() }
      if let known = trees[root.path] { return known }
      let fresh = try FitnessPackage.tree(root: root)
      trees[root.path] = fresh
      return fresh
    }
  }
}

// ---- fitness: Sources/PackageFiles/IgnoreRules.swift ----
import Foundation

/// Git's ignore rules, as `.gitignore` files and `.git/info/exclude` state them (see
/// gitignore(5)), for telling which untracked files belong to the working tree.
///
/// Read from the repository alone, so a suite judges the same files on every machine: the
/// user's global excludes file (`core.excludesFile`) is not read. A file that only it
/// ignores counts here while `git status` hides it.
struct IgnoreRules {
  struct Pattern {
    /// The folder of the file that holds the pattern, with a trailing `/` (empty at the root).
    var base: [UInt8]
    var glob: [UInt8]
    var negated: Bool
    var directoryOnly: Bool
    /// A pattern with a `/` before its end matches from `base`; one without matches a name
    /// at any depth.
    var anchored: Bool
  }

  private(set) var patterns: [Pattern] = []

  /// The patterns of one ignore file's bytes, found in the folder `base`.
  mutating func add(_ bytes: [UInt8], base: [UInt8]) {
    for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
      var line = Array(raw)
      if line.last == 0x0D { line.removeLast() }
      // Trailing spaces go, unless escaped with a backslash.
      while line.last == 0x20, !(line.count >= 2 && line[line.count - 2] == 0x5C) { line.removeLast() }
      guard let first = line.first, first != UInt8(ascii: "#") else { continue }
      var negated = false
      if first == UInt8(ascii: "!") {
        negated = true
        line.removeFirst()
      } else if first == 0x5C, line.count > 1, line[1] == UInt8(ascii: "#") || line[1] == UInt8(ascii: "!") {
        line.removeFirst()
      }
      var directoryOnly = false
      if line.last == UInt8(ascii: "/") {
        directoryOnly = true
        line.removeLast()
      }
      guard !line.isEmpty else { continue }
      let anchored = line.contains(UInt8(ascii: "/"))
      if line.first == UInt8(ascii: "/") { line.removeFirst() }
      patterns.append(
        Pattern(base: base, glob: line, negated: negated, directoryOnly: directoryOnly, anchored: anchored))
    }
  }

  /// Whether `path` (repo-relative bytes) is ignored: the last pattern that matches says.
  func isIgnored(_ path: [UInt8], isDirectory: Bool) -> Bool {
    for pattern in patterns.reversed() where Self.matches(pattern, path, isDirectory: isDirectory) {
      return !pattern.negated
    }
    return false
  }

  private static func matches(_ pattern: Pattern, _ path: [UInt8], isDirectory: Bool) -> Bool {
    guard !pattern.directoryOnly || isDirectory, path.starts(with: pattern.base) else { return false }
    let relative = path[pattern.base.count...]
    if pattern.anchored { return Wildcard.matches(pattern.glob[...], relative) }
    let name = relative.lastIndex(of: UInt8(ascii: "/")).map { relative[($0 + 1)...] } ?? relative
    return Wildcard.matches(pattern.glob[...], name)
  }
}

/// Git's wildcards on path bytes: `*` and `?` stay within a folder, `[…]` is a class,
/// `**` spans folders where it stands between slashes, and `\` escapes.
enum Wildcard {
  static func matches(_ glob: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    var budget = 100_000
    return match(Array(glob), 0, text, &budget)
  }

  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")

  /// Whether `glob` from `at` matches `text`. `budget` bounds the backtracking, so no
  /// pattern makes a suite hang.
  private static func match(_ glob: [UInt8], _ at: Int, _ text: ArraySlice<UInt8>, _ budget: inout Int) -> Bool {
    budget -= 1
    guard budget > 0 else { return false }
    guard at < glob.count else { return text.isEmpty }
    let first = glob[at]
    if first == star, at + 1 < glob.count, glob[at + 1] == star, at == 0 || glob[at - 1] == slash {
      let rest = at + 2
      // `**` at the end: everything below.
      if rest == glob.count { return true }
      if glob[rest] == slash {
        // `**/`: zero or more whole folders.
        var candidate = text
        while true {
          if match(glob, rest + 1, candidate, &budget) { return true }
          guard let cut = candidate.firstIndex(of: slash) else { return false }
          candidate = candidate[(cut + 1)...]
        }
      }
    }
    if first == star {
      var rest = at + 1
      while rest < glob.count, glob[rest] == star { rest += 1 }
      var candidate = text
      while true {
        if match(glob, rest, candidate, &budget) { return true }
        guard let next = candidate.first, next != slash else { return false }
        candidate = candidate.dropFirst()
      }
    }
    guard let head = text.first else { return false }
    switch first {
    case UInt8(ascii: "?"):
      return head != slash && match(glob, at + 1, text.dropFirst(), &budget)
    case UInt8(ascii: "["):
      guard let (accepts, end) = characterClass(glob, at), head != slash else { return false }
      return accepts(head) && match(glob, end, text.dropFirst(), &budget)
    case 0x5C where at + 1 < glob.count:
      return head == glob[at + 1] && match(glob, at + 2, text.dropFirst(), &budget)
    default:
      return head == first && match(glob, at + 1, text.dropFirst(), &budget)
    }
  }

  /// `[abc]`, `[a-z]`, `[!x]` or `[^x]` at `at`: what it accepts, and where the pattern
  /// goes on; nil when the bracket is never closed.
  private static func characterClass(_ glob: [UInt8], _ at: Int) -> ((UInt8) -> Bool, Int)? {
    var index = at + 1
    var negated = false
    if index < glob.count, glob[index] == UInt8(ascii: "!") || glob[index] == UInt8(ascii: "^") {
      negated = true
      index += 1
    }
    var ranges: [ClosedRange<UInt8>] = []
    var first = true
    while index < glob.count, first || glob[index] != UInt8(ascii: "]") {
      first = false
      var low = glob[index]
      if low == 0x5C, index + 1 < glob.count {
        index += 1
        low = glob[index]
      }
      var high = low
      if index + 2 < glob.count, glob[index + 1] == UInt8(ascii: "-"), glob[index + 2] != UInt8(ascii: "]") {
        high = glob[index + 2]
        index += 2
      }
      if low <= high { ranges.append(low...high) }
      index += 1
    }
    guard index < glob.count else { return nil }
    return ({ byte in ranges.contains { $0.contains(byte) } != negated }, index + 1)
  }
}

// ---- fitness: Sources/PackageFiles/SuiteTree.swift ----
import Foundation

#if canImport(RuleEngine)
  import RuleEngine
#endif
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The working tree as the suites of one `swift test` run judge it, read once and shared:
/// every path, and each Swift file's bytes.
///
/// Fences, the common rule, are judged by facts, as `fitness check` judges them: one
/// search for every module and needle that the fences of the suite's folder name, which
/// lexes only the files that spell one of them (most files of an app spell none). Rules
/// that read a file whole (pins, contracts) get every Swift file scanned, once, and only
/// when such a rule is judged. Suites run in debug builds, so what is skipped is most of
/// the cost.
final class SuiteTree: @unchecked Sendable {
  let paths: Set<String>
  /// Each Swift file's bytes, by path (binaries left out).
  let swift: [String: [UInt8]]
  private let lock = NSLock()
  private var whole: FileSet?
  private var searched: [FactKey: FileSet] = [:]

  /// The modules and needles one search looks for.
  struct FactKey: Hashable {
    var modules: Set<String>
    var needles: Set<String>

    func covers(_ rule: FenceRule) -> Bool {
      modules.isSuperset(of: rule.searchedModules) && needles.isSuperset(of: rule.api)
    }
  }

  init(paths: Set<String>, swift: [String: [UInt8]]) {
    self.paths = paths
    self.swift = swift
  }

  /// Every Swift file scanned whole: what pins and contracts read.
  func fileSet() -> FileSet {
    lock.lock()
    defer { lock.unlock() }
    if let whole { return whole }
    let set = FileSet(paths: paths, sources: swift.mapValues { ScannedSource($0) })
    whole = set
    return set
  }

  /// The facts of every Swift file for a search that covers `rule`: the one its folder's
  /// fences share (`shared`), or, for a rule outside it, the rule's own.
  func factSet(for rule: FenceRule, shared: () -> FactKey) -> FileSet {
    lock.lock()
    defer { lock.unlock() }
    if let known = searched.first(where: { $0.key.covers(rule) }) { return known.value }
    var key = shared()
    if !key.covers(rule) { key = FactKey(modules: Set(rule.searchedModules), needles: Set(rule.api)) }
    let search = FactSearch(modules: key.modules, needles: key.needles.sorted())
    let set = FileSet(paths: paths, sources: [:], facts: swift.mapValues { search.facts(of: $0) })
    searched[key] = set
    return set
  }

  /// The modules and needles of every fence in the suites beside `suite` (its folder's
  /// `…Tests.swift` files), read as the hook reads them. A suite that does not read adds
  /// nothing; its own rule then gets a search of its own.
  static func fenceKey(around suite: String) -> FactKey {
    let folder = URL(fileURLWithPath: suite).deletingLastPathComponent()
    var key = FactKey(modules: [], needles: [])
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where name.hasSuffix("Tests.swift") {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
        let rules = try? RuleBlockReader.rules(in: [UInt8](data), path: name)
      else { continue }
      for fence in rules.compactMap(\.fence) {
        key.modules.formUnion(fence.searchedModules)
        key.needles.formUnion(fence.api)
      }
    }
    return key
  }
}

// ---- fitness: Sources/PackageFiles/WorkingTree+FileProbe.swift ----
import Foundation

#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reading many files of one tree without a `realpath` per file.
extension WorkingTree {
  /// The root's real path, resolved once per root: every file read asks for it.
  static let realRoots = RealRoots()

  final class RealRoots: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [[UInt8]: [UInt8]] = [:]

    func resolve(_ root: [UInt8]) -> [UInt8] {
      lock.lock()
      defer { lock.unlock() }
      if let real = known[root] { return real }
      let real = WorkingTree.realPath(root) ?? root
      known[root] = real
      return real
    }
  }

  /// `isFile` for many paths of one tree: each folder's real path is resolved once, and a
  /// file in a folder reached without a symlink is one `lstat`, not a `realpath` of its
  /// whole path. A symlink, or a folder reached through one, gets the full check.
  struct FileProbe {
    let root: URL
    private let rootBytes: [UInt8]
    private let realRoot: [UInt8]
    private var direct: [[UInt8]: Bool] = [:]

    init(root: URL) {
      self.root = root
      rootBytes = Array(root.standardizedFileURL.path.utf8)
      realRoot = WorkingTree.realPath(rootBytes) ?? rootBytes
    }

    /// The file at `path` as `WorkingTree.contents` reads it: in a folder reached without a
    /// symlink, opened directly (not following a symlink there); otherwise, or for a
    /// symlink, resolved in full first.
    mutating func contents(_ path: [UInt8], limit: Int) -> Contents? {
      if isPlainFolder(of: path) {
        let read = WorkingTree.contents(
          opening: rootBytes + [UInt8(ascii: "/")] + path, flags: O_NOFOLLOW, limit: limit)
        if read != nil || errno != ELOOP { return read }
      }
      return WorkingTree.contents(path, root: root, limit: limit)
    }

    /// Whether the folder holding `path` is reached from the root without a symlink.
    mutating func isPlainFolder(of path: [UInt8]) -> Bool {
      let slash = path.lastIndex(of: UInt8(ascii: "/"))
      let folder = slash.map { Array(path[..<$0]) } ?? []
      if let known = direct[folder] { return known }
      let lexical = folder.isEmpty ? realRoot : realRoot + [UInt8(ascii: "/")] + folder
      let full = folder.isEmpty ? rootBytes : rootBytes + [UInt8(ascii: "/")] + folder
      let plain = WorkingTree.realPath(full) == lexical
      direct[folder] = plain
      return plain
    }

    mutating func isFile(_ path: [UInt8]) -> Bool {
      guard isPlainFolder(of: path) else { return WorkingTree.isFile(path, root: root) }
      var status = stat()
      guard lstat(WorkingTree.cString(rootBytes + [UInt8(ascii: "/")] + path), &status) == 0 else { return false }
      switch status.st_mode & S_IFMT {
      case S_IFREG: return true
      case S_IFLNK: return WorkingTree.isFile(path, root: root)
      default: return false
      }
    }
  }

  /// Reads the files of one working tree for one command, from any thread: each folder's
  /// real path is resolved once (see `FileProbe`). Made per snapshot, so a tree that
  /// changes between commands is seen afresh.
  public final class Reader: @unchecked Sendable {
    private let lock = NSLock()
    private var probe: FileProbe

    public init(rootPath: String) {
      probe = FileProbe(root: URL(fileURLWithPath: rootPath))
    }

    /// The file at `path` (bytes), as `WorkingTree.contents(_:rootPath:limit:)` reads it.
    public func contents(_ path: [UInt8], limit: Int = 32 << 20) -> Contents? {
      // Each folder is resolved under the lock, once; files are opened outside it, from a
      // copy that already knows the folder.
      lock.lock()
      _ = probe.isPlainFolder(of: path)
      var known = probe
      lock.unlock()
      return known.contents(path, limit: limit)
    }
  }
}

// ---- fitness: Sources/PackageFiles/WorkingTree.swift ----
import Foundation

#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The working tree, as fitness defines it for `fitness check --worktree` and for every
/// suite under `swift test` alike: the files git tracks (the index's entries, intent-to-add
/// and unmerged ones included, gitlinks left out) that are on disk, plus the untracked
/// files that no `.gitignore` or `.git/info/exclude` rule ignores, all at their bytes on
/// disk. Ignored files never count, whatever the folder (`Pods/`, `SourcePackages/`,
/// generated code); tracked files always do, hidden folders included. Untracked folders
/// named `.build` or `DerivedData` are build products and never count, even where the
/// `.gitignore` forgot them; nor do nested repositories.
///
/// The index and the ignore files are read straight from `.git`, never through a `git`
/// process: a suite may run where no process can be started (an iOS simulator has no
/// `Process`). Outside a git repository every file under the root counts.
public enum WorkingTree {
  /// A tracked path: its bytes, and whether git records it as a symlink.
  public struct Entry: Equatable, Sendable {
    public var path: [UInt8]
    public var isSymlink: Bool
  }

  /// Why the index cannot be read; a suite fails with it rather than judge another tree.
  public struct IndexError: Error, CustomStringConvertible {
    public var file: String
    public var problem: String
    public var description: String {
      "\(file): \(problem); fitness suites read the git index directly to judge what git tracks"
    }
  }

  /// The git directory of the work tree at `root`: `.git` itself, or the folder a `.git`
  /// file names (a linked worktree, a submodule); nil outside git.
  static func gitDirectory(root: URL) -> URL? {
    let dotGit = root.appendingPathComponent(".git")
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
    if isFolder.boolValue { return dotGit }
    guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") else { return nil }
    let named = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
    return named.hasPrefix("/") ? URL(fileURLWithPath: named) : root.appendingPathComponent(named)
  }

  /// Every file of the working tree at the folder `root`, as bytes, in byte order; nil
  /// outside git. (Public declarations take paths, not `URL`: see `FitnessPackage.rootPath`.)
  public static func files(rootPath root: String) throws -> [[UInt8]]? {
    try files(root: URL(fileURLWithPath: root))
  }

  /// Every file of the working tree at `root`, as bytes, in byte order; nil outside git.
  static func files(root: URL) throws -> [[UInt8]]? {
    guard let git = gitDirectory(root: root) else { return nil }
    let tracked = try entries(gitDirectory: git)
    let trackedPaths = Set(tracked.map(\.path))
    var probe = FileProbe(root: root)
    var found = tracked.map(\.path).filter { probe.isFile($0) }
    var rules = IgnoreRules()
    if let exclude = read(Array("info/exclude".utf8), root: commonDirectory(of: git)) { rules.add(exclude, base: []) }
    walk([], root: root, rules: rules, tracked: trackedPaths, into: &found)
    return found.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// Where a linked worktree's shared files live (its `commondir`), else the folder itself.
  private static func commonDirectory(of git: URL) -> URL {
    guard let text = try? String(contentsOf: git.appendingPathComponent("commondir"), encoding: .utf8) else {
      return git
    }
    let named = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return named.hasPrefix("/") ? URL(fileURLWithPath: named) : git.appendingPathComponent(named)
  }

  /// Adds the untracked, unignored files below `folder` (bytes, empty for the root).
  private static func walk(
    _ folder: [UInt8], root: URL, rules: IgnoreRules, tracked: Set<[UInt8]>, into found: inout [[UInt8]]
  ) {
    var rules = rules
    let prefix = folder.isEmpty ? [] : folder + [UInt8(ascii: "/")]
    if let ignore = read(prefix + Array(".gitignore".utf8), root: root) { rules.add(ignore, base: prefix) }
    let rootBytes = Array(root.standardizedFileURL.path.utf8)
    let here = folder.isEmpty ? rootBytes : rootBytes + [UInt8(ascii: "/")] + folder
    for name in directoryNames(here) where !name.elementsEqual(".git".utf8) {
      let path = prefix + name
      var status = stat()
      guard lstat(cString(rootBytes + [UInt8(ascii: "/")] + path), &status) == 0 else { continue }
      let isFolder = status.st_mode & S_IFMT == S_IFDIR
      if isFolder {
        if name.elementsEqual(".build".utf8) || name.elementsEqual("DerivedData".utf8) { continue }
        var inner = stat()
        // A nested repository (or a submodule's checkout) is not this repository's.
        if lstat(cString(rootBytes + [UInt8(ascii: "/")] + path + Array("/.git".utf8)), &inner) == 0 { continue }
        if rules.isIgnored(path, isDirectory: true) { continue }
        walk(path, root: root, rules: rules, tracked: tracked, into: &found)
      } else if !tracked.contains(path), !rules.isIgnored(path, isDirectory: false), isFile(path, root: root) {
        found.append(path)
      }
    }
  }

  /// The names in a folder, as bytes, without `.` and `..`.
  private static func directoryNames(_ folder: [UInt8]) -> [[UInt8]] {
    guard let handle = opendir(cString(folder)) else { return [] }
    defer { closedir(handle) }
    var names: [[UInt8]] = []
    while let entry = readdir(handle) {
      var name = entry.pointee.d_name
      let bytes = withUnsafeBytes(of: &name) { raw in Array(raw.prefix { $0 != 0 }) }
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      names.append(bytes)
    }
    return names
  }

  /// The tracked entries of the index in `gitDirectory`, in index order, each path once.
  static func entries(gitDirectory: URL) throws -> [Entry] {
    let file = gitDirectory.appendingPathComponent("index")
    guard FileManager.default.fileExists(atPath: file.path) else { return [] }
    return try entries(ofIndex: [UInt8](try Data(contentsOf: file)), file: file.path)
  }

  /// The tracked entries of an index file's bytes. Every count, length and offset is
  /// checked against the bytes that are really there.
  public static func entries(ofIndex bytes: [UInt8], file: String) throws -> [Entry] {
    func fail(_ problem: String) -> IndexError { IndexError(file: file, problem: problem) }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    guard bytes.count >= 32, word(0) == 0x4449_5243 else { throw fail("not a git index (no DIRC header)") }
    let version = word(4)
    guard (2...4).contains(version) else { throw fail("index version \(version) is not supported") }
    let count = word(8)
    let end = bytes.count - 20
    guard count <= end / 62 else { throw fail("the index claims \(count) entries, more than it can hold") }
    var found: [Entry] = []
    var cursor = 12
    var previous: [UInt8] = []
    for _ in 0..<count {
      guard cursor + 62 <= end else { throw fail("the index ends inside an entry") }
      let mode = word(cursor + 24)
      let flags = Int(bytes[cursor + 60]) << 8 | Int(bytes[cursor + 61])
      var name = cursor + 62
      if flags & 0x4000 != 0 {
        guard version >= 3 else { throw fail("extended flags in a version 2 index") }
        name += 2
      }
      guard name <= end else { throw fail("the index ends inside an entry") }
      var path: [UInt8]
      if version == 4 {
        var strip = 0
        var byte: UInt8
        repeat {
          guard name < end, strip < Int.max >> 8 else { throw fail("the index ends inside a path") }
          byte = bytes[name]
          name += 1
          strip = (strip << 7) | Int(byte & 0x7f)
          if byte & 0x80 != 0 { strip += 1 }
        } while byte & 0x80 != 0
        guard strip <= previous.count else { throw fail("a path strips more than the one before holds") }
        guard let nul = bytes[name..<end].firstIndex(of: 0) else { throw fail("a path is not terminated") }
        path = Array(previous.dropLast(strip)) + bytes[name..<nul]
        cursor = nul + 1
      } else {
        guard let nul = bytes[name..<end].firstIndex(of: 0) else { throw fail("a path is not terminated") }
        path = Array(bytes[name..<nul])
        cursor += (nul - cursor + 8) & ~7
      }
      previous = path
      let type = mode & 0o170000
      // Unmerged paths come as stages 1 to 3, one after another: the file is there once.
      guard type == 0o100000 || type == 0o120000, found.last?.path != path else { continue }
      found.append(Entry(path: path, isSymlink: type == 0o120000))
    }
    // Extensions a reader must understand to know the entries are complete.
    while cursor + 8 <= end {
      let signature = Array(bytes[cursor..<cursor + 4])
      let size = word(cursor + 4)
      guard size <= end - cursor - 8 else { throw fail("an index extension runs past the end") }
      if signature == Array("link".utf8) { throw fail("the index is split (core.splitIndex); turn that off") }
      if signature == Array("sdir".utf8) { throw fail("the index is sparse (sparse checkout); turn that off") }
      cursor += 8 + size
    }
    return found
  }

  /// What a tracked path holds on disk.
  public enum Contents: Equatable, Sendable {
    case bytes([UInt8])
    /// Larger than the limit asked for; not read.
    case tooLarge(Int)
  }

  /// The file at `path` (bytes) below `root`, following a symlink only to a regular file
  /// inside `root`; nil when there is none.
  public static func contents(_ path: [UInt8], rootPath root: String, limit: Int = 32 << 20) -> Contents? {
    contents(path, root: URL(fileURLWithPath: root), limit: limit)
  }

  /// The file at `path` (bytes) below `root` (see `contents(_:rootPath:limit:)`).
  static func contents(_ path: [UInt8], root: URL, limit: Int = 32 << 20) -> Contents? {
    guard let resolved = resolve(path, root: root) else { return nil }
    return contents(opening: resolved, flags: 0, limit: limit)
  }

  /// The regular file at `path`, opened with `flags` added (`O_NOFOLLOW`: nil, with `errno`
  /// `ELOOP`, for a symlink). Opened without blocking and checked with `fstat`, so a FIFO or
  /// a device is never read, in one path lookup.
  static func contents(opening path: [UInt8], flags: Int32, limit: Int) -> Contents? {
    let descriptor = open(cString(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC | flags)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    if Int(status.st_size) > limit { return .tooLarge(Int(status.st_size)) }
    // Read to the size `fstat` gave, then on to the end: the file may grow meanwhile.
    var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
    var filled = 0
    while filled <= limit {
      if filled == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 1 << 16)) }
      let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, $0.count - filled) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        bytes.removeSubrange(filled...)
        return .bytes(bytes)
      }
      filled += count
    }
    return .tooLarge(filled)
  }

  /// The file's bytes, nil when there is none or it is over `limit`.
  static func read(_ path: [UInt8], root: URL, limit: Int = 32 << 20) -> [UInt8]? {
    guard case .bytes(let bytes)? = contents(path, root: root, limit: limit) else { return nil }
    return bytes
  }

  /// The real path of `path` below `root`, when it stays inside `root`.
  static func resolve(_ path: [UInt8], root: URL) -> [UInt8]? {
    let rootBytes = Array(root.standardizedFileURL.path.utf8)
    let realRoot = realRoots.resolve(rootBytes)
    guard let resolved = realPath(rootBytes + [UInt8(ascii: "/")] + path),
      resolved.starts(with: realRoot + [UInt8(ascii: "/")])
    else { return nil }
    return resolved
  }

  /// Whether a regular file stands at `path` below `root`, following a symlink only to a
  /// file inside `root`.
  static func isFile(_ path: [UInt8], root: URL) -> Bool {
    var status = stat()
    guard let resolved = resolve(path, root: root) else { return false }
    return stat(cString(resolved), &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  static func cString(_ bytes: [UInt8]) -> [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }

  static func realPath(_ bytes: [UInt8]) -> [UInt8]? {
    guard let resolved = realpath(cString(bytes), nil) else { return nil }
    defer { free(resolved) }
    return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #elseif canImport(Darwin)
      Darwin.read(descriptor, buffer, count)
    #else
      -1
    #endif
  }
}

// ---- fitness: end ----
