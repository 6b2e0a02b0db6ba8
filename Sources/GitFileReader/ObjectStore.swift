#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads objects straight from a repository's object folders: loose files and packs.
///
/// Covers what a commit in an ordinary repository meets: loose objects (what `git add`
/// writes) and version-2 pack indexes with offset and reference deltas, plus alternates.
/// An object it cannot find is `StoreError`, so the caller falls back to libgit2, which
/// knows every other case (promisor remotes, for one).
final class ObjectStore {
  enum Kind: UInt8 {
    case commit = 1
    case tree = 2
    case blob = 3
    case tag = 4
  }

  struct Object {
    var kind: Kind
    var body: [UInt8]
  }

  private let folders: [String]
  /// The packs, opened on first need and looked for again when an object is missing.
  private let packList = PackList()

  /// `objects` is the repository's objects folder; alternates listed in
  /// `info/alternates` are searched after it.
  init(objects: String) {
    var folders = [objects]
    if let text = FileText.read(objects + "/info/alternates") {
      for line in text.split(separator: UInt8(ascii: "\n")) where !line.isEmpty && line.first != UInt8(ascii: "#") {
        let path = String(decoding: line, as: UTF8.self)
        folders.append(path.hasPrefix("/") ? path : objects + "/" + path)
      }
    }
    self.folders = folders
  }

  enum Reading {
    case object(Object)
    /// Over the size limit asked for: not inflated.
    case tooLarge(Int)
  }

  /// Where an object lies: a pack's number and the entry's offset there; `pack` is -1 for
  /// a loose object (or one not found).
  struct Place {
    var pack: Int
    var offset: Int
  }

  /// The positions of `hashes` in the order that reads them best, and where each lies:
  /// loose (and unknown) objects first, then each pack's along its delta tree
  /// (`DeltaTree`), which a reader with a `DeltaChain` follows applying one delta per object.
  func readingPlan(of hashes: [ObjectHash?]) -> (order: [Int], places: [Place]) {
    let packs = packList.packs(in: folders)
    var order: [Int] = []
    order.reserveCapacity(hashes.count)
    var places = [Place](repeating: Place(pack: -1, offset: 0), count: hashes.count)
    var wanted = [[(offset: Int, position: Int)]](repeating: [], count: packs.count)
    for (position, hash) in hashes.enumerated() {
      if let hash {
        for (number, pack) in packs.enumerated() {
          guard let offset = pack.offset(of: hash) else { continue }
          places[position] = Place(pack: number, offset: offset)
          wanted[number].append((offset, position))
          break
        }
      }
      if places[position].pack < 0 { order.append(position) }
    }
    for (number, pack) in packs.enumerated() where !wanted[number].isEmpty {
      order += DeltaTree.preorder(of: wanted[number], in: pack)
    }
    return (order, places)
  }

  /// The object named `hash`, which lies at `place` (from `readingPlan(of:)`), read with
  /// `chain` holding its delta bases; over `sizeLimit` bytes, only its size.
  func read(_ hash: ObjectHash, at place: Place, sizeLimit: Int, chain: DeltaChain) throws(StoreError) -> Reading {
    guard place.pack >= 0 else { return try read(hash, sizeLimit: sizeLimit) }
    let pack = packList.packs(in: folders)[place.pack]
    return try pack.reading(at: place.offset, sizeLimit: sizeLimit, store: self, chain: chain)
  }

  /// The object named `hash`.
  func read(_ hash: ObjectHash) throws(StoreError) -> Object {
    try read(hash, crossing: 0)
  }

  /// How many times one read may follow a delta base into another pack: a thin pack fixed
  /// by git needs one; a loop between packs would need them all.
  static let crossingLimit = 16

  /// The object named `hash`, read for a delta whose base lies outside its pack, `crossing`
  /// packs deep.
  func read(_ hash: ObjectHash, crossing: Int) throws(StoreError) -> Object {
    guard crossing <= Self.crossingLimit else {
      throw StoreError.damaged(
        "object \(hash): its delta chain crosses packs more than \(Self.crossingLimit) times (a loop)")
    }
    guard case .object(let object) = try read(hash, sizeLimit: .max, crossing: crossing) else {
      throw StoreError("object \(hash) is too large")
    }
    return object
  }

  /// The object named `hash`, unless it is over `sizeLimit` bytes: then only its size, read
  /// from its header without inflating the rest.
  ///
  /// Loose first: a commit's new blobs are loose, and the packs need not be opened to read
  /// them. (A full scan, whose objects are mostly packed, reads by `Place` instead.)
  ///
  /// A miss looks again once, in packs that appeared since (as git does): a `git gc`
  /// running beside the check packs loose objects and then deletes them.
  func read(_ hash: ObjectHash, sizeLimit: Int, crossing: Int = 0) throws(StoreError) -> Reading {
    if let reading = try find(hash, sizeLimit: sizeLimit, crossing: crossing, in: packList.packs(in: folders)) {
      return reading
    }
    if let newer = packList.newPacks(in: folders),
      let reading = try find(hash, sizeLimit: sizeLimit, crossing: crossing, in: newer)
    {
      return reading
    }
    throw StoreError("object \(hash) not found")
  }

  /// The object, loose or in one of `packs`; nil when it is in neither.
  private func find(_ hash: ObjectHash, sizeLimit: Int, crossing: Int, in packs: [Pack]) throws(StoreError)
    -> Reading?
  {
    for folder in folders {
      if let file = MappedFile(path: folder + "/" + hash.loosePath, copyLimit: Self.looseCopyLimit) {
        return try Self.loose(file.bytes, hash: hash, sizeLimit: sizeLimit)
      }
    }
    for pack in packs {
      if let offset = pack.offset(of: hash) {
        if let size = try pack.plainSize(at: offset), size > sizeLimit {
          return .tooLarge(try pack.realSize(at: offset, stated: size, limit: sizeLimit))
        }
        let object = try pack.object(at: offset, store: self, crossing: crossing)
        pack.noteRead()
        return object.body.count > sizeLimit ? .tooLarge(object.body.count) : .object(object)
      }
    }
    return nil
  }

  /// At most the first `count` bytes of the object's body: inflates no more than that for a
  /// loose object; a packed one is read whole (its deltas need it).
  func prefix(of hash: ObjectHash, count: Int) throws(StoreError) -> [UInt8] {
    for folder in folders {
      if let file = MappedFile(path: folder + "/" + hash.loosePath, copyLimit: Self.looseCopyLimit) {
        guard let head = Inflater.inflate(file.bytes, limit: count + 64), let nul = head.firstIndex(of: 0) else {
          throw StoreError.damaged("loose object \(hash) is corrupt")
        }
        return Array(head[(nul + 1)...].prefix(count))
      }
    }
    guard case .object(let object) = try read(hash, sizeLimit: .max) else { return [] }
    return Array(object.body.prefix(count))
  }

  /// Loose objects up to this size are read, not mapped (see `MappedFile`).
  static let looseCopyLimit = 256 << 10

  /// A loose object: `kind size\0body`, deflated.
  static func loose(_ bytes: UnsafeRawBufferPointer, hash: ObjectHash, sizeLimit: Int)
    throws(StoreError) -> Reading
  {
    guard let head = Inflater.inflate(bytes, limit: 64), let space = head.firstIndex(of: UInt8(ascii: " ")),
      let nul = head.firstIndex(of: 0), space < nul
    else { throw StoreError.damaged("loose object \(hash) is corrupt") }
    let kinds: [String: Kind] = ["commit": .commit, "tree": .tree, "blob": .blob, "tag": .tag]
    guard let kind = kinds[String(decoding: head[..<space], as: UTF8.self)],
      let size = Int(String(decoding: head[(space + 1)..<nul], as: UTF8.self))
    else { throw StoreError.damaged("loose object \(hash) has an unknown header") }
    if size > sizeLimit {
      // The header states the size; the limit applies only to what the stream really holds.
      guard (Inflater.inflatedSize(bytes, stopAfter: nul + 1 + sizeLimit) ?? 0) > nul + 1 + sizeLimit else {
        throw StoreError.damaged("loose object \(hash) states \(size) bytes, but its data holds fewer")
      }
      return .tooLarge(size)
    }
    guard let whole = Inflater.inflate(bytes, expected: nul + 1 + size) else {
      throw StoreError.damaged("loose object \(hash) is corrupt")
    }
    return .object(Object(kind: kind, body: Array(whole[(nul + 1)...])))
  }
}
