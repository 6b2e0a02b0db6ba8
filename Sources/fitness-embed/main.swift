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

/// The pattern folder (`Sources/RuleEngine/Patterns/<Folder>/`) of every type a pattern's
/// files declare at the top level, by name: what a vendored copy must carry to compile a
/// suite of that pattern.
func patternTypes(_ files: [(String, String)]) -> [(name: String, folder: String)] {
  var types: [(name: String, folder: String)] = []
  for (path, text) in files {
    let parts = path.split(separator: "/")
    guard let at = parts.firstIndex(of: "Patterns"), parts.count > at + 2 else { continue }
    for line in text.split(separator: "\n") {
      var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      while let first = words.first, ["public", "package", "final"].contains(first) { words.removeFirst() }
      guard words.count >= 2, ["struct", "enum", "class", "protocol", "actor"].contains(words[0]) else { continue }
      let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      if !name.isEmpty { types.append((name, String(parts[at + 1]))) }
    }
  }
  return types.sorted { $0.name < $1.name }
}

/// The other pattern folders each pattern folder's files name a type of (the network
/// sentinel's companion is a fence): a copy carrying the one carries them too.
func patternNeeds(_ files: [(String, String)], types: [(name: String, folder: String)]) -> [String: [String]] {
  var needs: [String: Set<String>] = [:]
  for (path, text) in files {
    let parts = path.split(separator: "/")
    guard let at = parts.firstIndex(of: "Patterns"), parts.count > at + 2 else { continue }
    let own = String(parts[at + 1])
    let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    for type in types where type.folder != own && words.contains(Substring(type.name)) {
      needs[own, default: []].insert(type.folder)
    }
  }
  return needs.mapValues { $0.sorted() }
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

      /// The pattern folder of each type the patterns' files declare at the top level, by
      /// name: what a vendored copy must carry for a suite of that pattern to compile.
      package static let patternTypes: [String: String] = [

    """
  let types = patternTypes(engine)
  for (name, folder) in types { text += "    \"\(name)\": \"\(folder)\",\n" }
  text += "  ]\n\n"
  text += "  /// The other pattern folders each pattern folder's files name a type of: carried along.\n"
  text += "  package static let patternNeeds: [String: [String]] = [\n"
  for (folder, needed) in patternNeeds(engine, types: types).sorted(by: { $0.key < $1.key }) {
    text += "    \"\(folder)\": [\(needed.map { "\"\($0)\"" }.joined(separator: ", "))],\n"
  }
  text += "  ]\n}\n"
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
