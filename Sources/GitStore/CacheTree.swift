/// The index's cache-tree extension: for each directory, the tree object its entries would
/// write, or nothing when an entry below it changed since the last write.
///
/// It is what makes the staged change set cost what is staged: a directory whose cached
/// tree equals HEAD's is skipped whole, as `git diff --cached` does.
struct CacheTree {
  var name: [UInt8]
  /// The tree object for this directory, nil when invalidated.
  var hash: ObjectHash?
  var children: [[UInt8]: CacheTree]

  /// Parses the extension's body; nil when malformed (treated as absent).
  static func parse(_ bytes: UnsafeRawBufferPointer) -> CacheTree? {
    var cursor = 0
    let root = node(bytes, &cursor)
    return cursor == bytes.count ? root : nil
  }

  private static func node(_ bytes: UnsafeRawBufferPointer, _ cursor: inout Int) -> CacheTree? {
    // "name\0entry-count subtree-count\n" then, when valid, the 20-byte tree name.
    guard let nul = bytes[cursor...].firstIndex(of: 0) else { return nil }
    let name = Array(bytes[cursor..<nul])
    guard let space = bytes[nul...].firstIndex(of: UInt8(ascii: " ")),
      let newline = bytes[space...].firstIndex(of: UInt8(ascii: "\n")),
      let entryCount = Int(String(decoding: bytes[(nul + 1)..<space], as: UTF8.self)),
      let subtrees = Int(String(decoding: bytes[(space + 1)..<newline], as: UTF8.self)), subtrees >= 0
    else { return nil }
    cursor = newline + 1
    var hash: ObjectHash? = nil
    if entryCount >= 0 {
      guard cursor + 20 <= bytes.count else { return nil }
      hash = ObjectHash(raw: bytes.baseAddress!.advanced(by: cursor))
      cursor += 20
    }
    var children: [[UInt8]: CacheTree] = [:]
    for _ in 0..<subtrees {
      guard let child = node(bytes, &cursor) else { return nil }
      children[child.name] = child
    }
    return CacheTree(name: name, hash: hash, children: children)
  }
}
