// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/RuleEngine/RuleBlockError.swift
  static let ruleBlockError = #"""
    #if canImport(SwiftScanner)
      import SwiftScanner
    #endif

    /// A rule literal in a suite that the engine cannot read; `fitness check` exits 2 on it.
    public struct RuleBlockError: Error, Equatable, Sendable, CustomStringConvertible {
      public var path: String
      public var position: SourcePosition
      public var message: String

      public init(path: String, position: SourcePosition, message: String) {
        self.path = path
        self.position = position
        self.message = message
      }

      public var description: String { "\(path):\(position): error: \(message)" }
    }

    """#
}
