// Writes, at build time, the Swift source that carries the engine's files inside the
// binaries, so that nothing generated is tracked (run by EngineSourcesPlugin):
//
//   fitness-embed files ROOT OUTPUT PATH...        EmbeddedFiles: hooks/pre-commit and each engine
//                                                 source PATH (repo-relative), for graduate to vendor
//   fitness-embed fingerprint ROOT OUTPUT PATH...  the engine's fingerprint, for the front, which
//                                                 keys caches and checks vendored copies without
//                                                 carrying the sources
//
// Plain Swift and Foundation: it runs on the build machine, before the modules it feeds.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, ["files", "fingerprint"].contains(arguments[0]) else {
  FileHandle.standardError.write(Data("usage: fitness-embed files|fingerprint ROOT OUTPUT PATH...\n".utf8))
  exit(2)
}
let root = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[2])
let paths = Array(arguments.dropFirst(3))

func read(_ path: String) -> String {
  guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
    let text = String(data: data, encoding: .utf8)
  else {
    FileHandle.standardError.write(Data("fitness-embed: error: cannot read \(path) as UTF-8\n".utf8))
    exit(2)
  }
  return text
}

/// `text` as a raw multi-line literal, its lines indented past the closing delimiter (which
/// Swift strips from every line).
func literal(_ text: String) -> String {
  var hashes = "#"
  while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
  let body = text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
  return "\(hashes)\"\"\"\n\(body)\n    \"\"\"\(hashes)"
}

/// FNV-1a, 64 bits, over each part followed by a NUL: the same digits as `FNV1a.hex` in
/// CheckCore (which this tool cannot import: CheckCore is built with its output), held
/// equal by EmbeddedFilesTests.
func fingerprint(_ parts: [String]) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for part in parts {
    for byte in part.utf8 + [0] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
  }
  let digits = String(hash, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}

let header = "// Generated at build time by fitness-embed (EngineSourcesPlugin); never tracked.\n"
let engine = paths.map { ($0, read($0)) }
var text = header
if arguments[0] == "fingerprint" {
  text += """
    extension FitnessBuild {
      /// FNV-1a over the engine sources `fitness graduate` vendors, each path and text:
      /// what a vendored copy and a scan cache key record of this build.
      package static let engineFingerprint = "\(fingerprint(engine.flatMap { [$0.0, $0.1] }))"
    }

    """
} else {
  text += "/// Files of this repository that the `fitness` binary carries inside it.\nenum EmbeddedFiles {\n"
  text += "  /// hooks/pre-commit\n  static let preCommitHook = \(literal(read("hooks/pre-commit")))\n\n"
  text += "  /// The sources `fitness graduate` vendors into a test target, in order.\n"
  text += "  static let engineSources: [(path: String, text: String)] = [\n"
  for (path, source) in engine { text += "    (\"\(path)\", \(literal(source))),\n" }
  text += "  ]\n}\n"
}
do {
  // Unchanged text is not rewritten, so the module that compiles it is not rebuilt.
  if (try? String(contentsOf: output, encoding: .utf8)) != text { try Data(text.utf8).write(to: output) }
} catch {
  FileHandle.standardError.write(Data("fitness-embed: error: cannot write \(output.path): \(error)\n".utf8))
  exit(2)
}
