import RuleEngine
import SwiftScanner

/// Which module each shipping Swift file belongs to, read from the manifests and projects
/// of a snapshot as the rules read them (`PackageModules`, never by running them): SwiftPM
/// targets of every `Package.swift`, nested local packages included; XcodeGen, Tuist and
/// Xcode targets. So a layer's `mayImport` is drawn over the modules it is judged against.
/// For a single-module app, whose one target says nothing about its parts, the folders the
/// rules name stand in for modules. Test targets are left out: they ship nothing.
struct ModuleHomes {
  struct Home: Equatable {
    var module: String
    /// The folder the module's sources live in, repo-relative.
    var folder: String
    /// What the module belongs to: its package's folder, its XcodeGen spec or Tuist
    /// manifest, its Xcode project; empty for a folder a rule names.
    var group: String
  }

  private(set) var homes: [Home] = []
  /// The modules the manifests declare: a file is theirs where they compile it (their
  /// excludes and includes read), never merely because it lies under their folder.
  private var declared = PackageModules(manifests: [:])
  /// The homes no manifest declares: SwiftPM's folder convention and the folders rules name.
  private var undeclared: [Home] = []

  init(paths: [String], read: (String) -> [UInt8]?, drawings: [RuleDrawing]) {
    var manifests: [String: [UInt8]] = [:]
    for path in paths where ManifestName.isBuildManifest(path) { manifests[path] = read(path) }
    declared = PackageModules(manifests: manifests)
    // An app's classic Xcode targets list thousands of files each: each home is kept once
    // by a set, never by searching the homes so far.
    var seen = Set<String>()
    for (index, module) in declared.modules.enumerated() where module.target.kind != .test {
      let package = ManifestName.isPackage(module.manifest)
      let group = group(of: index)
      for folder in module.folders {
        // A SwiftPM target declared without `path:` may live in any of SwiftPM's folders:
        // the one that holds files is its home.
        if package, !paths.contains(where: { PathPrefix.contains($0, under: folder) }) { continue }
        guard seen.insert(module.moduleName + "\u{0}" + folder).inserted else { continue }
        homes.append(Home(module: module.moduleName, folder: folder, group: group))
      }
    }
    let declaredCount = homes.count
    homes += Self.conventionalHomes(paths: paths, declared: declared)
    // One module, or none: the app's parts are the folders its rules name.
    if Set(homes.map(\.module)).count < 2 {
      var folders = Set<String>()
      for drawing in drawings {
        let named = drawing.forbiddenFrom + drawing.allowed + drawing.apart.values.joined()
        folders.formUnion(named.filter(Self.isFolder).map(Self.folder))
      }
      for (_, paths) in drawings.flatMap(\.apart) { folders.subtract(paths.map(Self.folder)) }
      homes += folders.sorted().map { Home(module: $0, folder: $0, group: "") }
      for drawing in drawings {
        for (module, paths) in drawing.apart.sorted(by: { $0.key < $1.key }) {
          homes += paths.map { Home(module: module, folder: Self.folder($0), group: "") }
        }
      }
    }
    undeclared = Array(homes[declaredCount...])
    homes.sort { ($0.folder, $0.module) < ($1.folder, $1.module) }
  }

  /// What the declared module at `index` belongs to: its package's folder (`Package.swift`
  /// for the root package), its spec or Tuist manifest, its Xcode project.
  private func group(of index: Int) -> String {
    let module = declared.modules[index]
    return ManifestName.isPackage(module.manifest) && module.project.contains("/")
      ? PathPrefix.folder(of: module.project) : module.project
  }

  /// The module whose folder holds `path` most closely, and compiles it; nil when none does.
  func home(of path: String) -> Home? {
    var candidates = undeclared.filter { $0.folder.isEmpty || PathPrefix.contains(path, under: $0.folder) }
    if let (index, folder) = declared.homePlace(of: path), declared.modules[index].target.kind != .test {
      candidates.append(Home(module: declared.modules[index].moduleName, folder: folder, group: group(of: index)))
    }
    return candidates.max { $0.folder.count < $1.folder.count }
  }

  /// Every module's name.
  var modules: Set<String> { Set(homes.map(\.module)) }

  /// The modules whose folders lie under `path` or hold it: what a rule's path reaches.
  func modules(at path: String) -> [String] {
    let under = homes.filter { PathPrefix.contains($0.folder, under: path) }.map(\.module)
    return under.isEmpty ? home(of: path).map { [$0.module] } ?? [] : Array(Set(under)).sorted()
  }

  /// A folder as a rule may spell it, `Sources/Sync/`, without its closing slash.
  private static func folder(_ path: String) -> String { path.hasSuffix("/") ? String(path.dropLast()) : path }

  private static func isFolder(_ path: String) -> Bool {
    !path.isEmpty && !PathPrefix.hasSwiftSuffix(path) && !path.contains("*")
  }

  /// SwiftPM's convention, a target per folder of `Sources/`, for a package whose
  /// manifest declares no target the reader can see.
  private static func conventionalHomes(paths: [String], declared: PackageModules) -> [Home] {
    var found: [Home] = []
    let described = Set(declared.modules.map(\.manifest)).union(declared.unreadable.map(\.manifest))
    for manifest in paths where ManifestName.isPackage(manifest) && !described.contains(manifest) {
      let package = String(manifest.dropLast("Package.swift".count))
      let group = package.isEmpty ? "Package.swift" : String(package.dropLast())
      var names = Set<String>()
      for path in paths where path.hasPrefix(package + "Sources/") {
        let rest = path.dropFirst(package.count + "Sources/".count).split(separator: "/")
        if rest.count >= 2 { names.insert(String(rest[0])) }
      }
      found += names.sorted().map { Home(module: $0, folder: package + "Sources/" + $0, group: group) }
    }
    return found
  }
}
