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
  private let count: Int
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
    let descriptor = open(packPath, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    self.index = index
    self.data = data
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Every pack in `objects/pack`.
  static func all(in objects: String) -> [Pack] {
    let folder = objects + "/pack"
    return FileText.names(in: folder).filter { $0.hasSuffix(".idx") }.sorted().compactMap { name in
      let stem = folder + "/" + name.dropLast(4)
      return Pack(indexPath: stem + ".idx", packPath: stem + ".pack")
    }
  }

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
        return Int(UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: large, as: UInt64.self)))
      }
      if candidate < hash { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// Counts a read through the mapping and, every thousand, hands the data's pages back: a
  /// full scan passes through a 100k-file repository's 30 MB pack once and need not keep it
  /// resident. (The index stays: lookups into it are random, and it is small.)
  func noteRead() {
    let release = readsLock.run { () -> Bool in
      reads += 1
      guard reads >= 1024 else { return false }
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
  func object(at offset: Int, store: ObjectStore) throws(StoreError) -> ObjectStore.Object {
    if let cached = bases.object(at: offset) { return cached }
    return try build(try mapped(at: offset), at: offset, store: store) { (base) throws(StoreError) in
      let object = try self.object(at: base, store: store)
      bases.keep(object, at: base)
      return object
    }
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
    let entry = try chain.buffer.read(descriptor, at: offset, fileSize: data.bytes.count) {
      (entry) throws(StoreError) -> Int in
      // Header, base, and the deflated body, which zlib never makes much larger than its
      // input; a stream that needs more is read through the mapping below.
      let (_, size, end) = try Self.header(of: entry, at: offset)
      return end + 20 + size + size / 8 + 64
    }
    let (type, size, _) = try Self.header(of: entry, at: offset)
    if (1...4).contains(type), size > sizeLimit { return .tooLarge(size) }
    let build = { (entry: UnsafeRawBufferPointer) throws(StoreError) -> ObjectStore.Object in
      try self.build(entry, at: offset, store: store) { (base) throws(StoreError) in
        guard case .object(let object) = try self.reading(at: base, sizeLimit: .max, store: store, chain: chain) else {
          throw StoreError("pack entry at \(base) cannot be read")
        }
        return object
      }
    }
    let object: ObjectStore.Object
    do {
      object = try build(entry)
    } catch {
      object = try build(try mapped(at: offset))
    }
    chain.append(object, in: self, at: offset)
    return object.body.count > sizeLimit ? .tooLarge(object.body.count) : .object(object)
  }

  /// The mapped bytes from `offset` to the end of the pack.
  private func mapped(at offset: Int) throws(StoreError) -> UnsafeRawBufferPointer {
    guard offset >= 0, offset < data.bytes.count else { throw StoreError("pack entry at \(offset) is past the end") }
    return UnsafeRawBufferPointer(rebasing: data.bytes[offset...])
  }

  /// Inflates `entry`, the bytes from `offset` on; an offset delta's base comes from `base`.
  private func build(
    _ entry: UnsafeRawBufferPointer, at offset: Int, store: ObjectStore,
    base baseObject: (Int) throws(StoreError) -> ObjectStore.Object
  ) throws(StoreError) -> ObjectStore.Object {
    var (type, size, cursor) = try Self.header(of: entry, at: offset)
    switch type {
    case 1...4:
      let kind = ObjectStore.Kind(rawValue: type)!
      guard let body = Inflater.inflate(UnsafeRawBufferPointer(rebasing: entry[cursor...]), expected: size) else {
        throw StoreError("pack entry at \(offset) is corrupt")
      }
      return .init(kind: kind, body: body)
    case 6, 7:
      var baseOffset: Int? = nil
      var baseHash: ObjectHash? = nil
      if type == 6 {
        baseOffset = offset - (try Self.baseDistance(in: entry, at: &cursor, of: offset))
      } else {
        guard cursor + 20 <= entry.count else { throw StoreError("pack entry at \(offset) runs past the end") }
        baseHash = ObjectHash(raw: entry.baseAddress!.advanced(by: cursor))
        cursor += 20
      }
      // The delta first: reading the base may reuse the buffer `entry` lies in.
      guard let delta = Inflater.inflate(UnsafeRawBufferPointer(rebasing: entry[cursor...]), expected: size) else {
        throw StoreError("pack entry at \(offset) has a corrupt delta")
      }
      let base: ObjectStore.Object
      if let baseOffset { base = try baseObject(baseOffset) } else { base = try store.read(baseHash!) }
      guard let body = Delta.apply(delta, to: base.body) else {
        throw StoreError("pack entry at \(offset) has a corrupt delta")
      }
      return .init(kind: base.kind, body: body)
    default:
      throw StoreError("pack entry at \(offset) has unknown type \(type)")
    }
  }

  /// An entry's type and inflated size, and where its header ends, within `entry`.
  private static func header(of entry: UnsafeRawBufferPointer, at offset: Int) throws(StoreError)
    -> (type: UInt8, size: Int, end: Int)
  {
    guard !entry.isEmpty else { throw StoreError("pack entry at \(offset) runs past the end") }
    var byte = entry[0]
    var cursor = 1
    let type = (byte >> 4) & 7
    var size = Int(byte & 15)
    var shift = 4
    while byte & 0x80 != 0 {
      guard cursor < entry.count, shift < 57 else { throw StoreError("pack entry at \(offset) has a bad length") }
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
      guard cursor < entry.count, distance < 1 << 56 else { throw StoreError("pack entry at \(offset) has a bad base") }
      let byte = entry[cursor]
      cursor += 1
      distance = first ? Int(byte & 0x7f) : ((distance + 1) << 7) | Int(byte & 0x7f)
      first = false
      if byte & 0x80 == 0 { break }
    }
    guard distance > 0, distance <= offset else { throw StoreError("pack entry at \(offset) has a bad base") }
    return distance
  }
}
