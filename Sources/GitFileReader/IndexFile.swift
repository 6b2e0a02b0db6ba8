import SwiftScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The index file (`.git/index`, or `GIT_INDEX_FILE`), read directly: versions 2 to 4 and
/// the cache-tree extension.
///
/// Unlike libgit2, which hashes the whole file on load (80 to 190 ms for a 100k-file
/// index), this trusts the trailer as git itself does outside `git fsck`. What it does not
/// understand (split index, sparse index, an unknown required extension) is a
/// `StoreError`, and the caller falls back to libgit2.
///
/// Paths stay where they are in the mapped file (versions 2 and 3); version 4 compresses
/// each path against the one before, so those are spelled out once into `arena`.
final class IndexFile {
  struct Entry {
    var hash: ObjectHash
    var mode: UInt32
    /// Where the path's bytes start, from `base`, and their count.
    var pathStart: Int32
    var pathCount: Int32
    var flags: UInt16

    var stage: Int { Int(flags >> 12) & 3 }
    var intentToAdd: Bool { flags & 0x0800 != 0 }
    var isRegularFile: Bool { FileMode.isRegular(mode) }
  }

  private(set) var entries: [Entry] = []
  private(set) var cacheTree: CacheTree?
  private var file: MappedFile?
  private var arena: UnsafeMutableRawBufferPointer?
  /// Where path offsets count from: the mapped file, or the arena for version 4.
  private var base: UnsafeRawPointer?

  /// Reads the index at `path`; a missing file is an empty index, as git treats it.
  init(path: String) throws(StoreError) {
    guard FileText.exists(path) else { return }
    guard let file = MappedFile(path: path) else { throw StoreError("cannot read the index at \(path)") }
    self.file = file
    try parse(file.bytes)
    // Git checks the trailer only in `git fsck`; the hook checks it on every read, because
    // one flipped byte in a path or a mode would otherwise pass a violation unseen. With the
    // processor's SHA instructions that is 0.2 ms at 4,000 files but 5.6 ms at 100,000
    // (9.6 MB), so it runs on the second core while the check goes on (measured at 100k:
    // 17.6 ms against 21.2 ms in line), and `verifyChecksum` waits for it before anyone
    // believes a verdict. The mapping outlives the hash: `deinit` waits for it first.
    nonisolated(unsafe) let bytes = file.bytes
    checksum.start {
      let trailer = Array(bytes.suffix(20))
      return trailer.allSatisfy { $0 == 0 }
        || SHA1.digest(UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 20)])) == trailer
    }
  }

  /// Parses index bytes held elsewhere, valid while they are (the fuzz harness).
  init(parsing bytes: UnsafeRawBufferPointer) throws(StoreError) {
    try parse(bytes)
  }

  /// The background comparison of the index's SHA-1 with its trailer.
  private let checksum = BackgroundCheck()

  /// Throws damage when the index's bytes do not match the SHA-1 that ends them (a zero
  /// trailer is `index.skipHash`, which git writes on purpose).
  func verifyChecksum() throws(StoreError) {
    guard checksum.wait() else {
      throw StoreError.damaged("the index's bytes do not match its checksum (git would say \"bad signature\")")
    }
  }

  deinit {
    _ = checksum.wait()
    arena?.deallocate()
  }

  func releasePages() {
    file?.releasePages()
  }

  private func parse(_ bytes: UnsafeRawBufferPointer) throws(StoreError) {
    guard let start = bytes.baseAddress else { return }
    let (version, count, end) = try Self.header(of: bytes)
    entries.reserveCapacity(count)
    var lengths: [Int] = []
    lengths.reserveCapacity(count)
    var arenaUsed = 0
    if version == 4 {
      // No path is longer than the file itself; prefixes repeat, so grow when needed.
      arena = .allocate(byteCount: max(64, end * 2), alignment: 1)
    }
    base = version == 4 ? UnsafeRawPointer(arena!.baseAddress!) : start
    var cursor = 12
    var previous = (start: 0, count: 0)
    for _ in 0..<count {
      guard cursor + 62 <= end else { throw StoreError.damaged("the index ends inside an entry") }
      let mode = Self.word(start, cursor + 24)
      let hash = ObjectHash(raw: start + cursor + 40)
      var flags = UInt16(bigEndian: start.loadUnaligned(fromByteOffset: cursor + 60, as: UInt16.self))
      let statedLength = Int(flags & 0x0FFF)
      var nameStart = cursor + 62
      if flags & 0x4000 != 0 {
        guard version >= 3, nameStart + 2 <= end else {
          throw StoreError.damaged("extended flags in a version 2 index")
        }
        let extended = UInt16(bigEndian: start.loadUnaligned(fromByteOffset: nameStart, as: UInt16.self))
        // Keep intent-to-add (extended bit 13) in the otherwise unused low bits.
        flags = (flags & 0xf000) | (extended & 0x2000 != 0 ? 0x0800 : 0)
        nameStart += 2
      }
      let path: (start: Int, count: Int)
      if version == 4 {
        (path, cursor) = try prefixedPath(bytes, at: nameStart, end: end, previous: previous, arenaUsed: &arenaUsed)
      } else {
        guard let nulPointer = memchr(start + nameStart, 0, end - nameStart) else {
          throw StoreError.damaged("unterminated path")
        }
        let nul = UnsafeRawPointer(nulPointer) - start
        path = (nameStart, nul - nameStart)
        // Entries are padded with NULs to a multiple of eight bytes.
        cursor += (nul - cursor + 8) & ~7
      }
      lengths.append(statedLength)
      previous = path
      entries.append(
        Entry(hash: hash, mode: mode, pathStart: Int32(path.start), pathCount: Int32(path.count), flags: flags))
    }
    try readExtensions(start, from: cursor, end: end)
    try validate(lengths: lengths)
  }

  private static func word(_ start: UnsafeRawPointer, _ offset: Int) -> UInt32 {
    UInt32(bigEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  /// The header: the version (2 to 4), the entry count, and where the entries and
  /// extensions end (before the 20-byte trailer).
  private static func header(of bytes: UnsafeRawBufferPointer) throws(StoreError) -> (
    version: UInt32, count: Int, end: Int
  ) {
    guard bytes.count >= 12 + 20, let start = bytes.baseAddress, word(start, 0) == 0x4449_5243 else {
      throw StoreError.damaged("the index has no DIRC header")
    }
    let version = word(start, 4)
    guard (2...4).contains(version) else { throw StoreError("index version \(version)") }
    let count = Int(word(start, 8))
    let end = bytes.count - 20
    guard end < Int(Int32.max) else { throw StoreError("the index is over 2 GB") }
    // Every entry takes at least 62 bytes: a count that cannot fit is a lie, never allocated.
    guard count <= (end - 12) / 62 else {
      throw StoreError.damaged("the index states \(count) entries, more than it holds")
    }
    return (version, count, end)
  }

  /// A version 4 path: a varint of how many bytes of the previous path to drop, then the
  /// rest, NUL-ended; written whole into the arena. The path, and where the next entry starts.
  private func prefixedPath(
    _ bytes: UnsafeRawBufferPointer, at name: Int, end: Int, previous: (start: Int, count: Int), arenaUsed: inout Int
  ) throws(StoreError) -> (path: (start: Int, count: Int), next: Int) {
    let start = bytes.baseAddress!
    var nameStart = name
    var strip = 0
    var byte: UInt8
    repeat {
      guard nameStart < end, strip <= end else { throw StoreError.damaged("the index ends inside a path") }
      byte = bytes[nameStart]
      nameStart += 1
      strip = (strip << 7) | Int(byte & 0x7f)
      if byte & 0x80 != 0 { strip += 1 }
    } while byte & 0x80 != 0
    guard strip <= previous.count else { throw StoreError.damaged("an index v4 path strips too much") }
    guard let nulPointer = memchr(start + nameStart, 0, end - nameStart) else {
      throw StoreError.damaged("unterminated path")
    }
    let nul = UnsafeRawPointer(nulPointer) - start
    let kept = previous.count - strip
    let count = kept + (nul - nameStart)
    if arenaUsed + count > arena!.count { growArena(to: (arenaUsed + count) * 2) }
    let arenaStart = arena!.baseAddress!
    if kept > 0 { memmove(arenaStart + arenaUsed, arenaStart + previous.start, kept) }
    memcpy(arenaStart + arenaUsed + kept, start + nameStart, nul - nameStart)
    defer { arenaUsed += count }
    return ((arenaUsed, count), nul + 1)
  }

  /// The extensions after the entries: the cache-tree is kept; a split or sparse index,
  /// or a required extension this reader does not know, is the tool's to read.
  private func readExtensions(_ start: UnsafeRawPointer, from first: Int, end: Int) throws(StoreError) {
    var cursor = first
    while cursor + 8 <= end {
      let signature = Self.word(start, cursor)
      let size = Int(Self.word(start, cursor + 4))
      let body = cursor + 8
      guard body + size <= end else { throw StoreError.damaged("an index extension runs past the end") }
      switch signature {
      case 0x5452_4545:  // TREE
        cacheTree = CacheTree.parse(UnsafeRawBufferPointer(start: start + body, count: size))
      case 0x6c69_6e6b: throw StoreError("split index")  // link
      case 0x7364_6972: throw StoreError("sparse index")  // sdir
      default:
        // An extension whose name starts with a capital is optional and may be skipped.
        guard (0x41...0x5a).contains(signature >> 24) else { throw StoreError("required index extension") }
      }
      cursor = body + size
    }
  }

  /// What git itself writes, checked before anything is believed (and after the
  /// extensions, so a split index is named as such): a mode of a known type, the path's
  /// length in the flags, paths in strictly increasing order (or one path's stages in
  /// order). A damaged entry is no file to skip, and no index to hand to libgit2: it is
  /// damage, exit 2.
  private func validate(lengths: [Int]) throws(StoreError) {
    for (position, entry) in entries.enumerated() {
      guard [0o100000, 0o120000, 0o160000].contains(entry.mode & 0o170000) else {
        throw StoreError.damaged(
          "the index entry for \(path(of: entry)) has mode \(String(entry.mode, radix: 8)), which git never writes")
      }
      guard lengths[position] == min(Int(entry.pathCount), 0x0FFF) else {
        throw StoreError.damaged("the index entry for \(path(of: entry)) states another path length than its path's")
      }
      guard position > 0 else { continue }
      let previous = entries[position - 1]
      let order = Self.compare(pathBytes(previous), pathBytes(entry))
      guard order < 0 || (order == 0 && previous.stage < entry.stage) else {
        throw StoreError.damaged("the index's paths are out of order at \(path(of: entry))")
      }
    }
  }

  private func growArena(to size: Int) {
    let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
    larger.copyMemory(from: UnsafeRawBufferPointer(arena!))
    arena!.deallocate()
    arena = larger
    base = UnsafeRawPointer(larger.baseAddress!)
  }

  /// The entry's path bytes, valid while this index lives.
  func pathBytes(_ entry: Entry) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: base! + Int(entry.pathStart), count: Int(entry.pathCount))
  }

  /// The entry's path, spelled as git quotes it (`QuotedPath`): exact for any bytes.
  func path(of entry: Entry) -> String {
    QuotedPath.spelling(pathBytes(entry))
  }

  /// The first entry whose path is not less than `key` (bytewise, as the index sorts).
  func lowerBound(_ key: UnsafeRawBufferPointer, from low: Int = 0) -> Int {
    var low = low
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if Self.compare(pathBytes(entries[middle]), key) < 0 { low = middle + 1 } else { high = middle }
    }
    return low
  }

  func lowerBound(_ key: [UInt8], from low: Int = 0) -> Int {
    key.withUnsafeBytes { lowerBound($0, from: low) }
  }

  /// Bytewise comparison: negative, zero or positive.
  static func compare(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Int {
    let shared = min(left.count, right.count)
    if shared > 0 {
      let order = memcmp(left.baseAddress!, right.baseAddress!, shared)
      if order != 0 { return Int(order) }
    }
    return left.count - right.count
  }

  /// Whether the entry's path starts with `prefix`.
  func hasPrefix(_ entry: Entry, _ prefix: UnsafeRawBufferPointer) -> Bool {
    guard Int(entry.pathCount) >= prefix.count else { return false }
    return prefix.isEmpty || memcmp(base! + Int(entry.pathStart), prefix.baseAddress!, prefix.count) == 0
  }
}
