#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One pack: its version-2 index (`.idx`) and its data (`.pack`), both mapped.
final class Pack {
  private let index: MappedFile
  private let data: MappedFile
  /// The pack data again, open for `pread` (see `reading(at:sizeLimit:store:chain:)`).
  private let descriptor: Int32
  /// How many objects the pack index lists.
  let count: Int
  /// Objects other entries are deltas against: a pack written by `git gc` chains deltas
  /// 20 to 50 deep, and without this each read would inflate the whole chain again.
  private let bases = DeltaBases()
  /// Objects read since the pages were last released (see `noteRead`).
  private var reads = 0
  private let readsLock = Lock()

  init?(indexPath: String, packPath: String) {
    guard let index = MappedFile(path: indexPath), let data = MappedFile(path: packPath) else { return nil }
    let bytes = index.bytes
    // Version 2: "\377tOc", version 2, 256 fan-out words, then names, CRCs, offsets.
    guard bytes.count >= 8 + 1024 + 40, bytes.load(as: UInt32.self) == UInt32(bigEndian: 0xff74_4f63),
      UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self)) == 2
    else { return nil }
    count = Int(UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 8 + 255 * 4, as: UInt32.self)))
    guard bytes.count >= 8 + 1024 + count * 28 + 40, data.bytes.count >= 12 else { return nil }
    // The fan-out counts objects by first byte, so it never decreases (git: "non-monotonic
    // index"); a lookup trusts it to bound its search.
    var previous: UInt32 = 0
    for slot in 0..<256 {
      let value = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 8 + slot * 4, as: UInt32.self))
      guard value >= previous else { return nil }
      previous = value
    }
    let descriptor = open(packPath, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    self.index = index
    self.data = data
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Where `hash` starts in the pack data, by binary search within its fan-out slot.
  func offset(of hash: ObjectHash) -> Int? {
    let bytes = index.bytes
    func fanout(_ slot: Int) -> Int {
      slot < 0 ? 0 : Int(UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 8 + slot * 4, as: UInt32.self)))
    }
    var low = fanout(hash.firstByte - 1)
    var high = fanout(hash.firstByte)
    let names = 8 + 1024
    while low < high {
      let middle = (low + high) / 2
      let candidate = ObjectHash(raw: bytes.baseAddress!.advanced(by: names + middle * 20))
      if candidate == hash {
        let offsets = names + count * 24
        let small = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offsets + middle * 4, as: UInt32.self))
        guard small & 0x8000_0000 != 0 else { return Int(small) }
        let large = offsets + count * 4 + Int(small & 0x7fff_ffff) * 8
        guard large + 8 <= bytes.count else { return nil }
        // A 64-bit offset past Int.max is damage, not a number to trap on (found by fuzzing).
        return Int(exactly: UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: large, as: UInt64.self)))
      }
      if candidate < hash { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// Counts a read through the mapping and, every 128, hands the data's pages back: a full
  /// scan passes through a 100k-file repository's 28 MB pack once and need not keep it
  /// resident. Each read faults in up to 64 KB around it (the kernel's fault-around), so
  /// every 1,024 reads let the pack climb back to 48 MB between releases; every 128 keeps
  /// the 100k cold scan's peak at 62 MiB for the same time (1.2 s). (The index stays:
  /// lookups into it are random, and it is small.)
  func noteRead() {
    let release = readsLock.run { () -> Bool in
      reads += 1
      guard reads >= 128 else { return false }
      reads = 0
      return true
    }
    if release { data.releasePages() }
  }

  /// The size stated in the entry's header when it is stored whole (not as a delta).
  func plainSize(at offset: Int) throws(StoreError) -> Int? {
    let entry = try mapped(at: offset)
    let (type, size, _) = try Self.header(of: entry, at: offset)
    return (1...4).contains(type) ? size : nil
  }

  /// `stated`, the size the header of the entry stored whole at `offset` gives, once its
  /// stream is seen to hold more than `limit` bytes: the limit skips real contents only,
  /// never a header that lies.
  func realSize(at offset: Int, stated: Int, limit: Int) throws(StoreError) -> Int {
    let entry = try mapped(at: offset)
    let (_, _, end) = try Self.header(of: entry, at: offset)
    guard (Inflater.inflatedSize(UnsafeRawBufferPointer(rebasing: entry[end...]), stopAfter: limit) ?? 0) > limit
    else {
      throw StoreError.damaged("pack entry at \(offset) states \(stated) bytes, but its data holds fewer")
    }
    return stated
  }

  /// The offset of the base of the entry at `offset` when it is an offset delta; nil for
  /// an object stored whole or a delta against a base named by hash.
  func baseOffset(at offset: Int) throws(StoreError) -> Int? {
    let entry = try mapped(at: offset)
    var (type, _, cursor) = try Self.header(of: entry, at: offset)
    guard type == 6 else { return nil }
    return offset - (try Self.baseDistance(in: entry, at: &cursor, of: offset))
  }

  /// The object at `offset`, with its deltas applied; its bases come from and go to the
  /// pack's shared cache.
  func object(at offset: Int, store: ObjectStore, crossing: Int = 0) throws(StoreError) -> ObjectStore.Object {
    try resolve(
      at: offset, store: store, crossing: crossing, held: { bases.object(at: $0) },
      inflate: { (at, start, expected) throws(StoreError) in
        let entry = try mapped(at: at)
        return Inflater.inflate(UnsafeRawBufferPointer(rebasing: entry[start...]), expected: expected)
      },
      keep: { object, at, isTarget in if !isTarget { bases.keep(object, at: at) } })
  }

  /// The object at `offset` for a reader walking the delta tree, unless it is over
  /// `sizeLimit` bytes: bases come from `chain`, and the object joins it.
  ///
  /// The entry is read with `pread` rather than through the mapping: a walk visits the pack
  /// out of order, and every page it touched through the mapping (with the kernel's
  /// fault-around, 64 KB at a time) would count toward the process's memory.
  func reading(at offset: Int, sizeLimit: Int, store: ObjectStore, chain: DeltaChain) throws(StoreError)
    -> ObjectStore.Reading
  {
    if let held = chain.object(in: self, at: offset) {
      return held.body.count > sizeLimit ? .tooLarge(held.body.count) : .object(held)
    }
    let (type, size, _) = try Self.header(of: try mapped(at: offset), at: offset)
    // The header was read through the mapping: count it, or a walk would leave the whole
    // pack resident (a 100k-file repository's 28 MB, more than the heap).
    noteRead()
    if (1...4).contains(type), size > sizeLimit {
      return .tooLarge(try realSize(at: offset, stated: size, limit: sizeLimit))
    }
    let object = try resolve(
      at: offset, store: store, crossing: 0, held: { chain.object(in: self, at: $0) },
      inflate: { (at, start, expected) throws(StoreError) in
        let entry = try chain.buffer.read(descriptor, at: at, fileSize: data.bytes.count) {
          (entry) throws(StoreError) -> Int in
          // Header, base, and the deflated body, which zlib never makes much larger than its
          // input; a stream that needs more is read through the mapping below.
          let (_, size, end) = try Self.header(of: entry, at: at)
          return end + 20 + min(size, 1 << 26) + min(size, 1 << 26) / 8 + 64
        }
        if start <= entry.count,
          let inflated = Inflater.inflate(UnsafeRawBufferPointer(rebasing: entry[start...]), expected: expected)
        {
          return inflated
        }
        let mapped = try mapped(at: at)
        return Inflater.inflate(UnsafeRawBufferPointer(rebasing: mapped[start...]), expected: expected)
      },
      keep: { object, at, _ in chain.append(object, in: self, at: at) })
    return object.body.count > sizeLimit ? .tooLarge(object.body.count) : .object(object)
  }

  /// How long a delta chain may be before it is called corrupt. Git reads chains far deeper
  /// than any it writes (`git gc` stops at 50); this bound only stops a crafted pack.
  static let chainLimit = 1_000_000

  /// The object at `offset`: follows its delta chain down to an entry stored whole (or one
  /// `held` already has), then applies the deltas back up, in a loop, so a chain of any
  /// depth costs no stack. An entry met twice on one chain is a cycle, and an error.
  ///
  /// `inflate(offset, start, size)` inflates the entry's stream from `start`; `keep` hears
  /// each object built on the way, the target last.
  private func resolve(
    at offset: Int, store: ObjectStore, crossing: Int, held: (Int) -> ObjectStore.Object?,
    inflate: (_ offset: Int, _ start: Int, _ size: Int) throws(StoreError) -> [UInt8]?,
    keep: (ObjectStore.Object, Int, _ isTarget: Bool) -> Void
  ) throws(StoreError) -> ObjectStore.Object {
    var deltas: [(offset: Int, delta: [UInt8])] = []
    var visited = Set<Int>()
    var current = offset
    var base: ObjectStore.Object
    while true {
      if let object = held(current) {
        if current == offset { return object }
        base = object
        break
      }
      guard visited.insert(current).inserted else {
        throw StoreError.damaged("pack entry at \(current) is a delta of itself (a cycle in the delta chain)")
      }
      guard visited.count <= Self.chainLimit else {
        throw StoreError.damaged("pack entry at \(offset) has a delta chain over \(Self.chainLimit) long")
      }
      let entry = try mapped(at: current)
      var (type, size, cursor) = try Self.header(of: entry, at: current)
      if (1...4).contains(type) {
        guard let body = try inflate(current, cursor, size) else {
          throw StoreError.damaged("pack entry at \(current) is corrupt")
        }
        base = .init(kind: ObjectStore.Kind(rawValue: type)!, body: body)
        if current != offset { keep(base, current, false) }
        break
      }
      guard type == 6 || type == 7 else {
        throw StoreError.damaged("pack entry at \(current) has unknown type \(type)")
      }
      var next: Int? = nil
      var named: ObjectHash? = nil
      if type == 6 {
        next = current - (try Self.baseDistance(in: entry, at: &cursor, of: current))
      } else {
        guard cursor + 20 <= entry.count else { throw StoreError.damaged("pack entry at \(current) runs past the end") }
        let hash = ObjectHash(raw: entry.baseAddress!.advanced(by: cursor))
        cursor += 20
        if let inPack = self.offset(of: hash) { next = inPack } else { named = hash }
      }
      guard let delta = try inflate(current, cursor, size) else {
        throw StoreError.damaged("pack entry at \(current) has a corrupt delta")
      }
      deltas.append((current, delta))
      if let next {
        current = next
        continue
      }
      // A base outside this pack (a loose object, or another pack).
      base = try store.read(named!, crossing: crossing + 1)
      break
    }
    for (at, delta) in deltas.reversed() {
      guard let body = Delta.apply(delta, to: base.body) else {
        throw StoreError.damaged("pack entry at \(at) has a corrupt delta")
      }
      base = .init(kind: base.kind, body: body)
      keep(base, at, at == offset)
    }
    if deltas.isEmpty { keep(base, offset, true) }
    return base
  }

  /// The mapped bytes from `offset` to the end of the pack.
  private func mapped(at offset: Int) throws(StoreError) -> UnsafeRawBufferPointer {
    guard offset >= 0, offset < data.bytes.count else {
      throw StoreError.damaged("pack entry at \(offset) is past the end")
    }
    return UnsafeRawBufferPointer(rebasing: data.bytes[offset...])
  }

  /// An entry's type and inflated size, and where its header ends, within `entry`.
  private static func header(of entry: UnsafeRawBufferPointer, at offset: Int) throws(StoreError)
    -> (type: UInt8, size: Int, end: Int)
  {
    guard !entry.isEmpty else { throw StoreError.damaged("pack entry at \(offset) runs past the end") }
    var byte = entry[0]
    var cursor = 1
    let type = (byte >> 4) & 7
    var size = Int(byte & 15)
    var shift = 4
    while byte & 0x80 != 0 {
      guard cursor < entry.count, shift < 57 else {
        throw StoreError.damaged("pack entry at \(offset) has a bad length")
      }
      byte = entry[cursor]
      cursor += 1
      size |= Int(byte & 0x7f) << shift
      shift += 7
    }
    return (type, size, cursor)
  }

  /// Reads the distance back to an offset delta's base, starting at `cursor` in `entry`.
  private static func baseDistance(in entry: UnsafeRawBufferPointer, at cursor: inout Int, of offset: Int)
    throws(StoreError) -> Int
  {
    var distance = 0
    var first = true
    while true {
      guard cursor < entry.count, distance < 1 << 56 else {
        throw StoreError.damaged("pack entry at \(offset) has a bad base")
      }
      let byte = entry[cursor]
      cursor += 1
      distance = first ? Int(byte & 0x7f) : ((distance + 1) << 7) | Int(byte & 0x7f)
      first = false
      if byte & 0x80 == 0 { break }
    }
    guard distance > 0, distance <= offset else { throw StoreError.damaged("pack entry at \(offset) has a bad base") }
    return distance
  }
}
