#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The targets an XcodeGen spec (`project.yml`) declares, read from its YAML and the specs
/// it includes, never by running XcodeGen: each target's kind, the folders its `sources`
/// compile, its module, and its `dependencies:` on the project's own targets, each where
/// it is written.
///
/// Read as XcodeGen builds its spec: an included spec first and the including one laid on
/// it (`YAMLTree.merged`), a target's `templates` under the target, `${target_name}` and
/// `${platform}` put in, and a target with a list of platforms made one target per platform
/// (`App_iOS`). Paths in an included spec are relative to it, unless its include says
/// `relativePaths: false`.
public struct XcodeGenTargets {
  /// Whether `path` is a spec XcodeGen reads by default: `project.yml` or `project.yaml`.
  public static func isSpec(_ path: String) -> Bool {
    path == "project.yml" || path == "project.yaml" || path.hasSuffix("/project.yml")
      || path.hasSuffix("/project.yaml")
  }

  public private(set) var targets: [ProjectTarget] = []
  /// Each target's body as XcodeGen reads it, its templates under it and its names put in,
  /// beside `targets`: what graduate reads for the keys no rule does (`scheme:`, `platform:`).
  public private(set) var bodies: [YAMLTree] = []
  /// The spec with what it includes laid under it.
  public private(set) var document = YAMLTree.map([], YAMLPlace(file: "", position: SourcePosition(line: 1, column: 1)))
  let files: [String: [UInt8]]
  /// The folder each read spec's paths are relative to.
  private var base: [String: String] = [:]

  /// The targets of the spec at `spec`, reading it and what it includes from `files`;
  /// the file at fault, where and why, when one cannot be read.
  public static func read(spec: String, files: [String: [UInt8]]) -> Result<[ProjectTarget], Unreadable> {
    reading(spec: spec, files: files).map(\.targets)
  }

  /// The spec at `spec` read whole: its merged document, its targets and their bodies.
  public static func reading(spec: String, files: [String: [UInt8]]) -> Result<XcodeGenTargets, Unreadable> {
    var reader = XcodeGenTargets(files: files)
    do {
      reader.document = try reader.load(spec, relativeTo: PathPrefix.folder(of: spec), seen: [])
      try reader.collect(reader.document)
      return .success(reader)
    } catch let failure as Unreadable {
      return .failure(failure)
    } catch {
      return .failure(Unreadable(YAMLPlace(file: spec, position: SourcePosition(line: 1, column: 1)), "\(error)"))
    }
  }

  /// The other specs the spec at `spec` includes, directly or through another, up to the
  /// first that cannot be read, and that one (a file it names that is missing, too). A spec
  /// another includes is read through it, not as a project.
  public static func included(by spec: String, files: [String: [UInt8]]) -> Set<String> {
    var reader = XcodeGenTargets(files: files)
    _ = try? reader.load(spec, relativeTo: PathPrefix.folder(of: spec), seen: [])
    return Set(reader.base.keys).subtracting([spec])
  }

  /// Every file the specs among `files` include, directly or through another (as
  /// `included(by:files:)` finds them): the YAML a spec reads, and the specs read through
  /// another rather than as projects of their own.
  public static func includedBySpecs(in files: [String: [UInt8]]) -> Set<String> {
    files.keys.filter(isSpec).reduce(into: Set<String>()) { $0.formUnion(included(by: $1, files: files)) }
  }

  /// A spec that cannot be read: the file at fault, where, and why.
  public struct Unreadable: Error, Sendable, Equatable {
    public var file: String
    public var problem: ManifestTargets.Unreadable

    init(_ place: YAMLPlace, _ reason: String) {
      file = place.file
      problem = ManifestTargets.Unreadable(position: place.position, reason: reason)
    }
  }

  init(files: [String: [UInt8]]) { self.files = files }

  /// The spec at `file` with what it includes under it; its paths are relative to `folder`.
  mutating func load(_ file: String, relativeTo folder: String, seen: Set<String>) throws -> YAMLTree {
    base[file] = folder
    guard let bytes = files[file] else {
      throw Unreadable(YAMLPlace(file: file, position: SourcePosition(line: 1, column: 1)), "the spec cannot be read")
    }
    let document: YAMLTree
    switch ManifestYAML.read(bytes, file: file) {
    case .success(let tree): document = tree
    case .failure(let problem):
      throw Unreadable(YAMLPlace(file: file, position: problem.position), problem.reason)
    }
    var merged = YAMLTree.map([], document.place)
    for include in document["include"]?.items ?? [] {
      guard let path = include.string ?? include["path"]?.string else {
        throw Unreadable(include.place, "an include names no path: write `- path/to/spec.yml`")
      }
      let included = PathPrefix.joined(PathPrefix.folder(of: file), path)
      guard files[included] != nil else {
        // Named all the same: a commit that adds or removes it changes what the spec reads.
        base[included] = PathPrefix.folder(of: included)
        throw Unreadable(
          include.place, "this include names \(included), which the snapshot does not hold as a YAML file")
      }
      guard !seen.contains(included), seen.count < 64 else {
        throw Unreadable(include.place, "this include leads back to \(included): include each spec once")
      }
      // XcodeGen reads each spec once, however many specs include it.
      guard base[included] == nil else { continue }
      let relative = include["relativePaths"]?.string != "false"
      let tree = try load(
        included, relativeTo: relative ? PathPrefix.folder(of: included) : folder, seen: seen.union([file]))
      merged = merged.merged(with: tree)
    }
    return merged.merged(with: document)
  }

  /// Every target of the merged spec, templates applied and platforms spread.
  mutating func collect(_ document: YAMLTree) throws {
    let templates = document["targetTemplates"]
    for entry in document["targets"]?.entries ?? [] {
      var body = try applying(templates, to: entry.value, name: entry.key, depth: 0)
      body = body.substituting([("${target_name}", entry.key)])
      let platforms = body["platform"].map { $0.items.compactMap(\.string) } ?? []
      if case .list? = body["platform"], !platforms.isEmpty {
        for platform in platforms {
          let named = body.substituting([("${platform}", platform)])
          try add(named, name: entry.key + "_" + platform, module: entry.key)
        }
      } else {
        let named = platforms.first.map { body.substituting([("${platform}", $0)]) } ?? body
        try add(named, name: entry.key, module: entry.key)
      }
    }
  }

  /// `body` laid on the templates it names, each on the templates it names in turn.
  func applying(_ templates: YAMLTree?, to body: YAMLTree, name: String, depth: Int) throws -> YAMLTree {
    let names = body["templates"]?.items ?? []
    guard !names.isEmpty else { return body }
    guard depth < 16 else { throw Unreadable(body.place, "templates of \(name) name each other in a circle") }
    var merged = YAMLTree.map([], body.place)
    for item in names {
      guard let template = item.string, let found = templates?[template] else {
        throw Unreadable(
          item.place, "\(name) uses the template \(item.string ?? "?"), which no `targetTemplates:` declares")
      }
      merged = merged.merged(with: try applying(templates, to: found, name: template, depth: depth + 1))
    }
    return merged.merged(with: body)
  }

  mutating func add(_ body: YAMLTree, name: String, module: String) throws {
    guard let type = body["type"]?.string else {
      throw Unreadable(body.place, "the target \(name) has no `type:`: XcodeGen needs one")
    }
    let file = body.place.file
    let folder = base[file] ?? PathPrefix.folder(of: file)
    var folders: [String] = []
    var excluded: [String] = []
    var included: [String: [String]] = [:]
    for source in body["sources"]?.items ?? [] {
      // Sources that are copied (resources, folder references) compile nothing.
      if let phase = source["buildPhase"] {
        guard phase.string == "sources" else { continue }
      }
      guard source["type"]?.string != "folder", let path = source.string ?? source["path"]?.string else { continue }
      let root = PathPrefix.joined(base[source.place.file] ?? folder, path)
      folders.append(root)
      // `excludes` globs are relative to the source's own path.
      excluded += source["excludes"]?.items.compactMap { $0.string.map { PathPrefix.joined(root, $0) } } ?? []
      // `includes` keeps only what its globs match, relative to the source's path too.
      let kept = source["includes"]?.items.compactMap { $0.string.map { PathPrefix.joined(root, $0) } } ?? []
      if !kept.isEmpty { included[root, default: []] += kept }
    }
    var dependencies: [ManifestTarget.Dependency] = []
    for item in body["dependencies"]?.items ?? [] {
      if let target = item["target"], let named = target.string {
        // `Project/Target` is a target of another project, as a product of another package is.
        let parts = named.split(separator: "/", maxSplits: 1)
        dependencies.append(
          .init(
            name: String(parts.last ?? ""), package: parts.count == 2 ? String(parts[0]) : nil,
            position: target.place.position))
        continue
      }
      for key in ["package", "framework", "sdk", "carthage", "bundle"] {
        guard let value = item[key], let named = value.string else { continue }
        dependencies.append(
          .init(name: item["product"]?.string ?? named, package: key, position: value.place.position))
        break
      }
    }
    let target = ManifestTarget(
      name: name, kind: Self.kind(type), path: nil, position: body.place.position, dependencies: dependencies)
    let product = body["productName"]?.string ?? module
    bodies.append(body)
    targets.append(
      ProjectTarget(
        target: target, file: file, folders: folders, moduleName: PackageModules.moduleName(product),
        excluded: excluded, included: included))
  }

  /// A product type as a SwiftPM target's kind: a framework or library is a module others
  /// import; a test bundle is a test; an app, extension, tool or bundle is importable (a
  /// unit test's `@testable import App`) and never an unused dependency, as an executable.
  static func kind(_ type: String) -> ManifestTarget.Kind {
    if type.hasPrefix("framework") || type.hasPrefix("library") { return .regular }
    if type == "bundle.unit-test" || type == "bundle.ui-testing" { return .test }
    return .executable
  }
}
