#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The targets an Xcode project declares (`App.xcodeproj/project.pbxproj`), read from its
/// text, never by running Xcode: each native target's kind, its module, what it compiles,
/// and its target dependencies on the project's own targets, each where the project lists it.
///
/// What a target compiles: each file its sources phase lists (a classic group's file joins
/// no target until it is added), and each folder it owns as a synchronized group (Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`), where a new file joins the target, but the files
/// the folder's membership exceptions take out of it; and the files another folder's
/// exceptions put in.
public enum XcodeProjectTargets {
  /// Whether `path` is an Xcode project's file.
  public static func isProject(_ path: String) -> Bool { path.hasSuffix(".xcodeproj/project.pbxproj") }

  /// The targets of the project file at `path`, holding `bytes` (or its digest).
  public static func read(path: String, bytes: [UInt8]) -> Result<[ProjectTarget], ManifestTargets.Unreadable> {
    if isDigest(bytes) {
      return undigest(bytes, path: path)
        ?? .failure(.init(position: SourcePosition(line: 1, column: 1), reason: "its kept digest is damaged"))
    }
    let root: OpenStepPlist
    switch OpenStepPlist.read(bytes) {
    case .success(let value): root = value
    case .failure(let problem):
      return .failure(ManifestTargets.Unreadable(position: problem.position, reason: problem.reason))
    }
    guard case .dictionary(let objects, _)? = root["objects"] else {
      return .failure(
        ManifestTargets.Unreadable(position: root.position, reason: "the project file has no `objects`"))
    }
    let folder = PathPrefix.folder(of: PathPrefix.folder(of: path))
    let paths = ProjectPaths(
      objects: objects, main: root["rootObject"]?.string.flatMap { objects[$0]?["mainGroup"]?.string }, base: folder)
    // Each synchronized folder's membership exceptions, by folder: the target they are for,
    // and the files, relative to the folder.
    var synchronized: [(group: String, exceptions: (target: String, files: [String]))] = []
    for (group, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
      for set in object["exceptions"]?.items.compactMap({ $0.string.flatMap { objects[$0] } }) ?? [] {
        guard set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          let target = set["target"]?.string
        else { continue }
        synchronized.append((group, (target, set["membershipExceptions"]?.items.compactMap(\.string) ?? [])))
      }
    }
    var found: [ProjectTarget] = []
    for id in objects.keys.sorted() {
      guard let object = objects[id], object["isa"]?.string == "PBXNativeTarget", let name = object["name"]?.string
      else { continue }
      let owned = Set(object["fileSystemSynchronizedGroups"]?.items.compactMap(\.string) ?? [])
      var folders = owned.sorted().compactMap(paths.path)
      // A synchronized folder's exceptions for this target: files taken out of a folder it
      // owns, or put in from a folder it does not.
      var excluded: [String] = []
      for (group, exceptions) in synchronized where exceptions.target == id {
        guard let folder = paths.path(of: group) else { continue }
        let files = exceptions.files.map { PathPrefix.joined(folder, $0) }
        if owned.contains(group) { excluded += files } else { folders += files }
      }
      for phase in object["buildPhases"]?.items ?? [] {
        guard let phase = phase.string.flatMap({ objects[$0] }), phase["isa"]?.string == "PBXSourcesBuildPhase"
        else { continue }
        for file in phase["files"]?.items ?? [] {
          guard let reference = file.string.flatMap({ objects[$0]?["fileRef"]?.string }),
            let filePath = paths.path(of: reference)
          else { continue }
          folders.append(filePath)
        }
      }
      var dependencies: [ManifestTarget.Dependency] = []
      for entry in object["dependencies"]?.items ?? [] {
        guard let dependency = entry.string.flatMap({ objects[$0] }) else { continue }
        if let target = dependency["target"]?.string.flatMap({ objects[$0]?["name"]?.string }) {
          dependencies.append(.init(name: target, package: nil, position: entry.position))
        } else if let proxy = dependency["targetProxy"]?.string.flatMap({ objects[$0] }),
          let remote = proxy["remoteInfo"]?.string
        {
          // A target of another project, as a product of another package is.
          dependencies.append(.init(name: remote, package: "project", position: entry.position))
        }
      }
      let type = object["productType"]?.string ?? ""
      let target = ManifestTarget(
        name: name, kind: kind(type), path: nil, position: object.position, dependencies: dependencies)
      found.append(
        ProjectTarget(
          target: target, file: path, folders: folders,
          moduleName: PackageModules.moduleName(moduleName(of: object, objects: objects) ?? name), excluded: excluded))
    }
    return .success(found)
  }

  /// The module a target builds, where its build settings name one plainly:
  /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, left out while it refers to a setting.
  static func moduleName(of target: OpenStepPlist, objects: [String: OpenStepPlist]) -> String? {
    let list = target["buildConfigurationList"]?.string.flatMap { objects[$0] }
    for configuration in list?["buildConfigurations"]?.items ?? [] {
      let settings = configuration.string.flatMap { objects[$0]?["buildSettings"] }
      for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
        if let value = settings?[key]?.string, !value.contains("$") { return value }
      }
    }
    return nil
  }

  /// A product type as a SwiftPM target's kind, as `XcodeGenTargets.kind` reads XcodeGen's.
  static func kind(_ type: String) -> ManifestTarget.Kind {
    XcodeGenTargets.kind(String(type.dropFirst(type.hasPrefix("com.apple.product-type.") ? 23 : 0)))
  }
}

/// The repo-relative path of each group and file reference of a project: its `path` joined
/// to its parent group's, up to the main group (`sourceTree = "<group>"`) or the project's
/// folder (`SOURCE_ROOT`); nil for one under an absolute or build path.
public struct ProjectPaths {
  private var parents: [String: String] = [:]
  private let objects: [String: OpenStepPlist]
  private let main: String?
  private let base: String

  /// The paths of `objects`, from the main group `main`, in the folder `base` that holds
  /// the `.xcodeproj`.
  public init(objects: [String: OpenStepPlist], main: String?, base: String) {
    (self.objects, self.main, self.base) = (objects, main, base)
    for (id, object) in objects {
      for child in object["children"]?.items ?? [] { if let child = child.string { parents[child] = id } }
    }
  }

  public func path(of id: String) -> String? {
    var parts: [String] = []
    var current: String? = id
    var steps = 0
    while let node = current, node != main, steps < 64 {
      steps += 1
      guard let object = objects[node] else { return nil }
      if let path = object["path"]?.string { parts.insert(path, at: 0) }
      let tree = object["sourceTree"]?.string
      if tree == "SOURCE_ROOT" { break }
      guard tree == "<group>" || tree == nil else { return nil }
      current = parents[node]
    }
    let joined = parts.reduce(base) { PathPrefix.joined($0, $1) }
    return joined.isEmpty ? nil : joined
  }
}
