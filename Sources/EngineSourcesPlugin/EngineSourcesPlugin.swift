import Foundation
import PackagePlugin

/// Carries the engine's sources into the binaries at build time (`fitness-embed`), so no
/// generated copy is tracked: `FitnessCLI` gets their text (graduate vendors it), and
/// `CheckCore` their fingerprint (the front keys caches and checks vendored copies by it).
///
/// The engine is what the FitnessKit library compiles: the scanner, the rules and the
/// working-tree reader, in that order, each folder's files by path, less the drill and
/// graduation's questions. A suite only judges; the drill runs where rules are graduated,
/// and so do the answers a pattern gives graduate and `allow` (`*+Graduation.swift`: what
/// an entry grants, a baseline, what a rule records), so their files (`DeliberateBreak*`,
/// the patterns' `*+Drill.swift` and `*+Graduation.swift`) would only lengthen every test
/// target's build.
@main
struct EngineSourcesPlugin: BuildToolPlugin {
  static let engineFolders = ["Sources/SwiftScanner", "Sources/RuleEngine", "Sources/SuiteRuntime"]

  static func isVendored(_ path: String) -> Bool {
    let name = path.split(separator: "/").last ?? ""
    return name.hasSuffix(".swift") && !name.hasPrefix("DeliberateBreak") && !name.hasSuffix("+Drill.swift")
      && !name.hasSuffix("+Graduation.swift")
  }

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    var paths: [String] = []
    for folder in Self.engineFolders {
      // Subfolders too (`RuleEngine/Patterns`), each file by its path under the folder.
      let names = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      paths += names.filter(Self.isVendored).sorted().map { "\(folder)/\($0)" }
    }
    let fingerprint = target.name == "CheckCore"
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(
      fingerprint ? "EngineFingerprint.swift" : "EmbeddedFiles.swift")
    let inputs = (paths + (fingerprint ? [] : ["hooks/pre-commit"])).map { root.appendingPathComponent($0) }
    return [
      .buildCommand(
        displayName: "Embedding the engine's \(fingerprint ? "fingerprint" : "sources") in \(target.name)",
        executable: try context.tool(named: "fitness-embed").url,
        arguments: [fingerprint ? "fingerprint" : "files", root.path, output.path] + paths,
        inputFiles: inputs, outputFiles: [output])
    ]
  }
}
