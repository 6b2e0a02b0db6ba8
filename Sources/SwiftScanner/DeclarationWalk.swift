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

  private func closing(from open: Int) -> Int? { ScannedSource.closing(in: code, from: open) }

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
