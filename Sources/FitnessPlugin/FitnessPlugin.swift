import Foundation
import PackagePlugin

/// `swift package fitness …`: runs the fitness built from the dependency, in the package's
/// folder, with the arguments as given. Nothing needs installing but the toolchain and the
/// system libraries; `graduate`, `allow` and `install` write, so they need
/// `swift package --allow-writing-to-package-directory fitness …`.
///
/// It asks SwiftPM to build the `fitness-tool` product when it runs, rather than naming a
/// tool target: a plugin's tool is built for the host as well as the package's products
/// for the target, so every `swift build` of this package compiled the whole command set
/// twice (the release build the pre-commit framework makes among them).
@main
struct FitnessPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // The full command set; the front's only gain, its start-up, matters to the hook, not here.
    let built = try packageManager.build(.product("fitness-tool"), parameters: .init(logging: .concise))
    guard built.succeeded,
      let tool = built.builtArtifacts.first(where: {
        $0.kind == .executable && $0.url.lastPathComponent == "fitness-tool"
      })
    else {
      throw BuildFailure(log: built.logText)
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(status: process.terminationStatus, arguments: arguments)
    }
  }

  /// fitness said what was wrong on stderr already; this only carries its exit status.
  struct Failure: Error, CustomStringConvertible {
    var status: Int32
    var arguments: [String]
    var description: String { "fitness \(arguments.joined(separator: " ")) exited with status \(status)" }
  }

  /// SwiftPM could not build `fitness-tool`: its log says why.
  struct BuildFailure: Error, CustomStringConvertible {
    var log: String
    var description: String { "could not build fitness-tool for the plugin:\n\(log)" }
  }
}
