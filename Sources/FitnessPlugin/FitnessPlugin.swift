import Foundation
import PackagePlugin

/// `swift package fitness …`: runs the fitness built from the dependency, in the package's
/// folder, with the arguments as given. Nothing needs installing but the toolchain and the
/// system libraries; `graduate`, `allow` and `install` write, so they need
/// `swift package --allow-writing-to-package-directory fitness …`.
@main
struct FitnessPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // The full command set; the front's only gain, its start-up, matters to the hook, not here.
    let tool = try context.tool(named: "fitness-plugin-tool")
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
}
