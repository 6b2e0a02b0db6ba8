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

  /// The same of a path's bytes, as an index holds them. Asked of every path of the index
  /// on every commit a rule that reads the manifests judges: the last byte settles most
  /// paths, and no suffix is compared through a reversed view.
  @inlinable public static func isBuildManifest<Bytes: BidirectionalCollection>(bytes: Bytes) -> Bool
  where Bytes.Element == UInt8 {
    switch bytes.last {
    case UInt8(ascii: "l"): return start(of: ".yml", in: bytes) != nil || start(of: ".yaml", in: bytes) != nil
    case UInt8(ascii: "j"): return start(of: ".xcodeproj/project.pbxproj", in: bytes) != nil
    case UInt8(ascii: "t"):
      if isPackage(bytes: bytes) { return true }
      guard let name = start(of: "Project.swift", in: bytes) else { return false }
      return name == bytes.startIndex || bytes[bytes.index(before: name)] == UInt8(ascii: "/")
    default: return false
    }
  }

  /// The same of a path's bytes, as an index holds them.
  @inlinable public static func isPackage<Bytes: BidirectionalCollection>(bytes: Bytes) -> Bool
  where Bytes.Element == UInt8 {
    guard let swift = start(of: ".swift", in: bytes) else { return false }
    let name = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
    guard let tools = end(of: "Package", in: bytes[name..<swift]) else { return false }
    // `Package.swift`, or `Package@swift-<version>.swift`.
    return tools == swift || end(of: "@swift-", in: bytes[tools..<swift]) != nil
  }

  /// Where `suffix` starts in `bytes`; nil when `bytes` does not end with it.
  @inlinable static func start<Bytes: BidirectionalCollection>(of suffix: StaticString, in bytes: Bytes) -> Bytes.Index?
  where Bytes.Element == UInt8 {
    suffix.withUTF8Buffer { tail in
      var index = bytes.endIndex
      for byte in tail.reversed() {
        guard index != bytes.startIndex else { return nil }
        bytes.formIndex(before: &index)
        guard bytes[index] == byte else { return nil }
      }
      return index
    }
  }

  /// Where `prefix` ends in `bytes`; nil when `bytes` does not start with it.
  @inlinable static func end<Bytes: Collection>(of prefix: StaticString, in bytes: Bytes) -> Bytes.Index?
  where Bytes.Element == UInt8 {
    prefix.withUTF8Buffer { head in
      var index = bytes.startIndex
      for byte in head {
        guard index != bytes.endIndex, bytes[index] == byte else { return nil }
        bytes.formIndex(after: &index)
      }
      return index
    }
  }
}
