import CheckCore
import CommandLineIO
import FitnessTestSupport
import Foundation
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
  /// Graduates `findings/FINDING.md` in `repo` and holds the suite to its golden file: the
  /// drill proved at least `breaks` breaks and missed none, and the tree checks clean.
  static func graduate(
    _ finding: String, framework: SuiteTemplate.Framework, in repo: ScratchRepository, breaks: Int
  ) throws {
    let result = try Fitness.run(["graduate", "findings/\(finding).md", "--framework", framework.rawValue], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let suite = try #require(
      result.standardOutput.split(separator: "\n").last?.split(separator: "→").last?.split(separator: ";").first
    )
    .trimmingCharacters(in: .whitespaces)
    try check(try repo.text(suite), named: "\(finding)-\(framework.rawValue).swift")
    let drill = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("drill: ") }
    #expect(drill.count >= breaks, "\(result.standardOutput)")
    #expect(!drill.contains { $0.hasSuffix("missed") })
    let check = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(check.status == 0, "\(check.standardError)")
  }

  /// One folder for every golden file of this target, wherever in its folders a test sits.
  static let path = "Tests/FitnessCLITests/Golden"
  static let folder = PackageTree.root().appendingPathComponent(path)

  static func check(_ actual: String, named name: String) throws {
    try GoldenFile.check(actual, named: name, in: path)
  }
}

extension ScratchRepository {
  func text(_ path: String) throws -> String {
    String(decoding: try read(path), as: UTF8.self)
  }
}
