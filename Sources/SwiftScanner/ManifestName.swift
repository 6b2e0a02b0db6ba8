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
  ///
  /// Asked of every path of a snapshot when a rule reads the manifests: bytes, no splitting.
  public static func isPackage(_ path: String) -> Bool { isPackage(bytes: path.utf8) }

  /// Whether the rules that read the repository's own modules may read the file at `path`:
  /// a SwiftPM manifest, a Tuist `Project.swift`, an Xcode project's `project.pbxproj`, or a
  /// YAML file (an XcodeGen spec, or a file a spec includes, which may have any name). Which
  /// YAML a spec reads is settled by reading the specs (`SnapshotCheck.changesManifests`).
  public static func isBuildManifest(_ path: String) -> Bool { isBuildManifest(bytes: path.utf8) }

  /// Whether `path` names a YAML file (`.yml`, `.yaml`).
  public static func isYAML(_ path: String) -> Bool { path.hasSuffix(".yml") || path.hasSuffix(".yaml") }

  /// The same of a path's bytes, as an index holds them.
  @inlinable public static func isBuildManifest<Bytes: BidirectionalCollection>(bytes: Bytes) -> Bool
  where Bytes.Element == UInt8 {
    let reversed = bytes.reversed()
    return reversed.starts(with: ".yml".utf8.reversed()) || reversed.starts(with: ".yaml".utf8.reversed())
      || reversed.starts(with: ".xcodeproj/project.pbxproj".utf8.reversed()) || isPackage(bytes: bytes)
      || reversed.starts(with: "Project.swift".utf8.reversed())
        && (bytes.count == 13 || reversed.dropFirst(13).first == UInt8(ascii: "/"))
  }

  /// The same of a path's bytes, as an index holds them.
  @inlinable public static func isPackage<Bytes: BidirectionalCollection>(bytes: Bytes) -> Bool
  where Bytes.Element == UInt8 {
    let name = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[bytes.index(after: $0)...] } ?? bytes[...]
    guard name.count >= 13, name.starts(with: "Package".utf8), name.reversed().starts(with: "tfiws.".utf8) else {
      return false
    }
    return name.count == 13 || name.dropFirst(7).starts(with: "@swift-".utf8)
  }
}
