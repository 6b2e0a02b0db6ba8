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
  /// UTF-8's byte order mark, which a file may open with and a column does not count.
  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
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
    switch value {
    case space, newline, carriageReturn, tab, 0x0B, 0x0C, 0: return true
    default: return false
    }
  }
}
