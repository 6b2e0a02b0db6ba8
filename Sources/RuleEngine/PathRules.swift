#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What makes a path in a rule unacceptable.
public enum PathRules {
  /// Nil when `path` is a plain repo-relative path (or, with `globs`, one that may hold
  /// `*`, `**` and `?`: roots, exclusions, homes, fence entries); else why it is not.
  public static func problem(with path: String, globs: Bool = false) -> String? {
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
    if globs, bytes.contains(where: { Array("[]{}".utf8).contains($0) }) {
      return "may use only '*', '**' and '?' as wildcards: brackets and braces are not read"
    }
    if !globs, bytes.contains(where: { Array("*?[]{}".utf8).contains($0) }) {
      return "must be a plain path: a wildcard here would let one entry absorb new files"
    }
    if bytes.contains(UInt8(ascii: "\\")) { return "must use '/' as the separator" }
    return nil
  }
}
