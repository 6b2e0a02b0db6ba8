import Foundation

/// The Swift toolchain's executables, found on PATH as a developer's shell finds them: the
/// compiler is the oracle the scanner and the literal reader are held to.
public enum Toolchain {
  /// `swiftc`, or nil when PATH has none.
  public static var swiftc: String? { executable("swiftc") }

  /// The executable `name` on PATH; nil when there is none.
  public static func executable(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Whether PATH has the executable `name` (Graphviz's `dot`, say).
  public static func onPath(_ name: String) -> Bool { executable(name) != nil }

  /// What `swiftc -frontend -dump-parse file` prints; nil when the compiler reports an error.
  public static func dumpParse(_ file: String, swiftc: String) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = ["-frontend", "-dump-parse", file]
    let output = Pipe()
    process.standardOutput = output
    // Unread, a pipe for the warnings would fill and stall the compiler.
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dumped = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: dumped, as: UTF8.self) : nil
  }
}
