import FitnessTestSupport
import Foundation
import Inspection
import Testing

@testable import FitnessCLI

/// Runs the CLI in-process, the way `fitness` would in `repo`, with the recorded date fixed
/// at 2026-12-01 (`SOURCE_DATE_EPOCH`).
enum Fitness {
  static func run(_ arguments: [String], in repo: ScratchRepository, environment extra: [String: String] = [:]) throws
    -> ProcessResult
  {
    let console = Console(capturingWithColours: false)
    var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    for name in ["GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE", "GIT_PREFIX", "GIT_COMMON_DIR"] {
      environment[name] = nil
    }
    environment["SOURCE_DATE_EPOCH"] = "1796083200"
    let status = EntryPoint.run(
      arguments, executable: "/usr/local/bin/fitness", environment: environment, currentDirectory: repo.path,
      console: console)
    return ProcessResult(status: status, standardOutput: console.standardOutput, standardError: console.standardError)
  }
}

/// Expected outputs kept as files; FITNESS_REGENERATE=1 rewrites them.
enum Golden {
  static func check(_ actual: String, named name: String, file: String = #filePath) throws {
    let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["FITNESS_REGENERATE"] == "1" {
      try Data(actual.utf8).write(to: url)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "\(name) differs from its golden file; inspect, then FITNESS_REGENERATE=1 to accept")
  }
}

extension ScratchRepository {
  func text(_ path: String) throws -> String {
    String(decoding: try read(path), as: UTF8.self)
  }
}
