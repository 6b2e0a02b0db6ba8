import Foundation
import RuleEngine

/// The unit- and UI-test targets of every Xcode project in the repository, read from
/// `*.xcodeproj/project.pbxproj` with the engine's reader of the OpenStep text Xcode writes
/// (`OpenStepPlist`), never by running Xcode.
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

  /// The test targets one project file declares; with `shipping`, the other targets. Read
  /// with the engine's reader of project files, as the rules that read targets read them.
  static func targets(
    in text: String, project: String, schemes: [(path: String, text: String)], shipping: Bool = false,
    read: ((String) -> String?)? = nil
  ) -> [Target] {
    guard case .success(let root) = OpenStepPlist.read(Array(text.utf8)),
      case .dictionary(let objects, _)? = root["objects"]
    else { return [] }
    let base = project.split(separator: "/").dropLast().joined(separator: "/")
    let main = root["rootObject"]?.string.flatMap { objects[$0]?["mainGroup"]?.string }
    let paths = ProjectPaths(objects: objects, main: main, base: base)
    var found: [Target] = []
    for (_, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
      // `shipping`: the targets that build a product (an app, a framework, an extension).
      guard let type = object["productType"]?.string, testProducts.contains(type) != shipping,
        let name = object["name"]?.string
      else { continue }
      let synchronized = object["fileSystemSynchronizedGroups"]?.items.compactMap { $0.string.flatMap(paths.path) }
      var classic = Set<String>()
      for phase in object["buildPhases"]?.items.compactMap({ $0.string.flatMap { objects[$0] } }) ?? []
      where phase["isa"]?.string == "PBXSourcesBuildPhase" {
        for file in phase["files"]?.items ?? [] {
          guard let reference = file.string.flatMap({ objects[$0]?["fileRef"]?.string }),
            let path = paths.path(of: reference)
          else { continue }
          classic.insert(path.split(separator: "/").dropLast().joined(separator: "/"))
        }
      }
      let scheme = schemes.first { Self.scheme($0.text, tests: name) }.map {
        String($0.path.split(separator: "/").last!.dropLast(".xcscheme".count))
      }
      let products = object["packageProductDependencies"]?.items.compactMap {
        $0.string.flatMap { objects[$0]?["productName"]?.string }
      }
      found.append(
        Target(
          project: project, name: name, synchronizedFolders: (synchronized ?? []).sorted(),
          classicFolders: classic.sorted(), scheme: scheme, products: (products ?? []).sorted(),
          sandboxedHost: read.flatMap { sandboxedHost(of: object, objects: objects, base: base, read: $0) }))
    }
    return found.sorted { $0.name < $1.name }
  }

  /// The build settings of each of a target's configurations.
  static func settings(of target: OpenStepPlist, objects: [String: OpenStepPlist]) -> [OpenStepPlist] {
    let list = target["buildConfigurationList"]?.string.flatMap { objects[$0] }
    return list?["buildConfigurations"]?.items.compactMap { $0.string.flatMap { objects[$0]?["buildSettings"] } } ?? []
  }

  /// The host app of a test target (`TEST_HOST`, `$(BUILT_PRODUCTS_DIR)/Name.app/…`) when its
  /// entitlements file turns on the App Sandbox (`com.apple.security.app-sandbox`).
  static func sandboxedHost(
    of target: OpenStepPlist, objects: [String: OpenStepPlist], base: String, read: (String) -> String?
  ) -> String? {
    let hosts = settings(of: target, objects: objects).compactMap { $0["TEST_HOST"]?.string }
    guard let host = hosts.first, let app = host.range(of: ".app") else { return nil }
    let name = String(host[..<app.lowerBound].split(separator: "/").last ?? "")
    guard !name.isEmpty else { return nil }
    for (_, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
      guard object["productName"]?.string == name || object["name"]?.string == name else { continue }
      for settings in self.settings(of: object, objects: objects) {
        // The entitlements are an XML property list, which Foundation reads.
        guard let entitlements = settings["CODE_SIGN_ENTITLEMENTS"]?.string,
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
