#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The repository's own modules, as every `Package.swift` of one snapshot declares them:
/// each target with the folder its sources live in. What a layer's `mayImport` allows among,
/// so a module added tomorrow is kept out of the layer without anyone listing it.
///
/// Read from the manifests' text, never run: a target whose name is not a string literal
/// cannot be read, and the rules that need it say so rather than judge without it.
public struct PackageModules: Sendable {
  public struct Module: Sendable, Equatable {
    public var target: ManifestTarget
    /// The manifest that declares it, repo-relative.
    public var manifest: String
    /// The folders its sources may live in, repo-relative: its `path:`, else each folder
    /// SwiftPM looks in (`Sources/NAME`, `Source/NAME`, …). All are kept, not the one that
    /// exists, so a file's module follows from its own path whatever else a snapshot lists.
    public var folders: [String]
    /// The module the target builds: its name, with each character an identifier cannot
    /// hold as `_` (`fitness-tool` builds `fitness_tool`).
    public var moduleName: String
    public var name: String { target.name }
  }

  /// Every target of every manifest, in manifest then declaration order.
  public private(set) var modules: [Module] = []
  /// The manifests whose targets could not be read, each with where and why.
  public private(set) var unreadable: [(manifest: String, problem: ManifestTargets.Unreadable)] = []

  /// Each folder a target's sources may live in, to the targets there (the first declared
  /// first): a file's module is found by walking its own folders, not every target's.
  private var byFolder: [String: [Int]] = [:]
  /// Each module name, to the targets that build it.
  private var byModule: [String: [Int]] = [:]

  /// The folders SwiftPM looks in for a target declared without `path:`.
  static let sourceRoots = ["Sources", "Source", "src", "srcs"]

  /// The modules of the manifests among `manifests` (path to bytes).
  public init(manifests: [String: [UInt8]]) {
    for manifest in manifests.keys.sorted() {
      let package = String(manifest.dropLast(manifest.split(separator: "/").last!.count))
      switch ManifestTargets.read(manifests[manifest]!) {
      case .failure(let problem):
        unreadable.append((manifest, problem))
      case .success(let targets):
        for target in targets {
          let roots: [String]
          switch target.kind {
          case .test: roots = ["Tests"]
          case .plugin: roots = ["Plugins"]
          default: roots = Self.sourceRoots
          }
          let folders =
            target.path.map { [package + ($0 == "." ? "" : $0)] } ?? roots.map { package + $0 + "/" + target.name }
          let module = Module(
            target: target, manifest: manifest,
            folders: folders.map { folder in
              var trimmed = Substring(folder)
              while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
              return String(trimmed)
            },
            moduleName: Self.moduleName(target.name))
          for folder in module.folders { byFolder[folder, default: []].append(modules.count) }
          byModule[module.moduleName, default: []].append(modules.count)
          modules.append(module)
        }
      }
    }
  }

  /// The names another module can import: every target but the tests and plugins.
  public var importable: Set<String> { Set(modules.filter { $0.target.kind.isImportable }.map(\.name)) }

  /// The target whose folder holds `path` most closely; nil when none does.
  public func home(of path: String) -> Module? {
    homeIndex(of: path).map { modules[$0] }
  }

  /// The index in `modules` of the target whose folder holds `path` most closely.
  public func homeIndex(of path: String) -> Int? {
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      if let found = byFolder[String(folder)]?.first { return found }
    }
    return byFolder[""]?.first
  }

  /// The indices in `modules` of the targets that build the module `name`.
  public func building(_ name: String) -> [Int] { byModule[name] ?? [] }

  /// The module a target named `target` builds.
  public static func moduleName(_ target: String) -> String {
    String(decoding: target.utf8.map { SourceByte.isIdentifier($0) ? $0 : UInt8(ascii: "_") }, as: UTF8.self)
  }
}

extension Violation.Kind {
  /// A `Package.swift` whose targets a rule needs but cannot read from its text.
  public static let unreadableManifest = Violation.Kind(rawValue: "unreadable-manifest")
}
