#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One pack: its version-2 index (`.idx`) and its data (`.pack`), both mapped.
final class Pack {
  private let index: MappedFile
  private let data: MappedFile
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
    self.index = index
    self.data = data
  }

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

  /// Counts a read and, every thousand, releases the pack's pages: a full scan reads a
  /// 100k-file repository's 30 MB pack once, front to back, and need not keep it resident
  /// (a page read again costs a minor fault, which the front-to-back order makes rare).
  func noteRead() {
    let release = readsLock.run { () -> Bool in
      reads += 1
      guard reads >= 1024 else { return false }
      reads = 0
      return true
    }
    if release {
      data.releasePages()
      index.releasePages()
    }
  }

  /// The size stated in the entry's header when it is stored whole (not as a delta).
  func plainSize(at offset: Int) throws(StoreError) -> Int? {
    let (type, size, _) = try header(at: offset)
    return (1...4).contains(type) ? size : nil
  }

  private func header(at offset: Int) throws(StoreError) -> (type: UInt8, size: Int, end: Int) {
    let bytes = data.bytes
    var cursor = offset
    guard cursor < bytes.count else { throw StoreError("pack entry at \(offset) runs past the end") }
    var byte = bytes[cursor]
    cursor += 1
    let type = (byte >> 4) & 7
    var size = Int(byte & 15)
    var shift = 4
    while byte & 0x80 != 0 {
      guard cursor < bytes.count, shift < 57 else { throw StoreError("pack entry at \(offset) has a bad length") }
      byte = bytes[cursor]
      cursor += 1
      size |= Int(byte & 0x7f) << shift
      shift += 7
    }
    return (type, size, cursor)
  }

  /// The object at `offset`, with its deltas applied.
  func object(at offset: Int, store: ObjectStore) throws(StoreError) -> ObjectStore.Object {
    if let cached = bases.object(at: offset) { return cached }
    let bytes = data.bytes
    var (type, size, cursor) = try header(at: offset)
    func next() throws(StoreError) -> UInt8 {
      guard cursor < bytes.count else { throw StoreError("pack entry at \(offset) runs past the end") }
      defer { cursor += 1 }
      return bytes[cursor]
    }
    var byte: UInt8
    switch type {
    case 1...4:
      let kind = ObjectStore.Kind(rawValue: type)!
      guard let body = Inflater.inflate(UnsafeRawBufferPointer(rebasing: bytes[cursor...]), expected: size) else {
        throw StoreError("pack entry at \(offset) is corrupt")
      }
      return .init(kind: kind, body: body)
    case 6, 7:
      let base: ObjectStore.Object
      if type == 6 {
        byte = try next()
        var distance = Int(byte & 0x7f)
        while byte & 0x80 != 0 {
          byte = try next()
          distance = ((distance + 1) << 7) | Int(byte & 0x7f)
        }
        guard distance > 0, distance <= offset else { throw StoreError("pack entry at \(offset) has a bad base") }
        base = try object(at: offset - distance, store: store)
        bases.keep(base, at: offset - distance)
      } else {
        guard cursor + 20 <= bytes.count else { throw StoreError("pack entry at \(offset) runs past the end") }
        let hash = ObjectHash(raw: bytes.baseAddress!.advanced(by: cursor))
        cursor += 20
        base = try store.read(hash)
      }
      guard let delta = Inflater.inflate(UnsafeRawBufferPointer(rebasing: bytes[cursor...]), expected: size),
        let body = Delta.apply(delta, to: base.body)
      else { throw StoreError("pack entry at \(offset) has a corrupt delta") }
      return .init(kind: base.kind, body: body)
    default:
      throw StoreError("pack entry at \(offset) has unknown type \(type)")
    }
  }
}

/// Git's delta format: the sizes of base and result, then copy and insert instructions.
enum Delta {
  static func apply(_ delta: [UInt8], to base: [UInt8]) -> [UInt8]? {
    var cursor = 0
    func size() -> Int? {
      var value = 0
      var shift = 0
      while cursor < delta.count, shift < 57 {
        let byte = delta[cursor]
        cursor += 1
        value |= Int(byte & 0x7f) << shift
        shift += 7
        if byte & 0x80 == 0 { return value }
      }
      return nil
    }
    guard let baseSize = size(), baseSize == base.count, let resultSize = size() else { return nil }
    var result: [UInt8] = []
    result.reserveCapacity(resultSize)
    while cursor < delta.count {
      let instruction = delta[cursor]
      cursor += 1
      if instruction & 0x80 != 0 {
        var offset = 0
        var length = 0
        for bit in 0..<7 where instruction & (1 << bit) != 0 {
          guard cursor < delta.count else { return nil }
          if bit < 4 {
            offset |= Int(delta[cursor]) << (8 * bit)
          } else {
            length |= Int(delta[cursor]) << (8 * (bit - 4))
          }
          cursor += 1
        }
        if length == 0 { length = 0x10000 }
        guard offset + length <= base.count else { return nil }
        result.append(contentsOf: base[offset..<(offset + length)])
      } else if instruction != 0 {
        let length = Int(instruction)
        guard cursor + length <= delta.count else { return nil }
        result.append(contentsOf: delta[cursor..<(cursor + length)])
        cursor += length
      } else {
        return nil
      }
    }
    return result.count == resultSize ? result : nil
  }
}

/// The delta bases read lately, by pack offset, up to a byte budget (oldest out first).
/// Shared by the threads of a full scan, which reads packs front to back. Measured on the
/// 100k-file benchmark: 11 MB holds the scan to git grep's time and its peak memory under
/// 64 MiB; at 10 MB it takes 60% longer, at 4 MB twice as long, and 16 MB only adds
/// memory. A second-chance policy, and keeping every object read, measured worse.
final class DeltaBases: @unchecked Sendable {
  static let budget = 11 << 20
  private var objects: [Int: ObjectStore.Object] = [:]
  private var order: [Int] = []
  private var oldest = 0
  private var bytes = 0
  private let lock = Lock()

  func object(at offset: Int) -> ObjectStore.Object? {
    lock.run { objects[offset] }
  }

  func keep(_ object: ObjectStore.Object, at offset: Int) {
    guard object.body.count < Self.budget / 4 else { return }
    lock.run { store(object, at: offset) }
  }

  private func store(_ object: ObjectStore.Object, at offset: Int) {
    guard objects[offset] == nil else { return }
    objects[offset] = object
    order.append(offset)
    bytes += object.body.count
    while bytes > Self.budget, oldest < order.count {
      if let evicted = objects.removeValue(forKey: order[oldest]) { bytes -= evicted.body.count }
      oldest += 1
    }
    if oldest > 4096 {
      order.removeFirst(oldest)
      oldest = 0
    }
  }
}
