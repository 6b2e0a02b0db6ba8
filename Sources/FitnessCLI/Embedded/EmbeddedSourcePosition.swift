// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/SwiftScanner/SourcePosition.swift
  static let sourcePosition = #"""
    /// A 1-based line and column in a source file.
    ///
    /// Columns count UTF-8 bytes, as the Swift compiler's diagnostics do, so a position stays
    /// exact on text that is not valid UTF-8. A leading byte-order mark is not counted.
    nonisolated public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
      public var line: Int
      public var column: Int

      public init(line: Int, column: Int) {
        self.line = line
        self.column = column
      }

      public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
      }

      public var description: String { "\(line):\(column)" }
    }

    """#
}
