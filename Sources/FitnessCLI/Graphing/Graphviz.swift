import Foundation

/// Graphviz's `dot`, run to turn the DOT text into SVG. fitness does not draw; where `dot`
/// is missing, it says how to get it rather than write something else.
enum Graphviz {
  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "Graphviz's `dot` is not on PATH: install it (`brew install graphviz`, `apt-get install graphviz`), "
        + "or write --format dot and render it elsewhere"
    }
  }

  struct Failed: Error, CustomStringConvertible {
    var output: String
    var description: String { "Graphviz's `dot -Tsvg` failed: \(output)" }
  }

  /// The SVG `dot -Tsvg` draws from `source`.
  static func svg(_ source: String, environment: [String: String]) throws -> String {
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    guard let dot = folders.map({ $0 + "/dot" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { throw Missing() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dot)
    process.arguments = ["-Tsvg"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    (process.standardInput, process.standardOutput, process.standardError) = (input, output, errors)
    try process.run()
    // Written from another thread, so that a large drawing cannot fill both pipes at once.
    let writer = Thread {
      input.fileHandleForWriting.write(Data(source.utf8))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let drawn = output.fileHandleForReading.readDataToEndOfFile()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failed(output: String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return String(decoding: drawn, as: UTF8.self)
  }
}
