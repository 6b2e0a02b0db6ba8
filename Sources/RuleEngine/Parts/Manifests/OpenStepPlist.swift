#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A property list in the OpenStep text Xcode writes its projects in (`project.pbxproj`):
/// dictionaries `{ key = value; }`, arrays `( a, b, )`, and strings, quoted or not, each with
/// the line and column it starts at, so a rule can report a target's dependency where the
/// project lists it. Read without Foundation, as the engine runs in the suites too.
public enum OpenStepPlist: Sendable, Equatable {
  case string(String, SourcePosition)
  case array([OpenStepPlist], SourcePosition)
  case dictionary([String: OpenStepPlist], SourcePosition)

  public var position: SourcePosition {
    switch self {
    case .string(_, let at), .array(_, let at), .dictionary(_, let at): return at
    }
  }

  public subscript(key: String) -> OpenStepPlist? {
    guard case .dictionary(let entries, _) = self else { return nil }
    return entries[key]
  }

  public var string: String? {
    guard case .string(let text, _) = self else { return nil }
    return text
  }

  /// An array's items; empty for anything else.
  public var items: [OpenStepPlist] {
    guard case .array(let items, _) = self else { return [] }
    return items
  }

  /// Why a property list cannot be read, and where.
  public struct Unreadable: Error, Sendable, Equatable {
    public var position: SourcePosition
    public var reason: String
  }

  /// The property list `bytes` hold.
  public static func read(_ bytes: [UInt8]) -> Result<OpenStepPlist, Unreadable> {
    var reader = Reader(bytes: bytes)
    do {
      let value = try reader.value()
      reader.skipTrivia()
      guard reader.index == bytes.count else { throw reader.unreadable("text follows the property list") }
      return .success(value)
    } catch let problem as Unreadable {
      return .failure(problem)
    } catch {
      return .failure(Unreadable(position: SourcePosition(line: 1, column: 1), reason: "\(error)"))
    }
  }

  struct Reader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

    func unreadable(_ reason: String) -> Unreadable { Unreadable(position: position, reason: reason) }

    mutating func advance() {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }

    /// Whether the bytes at the cursor are `first` then `second`: asked at every byte of
    /// a project's trivia, so compared as bytes.
    func starts(_ first: UInt8, _ second: UInt8) -> Bool {
      index + 1 < bytes.count && bytes[index] == first && bytes[index + 1] == second
    }

    /// Past blanks and comments (`/* … */`, `// …`).
    mutating func skipTrivia() {
      let slash = UInt8(ascii: "/")
      let star = UInt8(ascii: "*")
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          advance()
        } else if starts(slash, star) {
          while index < bytes.count, !starts(star, slash) { advance() }
          if index < bytes.count { index += 2 }
        } else if starts(slash, slash) {
          while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
        } else {
          return
        }
      }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws {
      skipTrivia()
      guard index < bytes.count, bytes[index] == byte else { throw unreadable("expected \(what) here") }
      advance()
    }

    mutating func value() throws -> OpenStepPlist {
      skipTrivia()
      guard index < bytes.count else { throw unreadable("the property list ends early") }
      let start = position
      switch bytes[index] {
      case UInt8(ascii: "{"):
        advance()
        var entries: [String: OpenStepPlist] = [:]
        while true {
          skipTrivia()
          guard index < bytes.count else { throw unreadable("a dictionary does not close: close it with `}`") }
          if bytes[index] == UInt8(ascii: "}") {
            advance()
            return .dictionary(entries, start)
          }
          guard let key = try value().string else { throw unreadable("a dictionary's key is no string") }
          try expect(UInt8(ascii: "="), "`=`")
          entries[key] = try value()
          try expect(UInt8(ascii: ";"), "`;`")
        }
      case UInt8(ascii: "("):
        advance()
        var items: [OpenStepPlist] = []
        while true {
          skipTrivia()
          guard index < bytes.count else { throw unreadable("an array does not close: close it with `)`") }
          if bytes[index] == UInt8(ascii: ")") {
            advance()
            return .array(items, start)
          }
          items.append(try value())
          skipTrivia()
          if index < bytes.count, bytes[index] == UInt8(ascii: ",") { advance() }
        }
      case UInt8(ascii: "\""):
        return .string(try quoted(), start)
      default:
        var text: [UInt8] = []
        while index < bytes.count, Self.isUnquoted(bytes[index]) {
          text.append(bytes[index])
          advance()
        }
        guard !text.isEmpty else { throw unreadable("expected a value here") }
        return .string(String(decoding: text, as: UTF8.self), start)
      }
    }

    /// A quoted string's text, its escapes read.
    mutating func quoted() throws -> String {
      advance()
      var text: [UInt8] = []
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
          advance()
          let escaped: [UInt8: UInt8] = [0x6E: 0x0A, 0x74: 0x09, 0x72: 0x0D]
          text.append(escaped[bytes[index]] ?? bytes[index])
        } else {
          text.append(bytes[index])
        }
        advance()
      }
      guard index < bytes.count else { throw unreadable("a quoted string does not close") }
      advance()
      return String(decoding: text, as: UTF8.self)
    }

    /// The bytes an unquoted string holds: letters, digits, `_$/:.-+`, and any byte of a
    /// multi-byte character; a table, as a project file runs to megabytes.
    static let unquoted: [Bool] = (0...255).map { byte in
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte >= 0x80
        || "_$/:.-+".utf8.contains(UInt8(byte))
    }

    static func isUnquoted(_ byte: UInt8) -> Bool { unquoted[Int(byte)] }
  }
}
