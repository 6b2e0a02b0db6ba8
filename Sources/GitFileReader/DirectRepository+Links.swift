import SwiftScanner

extension DirectRepository {
  /// Follows every staged symlink inside the index, at most `LinkTarget.hopLimit` links
  /// deep: the links that lead to a committed file (the link's position and the file's),
  /// whatever their names (a `Link.storyboard` is a storyboard at its path, as the file
  /// system and the suites read it), and for every link the paths its chain passes through
  /// after itself, the last one its end whether or not anything is staged there. A link that
  /// leads nowhere in the index stays a link, and is not judged; a commit that changes any
  /// path on its chain changes or removes the file the link stands for (`changes()`). With
  /// every staged link's text, by position, each blob read once here for every later
  /// question (a chain's middle hops, the links a check refuses), or taken from `kept`, the
  /// texts a full check kept by blob.
  static func resolvedLinks(in index: IndexFile, objects: ObjectStore, kept: [ObjectHash: [UInt8]])
    throws(StoreError) -> (resolved: [Int: Int], passes: [Int: [String]], texts: [Int: [UInt8]])
  {
    var found: [Int: Int] = [:]
    var passes: [Int: [String]] = [:]
    var texts: [Int: [UInt8]] = [:]
    for (position, entry) in index.entries.enumerated() {
      if let text = try linkText(of: entry, in: objects, kept: kept) { texts[position] = text }
    }
    // The text of the staged link at `path`, noting each path the chain reaches.
    var visited: [String] = []
    func text(at path: String) -> [UInt8]? {
      visited.append(path)
      return exactPosition(of: path, in: index).flatMap { texts[$0] }
    }
    for (position, first) in texts {
      visited = []
      defer { passes[position] = visited }
      guard let end = LinkTarget.end(of: index.path(of: index.entries[position]), text: first, textOfLink: text(at:)),
        let target = exactPosition(of: end, in: index), isCommitted(index.entries[target])
      else { continue }
      found[position] = target
    }
    return (found, passes, texts)
  }

  /// The links whose file the commit changes or removes, wherever the link itself lives: a
  /// link reads new bytes when any path on its chain changed (its target, or a link between:
  /// `Link.swift -> A.swift`, and A.swift becomes a link to B.swift), and one that leads
  /// nowhere now no longer stands for the file it stood for in HEAD (`removed`; a new link
  /// that leads nowhere removes nothing). After `compare`, which found `changed` and what the
  /// commit removes.
  func addLinkChanges(to changed: inout [Int]) throws(StoreError) {
    let changedSet = Set(changed)
    let touched = Set(changed.map { index.path(of: index.entries[$0]) }).union(removed).union(changedLinks)
    for (link, passes) in linkPasses where !changedSet.contains(link) {
      let path = index.path(of: index.entries[link])
      guard changedLinks.contains(path) || passes.contains(where: touched.contains) else { continue }
      if links[link] != nil {
        changed.append(link)
      } else if try headHoldsFile(at: path) {
        removed.insert(path)
      }
    }
  }

  /// Whether HEAD held a file at `path`: a regular file, or a link whose chain ends at one
  /// in HEAD's tree.
  private func headHoldsFile(at path: String) throws(StoreError) -> Bool {
    try headFileEntry(at: path) != nil
  }

  /// The regular file HEAD's tree holds at `path`: the entry there, or for a link whose
  /// chain ends at a regular file in HEAD's tree, that file's entry (as libgit2's reader
  /// reads a tree's links); nil otherwise.
  func headFileEntry(at path: String) throws(StoreError) -> TreeEntry? {
    guard let entry = try headEntry(at: path) else { return nil }
    guard !entry.isRegularFile else { return entry }
    guard let text = try headLinkText(at: path),
      let end = try LinkTarget.end(of: path, text: text, textOfLink: headLinkText(at:)),
      let target = try headEntry(at: end), target.isRegularFile
    else { return nil }
    return target
  }

  /// The text of the link HEAD's tree holds at `path`; nil when it holds none there.
  private func headLinkText(at path: String) throws(StoreError) -> [UInt8]? {
    guard let entry = try headEntry(at: path), FileMode.canonical(entry.mode) == 0o120000,
      case .object(let object) = try objects.read(entry.hash, sizeLimit: 4096), object.kind == .blob
    else { return nil }
    return object.body
  }

  /// The position of the stage-0 entry at `path` in `index`, whatever its mode.
  static func exactPosition(of path: String, in index: IndexFile) -> Int? {
    let bytes = QuotedPath.bytes(path)
    let found = index.lowerBound(bytes)
    guard found < index.entries.count,
      bytes.withUnsafeBytes({ IndexFile.compare(index.pathBytes(index.entries[found]), $0) == 0 })
    else { return nil }
    return found
  }

  /// The staged symlinks at paths `selected` accepts (asked of `RefusedLink.judgedPath`'s
  /// spelling: the link, or a file under it) that a check cannot read through: a link to a
  /// folder of the index holding a committed Swift file, and a Swift source or folder whose
  /// chain leaves the repository (see `LibGit2Reader.Links`), from the texts read when the
  /// index was opened (`linkTexts`).
  package func refusedLinks(selectedBy selected: (String) -> Bool) -> [RefusedLink] {
    var found: [RefusedLink] = []
    // A link that leads to a committed file is read as that file, and is never refused:
    // only the others are followed again.
    for (position, text) in linkTexts.sorted(by: { $0.key < $1.key }) where links[position] == nil {
      let path = index.path(of: index.entries[position])
      guard selected(RefusedLink.judgedPath(of: path)) else { continue }
      switch LinkTarget.follow(path, text: text, textOfLink: linkText(at:)) {
      case .outside(let leaving) where RefusedLink.mayHideSwift(path):
        found.append(RefusedLink(path: path, target: leaving, kind: .outside))
      case .inside(let target) where !path.hasSuffix(".swift") && holdsCompiledSwift(under: target):
        found.append(RefusedLink(path: path, target: target, kind: .folder))
      default: continue
      }
    }
    return found
  }

  /// Whether the index holds a committed Swift source under the folder `target`.
  private func holdsCompiledSwift(under target: String) -> Bool {
    let prefix = Array(QuotedPath.bytes(target)) + [UInt8(ascii: "/")]
    var position = index.lowerBound(prefix)
    while position < index.entries.count {
      guard index.pathBytes(index.entries[position]).starts(with: prefix) else { return false }
      if LinkTarget.isCompiledSwift(index.path(of: index.entries[position])),
        Self.isCommitted(index.entries[position])
      {
        return true
      }
      position += 1
    }
    return false
  }

  /// The text of the staged symlink `entry`; nil when it is none, or too long to be a path.
  private static func linkText(of entry: IndexFile.Entry, in objects: ObjectStore, kept: [ObjectHash: [UInt8]])
    throws(StoreError) -> [UInt8]?
  {
    guard FileMode.canonical(entry.mode) == 0o120000, !entry.intentToAdd else { return nil }
    if let text = kept[entry.hash] { return text }
    guard case .object(let object) = try objects.read(entry.hash, sizeLimit: 4096), object.kind == .blob
    else { return nil }
    return object.body
  }

  /// The text of the staged symlink at `path`; nil when no link is staged there.
  private func linkText(at path: String) -> [UInt8]? {
    Self.exactPosition(of: path, in: index).flatMap { linkTexts[$0] }
  }
}
