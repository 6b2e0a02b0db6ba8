/// A path with its `.` and `..` segments resolved (RFC 3986 calls this removing dot
/// segments): `a/./b/../c` is `a/c`; `..` above the first segment stays at the top.
package enum DotSegments {
  /// The segments of `path` left after resolving, without empty ones.
  package static func resolved(_ path: String) -> [Substring] {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return parts
  }
}
