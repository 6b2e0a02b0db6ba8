// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/SwiftScanner/SourceByte.swift
  static let sourceByte = #"""
    /// ASCII bytes the scanner compares against, named for reading.
    enum SourceByte {
      static let tab: UInt8 = 0x09
      static let newline: UInt8 = 0x0A
      static let carriageReturn: UInt8 = 0x0D
      static let space: UInt8 = 0x20
      static let quote: UInt8 = 0x22
      static let hash: UInt8 = 0x23
      static let openParen: UInt8 = 0x28
      static let closeParen: UInt8 = 0x29
      static let star: UInt8 = 0x2A
      static let dot: UInt8 = 0x2E
      static let slash: UInt8 = 0x2F
      static let at: UInt8 = 0x40
      static let openBracket: UInt8 = 0x5B
      static let backslash: UInt8 = 0x5C
      static let closeBracket: UInt8 = 0x5D
      static let backtick: UInt8 = 0x60
      static let openBrace: UInt8 = 0x7B
      static let closeBrace: UInt8 = 0x7D

      /// Letters, digits, `_` and every non-ASCII byte: Swift identifiers may hold any of them.
      static func isIdentifier(_ value: UInt8) -> Bool {
        (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
          || (value >= 0x30 && value <= 0x39) || value == 0x5F || value >= 0x80
      }

      static func isWhitespace(_ value: UInt8) -> Bool {
        value == space || value == newline || value == carriageReturn || value == tab
          || value == 0x0B || value == 0x0C || value == 0
      }
    }

    """#
}
