import SwiftScanner

/// What `git commit` would record, read without libgit2: the index, the paths it changes
/// since HEAD, and the blobs behind them.
///
/// The hook's fast path, and the full scan's reader. Reading blobs is safe from several
/// threads at once (nothing is cached or mutated after opening).
///
/// The change set (`changes()`) costs what is staged, not what is tracked: it
/// comes from comparing HEAD's trees with the index's cache-tree, directory by directory,
/// so an unchanged directory costs one comparison of two object names.
///
/// Why not `git diff-index --cached`: it is the same walk plus a process start (1 to 2 ms
/// on its own, most of the budget on a 4k-file repository). Why not libgit2: it hashes the
/// whole index on load and its start-up (TLS certificates, 20 shared libraries) takes about
/// 8 ms. Both measured with `scripts/benchmark`; the numbers are in the Performance article.
package final class DirectRepository {
  package enum Blob: Equatable {
    case bytes([UInt8])
    /// Larger than the limit asked for; not read.
    case tooLarge(Int)
  }

  /// The work tree root, without a trailing `/`.
  package let workTree: String
  /// The git directory (for a linked worktree, its own folder).
  package let gitDirectory: String
  /// Where the parts worktrees share live (objects, refs, config).
  package var commonDirectory: String { layout.commonDirectory }

  private let layout: RepositoryLayout
  /// Internal, for the link readers beside (`DirectRepository+Links`).
  let index: IndexFile
  let objects: ObjectStore
  private var removed: Set<String> = []
  /// The `.swift` symlinks that lead to a regular file of the index: the link's position,
  /// and its target's. The compiler compiles such a link, so it is judged as a file at its
  /// own path with its target's bytes.
  private var links: [Int: Int] = [:]
  /// Every `.swift` symlink's position, with the paths its chain passes through after it.
  private var linkPasses: [Int: [String]] = [:]
  /// The symlinks the commit adds or changes that stand for no judged file (other links, and
  /// `.swift` links that lead nowhere), found by `changes()`.
  private var changedLinks: Set<String> = []

  /// Reads the index of the repository git would use from `directory`.
  package init(environment: [String: String], directory: String) throws(StoreError) {
    layout = try RepositoryLayout(environment: environment, directory: directory)
    workTree = layout.workTree
    gitDirectory = layout.gitDirectory
    index = try IndexFile(path: layout.indexFile)
    objects = ObjectStore(objects: layout.commonDirectory + "/objects")
    if index.entries.contains(where: { $0.stage != 0 }) { throw StoreError("unmerged paths") }
    (links, linkPasses) = try Self.resolvedLinks(in: index, objects: objects)
  }

  /// Throws damage unless the index's bytes match the SHA-1 that ends them, as git checks
  /// on every read; waits for the check started when the index was opened.
  package func verifyChecksum() throws(StoreError) {
    try index.verifyChecksum()
  }

  /// The position of the stage-0 entry at `path`, whatever its mode.
  private func exactPosition(of path: String) -> Int? {
    Self.exactPosition(of: path, in: index)
  }

  /// The blob a judged file reads: its own, or for a resolved link its target's; nil for
  /// an entry the commit records no judged file for.
  private func fileHash(at position: Int) -> ObjectHash? {
    let entry = index.entries[position]
    if Self.isCommitted(entry) { return entry.hash }
    return links[position].map { index.entries[$0].hash }
  }

  /// The regular files the commit adds or changes since HEAD, in path order, and the paths
  /// in HEAD it removes.
  package func changes() throws(StoreError) -> (changed: [String], removed: Set<String>) {
    let head = try HeadReference.tree(in: layout, objects: objects)
    var changedIndexes: [Int] = []
    removed = []
    changedLinks = []
    try compare(tree: head, cache: index.cacheTree, prefix: [], changed: &changedIndexes)
    // A link reads new bytes when any path on its chain changed, wherever the link itself
    // lives: its target, or a link between (`Link.swift -> A.swift`, and A.swift becomes a
    // link to B.swift). One that leads nowhere now no longer stands for a file: removed.
    let changedSet = Set(changedIndexes)
    let touched = Set(changedIndexes.map { index.path(of: index.entries[$0]) }).union(removed).union(changedLinks)
    for (link, passes) in linkPasses where !changedSet.contains(link) {
      let path = index.path(of: index.entries[link])
      guard changedLinks.contains(path) || passes.contains(where: touched.contains) else { continue }
      if links[link] != nil {
        changedIndexes.append(link)
      } else {
        removed.insert(path)
      }
    }
    return (changedIndexes.sorted().map { index.path(of: index.entries[$0]) }, removed)
  }

  /// Every committed regular file and its blob, in index order.
  package func committedFiles() -> (paths: [String], hashes: [ObjectHash]) {
    var paths: [String] = []
    var hashes: [ObjectHash] = []
    paths.reserveCapacity(index.entries.count)
    hashes.reserveCapacity(index.entries.count)
    for position in index.entries.indices {
      guard let hash = fileHash(at: position) else { continue }
      paths.append(index.path(of: index.entries[position]))
      hashes.append(hash)
    }
    return (paths, hashes)
  }

  /// The committed regular files whose path starts with `prefix`, found by binary search.
  package func paths(under prefix: String) -> [String] {
    let key = QuotedPath.bytes(prefix)
    var found: [String] = []
    var position = index.lowerBound(key)
    while position < index.entries.count, key.withUnsafeBytes({ index.hasPrefix(index.entries[position], $0) }) {
      if fileHash(at: position) != nil { found.append(index.path(of: index.entries[position])) }
      position += 1
    }
    return found
  }

  /// How to read `hashes` best: loose objects first, then each pack along its delta tree,
  /// so that a `BlobRun` reading them in the plan's order applies one delta per object and
  /// holds only the current path of the tree.
  package func readingPlan(of hashes: [ObjectHash?]) -> ReadingPlan {
    let (order, places) = objects.readingPlan(of: hashes)
    return ReadingPlan(order: order, hashes: hashes, places: places)
  }

  /// A reader for one thread's run of `plan`.
  package func blobRun(_ plan: ReadingPlan) -> BlobRun { BlobRun(objects: objects, plan: plan) }

  /// Lets the kernel take back the mapped index's pages; they come back if read again.
  package func releasePages() {
    index.releasePages()
  }

  /// The blob's object name for the regular file at `path`.
  package func objectName(of path: String) -> ObjectHash? {
    guard let position = position(of: path) else { return nil }
    return fileHash(at: position)
  }

  /// Whether `path` is a regular file the commit records.
  package func contains(_ path: String) -> Bool {
    position(of: path) != nil
  }

  /// The committed regular files whose path ends with `suffix` and passes `predicate`.
  package func paths(endingWith suffix: String, where predicate: (String) -> Bool = { _ in true }) -> [String] {
    let tail = Array(suffix.utf8)
    var found: [String] = []
    for (position, entry) in index.entries.enumerated() where fileHash(at: position) != nil {
      let bytes = index.pathBytes(entry)
      guard bytes.count >= tail.count, bytes[(bytes.count - tail.count)...].elementsEqual(tail) else { continue }
      let path = QuotedPath.spelling(bytes)
      if predicate(path) { found.append(path) }
    }
    return found
  }

  /// The blob staged at `path`; nil when the index has no regular file there.
  package func blob(at path: String, limit: Int) throws(StoreError) -> Blob? {
    guard let position = position(of: path), let hash = fileHash(at: position) else { return nil }
    return try blob(named: hash, limit: limit)
  }

  /// The blob HEAD's tree holds at `path` (a path the commit may remove); nil when HEAD is
  /// unborn or holds no regular file there.
  package func headBlob(at path: String, limit: Int) throws(StoreError) -> Blob? {
    guard var tree = try HeadReference.tree(in: layout, objects: objects) else { return nil }
    let components = QuotedPath.bytes(path).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    for (place, component) in components.enumerated() {
      guard let entry = try entries(ofTree: tree).first(where: { $0.name.elementsEqual(component) }) else {
        return nil
      }
      if place == components.count - 1 { return entry.isRegularFile ? try blob(named: entry.hash, limit: limit) : nil }
      guard entry.isTree else { return nil }
      tree = entry.hash
    }
    return nil
  }

  /// At most the first `count` bytes of the blob staged at `path`.
  package func blobPrefix(at path: String, count: Int) throws(StoreError) -> [UInt8]? {
    guard let position = position(of: path), let hash = fileHash(at: position) else { return nil }
    return try objects.prefix(of: hash, count: count)
  }

  /// The blob named `hash`.
  func blob(named hash: ObjectHash, limit: Int) throws(StoreError) -> Blob {
    try Blob(try objects.read(hash, sizeLimit: limit), hash: hash)
  }

  /// The position of the judged file at `path`: a regular file, or a resolved link.
  private func position(of path: String) -> Int? {
    guard let found = exactPosition(of: path), fileHash(at: found) != nil else { return nil }
    return found
  }

  /// A stage-0 regular file that is not an intent-to-add placeholder (`git add -N`).
  static func isCommitted(_ entry: IndexFile.Entry) -> Bool {
    entry.isRegularFile && !entry.intentToAdd && entry.stage == 0
  }

  /// Compares HEAD's `tree` at `prefix` with the index entries below it, descending only
  /// where the cache-tree does not already prove them equal.
  private func compare(tree: ObjectHash?, cache: CacheTree?, prefix: [UInt8], changed: inout [Int])
    throws(StoreError)
  {
    if let cached = cache?.hash, cached == tree { return }
    let heads = try tree.map { hash throws(StoreError) in try entries(ofTree: hash) } ?? []
    var headPosition = 0
    var position = index.lowerBound(prefix)
    let slash = UInt8(ascii: "/")
    while true {
      // The next index item at this level: a file, or a directory standing for a range.
      var item: (key: [UInt8], name: [UInt8], isDirectory: Bool, end: Int)? = nil
      if position < index.entries.count, prefix.withUnsafeBytes({ index.hasPrefix(index.entries[position], $0) }) {
        let rest = index.pathBytes(index.entries[position])[prefix.count...]
        if let cut = rest.firstIndex(of: slash) {
          let name = Array(rest[..<cut])
          var bound = prefix + name
          bound.append(slash + 1)
          item = (name + [slash], name, true, index.lowerBound(bound, from: position))
        } else {
          item = (Array(rest), Array(rest), false, position + 1)
        }
      }
      let head = headPosition < heads.count ? heads[headPosition] : nil
      let headKey = head.map { Array($0.name) + ($0.isTree ? [slash] : []) }
      guard item != nil || head != nil else { return }
      let order: Int
      if let item, let headKey {
        order = item.key.lexicographicallyPrecedes(headKey) ? -1 : (item.key == headKey ? 0 : 1)
      } else {
        order = item == nil ? 1 : -1
      }
      if order <= 0, let item {
        if item.isDirectory {
          if order == 0, let head {
            try compare(
              tree: head.hash, cache: cache?.child(named: item.name), prefix: prefix + item.name + [slash],
              changed: &changed)
          } else {
            changed += (position..<item.end).filter { fileHash(at: $0) != nil }
            for added in position..<item.end
            where fileHash(at: added) == nil && FileMode.canonical(index.entries[added].mode) == 0o120000 {
              changedLinks.insert(index.path(of: index.entries[added]))
            }
          }
        } else if fileHash(at: position) != nil {
          let entry = index.entries[position]
          if order != 0 || head!.hash != entry.hash || FileMode.canonical(head!.mode) != FileMode.canonical(entry.mode)
          {
            changed.append(position)
          }
        } else {
          let entry = index.entries[position]
          if FileMode.canonical(entry.mode) == 0o120000,
            order != 0 || head!.hash != entry.hash || FileMode.canonical(head!.mode) != 0o120000
          {
            changedLinks.insert(index.path(of: entry))
          }
          if order == 0, let head, head.isRegularFile {
            // HEAD's file is still listed, but the commit records no file there: an
            // intent-to-add placeholder (`git rm --cached` then `git add -N`), a symlink or a
            // gitlink in its place. For what the commit records, that is a removal.
            removed.insert(QuotedPath.spelling(prefix + Array(head.name)))
          }
        }
        position = item.end
      }
      if order >= 0, let head {
        if order > 0 {
          let path = prefix + Array(head.name)
          if head.isTree {
            try collect(tree: head.hash, prefix: path + [slash], into: &removed)
          } else {
            removed.insert(QuotedPath.spelling(path))
          }
        }
        headPosition += 1
      }
    }
  }

  /// Every file below `tree`, for a directory the commit removes whole.
  private func collect(tree: ObjectHash, prefix: [UInt8], into paths: inout Set<String>) throws(StoreError) {
    for entry in try entries(ofTree: tree) {
      let path = prefix + Array(entry.name)
      if entry.isTree {
        try collect(tree: entry.hash, prefix: path + [UInt8(ascii: "/")], into: &paths)
      } else {
        paths.insert(QuotedPath.spelling(path))
      }
    }
  }

  private func entries(ofTree hash: ObjectHash) throws(StoreError) -> [TreeEntry] {
    let object = try objects.read(hash)
    guard object.kind == .tree, let entries = TreeObject.entries(object.body) else {
      throw StoreError.damaged("tree \(hash) is malformed")
    }
    return entries
  }
}

extension DirectRepository {
  /// The first committed regular file, in path order, that `predicate` accepts.
  package func firstPath(where predicate: (String) -> Bool) -> String? {
    for (position, entry) in index.entries.enumerated() where fileHash(at: position) != nil {
      let path = index.path(of: entry)
      if predicate(path) { return path }
    }
    return nil
  }
}
