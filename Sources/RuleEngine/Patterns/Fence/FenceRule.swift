#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The one shape the engine evaluates: import boundaries, layers and independent modules
/// all become this.
public struct FenceRule: Sendable {
  public enum Direction: String, Sendable {
    /// Only the fence may use the modules (`ImportBoundary`).
    case boundary = "import-boundary"
    /// Nothing under the roots may use the modules, but the fence (`LayerBoundary`).
    case layer
    /// No module's files may import another of the modules, but the fence
    /// (`IndependentModules`).
    case independent = "independent-modules"
  }

  /// One of a set of independent modules: its name and the folders its sources live in.
  public struct Home: Sendable, Equatable {
    public var name: String
    public var paths: [String]

    public init(name: String, paths: [String]) {
      self.name = name
      self.paths = paths
    }
  }

  public var id: String
  public var title: String?
  public var direction: Direction
  public var modules: [String]
  /// The files allowed an exception, in path order.
  public var fence: [String]
  /// For a layer, what each fence entry may use: modules and needles. An entry without
  /// grants may use everything the rule fences: every import boundary's entry, and a
  /// sentinel's session builders (whose companion grants every session needle).
  public var grants: [String: [String]] = [:]
  public var api: [String]
  public var exclude: [String]
  /// Path prefixes the rule looks at; empty means every `.swift` file outside test folders.
  public var roots: [String]
  /// Independent modules: each module's home. Empty for the other directions.
  public var homes: [Home] = []
  /// Modules that `@_exported import` others, each with the files that do it: an `import`
  /// of the re-exporter counts as importing what those files re-export (`Reexports`).
  public var reexports: [String: [String]] = [:]

  /// Whether each fence entry names what it grants, `"path": ["Module"]` (a layer's, an
  /// independent module's); an import boundary's entries may use everything it fences.
  public var entriesGrant: Bool { direction != .boundary }

  /// Every module whose imports the rule reads: the fenced ones and the re-exporters.
  public var searchedModules: [String] {
    modules + reexports.keys.sorted().filter { !modules.contains($0) }
  }

  /// Every file a re-exporter is recorded in, in path order.
  public var reexportFiles: [String] {
    Array(Set(reexports.values.joined())).sorted()
  }

  /// Every field at once; the pattern initialisers below say only what differs.
  init(
    id: String, title: String?, direction: Direction, modules: [String], fence: [String: [String]]?,
    api: [String], exclude: [String], roots: [String], reexports: [String: [String]], homes: [Home] = []
  ) {
    (self.id, self.title, self.direction, self.modules) = (id, title, direction, modules)
    // A boundary's entries grant everything it fences: they carry no grants.
    (self.fence, self.grants) = (fence.map { $0.keys.sorted() } ?? [], fence ?? [:])
    (self.api, self.exclude, self.roots, self.reexports, self.homes) = (api, exclude, roots, reexports, homes)
  }

  public init(_ boundary: ImportBoundary) {
    self.init(
      id: boundary.id, title: boundary.title, direction: .boundary, modules: [boundary.module], fence: nil,
      api: boundary.api, exclude: boundary.exclude, roots: boundary.roots, reexports: boundary.reexports)
    fence = boundary.fence
  }

  public init(_ layer: LayerBoundary) {
    self.init(
      id: layer.id, title: layer.title, direction: .layer, modules: layer.forbid, fence: layer.fence, api: layer.api,
      exclude: layer.exclude, roots: layer.paths, reexports: layer.reexports)
  }

  public init(_ independent: IndependentModules) {
    let homes = independent.modules.keys.sorted().map { Home(name: $0, paths: independent.modules[$0] ?? []) }
    self.init(
      id: independent.id, title: independent.title, direction: .independent, modules: homes.map(\.name),
      fence: independent.fence, api: [], exclude: independent.exclude, roots: homes.flatMap(\.paths),
      reexports: independent.reexports, homes: homes)
  }

  /// The independent module whose home holds `path`: the longest folder prefix wins, so a
  /// package nested inside another's folder keeps its own files.
  public func home(of path: String) -> String? {
    var best: (name: String, length: Int)? = nil
    for home in homes {
      for prefix in home.paths where PathPrefix.contains(path, under: prefix) {
        if prefix.utf8.count > (best?.length ?? -1) { best = (home.name, prefix.utf8.count) }
      }
    }
    return best?.name
  }

  /// The module the file at `path` belongs to, as far as its path says: its independent
  /// module, else SwiftPM's layout, else its folder's name. What a re-exporter is recorded as.
  public func owningModule(of path: String) -> String {
    if let home = home(of: path) { return home }
    if let module = PathPrefix.swiftPMModule(of: path) { return module }
    let parts = path.split(separator: "/")
    return parts.count >= 2 ? String(parts[parts.count - 2]) : "Module"
  }

  /// Whether the file at `path` may not import `module` unless its fence entry grants it:
  /// any fenced module for a boundary or a layer; another module than its own for
  /// independent modules.
  public func forbids(_ module: String, in path: String) -> Bool {
    guard modules.contains(module) else { return false }
    return direction != .independent || home(of: path) != module
  }

  /// Whether the fence lets `entry` use `thing` (a module or a needle): any fenced thing
  /// for an import boundary's entry, only what it grants for a layer's.
  public func allows(_ entry: String, _ thing: String) -> Bool {
    guard entriesGrant else { return fence.contains(entry) }
    return grants[entry].map { $0.contains(thing) } ?? fence.contains(entry)
  }

  /// Takes `entry` out of the fence, with what it granted.
  public mutating func remove(_ entry: String) {
    fence.removeAll { $0 == entry }
    grants[entry] = nil
  }

  /// Whether the rule looks at `path` at all: a `.swift` file under its roots (or, with
  /// no roots, outside test folders) and under no excluded prefix.
  public func covers(_ path: String) -> Bool {
    scope.covers(path)
  }

  /// The files the rule looks at.
  public var scope: PathScope { PathScope(roots: roots, exclude: exclude) }
}

/// Prefix matching on repo-relative paths, by whole components.
public enum PathPrefix {
  /// A package or project manifest (`Package.swift`, `Package@swift-6.0.swift`, Tuist's
  /// `Project.swift`): a Swift file that no target compiles, so no drill's red may rest on it.
  public static func isManifest(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
      || ["Project.swift", "Workspace.swift", "Tuist.swift"].contains(name)
  }

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
