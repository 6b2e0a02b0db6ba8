/// A call's arguments as the walk reads them: labels, whole string literals, and the
/// labelled trailing closures after the first.
extension CallWalk {

  /// At the start of an argument of the call whose `(` is the innermost frame: its label,
  /// and its text when it is a string literal alone.
  mutating func argumentStart() {
    guard let call = frames.last?.call else { return }
    let start = reader.skipTrivia(from: index)
    guard start < code.count, code[start] != SourceByte.closeParen else { return }
    let (word, end) = reader.identifier(at: start)
    let afterWord = reader.skipTrivia(from: end)
    if word != nil, afterWord < code.count, code[afterWord] == SourceByte.colon,
      afterWord + 1 >= code.count || code[afterWord + 1] != SourceByte.colon
    {
      calls[call].labels.append(word!)
      index = afterWord + 1
      if let text = stringLiteral(at: reader.skipTrivia(from: index)) {
        calls[call].strings.append(text)
        calls[call].stringLabels.append(word!)
      }
      return
    }
    calls[call].labels.append("_")
    if let text = stringLiteral(at: start) {
      calls[call].strings.append(text)
      calls[call].stringLabels.append("_")
    }
  }

  /// The text between the quotes of a string literal at `start` that is a whole argument
  /// (a `,` or `)` follows it); nil otherwise.
  func stringLiteral(at start: Int) -> String? {
    var cursor = start
    var hashes = 0
    while cursor < code.count, code[cursor] == SourceByte.hash {
      hashes += 1
      cursor += 1
    }
    guard cursor < code.count, code[cursor] == SourceByte.quote else { return nil }
    let quotes =
      cursor + 2 < code.count && code[cursor + 1] == SourceByte.quote && code[cursor + 2] == SourceByte.quote
      ? 3 : 1
    let contentStart = cursor + quotes
    cursor = contentStart
    while cursor < code.count {
      let byte = code[cursor]
      if byte == SourceByte.backslash, interpolation(at: cursor, hashes: hashes) {
        cursor = reader.closing(from: cursor + 1 + hashes) ?? code.count
        continue
      }
      if byte == SourceByte.quote, closes(at: cursor, quotes: quotes, hashes: hashes) {
        let after = reader.skipTrivia(from: cursor + quotes + hashes)
        guard after < code.count, code[after] == SourceByte.comma || code[after] == SourceByte.closeParen else {
          return nil
        }
        return String(decoding: bytes[contentStart..<cursor], as: UTF8.self)
      }
      cursor += 1
    }
    return nil
  }

  /// Whether `\` at `offset`, with `hashes` after it, opens an interpolation.
  func interpolation(at offset: Int, hashes: Int) -> Bool {
    let open = offset + 1 + hashes
    guard open < code.count, code[open] == SourceByte.openParen else { return false }
    return (0..<hashes).allSatisfy { code[offset + 1 + $0] == SourceByte.hash }
  }

  func closes(at offset: Int, quotes: Int, hashes: Int) -> Bool {
    let end = offset + quotes + hashes
    guard end <= code.count else { return false }
    return (0..<quotes).allSatisfy { code[offset + $0] == SourceByte.quote }
      && (0..<hashes).allSatisfy { code[offset + quotes + $0] == SourceByte.hash }
  }

  /// After a trailing closure's `}`: `label: {` gives the call another one.
  mutating func labeledTrailingClosure(of call: Int) {
    let start = reader.skipTrivia(from: index)
    let (word, end) = reader.identifier(at: start)
    guard let word, !Self.keywords.contains(word) || code[start] == SourceByte.backtick else { return }
    let colon = reader.skipTrivia(from: end)
    guard colon < code.count, code[colon] == SourceByte.colon else { return }
    let brace = reader.skipTrivia(from: colon + 1)
    guard brace < code.count, code[brace] == SourceByte.openBrace else { return }
    calls[call].labels.append(word)
    frames.append(Frame(open: SourceByte.openBrace, call: call, isTrailingClosure: true))
    index = brace + 1
  }
}
