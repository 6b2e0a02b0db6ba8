import Foundation
import RuleEngine

/// The unit- and UI-test targets of every Xcode project in the repository, read from
/// `*.xcodeproj/project.pbxproj` with Foundation's property-list reader (which reads the
/// OpenStep text Xcode writes, on Linux too) and never by running Xcode.
///
/// What graduate needs from it: which targets compile a *new* file in a folder. In a
/// synchronized folder (`PBXFileSystemSynchronizedRootGroup`, Xcode 16) that is every target
/// that owns the folder; a build-file exception set flips single files in or out of one
/// target, so a file an exception moved to the iOS target tells nothing about a new one.
/// In a classic group a new file joins no target until it is added to the project.
struct XcodeTestTargets {
  struct Target: Equatable {
    /// The `.xcodeproj` folder, repo-relative.
    var project: String
    var name: String
    /// Repo-relative folders: synchronized ones the target owns, or, for a classic target,
    /// the folders of the files its sources phase compiles.
    var synchronizedFolders: [String]
    var classicFolders: [String]
    /// A shared scheme whose test action runs the target.
    var scheme: String?
    /// The Swift package products the target links (`packageProductDependencies`).
    var products: [String] = []
    /// The app that hosts the target's tests (`TEST_HOST`) when its entitlements turn on the
    /// App Sandbox: tests run inside it read only its container, never the repository.
    var sandboxedHost: String? = nil

    var folders: [String] { synchronizedFolders + classicFolders }

    /// The command that runs one suite of this target.
    func command(suite: String) -> String {
      "xcodebuild test -project \(project) -scheme \(scheme ?? "<a scheme that tests \(name)>") "
        + "-only-testing:\(name)/\(suite)"
    }
  }

  private(set) var targets: [Target] = []

  init(paths: some Sequence<String>, read: (String) -> String?) {
    let all = Array(paths)
    for path in all where path.hasSuffix(".xcodeproj/project.pbxproj") {
      let project = String(path.dropLast("/project.pbxproj".count))
      guard let text = read(path) else { continue }
      let schemes = all.filter { $0.hasPrefix(project + "/xcshareddata/xcschemes/") && $0.hasSuffix(".xcscheme") }
        .compactMap { scheme in read(scheme).map { (scheme, $0) } }
      targets += withoutActuallyEscaping(read) { read in
        Self.targets(in: text, project: project, schemes: schemes, read: read)
      }
    }
  }

  /// The test targets that compile a new file placed in `folder`: owners of the
  /// synchronized folder that holds it.
  func compiling(_ folder: String) -> [Target] {
    targets.filter { target in
      target.synchronizedFolders.contains { PathPrefix.contains(folder, under: $0) }
    }
  }

  /// The classic targets whose files lie in `folder`'s tree: a new file there needs adding.
  func classicNear(_ folder: String) -> [Target] {
    targets.filter { target in
      target.classicFolders.contains {
        PathPrefix.contains(folder, under: $0) || PathPrefix.contains($0, under: folder)
      }
    }
  }

  static let testProducts: Set<String> = [
    "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
  ]

  /// The test targets one project file declares; with `shipping`, the other targets.
  static func targets(
    in text: String, project: String, schemes: [(path: String, text: String)], shipping: Bool = false,
    read: ((String) -> String?)? = nil
  ) -> [Target] {
    guard let plist = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil),
      let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]]
    else { return [] }
    let base = project.split(separator: "/").dropLast().joined(separator: "/")
    let paths = GroupPaths(objects: objects, root: root["rootObject"] as? String, base: base)
    var found: [Target] = []
    for (_, object) in objects where object["isa"] as? String == "PBXNativeTarget" {
      // `shipping`: the targets that build a product (an app, a framework, an extension).
      guard let type = object["productType"] as? String, testProducts.contains(type) != shipping,
        let name = object["name"] as? String
      else { continue }
      let synchronized = (object["fileSystemSynchronizedGroups"] as? [String] ?? []).compactMap { paths.path(of: $0) }
      var classic = Set<String>()
      for phase in object["buildPhases"] as? [String] ?? []
      where objects[phase]?["isa"] as? String == "PBXSourcesBuildPhase" {
        for file in objects[phase]?["files"] as? [String] ?? [] {
          guard let reference = objects[file]?["fileRef"] as? String, let path = paths.path(of: reference) else {
            continue
          }
          classic.insert(path.split(separator: "/").dropLast().joined(separator: "/"))
        }
      }
      let scheme = schemes.first { Self.scheme($0.text, tests: name) }.map {
        String($0.path.split(separator: "/").last!.dropLast(".xcscheme".count))
      }
      let products = (object["packageProductDependencies"] as? [String] ?? []).compactMap {
        objects[$0]?["productName"] as? String
      }
      found.append(
        Target(
          project: project, name: name, synchronizedFolders: synchronized.sorted(), classicFolders: classic.sorted(),
          scheme: scheme, products: products.sorted(),
          sandboxedHost: read.flatMap { sandboxedHost(of: object, objects: objects, base: base, read: $0) }))
    }
    return found.sorted { $0.name < $1.name }
  }

  /// The build settings of each of a target's configurations.
  static func settings(of target: [String: Any], objects: [String: [String: Any]]) -> [[String: Any]] {
    guard let list = target["buildConfigurationList"] as? String else { return [] }
    return (objects[list]?["buildConfigurations"] as? [String] ?? []).compactMap {
      objects[$0]?["buildSettings"] as? [String: Any]
    }
  }

  /// The host app of a test target (`TEST_HOST`, `$(BUILT_PRODUCTS_DIR)/Name.app/…`) when its
  /// entitlements file turns on the App Sandbox (`com.apple.security.app-sandbox`).
  static func sandboxedHost(
    of target: [String: Any], objects: [String: [String: Any]], base: String, read: (String) -> String?
  ) -> String? {
    let hosts = settings(of: target, objects: objects).compactMap { $0["TEST_HOST"] as? String }
    guard let host = hosts.first, let app = host.range(of: ".app") else { return nil }
    let name = String(host[..<app.lowerBound].split(separator: "/").last ?? "")
    guard !name.isEmpty else { return nil }
    for (_, object) in objects where object["isa"] as? String == "PBXNativeTarget" {
      guard object["productName"] as? String == name || object["name"] as? String == name else { continue }
      for settings in self.settings(of: object, objects: objects) {
        guard let entitlements = settings["CODE_SIGN_ENTITLEMENTS"] as? String,
          let text = read(([base, entitlements].filter { !$0.isEmpty }).joined(separator: "/")),
          let plist = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil),
          let values = plist as? [String: Any], values["com.apple.security.app-sandbox"] as? Bool == true
        else { continue }
        return name
      }
    }
    return nil
  }

  /// Whether a scheme's test action lists `target` among its testables.
  static func scheme(_ text: String, tests target: String) -> Bool {
    guard let start = text.range(of: "<TestAction"), let end = text.range(of: "</TestAction>") else { return false }
    return text[start.upperBound..<end.lowerBound].contains("BlueprintName = \"\(target)\"")
  }
}

/// The repo-relative path of each group and file reference: each one's `path` joined to its
/// parent group's, from the project's main group (`sourceTree = "<group>"`), or to the
/// project's folder (`SOURCE_ROOT`).
struct GroupPaths {
  private var parents: [String: String] = [:]
  private let objects: [String: [String: Any]]
  private let base: String
  private let main: String?

  init(objects: [String: [String: Any]], root: String?, base: String) {
    self.objects = objects
    self.base = base
    main = root.flatMap { objects[$0]?["mainGroup"] as? String }
    for (id, object) in objects {
      for child in object["children"] as? [String] ?? [] { parents[child] = id }
    }
  }

  func path(of id: String) -> String? {
    var parts: [String] = []
    var current: String? = id
    var steps = 0
    while let node = current, node != main, steps < 64 {
      steps += 1
      guard let object = objects[node] else { return nil }
      if let path = object["path"] as? String { parts.insert(path, at: 0) }
      if object["sourceTree"] as? String == "SOURCE_ROOT" { break }
      guard object["sourceTree"] as? String == "<group>" || object["sourceTree"] == nil else { return nil }
      current = parents[node]
    }
    let joined = ([base] + parts).filter { !$0.isEmpty }.joined(separator: "/")
    return joined.isEmpty ? nil : joined
  }
}
