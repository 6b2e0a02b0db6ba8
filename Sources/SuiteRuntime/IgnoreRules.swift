import Foundation

/// Git's ignore rules, as `.gitignore` files and `.git/info/exclude` state them (see
/// gitignore(5)), for telling which untracked files belong to the working tree.
///
/// Read from the repository alone, so a suite judges the same files on every machine: the
/// user's global excludes file (`core.excludesFile`) is not read. A file that only it
/// ignores counts here while `git status` hides it.
struct IgnoreRules {
  struct Pattern {
    /// The folder of the file that holds the pattern, with a trailing `/` (empty at the root).
    var base: [UInt8]
    var glob: [UInt8]
    var negated: Bool
    var directoryOnly: Bool
    /// A pattern with a `/` before its end matches from `base`; one without matches a name
    /// at any depth.
    var anchored: Bool
  }

  private(set) var patterns: [Pattern] = []

  /// The patterns of one ignore file's bytes, found in the folder `base`.
  mutating func add(_ bytes: [UInt8], base: [UInt8]) {
    for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
      var line = Array(raw)
      if line.last == 0x0D { line.removeLast() }
      // Trailing spaces go, unless escaped with a backslash.
      while line.last == 0x20, !(line.count >= 2 && line[line.count - 2] == 0x5C) { line.removeLast() }
      guard let first = line.first, first != UInt8(ascii: "#") else { continue }
      var negated = false
      if first == UInt8(ascii: "!") {
        negated = true
        line.removeFirst()
      } else if first == 0x5C, line.count > 1, line[1] == UInt8(ascii: "#") || line[1] == UInt8(ascii: "!") {
        line.removeFirst()
      }
      var directoryOnly = false
      if line.last == UInt8(ascii: "/") {
        directoryOnly = true
        line.removeLast()
      }
      guard !line.isEmpty else { continue }
      let anchored = line.contains(UInt8(ascii: "/"))
      if line.first == UInt8(ascii: "/") { line.removeFirst() }
      patterns.append(
        Pattern(base: base, glob: line, negated: negated, directoryOnly: directoryOnly, anchored: anchored))
    }
  }

  /// Whether `path` (repo-relative bytes) is ignored: the last pattern that matches says.
  func isIgnored(_ path: [UInt8], isDirectory: Bool) -> Bool {
    for pattern in patterns.reversed() where Self.matches(pattern, path, isDirectory: isDirectory) {
      return !pattern.negated
    }
    return false
  }

  private static func matches(_ pattern: Pattern, _ path: [UInt8], isDirectory: Bool) -> Bool {
    guard !pattern.directoryOnly || isDirectory, path.starts(with: pattern.base) else { return false }
    let relative = path[pattern.base.count...]
    if pattern.anchored { return Wildcard.matches(pattern.glob[...], relative) }
    let name = relative.lastIndex(of: UInt8(ascii: "/")).map { relative[($0 + 1)...] } ?? relative
    return Wildcard.matches(pattern.glob[...], name)
  }
}

/// Git's wildcards on path bytes: `*` and `?` stay within a folder, `[…]` is a class,
/// `**` spans folders where it stands between slashes, and `\` escapes.
enum Wildcard {
  static func matches(_ glob: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    var budget = 100_000
    return match(Array(glob), 0, text, &budget)
  }

  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")

  /// Whether `glob` from `at` matches `text`. `budget` bounds the backtracking, so no
  /// pattern makes a suite hang.
  private static func match(_ glob: [UInt8], _ at: Int, _ text: ArraySlice<UInt8>, _ budget: inout Int) -> Bool {
    budget -= 1
    guard budget > 0 else { return false }
    guard at < glob.count else { return text.isEmpty }
    let first = glob[at]
    if first == star, at + 1 < glob.count, glob[at + 1] == star, at == 0 || glob[at - 1] == slash {
      let rest = at + 2
      // `**` at the end: everything below.
      if rest == glob.count { return true }
      if glob[rest] == slash {
        // `**/`: zero or more whole folders.
        var candidate = text
        while true {
          if match(glob, rest + 1, candidate, &budget) { return true }
          guard let cut = candidate.firstIndex(of: slash) else { return false }
          candidate = candidate[(cut + 1)...]
        }
      }
    }
    if first == star {
      var rest = at + 1
      while rest < glob.count, glob[rest] == star { rest += 1 }
      var candidate = text
      while true {
        if match(glob, rest, candidate, &budget) { return true }
        guard let next = candidate.first, next != slash else { return false }
        candidate = candidate.dropFirst()
      }
    }
    guard let head = text.first else { return false }
    switch first {
    case UInt8(ascii: "?"):
      return head != slash && match(glob, at + 1, text.dropFirst(), &budget)
    case UInt8(ascii: "["):
      guard let (accepts, end) = characterClass(glob, at), head != slash else { return false }
      return accepts(head) && match(glob, end, text.dropFirst(), &budget)
    case 0x5C where at + 1 < glob.count:
      return head == glob[at + 1] && match(glob, at + 2, text.dropFirst(), &budget)
    default:
      return head == first && match(glob, at + 1, text.dropFirst(), &budget)
    }
  }

  /// `[abc]`, `[a-z]`, `[!x]` or `[^x]` at `at`: what it accepts, and where the pattern
  /// goes on; nil when the bracket is never closed.
  private static func characterClass(_ glob: [UInt8], _ at: Int) -> ((UInt8) -> Bool, Int)? {
    var index = at + 1
    var negated = false
    if index < glob.count, glob[index] == UInt8(ascii: "!") || glob[index] == UInt8(ascii: "^") {
      negated = true
      index += 1
    }
    var ranges: [ClosedRange<UInt8>] = []
    var first = true
    while index < glob.count, first || glob[index] != UInt8(ascii: "]") {
      first = false
      var low = glob[index]
      if low == 0x5C, index + 1 < glob.count {
        index += 1
        low = glob[index]
      }
      var high = low
      if index + 2 < glob.count, glob[index + 1] == UInt8(ascii: "-"), glob[index + 2] != UInt8(ascii: "]") {
        high = glob[index + 2]
        index += 2
      }
      if low <= high { ranges.append(low...high) }
      index += 1
    }
    guard index < glob.count else { return nil }
    return ({ byte in ranges.contains { $0.contains(byte) } != negated }, index + 1)
  }
}
