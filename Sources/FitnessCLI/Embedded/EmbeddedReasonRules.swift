// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/RuleEngine/ReasonRules.swift
  static let reasonRules = #"""
    #if canImport(SwiftScanner)
      import SwiftScanner
    #endif

    /// What counts as a reason for an exception.
    public enum ReasonRules {
      private static let boilerplate: Set<String> = [
        "", "todo", "tbd", "fixme", "reason", "why", "-", "n/a", "na", "none", "because", "...",
      ]

      /// Whether `reason` says nothing: empty, or a placeholder like "TODO".
      public static func isBoilerplate(_ reason: String) -> Bool {
        var text = Substring(reason)
        while let last = text.last, last == " " || last == "." || last == ":" { text = text.dropLast() }
        return boilerplate.contains(text.lowercased())
      }
    }

    """#
}
