#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The repository's own modules, as every `Package.swift`, XcodeGen spec (`project.yml`),
/// Tuist `Project.swift` and Xcode project of one snapshot declares them: each target with the folders its sources live in. What a
/// layer's `mayImport` allows among, so a module added tomorrow is kept out of the layer
/// without anyone listing it, and what the targets' dependencies are judged against.
///
/// Read from the manifests' text, never run: a target whose name is not a string literal,
/// or a spec written in YAML the engine does not read, cannot be read, and the rules that
/// need it say so rather than judge without it.
public struct PackageModules: Sendable {
  public struct Module: Sendable, Equatable {
    public var target: ManifestTarget
    /// The manifest that declares it, repo-relative: a `Package.swift`, or the spec (the
    /// XcodeGen spec or one it includes) that writes it.
    public var manifest: String
    /// The package or project it belongs to, by its manifest: the `Package.swift`, or the
    /// XcodeGen spec whose includes wrote it. Its siblings are the targets of the same one.
    public var project: String
    /// The folders its sources may live in, repo-relative: its `path:`, else each folder
    /// SwiftPM looks in (`Sources/NAME`, `Source/NAME`, …). All are kept, not the one that
    /// exists, so a file's module follows from its own path whatever else a snapshot lists.
    public var folders: [String]
    /// The module the target builds: its name, with each character an identifier cannot
    /// hold as `_` (`fitness-tool` builds `fitness_tool`).
    public var moduleName: String
    /// What its folders hold that it does not compile: files, folders and globs.
    public var excluded: [String] = []
    /// The folders that compile only what their globs match (an XcodeGen source's
    /// `includes`), with the globs; the others compile all they hold.
    public var included: [String: [String]] = [:]
    public var name: String { target.name }

    /// A dependency on `name` as this module's manifest writes one: `"Core"` in a
    /// `Package.swift`, `- target: Core` in an XcodeGen spec, the target's name in Xcode.
    /// What its manifest calls the list of its dependencies: an Xcode target's is its
    /// Target Dependencies build phase.
    public var dependencyList: String {
      XcodeProjectTargets.isProject(manifest) ? "Target Dependencies" : "dependencies"
    }

    public func spelling(of name: String) -> String {
      if ManifestName.isPackage(manifest) { return "\"\(name)\"" }
      if TuistTargets.isProject(manifest) { return ".target(name: \"\(name)\")" }
      if XcodeProjectTargets.isProject(manifest) { return name }
      return "`- target: \(name)`"
    }
  }

  /// Every target of every manifest, in manifest then declaration order.
  public private(set) var modules: [Module] = []
  /// A manifest that cannot be read: the file at fault, and where and why.
  public struct UnreadableFile: Error, Sendable {
    public var file: String
    public var problem: ManifestTargets.Unreadable
  }

  /// The manifests whose targets could not be read, each with where and why.
  public private(set) var unreadable: [(manifest: String, problem: ManifestTargets.Unreadable)] = []

  /// Each folder a target's sources may live in, to the targets there (the first declared
  /// first): a file's module is found by walking its own folders, not every target's.
  private var byFolder: [String: Int] = [:]
  /// The targets after the first of a folder several targets name: most folders have one,
  /// and a classic Xcode project's thousands of listed files are not an array each.
  private var laterByFolder: [String: [Int]] = [:]
  /// Each module name, to the targets that build it.
  private var byModule: [String: [Int]] = [:]

  /// The folders SwiftPM looks in for a target declared without `path:`.
  static let sourceRoots = ["Sources", "Source", "src", "srcs"]

  /// The modules of the manifests among `manifests` (path to bytes): each `Package.swift`,
  /// Tuist `Project.swift` and Xcode project, and each XcodeGen spec with the YAML files it
  /// includes.
  public init(manifests: [String: [UInt8]]) {
    // A spec read through another needs two: with one, none is read twice (nor parsed here).
    let included =
      manifests.keys.filter(XcodeGenTargets.isSpec).count < 2 ? [] : XcodeGenTargets.includedBySpecs(in: manifests)
    for manifest in manifests.keys.sorted() {
      if XcodeGenTargets.isSpec(manifest) {
        guard !included.contains(manifest) else { continue }
        // Each target is kept under the spec that writes it, an included one too.
        adding(
          XcodeGenTargets.read(spec: manifest, files: manifests).mapError {
            UnreadableFile(file: $0.file, problem: $0.problem)
          }, project: manifest)
        continue
      }
      if XcodeProjectTargets.isProject(manifest) {
        // A project beside an XcodeGen spec is the spec's output: its targets are the spec's.
        let folder = PathPrefix.folder(of: PathPrefix.folder(of: manifest))
        guard !manifests.keys.contains(where: { XcodeGenTargets.isSpec($0) && PathPrefix.folder(of: $0) == folder })
        else { continue }
        let read = XcodeProjectTargets.read(path: manifest, bytes: manifests[manifest]!)
        adding(read.mapError { UnreadableFile(file: manifest, problem: $0) }, project: PathPrefix.folder(of: manifest))
        continue
      }
      if TuistTargets.isProject(manifest) {
        adding(
          TuistTargets.read(path: manifest, bytes: manifests[manifest]!).mapError {
            UnreadableFile(file: manifest, problem: $0)
          }, project: manifest)
        continue
      }
      guard ManifestName.isPackage(manifest) else { continue }
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
          add(
            Module(
              target: target, manifest: manifest, project: manifest, folders: folders,
              moduleName: Self.moduleName(target.name)))
        }
      }
    }
  }

  /// A project's targets, each under the file that writes it, as modules of `project`; or
  /// the file at fault.
  private mutating func adding(
    _ read: Result<[ProjectTarget], UnreadableFile>, project: String
  ) {
    switch read {
    case .failure(let failure): unreadable.append((failure.file, failure.problem))
    case .success(let targets):
      // Room for every folder once: a classic Xcode project lists thousands of files, and
      // growing the table target by target rehashed them all again at each step.
      byFolder.reserveCapacity(byFolder.count + targets.reduce(0) { $0 + $1.folders.count })
      for target in targets {
        add(
          Module(
            target: target.target, manifest: target.file, project: project, folders: target.folders,
            moduleName: target.moduleName, excluded: target.excluded, included: target.included))
      }
    }
  }

  private mutating func add(_ module: Module) {
    var module = module
    // A project's targets list thousands of files: only a folder written with a closing
    // slash is copied.
    func trimmed(_ folder: String) -> String {
      guard folder.utf8.last == UInt8(ascii: "/") else { return folder }
      var trimmed = Substring(folder)
      while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
      return String(trimmed)
    }
    if module.folders.contains(where: { $0.utf8.last == UInt8(ascii: "/") }) {
      module.folders = module.folders.map(trimmed)
    }
    if !module.included.isEmpty {
      module.included = Dictionary(module.included.map { (trimmed($0.key), $0.value) }, uniquingKeysWith: +)
    }
    for folder in module.folders {
      if byFolder[folder] == nil {
        byFolder[folder] = modules.count
      } else {
        laterByFolder[folder, default: []].append(modules.count)
      }
    }
    byModule[module.moduleName, default: []].append(modules.count)
    modules.append(module)
  }

  /// The modules another module can import: every target's but the tests' and plugins'.
  /// A module's name, not its target's: an XcodeGen target per platform (`Domain_iOS`)
  /// builds the one module `Domain`.
  public var importable: Set<String> { Set(modules.filter { $0.target.kind.isImportable }.map(\.moduleName)) }

  /// The target whose folder holds `path` most closely; nil when none does.
  public func home(of path: String) -> Module? {
    homeIndex(of: path).map { modules[$0] }
  }

  /// The index in `modules` of the target whose folder holds `path` most closely, and
  /// does not leave it out.
  public func homeIndex(of path: String) -> Int? { homePlace(of: path)?.index }

  /// The same, with the folder (or file) of the target's that holds `path`.
  public func homePlace(of path: String) -> (index: Int, folder: String)? {
    // A file, a folder, or a glob and what it matches.
    func matches(_ entry: String) -> Bool {
      PathPattern.isGlob(entry) ? PathPattern.contains(path, under: entry) : PathPrefix.contains(path, under: entry)
    }
    func compiling(_ folder: String) -> (index: Int, folder: String)? {
      func compiles(_ index: Int) -> Bool {
        !modules[index].excluded.contains(where: matches)
          && (modules[index].included[folder].map { $0.contains(where: matches) } ?? true)
      }
      guard let first = byFolder[folder] else { return nil }
      if compiles(first) { return (first, folder) }
      return laterByFolder[folder]?.first(where: compiles).map { ($0, folder) }
    }
    // A spec's `sources` may name a file of its own.
    if let found = compiling(path) { return found }
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      if let found = compiling(String(folder)) { return found }
    }
    return compiling("")
  }

  /// The indices in `modules` of the targets that build the module `name`.
  public func building(_ name: String) -> [Int] { byModule[name] ?? [] }

  /// How a manifest is read, and what to change in one that cannot be: the second half of
  /// a message that says why it cannot.
  public static func readingWords(_ manifest: String) -> String {
    if ManifestName.isPackage(manifest) {
      return "the rule reads each Package.swift's text, never runs it: change the manifest to name its targets and "
        + "dependencies with string literals"
    }
    if TuistTargets.isProject(manifest) {
      return "the rule reads each Tuist Project.swift's text, never runs Tuist: change the manifest to name its "
        + "targets, products, sources and dependencies with literals"
    }
    if XcodeProjectTargets.isProject(manifest) {
      return "the rule reads each Xcode project's project.pbxproj as text, never runs Xcode: mend the project "
        + "file as the reason says (Xcode rewrites it whole when the project is saved)"
    }
    return "the rule reads each XcodeGen spec and the YAML it includes as text, never runs XcodeGen: change the spec "
      + "as the reason says"
  }

  /// The module a target named `target` builds.
  public static func moduleName(_ target: String) -> String {
    String(decoding: target.utf8.map { SourceByte.isIdentifier($0) ? $0 : UInt8(ascii: "_") }, as: UTF8.self)
  }
}

extension Violation.Kind {
  /// A `Package.swift` whose targets a rule needs but cannot read from its text.
  public static let unreadableManifest = Violation.Kind(rawValue: "unreadable-manifest")
}

extension FileSet {
  /// The modules of the set's manifests, derived once for the set where its caller keeps
  /// what rules derive (`derived`).
  public var packageModules: PackageModules {
    let read = { PackageModules(manifests: packageManifests) }
    // Sets that share a keeper share their manifests. One that has none reads those among
    // its own files, which another set of the same keeper may not hold.
    guard let derived, !manifests.isEmpty else { return read() }
    return derived("package-modules") { read() } as? PackageModules ?? read()
  }
}
