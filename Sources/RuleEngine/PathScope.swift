/// The files a rule judges: the Swift files under its roots (every one outside test folders
/// when it has none), less what it excludes. Roots and exclusions may be globs
/// (`PathPattern`).
public struct PathScope: Sendable, Equatable {
  public var roots: [String]
  public var exclude: [String]

  public init(roots: [String], exclude: [String]) {
    (self.roots, self.exclude) = (roots, exclude)
  }

  /// Whether the path, of any kind (a storyboard, a colour set's JSON), lies under a root
  /// and under no exclusion: what a rule about files themselves selects.
  public func holds(_ path: String) -> Bool {
    !exclude.contains(where: { PathPattern.contains(path, under: $0) })
      && roots.contains { PathPattern.contains(path, under: $0) }
  }

  public func covers(_ path: String) -> Bool {
    guard PathPrefix.hasSwiftSuffix(path) else { return false }
    if exclude.contains(where: { PathPattern.contains(path, under: $0) }) { return false }
    if roots.isEmpty { return !PathPrefix.isInTestFolder(path) }
    return roots.contains { PathPattern.contains(path, under: $0) }
  }
}
