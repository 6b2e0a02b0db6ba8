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

      /// A suite (a `…Tests.swift` file in a `Fitness` folder) with no rule literal in it.
      public static func noRule(in path: String) -> RuleBlockError {
        RuleBlockError(
          path: path, position: SourcePosition(line: 1, column: 1),
          message: "this suite holds no rule literal fitness can read (ImportBoundary, LayerBoundary, CountPin, "
            + "RuntimePin, CopyContract or NetworkSentinel); write its rule as `static let rule = ImportBoundary(…)`, "
            + "or move the file out of the Fitness folder or rename it so it does not end in Tests.swift")
      }

      /// A suite the scanner cannot read as text: its rules would be skipped.
      public static func unreadableSuite(_ path: String, _ why: String) -> RuleBlockError {
        RuleBlockError(
          path: path, position: SourcePosition(line: 1, column: 1),
          message: "this suite \(why), so fitness cannot read its rules; keep suites as plain Swift text")
      }
    }

    """#
}
