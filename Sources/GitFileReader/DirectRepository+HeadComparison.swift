import SwiftScanner

/// HEAD against the index: which files a commit adds, changes and removes, descending only
/// into folders whose cache-tree entry does not already prove them equal.
extension DirectRepository {
  /// Compares HEAD's `tree` at `prefix` with the index entries below it, descending only
  /// where the cache-tree does not already prove them equal.
  func compare(tree: ObjectHash?, cache: CacheTree?, prefix: [UInt8], changed: inout [Int])
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

  func entries(ofTree hash: ObjectHash) throws(StoreError) -> [TreeEntry] {
    let object = try objects.read(hash)
    guard object.kind == .tree, let entries = TreeObject.entries(object.body) else {
      throw StoreError.damaged("tree \(hash) is malformed")
    }
    return entries
  }
}
