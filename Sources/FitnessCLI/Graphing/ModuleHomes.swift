import RuleEngine

/// Which module each shipping Swift file belongs to, read from the manifests and projects
/// of a snapshot (never by running them): SwiftPM targets of every `Package.swift`, nested
/// local packages included; XcodeGen targets; Xcode targets. For a single-module app,
/// whose one target says nothing about its parts, the folders the rules name stand in for
/// modules. Test targets are left out: they ship nothing.
struct ModuleHomes {
  struct Home: Equatable {
    var module: String
    /// The folder the module's sources live in, repo-relative.
    var folder: String
    /// What the module belongs to: its package's folder, its XcodeGen spec, its Xcode
    /// project; empty for a folder a rule names.
    var group: String
  }

  private(set) var homes: [Home] = []

  init(paths: [String], read: (String) -> String?, drawings: [RuleDrawing]) {
    homes = Self.packageHomes(paths: paths, read: read)
    let xcodegen = XcodeGenTestTargets(paths: paths, read: read)
    for (name, folders) in xcodegen.shippingFolders.sorted(by: { $0.key < $1.key }) {
      let spec = xcodegen.shippingSpecs[name] ?? "project.yml"
      homes += folders.filter { !$0.hasSuffix(".swift") }.map { Home(module: name, folder: $0, group: spec) }
    }
    let generated = Set(xcodegen.targets.compactMap(\.project))
    for path in paths where path.hasSuffix(".xcodeproj/project.pbxproj") {
      let project = String(path.dropLast("/project.pbxproj".count))
      guard !generated.contains(project), let text = read(path) else { continue }
      for target in XcodeTestTargets.targets(in: text, project: project, schemes: [], shipping: true) {
        homes += target.folders.map { Home(module: target.name, folder: $0, group: project) }
      }
    }
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
    homes.sort { ($0.folder, $0.module) < ($1.folder, $1.module) }
  }

  /// The module whose folder holds `path` most closely; nil when none does.
  func home(of path: String) -> Home? {
    homes.filter { $0.folder.isEmpty || PathPrefix.contains(path, under: $0.folder) }.max {
      $0.folder.count < $1.folder.count
    }
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

  /// SwiftPM's shipping targets (`.target`, `.executableTarget`, `.macro`, `.plugin`), each in its
  /// `path:` or in `Sources/NAME`; SwiftPM's convention, a target per folder of `Sources/`,
  /// where the manifest declares none this reader can see.
  private static func packageHomes(paths: [String], read: (String) -> String?) -> [Home] {
    var found: [Home] = []
    for manifest in paths where manifest == "Package.swift" || manifest.hasSuffix("/Package.swift") {
      let package = String(manifest.dropLast("Package.swift".count))
      let group = package.isEmpty ? "Package.swift" : String(package.dropLast())
      let text = read(manifest) ?? ""
      let declared = PackageTestTargets.declaredTargets(in: text, kinds: [.regular, .executable, .macro, .plugin])
      if declared.isEmpty {
        var names = Set<String>()
        for path in paths where path.hasPrefix(package + "Sources/") {
          let rest = path.dropFirst(package.count + "Sources/".count).split(separator: "/")
          if rest.count >= 2 { names.insert(String(rest[0])) }
        }
        found += names.sorted().map { Home(module: $0, folder: package + "Sources/" + $0, group: group) }
      } else {
        // A product of the same call's shape (`.plugin(name:targets:)`) names no folder of
        // its own: only a target whose folder holds files is a module.
        for target in declared {
          let folder = package + (target.path ?? "Sources/\(target.name)")
          let home = Home(module: target.name, folder: folder, group: group)
          if !found.contains(home), paths.contains(where: { PathPrefix.contains($0, under: folder) }) {
            found.append(home)
          }
        }
      }
    }
    return found
  }
}
