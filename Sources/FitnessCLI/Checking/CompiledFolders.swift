import CheckCore
import RuleEngine
import SwiftScanner

/// Where a snapshot's builds compile Swift sources, as far as its SwiftPM manifests say: the
/// folder of every target of every `Package.swift` (test targets and plugins included, a
/// nested or fixture package's too). A link a check cannot read through is refused only
/// there (`RefusedLinks`): swift-package-manager's `Fixtures/` links to folders no target
/// compiles.
///
/// The front refuses every such link and hands the check to the tool, which asks this. It
/// answers nil, so every path counts as compiled, whenever a build it cannot read is there: an
/// Xcode project, an XcodeGen or Tuist manifest, no manifest at all, or a `Package.swift`
/// whose targets it cannot place (a name or path that is not a string literal, targets built
/// in code).
enum CompiledFolders {
  /// Whether a build compiles what lies at a path; nil when the manifests cannot say.
  static func reach(in snapshot: any SnapshotReading) throws -> ((String) -> Bool)? {
    let paths = try snapshot.allPaths()
    let unread = paths.contains { path in
      path.hasSuffix(".xcodeproj/project.pbxproj")
        || ["project.yml", "project.yaml", "Project.swift"].contains(
          String(path.split(separator: "/").last ?? ""))
    }
    guard !unread else { return nil }
    let manifests = paths.filter(ManifestName.isPackage)
    // No manifest at all: whatever builds this (a project kept elsewhere, another build
    // system) is not read here.
    guard !manifests.isEmpty else { return nil }
    var folders: [String] = []
    for manifest in manifests {
      guard let text = try snapshot.text(of: manifest), let found = targetFolders(in: text) else { return nil }
      let package = String(manifest.dropLast(manifest.split(separator: "/").last!.count))
      folders += found.map { package + $0 }
    }
    return { path in folders.contains { $0 == path || PathPrefix.contains(path, under: $0) } }
  }

  /// The folders, relative to the package, that a manifest's targets compile; nil when a
  /// target's folder cannot be read from the text.
  static func targetFolders(in manifest: String) -> [String]? {
    var folders: [String] = []
    var calls = 0
    for (call, defaults) in [
      (".target(", sourceRoots), (".executableTarget(", sourceRoots), (".macro(", sourceRoots),
      (".testTarget(", ["Tests"]), (".plugin(", ["Plugins"]),
    ] {
      for arguments in PackageTestTargets.targetCalls(in: manifest, call: call) {
        calls += 1
        // A product (`.plugin(name:targets:)`) has no folder of its own.
        if call == ".plugin(", arguments.contains("targets:") { continue }
        guard let name = PackageTestTargets.string(after: "name:", in: arguments) else { return nil }
        if arguments.contains("path:") {
          guard let path = PackageTestTargets.string(after: "path:", in: arguments) else { return nil }
          folders.append(path == "." ? "" : path)
        } else {
          folders += defaults.map { "\($0)/\(name)" }
        }
      }
    }
    // Targets named in a list built elsewhere (`targets: targets`) are not read here.
    if calls == 0, manifest.contains("targets:") { return nil }
    return folders
  }

  /// The folders SwiftPM looks in for a target declared without a path.
  static let sourceRoots = ["Sources", "Source", "src", "srcs"]
}
