#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Prefix matching on repo-relative paths, by whole components.
public enum PathPrefix {
  /// A package or project manifest (`Package.swift`, `Package@swift-6.0.swift`, Tuist's
  /// `Project.swift`): a Swift file that no target compiles, so no drill's red may rest on it.
  public static func isManifest(_ path: String) -> Bool { ManifestName.matches(path) }

  /// Whether `path` is `prefix` itself or lies under it: `Sources/App` holds
  /// `Sources/App/A.swift` but not `Sources/AppKit/B.swift`. A trailing `/` is optional.
  ///
  /// Compares UTF-8 bytes, not Characters: a full scan asks this of every path, per rule.
  public static func contains(_ path: String, under prefix: String) -> Bool {
    var path = path
    var prefix = prefix
    return path.withUTF8 { bytes in
      prefix.withUTF8 { given in
        var wanted = given
        while wanted.last == slash { wanted = UnsafeBufferPointer(rebasing: wanted.dropLast()) }
        if wanted.isEmpty || (wanted.count == 1 && wanted[0] == UInt8(ascii: ".")) { return true }
        guard bytes.count >= wanted.count else { return false }
        for index in 0..<wanted.count where bytes[index] != wanted[index] { return false }
        return bytes.count == wanted.count || bytes[wanted.count] == slash
      }
    }
  }

  /// The module a file belongs to by SwiftPM's layout: the folder after the last `Sources`
  /// (`Packages/Kit/Sources/Kit/A.swift` → `Kit`); nil when the path does not say.
  public static func swiftPMModule(of path: String) -> String? {
    let parts = path.split(separator: "/")
    guard let index = parts.lastIndex(of: "Sources"), index + 2 < parts.count else { return nil }
    return String(parts[index + 1])
  }

  /// Whether `path` ends in `.swift`.
  @_optimize(speed) public static func hasSwiftSuffix(_ path: String) -> Bool {
    // No closure (`withUTF8`): asked of every path under `swift test`, in debug builds too.
    let suffix: StaticString = ".swift"
    let utf8 = path.utf8
    guard utf8.count > suffix.utf8CodeUnitCount else { return false }
    var index = utf8.endIndex
    for offset in stride(from: suffix.utf8CodeUnitCount - 1, through: 0, by: -1) {
      index = utf8.index(before: index)
      guard utf8[index] == suffix.utf8Start[offset] else { return false }
    }
    return true
  }

  /// Whether a folder on the path is a test folder: `Tests`, or a name ending in `Tests`
  /// (`AppTests`, `AppUITests`). Their files do not ship, so default roots leave them out.
  public static func isInTestFolder(_ path: String) -> Bool {
    path.utf8.split(separator: slash).dropLast().contains { $0.reversed().starts(with: "stseT".utf8) }
  }

  /// The folder `path` lies in, repo-relative; empty at the top.
  public static func folder(of path: String) -> String {
    path.split(separator: "/").dropLast().joined(separator: "/")
  }

  /// `path`, written relative to `folder`, as a repo-relative path: `.` and `..` resolved,
  /// `..` past the top dropped.
  public static func joined(_ folder: String, _ path: String) -> String {
    var parts: [Substring] = []
    for part in (folder + "/" + path).split(separator: "/") where part != "." {
      if part == ".." {
        _ = parts.popLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  private static let slash = UInt8(ascii: "/")
}

extension Violation.Kind {
  /// A file imports a module it may not.
  public static let forbiddenImport = Self(rawValue: "forbidden-import")
  /// A file uses an API needle it may not.
  public static let forbiddenAPI = Self(rawValue: "forbidden-api")
  /// A file the fence allows a module re-exports it, unrecorded: its importers get the
  /// module unseen.
  public static let unrecordedReexport = Self(rawValue: "unrecorded-reexport")
}
