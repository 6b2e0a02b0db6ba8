/// The names of package and project manifests (`Package.swift`, `Package@swift-6.0.swift`,
/// Tuist's `Project.swift`): Swift files that describe a build and are no target's source. A
/// build that compiled `Package.swift` as a source would fail on `import PackageDescription`.
public enum ManifestName {
  /// Whether the file at `path` (its last component) is a manifest.
  public static func matches(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return isPackage(path) || ["Project.swift", "Workspace.swift", "Tuist.swift"].contains(name)
  }

  /// Whether the file at `path` is a SwiftPM manifest: `Package.swift`, or one for a
  /// version of the tools (`Package@swift-5.9.swift`).
  public static func isPackage(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
  }
}
