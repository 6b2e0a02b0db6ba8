import GitFileReader
import RuleEngine
import SwiftScanner

/// The test targets an XcodeGen spec declares (`project.yml` and the files it includes,
/// each path relative to the file that names it): `bundle.unit-test` and
/// `bundle.ui-testing` targets and the folders their `sources` compile. Read as the rules
/// read the spec (`XcodeGenTargets`: includes merged, templates applied, a target per
/// platform), never by running XcodeGen; the project it generates is what Xcode builds, so
/// a new suite compiles only after `xcodegen generate`.
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
  /// Specs that could not be read, each `file:line:col: why`, to say so rather than guess.
  private(set) var unreadable: [String] = []

  /// The specs among `paths` and the YAML files they may include, read with `read`.
  init(paths: some Sequence<String>, read: (String) -> [UInt8]?) {
    var files: [String: [UInt8]] = [:]
    for path in paths where ManifestName.isYAML(path) { files[path] = read(path) }
    // A spec another includes is read through it, as the rules read it.
    let included = XcodeGenTargets.includedBySpecs(in: files)
    for spec in files.keys.filter(XcodeGenTargets.isSpec).sorted() where !included.contains(spec) {
      switch XcodeGenTargets.reading(spec: spec, files: files) {
      case .failure(let failure):
        unreadable.append("\(failure.file):\(failure.problem.position): \(failure.problem.reason)")
      case .success(let reader):
        collect(reader, spec: spec)
      }
    }
    targets.sort { $0.name < $1.name }
  }

  private mutating func collect(_ reader: XcodeGenTargets, spec: String) {
    let document = reader.document
    let folder = PathPrefix.folder(of: spec)
    let project = document["name"]?.string.map { (folder.isEmpty ? "" : folder + "/") + $0 + ".xcodeproj" }
    var testingSchemes: [String: String] = [:]
    for scheme in document["schemes"]?.entries ?? [] {
      for item in scheme.value["test"]?["targets"]?.items ?? [] {
        if let name = item.string ?? item["name"]?.string { testingSchemes[name] = testingSchemes[name] ?? scheme.key }
      }
    }
    for (target, body) in zip(reader.targets, reader.bodies) {
      let name = target.target.name
      guard target.target.kind == .test else {
        shippingFolders[name, default: []] += target.folders
        shippingSpecs[name] = spec
        continue
      }
      // In the order the spec lists them: its own tests' folder usually comes first.
      var found = Target(
        spec: spec, name: name, folders: target.folders,
        products: target.target.dependencies.filter { $0.package == "package" }.map(\.name).sorted())
      // A target made per platform (`UnitTests_iOS`) has the list; its own is its suffix.
      found.platform =
        body["platform"]?.string
        ?? body["platform"]?.items.compactMap(\.string).first { name.hasSuffix("_" + $0) }
      found.scheme = testingSchemes[name] ?? (body["scheme"] == nil ? nil : name)
      found.project = project
      targets.append(found)
    }
  }

  /// The targets whose sources hold `folder`.
  func compiling(_ folder: String) -> [Target] {
    targets.filter { $0.folders.contains { PathPrefix.contains(folder, under: $0) } }
  }

  /// The shipping targets whose sources hold `folder`, by name.
  func shipping(_ folder: String) -> [String] {
    shippingFolders.filter { $0.value.contains { PathPrefix.contains(folder, under: $0) } }.keys.sorted()
  }
}
