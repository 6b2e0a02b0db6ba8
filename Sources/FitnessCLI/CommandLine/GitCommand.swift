import Foundation

/// Runs the `git` CLI for what libgit2 cannot answer (where hooks live: libgit2 ignores
/// `core.hooksPath`). Only read-only queries are run.
enum GitCommand {
  struct Failure: Error, CustomStringConvertible {
    var arguments: [String]
    var output: String
    var description: String {
      "'git \(arguments.joined(separator: " "))' failed: \(output.trimmingCharacters(in: .whitespacesAndNewlines))"
    }
  }

  /// The trimmed standard output of `git ARGUMENTS` run in `directory`.
  static func output(_ arguments: [String], in directory: String, environment: [String: String])
    throws -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = environment
    environment["GIT_OPTIONAL_LOCKS"] = "0"
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(arguments: arguments, output: String(decoding: errors, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
