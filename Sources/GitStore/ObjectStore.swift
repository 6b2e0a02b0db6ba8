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
  /// Guards the one lazy step (opening the packs) so that reads may run on several threads.
  private let packsOnce = PacksOnce()

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

  /// A sort key for reading: loose (and unknown) objects first, then by pack and offset.
  func placement(of hash: ObjectHash) -> (pack: Int, offset: Int) {
    for (number, pack) in packsOnce.packs(in: folders).enumerated() {
      if let offset = pack.offset(of: hash) { return (number, offset) }
    }
    return (-1, 0)
  }

  /// The object named `hash`.
  func read(_ hash: ObjectHash) throws(StoreError) -> Object {
    guard case .object(let object) = try read(hash, sizeLimit: .max) else {
      throw StoreError("object \(hash) is too large")
    }
    return object
  }

  /// The object named `hash`, unless it is over `sizeLimit` bytes: then only its size, read
  /// from its header without inflating the rest.
  ///
  /// `packedFirst` looks in the packs before the loose folders. Either order finds the same
  /// bytes (an object is named by its content); what differs is the cost. A commit's new
  /// blobs are loose, and the packs need not be opened to read them; most of a full scan's
  /// objects are packed, and looking for each as a loose file first is a failed `open` per
  /// object.
  func read(_ hash: ObjectHash, sizeLimit: Int, packedFirst: Bool = false) throws(StoreError) -> Reading {
    if packedFirst, let reading = try packed(hash, sizeLimit: sizeLimit) { return reading }
    for folder in folders {
      if let file = MappedFile(path: folder + "/" + hash.loosePath) {
        return try Self.loose(file.bytes, hash: hash, sizeLimit: sizeLimit)
      }
    }
    if !packedFirst, let reading = try packed(hash, sizeLimit: sizeLimit) { return reading }
    throw StoreError("object \(hash) not found")
  }

  private func packed(_ hash: ObjectHash, sizeLimit: Int) throws(StoreError) -> Reading? {
    for pack in packsOnce.packs(in: folders) {
      if let offset = pack.offset(of: hash) {
        if let size = try pack.plainSize(at: offset), size > sizeLimit { return .tooLarge(size) }
        let object = try pack.object(at: offset, store: self)
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
      if let file = MappedFile(path: folder + "/" + hash.loosePath) {
        guard let head = Inflater.inflate(file.bytes, limit: count + 64), let nul = head.firstIndex(of: 0) else {
          throw StoreError("loose object \(hash) is corrupt")
        }
        return Array(head[(nul + 1)...].prefix(count))
      }
    }
    guard case .object(let object) = try read(hash, sizeLimit: .max) else { return [] }
    return Array(object.body.prefix(count))
  }

  /// A loose object: `kind size\0body`, deflated.
  private static func loose(_ bytes: UnsafeRawBufferPointer, hash: ObjectHash, sizeLimit: Int)
    throws(StoreError) -> Reading
  {
    guard let head = Inflater.inflate(bytes, limit: 64), let space = head.firstIndex(of: UInt8(ascii: " ")),
      let nul = head.firstIndex(of: 0), space < nul
    else { throw StoreError("loose object \(hash) is corrupt") }
    let kinds: [String: Kind] = ["commit": .commit, "tree": .tree, "blob": .blob, "tag": .tag]
    guard let kind = kinds[String(decoding: head[..<space], as: UTF8.self)],
      let size = Int(String(decoding: head[(space + 1)..<nul], as: UTF8.self))
    else { throw StoreError("loose object \(hash) has an unknown header") }
    if size > sizeLimit { return .tooLarge(size) }
    guard let whole = Inflater.inflate(bytes, expected: nul + 1 + size) else {
      throw StoreError("loose object \(hash) is corrupt")
    }
    return .object(Object(kind: kind, body: Array(whole[(nul + 1)...])))
  }
}

/// Opens a repository's packs on first need, once, whichever thread asks first.
final class PacksOnce: @unchecked Sendable {
  private var opened: [Pack]?
  private let lock = Lock()

  func packs(in folders: [String]) -> [Pack] {
    lock.run {
      if let opened { return opened }
      let packs = folders.flatMap(Pack.all(in:))
      opened = packs
      return packs
    }
  }
}
