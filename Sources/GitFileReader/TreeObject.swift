/// One entry of a tree object: `mode name\0` and a 20-byte object name.
struct TreeEntry {
  var mode: UInt32
  var name: ArraySlice<UInt8>
  var hash: ObjectHash

  var isTree: Bool { FileMode.isTree(mode) }
  var isRegularFile: Bool { FileMode.isRegular(mode) }
}

enum TreeObject {
  /// The entries of a tree object's body, in the tree's own order; nil when malformed.
  static func entries(_ body: [UInt8]) -> [TreeEntry]? {
    var entries: [TreeEntry] = []
    var index = 0
    while index < body.count {
      var mode: UInt32 = 0
      while index < body.count, body[index] != UInt8(ascii: " ") {
        let digit = body[index] &- UInt8(ascii: "0")
        guard digit < 8 else { return nil }
        mode = mode << 3 | UInt32(digit)
        index += 1
      }
      index += 1
      guard let end = body[index...].firstIndex(of: 0), end + 21 <= body.count else { return nil }
      let hash = body.withUnsafeBytes { ObjectHash(raw: $0.baseAddress!.advanced(by: end + 1)) }
      entries.append(TreeEntry(mode: mode, name: body[index..<end], hash: hash))
      index = end + 21
    }
    return entries
  }
}
