/// A type declaration read from its keyword: its name, generics, inheritance and body.
extension DeclarationWalk {
  /// Reads `KEYWORD Name<…>: Inherited where … {` at `keyword`; false when it is not a
  /// declaration (`class func`, an argument label, an `actor` variable).
  mutating func declaration(_ kind: TypeDeclaration.Kind, keyword: Int, after end: Int) -> Bool {
    stopIfTooDeep(at: keyword)
    guard unreadFrom == nil else { return true }
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
    let enclosing = scopes.compactMap { $0 }.last.map { types[$0].name }
    let written = parts.joined(separator: ".")
    let name = enclosing.map { "\($0).\(written)" } ?? written
    var body: Range<Int>? = nil
    if cursor < code.count, code[cursor] == SourceByte.openBrace {
      body = (cursor + 1)..<((closing(from: cursor) ?? code.count + 1) - 1)
      scopes.append(types.count)
      cursor += 1
    }
    types.append(
      TypeDeclaration(
        kind: kind, name: name, modifiers: modifiers, attributes: attributes, inherited: inherited, keyword: keyword,
        body: body))
    types[types.count - 1].writtenAttributes = writtenAttributes
    forget()
    canStart = true
    index = cursor
    return true
  }

  /// The entries of an inheritance clause from just past its `:`, and where it ends (its
  /// `where` or `{`).
  func inheritance(from start: Int) -> ([String], Int) {
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
  func clauseEnd(from start: Int) -> Int {
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
}
