/// The bytes YAML's syntax is made of, by name.
enum YAMLByte {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let doubleQuote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let percent: UInt8 = 0x25
  static let ampersand: UInt8 = 0x26
  static let singleQuote: UInt8 = 0x27
  static let star: UInt8 = 0x2A
  static let comma: UInt8 = 0x2C
  static let dash: UInt8 = 0x2D
  static let colon: UInt8 = 0x3A
  static let greater: UInt8 = 0x3E
  static let question: UInt8 = 0x3F
  static let bang: UInt8 = 0x21
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let openBrace: UInt8 = 0x7B
  static let pipe: UInt8 = 0x7C
  static let closeBrace: UInt8 = 0x7D

  /// Bytes that open a value, never a plain key: a flow collection, a block scalar, an
  /// anchor, alias or tag, and the indicators YAML reserves.
  static let opensNonKey: Set<UInt8> = [
    openBracket, openBrace, pipe, greater, ampersand, star, bang, percent, 0x40, 0x60,
  ]

  /// Bytes that end a plain scalar inside a flow collection.
  static let flowIndicators: Set<UInt8> = [comma, openBracket, closeBracket, openBrace, closeBrace]

  static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == newline }
}
