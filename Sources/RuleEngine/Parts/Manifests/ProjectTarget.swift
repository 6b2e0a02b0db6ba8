/// A target of an XcodeGen spec or an Xcode project, as `PackageModules` keeps it.
public struct ProjectTarget: Sendable, Equatable {
  public var target: ManifestTarget
  /// The file that writes the target: the spec, one it includes, or the project file.
  public var file: String
  /// The folders (or files) it compiles, repo-relative.
  public var folders: [String]
  /// The module it builds: its product's name where the manifest says, else its name.
  public var moduleName: String
  /// What its folders hold that it does not compile, repo-relative: files, folders and
  /// globs (an XcodeGen source's `excludes`, an Xcode folder's membership exceptions).
  public var excluded: [String] = []
  /// The folders that compile only what some of their globs match, repo-relative: an
  /// XcodeGen source's `includes`. A folder not here compiles all it holds.
  public var included: [String: [String]] = [:]
}
