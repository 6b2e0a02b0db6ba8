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
