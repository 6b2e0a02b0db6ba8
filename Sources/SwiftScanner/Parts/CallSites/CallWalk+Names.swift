/// What stands around a name the walk meets: its base names, a compound name, a
/// modifier's detail, a property's observers.
extension CallWalk {

  /// `foo(_:)`, `Type.init(x:y:)`: a function named by its labels, not called.
  func namesCompound(_ open: Int) -> Bool {
    guard let end = reader.closing(from: open), end - 1 > open + 1 else { return false }
    var sawColon = false
    for byte in code[(open + 1)..<(end - 1)] {
      if byte == SourceByte.colon {
        sawColon = true
      } else if !SourceByte.isIdentifier(byte) {
        return false
      }
    }
    return sawColon && code[end - 2] == SourceByte.colon
  }

  /// `private(set)`, `nonisolated(unsafe)`: a modifier's detail.
  func isModifierDetail(open: Int) -> Bool {
    let (detail, end) = reader.identifier(at: reader.skipTrivia(from: open + 1))
    let close = reader.skipTrivia(from: end)
    return detail.map(Self.modifierDetails.contains) == true && close < code.count
      && code[close] == SourceByte.closeParen
  }

  /// Whether the braces at `open` hold a property's observers (`{ didSet {`), not a closure.
  func holdsObservers(_ open: Int) -> Bool {
    var cursor = reader.skipTrivia(from: open + 1)
    while cursor < code.count, code[cursor] == SourceByte.at {
      cursor += 1
      while cursor < code.count, SourceByte.isIdentifier(code[cursor]) || code[cursor] == SourceByte.dot { cursor += 1 }
      cursor = reader.skipTrivia(from: cursor)
    }
    let (word, _) = reader.identifier(at: cursor)
    return word == "willSet" || word == "didSet"
  }

  /// The last byte before `offset` that is not whitespace, or 0.
  func previousSignificant(before offset: Int) -> UInt8 {
    var cursor = offset - 1
    while cursor >= 0, SourceByte.isWhitespace(code[cursor]) { cursor -= 1 }
    return cursor >= 0 ? code[cursor] : 0
  }

  /// The callee of `name` at `start` as written: the names before it, dot by dot.
  func callee(_ name: String, at start: Int) -> String {
    var parts = [name]
    var cursor = start
    while true {
      var before = cursor - 1
      while before >= 0, SourceByte.isWhitespace(code[before]) { before -= 1 }
      guard before >= 0, code[before] == SourceByte.dot, before == 0 || code[before - 1] != SourceByte.dot else {
        break
      }
      before -= 1
      while before >= 0, SourceByte.isWhitespace(code[before]) { before -= 1 }
      while before >= 0, code[before] == 0x3F || code[before] == 0x21 { before -= 1 }
      guard let (base, baseStart) = baseName(endingAt: before) else {
        parts.insert("", at: 0)
        break
      }
      parts.insert(base, at: 0)
      cursor = baseStart
    }
    return parts.joined(separator: ".")
  }

  /// The name whose last byte is at `last` (backticks dropped), and where it starts.
  func baseName(endingAt last: Int) -> (String, Int)? {
    guard last >= 0 else { return nil }
    if code[last] == SourceByte.backtick {
      var start = last - 1
      while start >= 0, code[start] != SourceByte.backtick, code[start] != SourceByte.newline { start -= 1 }
      guard start >= 0, code[start] == SourceByte.backtick, start + 1 < last else { return nil }
      return (String(decoding: code[(start + 1)..<last], as: UTF8.self), start)
    }
    var start = last
    while start >= 0, SourceByte.isIdentifier(code[start]) { start -= 1 }
    start += 1
    guard start <= last, !SourceByte.isDigit(code[start]) else { return nil }
    return (String(decoding: code[start...last], as: UTF8.self), start)
  }
}
