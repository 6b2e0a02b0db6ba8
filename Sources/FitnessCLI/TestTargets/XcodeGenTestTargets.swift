import Findings
import GitFileReader
import RuleEngine

/// The test targets an XcodeGen spec declares (`project.yml` and the files it includes,
/// each path relative to the file that names it): `bundle.unit-test` and
/// `bundle.ui-testing` targets and the folders their `sources` compile. Read with libyaml
/// (through `Findings`), never by running XcodeGen; the project it generates is what Xcode
/// builds, so a new suite compiles only after `xcodegen generate`.
struct XcodeGenTestTargets {
  struct Target: Equatable {
    var spec: String
    var name: String
    var folders: [String]
    /// The package products it depends on (`dependencies: - package: … product: …`).
    var products: [String] = []
    /// Its `platform:` (`iOS`, `macOS`, …), when the spec says.
    var platform: String? = nil
    /// The scheme the spec makes that tests it: one of its `schemes:` whose `test:` lists
    /// the target, else the target's own (`scheme:` on the target); nil when none does.
    var scheme: String? = nil
    /// The project XcodeGen generates, `<spec folder>/<name>.xcodeproj`, from the spec's
    /// `name:`.
    var project: String? = nil
  }

  private(set) var targets: [Target] = []
  /// The folders each target that ships (an app, a framework, an extension) compiles, by
  /// target name: a suite there would be built into the product.
  private(set) var shippingFolders: [String: [String]] = [:]
  /// The spec that declares each shipping target, by target name.
  private(set) var shippingSpecs: [String: String] = [:]
  /// Specs that could not be read, with the reason, to say so rather than guess.
  private(set) var unreadable: [String] = []

  init(paths: some Sequence<String>, read: (String) -> String?) {
    for spec in paths where spec == "project.yml" || spec.hasSuffix("/project.yml") {
      var seen = Set<String>()
      collect(spec, root: spec, read: read, seen: &seen)
    }
    for index in targets.indices {
      targets[index].scheme = testingSchemes[targets[index].name] ?? targets[index].scheme
      targets[index].project = projectNames[targets[index].spec]
    }
    targets.sort { $0.name < $1.name }
  }

  /// The targets whose sources hold `folder`.
  func compiling(_ folder: String) -> [Target] {
    targets.filter { $0.folders.contains { PathPrefix.contains(folder, under: $0) } }
  }

  /// The shipping targets whose sources hold `folder`, by name.
  func shipping(_ folder: String) -> [String] {
    shippingFolders.filter { $0.value.contains { PathPrefix.contains(folder, under: $0) } }.keys.sorted()
  }

  private mutating func collect(_ file: String, root: String, read: (String) -> String?, seen: inout Set<String>) {
    guard seen.insert(file).inserted, seen.count <= 64 else { return }
    guard let text = read(file) else { return }
    let document: YAMLValue?
    do {
      document = try YAMLValue.parse(text, path: file)
    } catch {
      unreadable.append("\(error)")
      return
    }
    let folder = Self.folder(of: file)
    if file == root, let name = document?["name"]?.string {
      projectNames[root] = (folder.isEmpty ? "" : folder + "/") + name + ".xcodeproj"
    }
    if case .map(let schemes)? = document?["schemes"] {
      for (scheme, body) in schemes {
        guard case .list(let tested)? = body["test"]?["targets"] else { continue }
        for item in tested {
          if let name = item.string ?? item["name"]?.string { testingSchemes[name] = testingSchemes[name] ?? scheme }
        }
      }
    }
    if case .list(let includes)? = document?["include"] {
      for include in includes {
        guard let path = include.string ?? include["path"]?.string else { continue }
        collect(Self.join(folder, path), root: root, read: read, seen: &seen)
      }
    }
    guard case .map(let entries)? = document?["targets"] else { return }
    for (name, target) in entries {
      var sources: [YAMLValue] = []
      switch target["sources"] {
      case .list(let items)?: sources = items
      case let single?: sources = [single]
      case nil: break
      }
      // Sources that are copied, not compiled (resources, folder references), hold no suite.
      let compiled = sources.filter { source in
        let phase = source["buildPhase"]?.string ?? (source["buildPhase"] == nil ? nil : "copy")
        return (phase == nil || phase == "sources") && source["type"]?.string != "folder"
      }
      let folders = compiled.compactMap { ($0.string ?? $0["path"]?.string).map { Self.join(folder, $0) } }
      guard let type = target["type"]?.string, type == "bundle.unit-test" || type == "bundle.ui-testing" else {
        shippingFolders[name, default: []] += folders
        shippingSpecs[name] = root
        continue
      }
      var products: [String] = []
      if case .list(let dependencies)? = target["dependencies"] {
        products = dependencies.compactMap { $0["package"] == nil ? nil : $0["product"]?.string }
      }
      // In the order the spec lists them: its own tests' folder usually comes first.
      var found = Target(spec: root, name: name, folders: folders, products: products.sorted())
      found.platform = target["platform"]?.string
      if target["scheme"] != nil { found.scheme = name }
      targets.append(found)
    }
  }

  /// Each spec's generated project, by spec.
  private var projectNames: [String: String] = [:]
  /// The schemes the specs declare, by the test target they test.
  private var testingSchemes: [String: String] = [:]

  static func folder(of file: String) -> String {
    file.split(separator: "/").dropLast().joined(separator: "/")
  }

  /// `path` relative to `folder`, with `.` and `..` resolved, repo-relative.
  static func join(_ folder: String, _ path: String) -> String {
    DotSegments.resolved(folder + "/" + path).joined(separator: "/")
  }
}
