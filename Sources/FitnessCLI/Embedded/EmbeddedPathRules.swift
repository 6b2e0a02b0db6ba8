// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/RuleEngine/PathRules.swift
  static let pathRules = #"""
    #if canImport(SwiftScanner)
      import SwiftScanner
    #endif

    /// What makes a path in a rule unacceptable.
    public enum PathRules {
      /// Nil when `path` is a plain repo-relative path; else why it is not.
      public static func problem(with path: String) -> String? {
        // Bytes, not Characters: this runs for every fence entry on every commit.
        let bytes = path.utf8
        if bytes.first == UInt8(ascii: "/") || bytes.first == UInt8(ascii: "~") {
          return "must be relative to the repository root"
        }
        if bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).contains(where: {
          $0.elementsEqual("..".utf8)
        }) {
          return "must not climb out with '..'"
        }
        if bytes.contains(where: { Array("*?[]{}".utf8).contains($0) }) {
          return "must be a plain path: globs would let one entry absorb new files"
        }
        if bytes.contains(UInt8(ascii: "\\")) { return "must use '/' as the separator" }
        return nil
      }
    }

    """#
}
