/// HEAD's tree, read from the ref files git keeps on disk (loose refs, then `packed-refs`).
enum HeadReference {
  /// The root tree of the commit HEAD names, or nil when HEAD's branch has no commit yet.
  static func tree(in layout: RepositoryLayout, objects: ObjectStore) throws(StoreError) -> ObjectHash? {
    guard let commit = try commit(in: layout) else { return nil }
    let object = try objects.read(commit)
    guard object.kind == .commit, object.body.starts(with: Array("tree ".utf8)),
      let tree = ObjectHash(hex: object.body.dropFirst(5).prefix(40))
    else { throw StoreError("HEAD does not name a commit") }
    return tree
  }

  private static func commit(in layout: RepositoryLayout) throws(StoreError) -> ObjectHash? {
    var name = "HEAD"
    for _ in 0..<6 {
      // HEAD and the per-worktree refs live in the git directory, the rest in the common one.
      let perWorktree = name == "HEAD" || name.hasPrefix("refs/worktree/") || name.hasPrefix("refs/bisect/")
      let folder = perWorktree ? layout.gitDirectory : layout.commonDirectory
      let line = FileText.firstLine(folder + "/" + name) ?? packed(name, in: layout.commonDirectory)
      guard let line else { return nil }
      if line.hasPrefix("ref: ") {
        name = String(line.dropFirst(5))
        continue
      }
      guard let hash = ObjectHash(hex: Array(line.utf8.prefix(40))) else {
        throw StoreError("ref \(name) is not an object name")
      }
      return hash
    }
    throw StoreError("symbolic refs nest too deep")
  }

  /// The line for `name` in `packed-refs`, as a loose ref file would hold it.
  static func packed(_ name: String, in common: String) -> String? {
    guard let bytes = FileText.read(common + "/packed-refs") else { return nil }
    let suffix = Array((" " + name).utf8)
    for line in bytes.split(separator: UInt8(ascii: "\n")) where line.count == 40 + suffix.count {
      if line.first == UInt8(ascii: "#") || line.first == UInt8(ascii: "^") { continue }
      if line.suffix(suffix.count).elementsEqual(suffix) { return String(decoding: line.prefix(40), as: UTF8.self) }
    }
    return nil
  }
}
