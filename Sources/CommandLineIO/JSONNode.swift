/// A JSON value read from bytes with no Foundation, for the little JSON the front reads (an
/// agent's hook payload). Nesting deeper than `JSONNode.depthLimit` is refused rather than
/// followed, so a hostile payload cannot exhaust the stack.
package indirect enum JSONNode: Equatable {
  case object([String: JSONNode])
  case array([JSONNode])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  package static let depthLimit = 256

  package struct Malformed: Error, Equatable {
    package var offset: Int
    package var problem: String
  }

  /// The one value `bytes` hold (whitespace around it allowed).
  package static func parse(_ bytes: [UInt8]) throws(Malformed) -> JSONNode {
    var reader = Reader(bytes: bytes)
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.offset == bytes.count else { throw Malformed(offset: reader.offset, problem: "text after the value") }
    return value
  }

  package subscript(key: String) -> JSONNode? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  package var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    mutating func skipSpace() {
      while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    func fail(_ problem: String) -> Malformed { Malformed(offset: offset, problem: problem) }

    mutating func value(depth: Int) throws(Malformed) -> JSONNode {
      guard depth < JSONNode.depthLimit else { throw fail("nested deeper than \(JSONNode.depthLimit)") }
      guard offset < bytes.count else { throw fail("the text ends where a value should be") }
      switch bytes[offset] {
      case UInt8(ascii: "{"):
        offset += 1
        var members: [String: JSONNode] = [:]
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
          offset += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("a key must be a string") }
          let key = try string()
          skipSpace()
          guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw fail("':' after a key") }
          offset += 1
          skipSpace()
          members[key] = try value(depth: depth + 1)
          skipSpace()
          guard offset < bytes.count else { throw fail("an object that does not end") }
          if bytes[offset] == UInt8(ascii: ",") {
            offset += 1
            continue
          }
          guard bytes[offset] == UInt8(ascii: "}") else { throw fail("',' or '}' in an object") }
          offset += 1
          return .object(members)
        }
      case UInt8(ascii: "["):
        offset += 1
        var items: [JSONNode] = []
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
          offset += 1
          return .array(items)
        }
        while true {
          skipSpace()
          items.append(try value(depth: depth + 1))
          skipSpace()
          guard offset < bytes.count else { throw fail("an array that does not end") }
          if bytes[offset] == UInt8(ascii: ",") {
            offset += 1
            continue
          }
          guard bytes[offset] == UInt8(ascii: "]") else { throw fail("',' or ']' in an array") }
          offset += 1
          return .array(items)
        }
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try word("true", .bool(true))
      case UInt8(ascii: "f"): return try word("false", .bool(false))
      case UInt8(ascii: "n"): return try word("null", .null)
      default: return try number()
      }
    }

    mutating func word(_ text: String, _ value: JSONNode) throws(Malformed) -> JSONNode {
      let spelled = Array(text.utf8)
      guard bytes[offset...].starts(with: spelled) else { throw fail("not a JSON value") }
      offset += spelled.count
      return value
    }

    mutating func number() throws(Malformed) -> JSONNode {
      let start = offset
      while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { offset += 1 }
      guard offset > start, let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
        offset = start
        throw fail("not a JSON value")
      }
      return .number(value)
    }

    /// A string at `offset` (its opening quote), escapes decoded; lone surrogates become U+FFFD.
    mutating func string() throws(Malformed) -> String {
      offset += 1
      var out: [UInt8] = []
      while offset < bytes.count {
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard offset < bytes.count else { throw fail("a string that does not end") }
          let escape = bytes[offset]
          offset += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "u"):
            var unit = try hex4()
            if (0xD800..<0xDC00).contains(unit), bytes[offset...].starts(with: [0x5C, 0x75]) {
              offset += 2
              let low = try hex4()
              if (0xDC00..<0xE000).contains(low) {
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
              } else {
                out += Array(String(Unicode.Scalar(0xFFFD)!).utf8)
                unit = low
              }
            }
            out += Array(String(Unicode.Scalar(unit).map(Character.init) ?? "\u{FFFD}").utf8)
          default: throw fail("an unknown escape in a string")
          }
        case 0..<0x20: throw fail("a control character in a string")
        default: out.append(byte)
        }
      }
      throw fail("a string that does not end")
    }

    mutating func hex4() throws(Malformed) -> UInt32 {
      guard offset + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16)
      else { throw fail("\\u without four hex digits") }
      offset += 4
      return value
    }
  }
}
