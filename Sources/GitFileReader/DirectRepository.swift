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
  /// What HEAD holds and the commit records no file for, found by `changes()`.
  var removed: Set<String> = []
  /// The symlinks that lead to a regular file of the index: the link's position, and its
  /// target's. Such a link is judged as a file at its own path with its target's bytes.
  /// Internal, like the two below, for the link readers beside (`DirectRepository+Links`).
  var links: [Int: Int] = [:]
  /// Every symlink's position, with the paths its chain passes through after it.
  var linkPasses: [Int: [String]] = [:]
  /// Every staged symlink's text, by position, read once when the index is opened.
  var linkTexts: [Int: [UInt8]] = [:]
  /// The symlinks the commit adds or changes that stand for no judged file (links that lead
  /// nowhere, or to a folder), found by `changes()`.
  var changedLinks: Set<String> = []
  /// How many staged links were read from their blobs, their texts not kept
  /// (`LinkTextFile`): a full check the front would answer leaves them to the tool.
  package private(set) var unkeptLinks = 0

  /// Reads the index of the repository git would use from `directory`.
  package init(environment: [String: String], directory: String) throws(StoreError) {
    layout = try RepositoryLayout(environment: environment, directory: directory)
    workTree = layout.workTree
    gitDirectory = layout.gitDirectory
    index = try IndexFile(path: layout.indexFile)
    objects = ObjectStore(objects: layout.commonDirectory + "/objects")
    if index.entries.contains(where: { $0.stage != 0 }) { throw StoreError("unmerged paths") }
    let kept = LinkTextFile.read(LinkTextFile.file(commonDirectory: layout.commonDirectory))
    (links, linkPasses, linkTexts) = try Self.resolvedLinks(in: index, objects: objects, kept: kept)
    unkeptLinks = linkTexts.keys.filter { kept[index.entries[$0].hash] == nil }.count
  }

  /// Every staged symlink's text, by its blob: what a full check keeps (`LinkTextFile`).
  package var linkTextsByBlob: [ObjectHash: [UInt8]] {
    var texts: [ObjectHash: [UInt8]] = [:]
    for (position, text) in linkTexts { texts[index.entries[position].hash] = text }
    return texts
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
  func fileHash(at position: Int) -> ObjectHash? {
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
    try addLinkChanges(to: &changedIndexes)
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

  /// Every regular file's path that is a build manifest (`ManifestName.isBuildManifest`),
  /// read from the index's bytes: a rule that reads the manifests asks it on every commit,
  /// of every path.
  package func buildManifestPaths() -> [String] {
    var found: [String] = []
    for (position, entry) in index.entries.enumerated() where fileHash(at: position) != nil {
      let bytes = index.pathBytes(entry)
      if ManifestName.isBuildManifest(bytes: bytes) { found.append(QuotedPath.spelling(bytes)) }
    }
    return found
  }

  /// The blob staged at `path`; nil when the index has no regular file there.
  package func blob(at path: String, limit: Int) throws(StoreError) -> Blob? {
    guard let position = position(of: path), let hash = fileHash(at: position) else { return nil }
    return try blob(named: hash, limit: limit)
  }

  /// The blob of the file HEAD holds at `path`, a link there followed to its file as the
  /// index's links are, and as libgit2's reader reads HEAD (`headFileEntry`); nil when HEAD
  /// holds no file there.
  package func headFileBlob(at path: String, limit: Int) throws(StoreError) -> Blob? {
    guard let entry = try headFileEntry(at: path) else { return nil }
    return try blob(named: entry.hash, limit: limit)
  }

  /// The entry HEAD's tree holds at `path`; nil when HEAD is unborn or holds nothing there.
  func headEntry(at path: String) throws(StoreError) -> TreeEntry? {
    guard var tree = try HeadReference.tree(in: layout, objects: objects) else { return nil }
    let components = QuotedPath.bytes(path).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    for (place, component) in components.enumerated() {
      guard let entry = try entries(ofTree: tree).first(where: { $0.name.elementsEqual(component) }) else {
        return nil
      }
      if place == components.count - 1 { return entry }
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
