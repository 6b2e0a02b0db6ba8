import Foundation

/// Runs the built `fitness` executable, as a user or git would.
public enum FitnessBinary {
  /// The built binary: `$FITNESS_BIN`, else beside the test bundle, else in `.build/debug`.
  public static let path: String = {
    if let explicit = ProcessInfo.processInfo.environment["FITNESS_BIN"] { return explicit }
    var candidates: [URL] = []
    if let runner = CommandLine.arguments.first {
      candidates.append(URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("fitness"))
    }
    candidates.append(PackageTree.root().appendingPathComponent(".build/debug/fitness"))
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate.path
    }
    return candidates.last!.path
  }()

  /// `fitness-tool`, the full command set the front hands everything else to.
  public static var toolPath: String {
    URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("fitness-tool").path
  }

  /// Runs `fitness ARGUMENTS` in `directory`.
  public static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:], input: [UInt8]? = nil
  ) throws -> ProcessResult {
    try ProcessResult.run(path, arguments, in: directory, environment: environment, input: input)
  }
}
