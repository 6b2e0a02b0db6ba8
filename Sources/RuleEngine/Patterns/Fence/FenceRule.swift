#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The one shape the engine evaluates: import boundaries, layers and independent modules
/// all become this.
public struct FenceRule: Sendable {
  public enum Direction: String, Sendable {
    /// Only the fence may use the modules (an import boundary).
    case boundary = "import-boundary"
    /// Nothing under the roots may use the modules, but the fence (a layer).
    case layer
    /// No module's files may import another of the modules, but the fence (a set of
    /// independent modules).
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
  /// A layer's allowlist: of the repository's own modules (the targets its `Package.swift`
  /// manifests declare), the only ones the layer may import, beside each file's own. Nil
  /// for a rule that only forbids. `resolved(in:)` reads it into `modules` for a snapshot.
  public var mayImport: [String]? = nil
  /// The allowlist a resolved rule was read from (its messages say it, and a module's own
  /// files may import it though the rule forbids it); nil otherwise.
  var allowlist: [String]? = nil

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

  /// Every field at once; each literal's initialiser, in the literal's own folder, says
  /// only what differs.
  init(
    id: String, title: String?, direction: Direction, modules: [String], fence: [String: [String]]?,
    api: [String], exclude: [String], roots: [String], reexports: [String: [String]], homes: [Home] = []
  ) {
    (self.id, self.title, self.direction, self.modules) = (id, title, direction, modules)
    // A boundary's entries grant everything it fences: they carry no grants.
    (self.fence, self.grants) = (fence.map { $0.keys.sorted() } ?? [], fence ?? [:])
    (self.api, self.exclude, self.roots, self.reexports, self.homes) = (api, exclude, roots, reexports, homes)
  }

  /// The independent module whose home holds `path`: the longest folder prefix wins, so a
  /// package nested inside another's folder keeps its own files.
  public func home(of path: String) -> String? {
    var best: (name: String, length: Int)? = nil
    for home in homes {
      for prefix in home.paths where PathPattern.contains(path, under: prefix) {
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
    return (direction != .independent && allowlist == nil) || home(of: path) != module
  }

  /// Whether the fence lets the file at `path` use `thing` (a module or a needle): any
  /// fenced thing for an import boundary's entry, only what it grants for a layer's. The
  /// file's own entry answers, else each folder or glob entry that holds it.
  public func allows(_ path: String, _ thing: String) -> Bool {
    entries(admitting: path).contains { entry in
      !entriesGrant || grants[entry].map { $0.contains(thing) } ?? true
    }
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
