#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Glob matching on repo-relative paths: `*` and `?` stay within a folder, `**` spans folders.
public enum Glob {
  public static func matches(_ path: String, _ glob: String) -> Bool {
    match(Array(path.utf8)[...], Array(glob.utf8)[...])
  }

  private static func match(_ path: ArraySlice<UInt8>, _ glob: ArraySlice<UInt8>) -> Bool {
    guard let first = glob.first else { return path.isEmpty }
    if first == 0x2A, glob.dropFirst().first == 0x2A {
      var rest = glob.dropFirst(2)
      if rest.first == SourceByte.slash { rest = rest.dropFirst() }
      var candidate = path
      while true {
        if match(candidate, rest) { return true }
        guard let slash = candidate.firstIndex(of: SourceByte.slash) else { return false }
        candidate = candidate[(slash + 1)...]
      }
    }
    if first == 0x2A {
      var candidate = path
      while true {
        if match(candidate, glob.dropFirst()) { return true }
        guard let next = candidate.first, next != SourceByte.slash else { return false }
        candidate = candidate.dropFirst()
      }
    }
    guard let head = path.first else { return false }
    if first == 0x3F { return head != SourceByte.slash && match(path.dropFirst(), glob.dropFirst()) }
    return head == first && match(path.dropFirst(), glob.dropFirst())
  }
}
