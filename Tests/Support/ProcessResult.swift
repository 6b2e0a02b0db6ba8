import Foundation

/// What a finished process printed and returned.
public struct ProcessResult: Sendable {
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
  /// Standard output as bytes, unrepaired: git prints paths and blobs that are not UTF-8.
  public var outputBytes: [UInt8] = []

  public init(status: Int32, standardOutput: String, standardError: String) {
    self.status = status
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// Runs `executable` with `arguments` in `directory`, with `environment` added to this
  /// process's environment (minus git's hook variables, so tests never leak into the
  /// repository of whoever runs them). Standard input is `input`, empty when nil.
  public static func run(
    _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    input: [UInt8]? = nil
  ) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var merged = ProcessInfo.processInfo.environment
    for name in ["GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE", "GIT_PREFIX", "GIT_COMMON_DIR"] {
      merged[name] = nil
    }
    merged["GIT_CONFIG_NOSYSTEM"] = "1"
    merged["GIT_TERMINAL_PROMPT"] = "0"
    for (key, value) in environment { merged[key] = value }
    if let finished = try Spawn.run(executable, arguments, in: directory.path, environment: merged, input: input) {
      var result = ProcessResult(
        status: finished.status, standardOutput: String(decoding: finished.output, as: UTF8.self),
        standardError: String(decoding: finished.errors, as: UTF8.self))
      result.outputBytes = finished.output
      return result
    }
    process.environment = merged
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let feed = input.map { _ in Pipe() }
    // A child that ends before reading all of it must not take the test run with it.
    if feed != nil { signal(SIGPIPE, SIG_IGN) }
    process.standardInput = feed ?? FileHandle.nullDevice
    try process.run()
    if let feed, let input {
      // Written beside the reads, so a child that answers before it has read all cannot block.
      DispatchQueue.global().async {
        try? feed.fileHandleForWriting.write(contentsOf: Data(input))
        try? feed.fileHandleForWriting.close()
      }
    }
    // Read both pipes while the process runs, so a chatty child cannot block on a full pipe.
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    var result = ProcessResult(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
    result.outputBytes = [UInt8](outputData)
    return result
  }
}
