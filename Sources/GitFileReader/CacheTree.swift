/// The index's cache-tree extension: for each directory, the tree object its entries would
/// write, or nothing when an entry below it changed since the last write.
///
/// It is what makes the staged change set cost what is staged: a directory whose cached
/// tree equals HEAD's is skipped whole, as `git diff --cached` does.
struct CacheTree {
  var name: [UInt8]
  /// The tree object for this directory, nil when invalidated.
  var hash: ObjectHash?
  var children: [CacheTree]

  func child(named name: [UInt8]) -> CacheTree? {
    children.first { $0.name == name }
  }

  /// Parses the extension's body; nil when malformed (treated as absent).
  static func parse(_ bytes: UnsafeRawBufferPointer) -> CacheTree? {
    var cursor = 0
    let root = node(bytes, &cursor, depth: 0)
    return cursor == bytes.count ? root : nil
  }

  /// Folders nest no deeper than a path is long; a deeper tree is damage, never recursion
  /// without end.
  static let depthLimit = 4096

  private static func node(_ bytes: UnsafeRawBufferPointer, _ cursor: inout Int, depth: Int) -> CacheTree? {
    guard depth < depthLimit else { return nil }
    // "name\0entry-count subtree-count\n" then, when valid, the 20-byte tree name.
    guard let nul = bytes[cursor...].firstIndex(of: 0) else { return nil }
    let name = Array(bytes[cursor..<nul])
    cursor = nul + 1
    guard let entryCount = number(bytes, &cursor, until: UInt8(ascii: " ")),
      let subtrees = number(bytes, &cursor, until: UInt8(ascii: "\n")), subtrees >= 0
    else { return nil }
    var hash: ObjectHash? = nil
    if entryCount >= 0 {
      guard cursor + 20 <= bytes.count else { return nil }
      hash = ObjectHash(raw: bytes.baseAddress! + cursor)
      cursor += 20
    }
    // Each subtree takes at least four bytes: a stated count beyond that is a lie.
    guard subtrees <= (bytes.count - cursor) / 4 else { return nil }
    var children: [CacheTree] = []
    children.reserveCapacity(subtrees)
    for _ in 0..<subtrees {
      guard let child = node(bytes, &cursor, depth: depth + 1) else { return nil }
      children.append(child)
    }
    return CacheTree(name: name, hash: hash, children: children)
  }

  /// A decimal number, maybe negative, ended by `terminator` (consumed).
  private static func number(_ bytes: UnsafeRawBufferPointer, _ cursor: inout Int, until terminator: UInt8) -> Int? {
    var negative = false
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") {
      negative = true
      cursor += 1
    }
    var value = 0
    var digits = 0
    while cursor < bytes.count, bytes[cursor] != terminator {
      let digit = Int(bytes[cursor]) - 48
      guard (0...9).contains(digit), digits < 18 else { return nil }
      value = value * 10 + digit
      digits += 1
      cursor += 1
    }
    guard cursor < bytes.count, digits > 0 else { return nil }
    cursor += 1
    return negative ? -value : value
  }
}
