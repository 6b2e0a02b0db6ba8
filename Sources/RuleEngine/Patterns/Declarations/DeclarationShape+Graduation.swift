/// A declarations rule answers graduate and `allow` as every named fence does
/// (`NamedFenceRule+Graduation`).
extension DeclarationShape: GraduatedRule {
  /// A folder it keeps out of reach that holds no file, and a cycle glob that matches fewer
  /// than two folders: neither could ever be broken.
  public func vacuity(among paths: Set<String>) -> [(key: String, value: String, message: String)] {
    var found: [(key: String, value: String, message: String)] = []
    for folder in forbidReferences where !paths.contains(where: { PathPattern.contains($0, under: folder) }) {
      found.append(
        (
          "references", folder,
          "'\(folder)' matches no tracked file, so no reference to its types could be judged; correct the path, or "
            + "remove it"
        ))
    }
    for glob in referenceCycles {
      let matched = cycleNodes(among: paths)
        .filter { PathPattern.contains($0, under: glob) }.count
      if matched < 2 {
        found.append(
          (
            "referenceCycles", glob,
            "'\(glob)' matches \(matched) folder\(matched == 1 ? "" : "s") holding Swift files, and a cycle needs two; "
              + "name the folder above the ones that may not reference each other in a cycle"
          ))
      }
    }
    return found
  }

  /// A rule about references draws its folders: the roots and the folders it keeps out of
  /// reach, or the folders a cycle glob matches.
  public var drawing: RuleDrawing? {
    guard readsReferences else { return nil }
    return RuleDrawing(referenceFolders: referenceCycles + (forbidReferences.isEmpty ? [] : roots + forbidReferences))
  }
}
