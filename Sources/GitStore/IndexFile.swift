/// The index file (`.git/index`, or `GIT_INDEX_FILE`), read directly: versions 2 to 4 and
/// the cache-tree extension.
///
/// Unlike libgit2, which hashes the whole file on load (80 to 190 ms for a 100k-file
/// index), this trusts the trailer as git itself does outside `git fsck`. What it does not
/// understand (split index, sparse index, an unknown required extension) is a
/// `StoreError`, and the caller falls back to libgit2.
final class IndexFile {
  struct Entry {
    var hash: ObjectHash
    var mode: UInt32
    /// Where the path's bytes start in `paths`, and their count.
    var pathStart: Int
    var pathCount: Int
    var stage: Int
    var intentToAdd: Bool

    var isRegularFile: Bool { mode == 0o100644 || mode == 0o100755 }
  }

  private(set) var entries: [Entry] = []
  /// Every path's bytes, one after another.
  private(set) var paths: [UInt8] = []
  private(set) var cacheTree: CacheTree?

  /// Reads the index at `path`; a missing file is an empty index, as git treats it.
  init(path: String) throws(StoreError) {
    guard FileText.exists(path) else { return }
    guard let file = MappedFile(path: path) else { throw StoreError("cannot read the index at \(path)") }
    try parse(file.bytes)
  }

  private func parse(_ bytes: UnsafeRawBufferPointer) throws(StoreError) {
    guard !bytes.isEmpty else { return }
    func word(_ offset: Int) -> UInt32 { UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    guard bytes.count >= 12 + 20, word(0) == 0x4449_5243 else { throw StoreError("the index has no DIRC header") }
    let version = word(4)
    guard (2...4).contains(version) else { throw StoreError("index version \(version)") }
    let count = Int(word(8))
    let end = bytes.count - 20
    entries.reserveCapacity(count)
    paths.reserveCapacity(count * 32)
    var cursor = 12
    var previousStart = 0
    var previousCount = 0
    for _ in 0..<count {
      guard cursor + 62 <= end else { throw StoreError("the index ends inside an entry") }
      let mode = word(cursor + 24)
      let hash = ObjectHash(raw: bytes.baseAddress!.advanced(by: cursor + 40))
      let flags = UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: cursor + 60, as: UInt16.self))
      var nameStart = cursor + 62
      var extended: UInt16 = 0
      if flags & 0x4000 != 0 {
        guard version >= 3, nameStart + 2 <= end else { throw StoreError("extended flags in a version 2 index") }
        extended = UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: nameStart, as: UInt16.self))
        nameStart += 2
      }
      let pathStart = paths.count
      if version == 4 {
        // A varint: how many bytes of the previous path to drop, then the rest, NUL-ended.
        var strip = 0
        var byte: UInt8
        repeat {
          guard nameStart < end else { throw StoreError("the index ends inside a path") }
          byte = bytes[nameStart]
          nameStart += 1
          strip = (strip << 7) | Int(byte & 0x7f)
          if byte & 0x80 != 0 { strip += 1 }
        } while byte & 0x80 != 0
        guard strip <= previousCount else { throw StoreError("an index v4 path strips too much") }
        paths.append(contentsOf: paths[previousStart..<(previousStart + previousCount - strip)])
        guard let nul = Self.nul(in: bytes, from: nameStart, before: end) else { throw StoreError("unterminated path") }
        paths.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[nameStart..<nul]))
        cursor = nul + 1
      } else {
        guard let nul = Self.nul(in: bytes, from: nameStart, before: end) else { throw StoreError("unterminated path") }
        paths.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[nameStart..<nul]))
        // Entries are padded with NULs to a multiple of eight bytes.
        cursor += (nul - cursor + 8) & ~7
      }
      previousStart = pathStart
      previousCount = paths.count - pathStart
      entries.append(
        Entry(
          hash: hash, mode: mode, pathStart: pathStart, pathCount: previousCount, stage: Int(flags >> 12) & 3,
          intentToAdd: extended & 0x2000 != 0))
    }
    while cursor + 8 <= end {
      let signature = word(cursor)
      let size = Int(word(cursor + 4))
      let body = cursor + 8
      guard body + size <= end else { throw StoreError("an index extension runs past the end") }
      switch signature {
      case 0x5452_4545:  // TREE
        cacheTree = CacheTree.parse(UnsafeRawBufferPointer(rebasing: bytes[body..<(body + size)]))
      case 0x6c69_6e6b: throw StoreError("split index")  // link
      case 0x7364_6972: throw StoreError("sparse index")  // sdir
      default:
        // An extension whose name starts with a capital is optional and may be skipped.
        guard (0x41...0x5a).contains(signature >> 24) else { throw StoreError("required index extension") }
      }
      cursor = body + size
    }
  }

  private static func nul(in bytes: UnsafeRawBufferPointer, from start: Int, before end: Int) -> Int? {
    var index = start
    while index < end {
      if bytes[index] == 0 { return index }
      index += 1
    }
    return nil
  }

  func path(of entry: Entry) -> String {
    String(decoding: paths[entry.pathStart..<(entry.pathStart + entry.pathCount)], as: UTF8.self)
  }

  /// The first entry whose path is not less than `prefix` (bytewise, as the index sorts).
  func lowerBound(_ prefix: [UInt8]) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if compare(entries[middle], prefix) < 0 { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether the entry's path starts with `prefix`.
  func hasPrefix(_ entry: Entry, _ prefix: [UInt8]) -> Bool {
    guard entry.pathCount >= prefix.count else { return false }
    for offset in 0..<prefix.count where paths[entry.pathStart + offset] != prefix[offset] { return false }
    return true
  }

  /// Bytewise comparison of an entry's path with `other`.
  func compare(_ entry: Entry, _ other: [UInt8]) -> Int {
    let shared = min(entry.pathCount, other.count)
    for offset in 0..<shared {
      let byte = paths[entry.pathStart + offset]
      if byte != other[offset] { return byte < other[offset] ? -1 : 1 }
    }
    return entry.pathCount == other.count ? 0 : (entry.pathCount < other.count ? -1 : 1)
  }
}
