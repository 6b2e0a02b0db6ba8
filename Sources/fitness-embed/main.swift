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

/// The folder a vendored copy carries `path` with: a pattern's (`Sources/*/Patterns/<Name>/`)
/// or a part's (`Sources/*/Parts/<Name>/`, what some patterns share), by its name; nil for
/// the core, which every copy carries. The rule of `VendoredPatterns.carriedFolder(of:)`,
/// which this tool cannot import (CheckCore is built with its output).
func carriedFolder(_ path: String) -> (name: String, isPart: Bool)? {
  let parts = path.split(separator: "/")
  guard let at = parts.firstIndex(where: { $0 == "Patterns" || $0 == "Parts" }), parts.count > at + 2 else {
    return nil
  }
  return (String(parts[at + 1]), parts[at] == "Parts")
}

/// The folder of every type a pattern's or part's files declare at the top level, by name:
/// what a vendored copy must carry to compile code that names it.
func folderTypes(_ files: [(String, String)]) -> [(name: String, folder: String, isPart: Bool)] {
  var types: [(name: String, folder: String, isPart: Bool)] = []
  for (path, text) in files {
    guard let folder = carriedFolder(path) else { continue }
    for line in text.split(separator: "\n") {
      var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      while let first = words.first, ["public", "package", "final"].contains(first) { words.removeFirst() }
      guard words.count >= 2, ["struct", "enum", "class", "protocol", "actor"].contains(words[0]) else { continue }
      let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      if !name.isEmpty { types.append((name, folder.name, folder.isPart)) }
    }
  }
  return types.sorted { $0.name < $1.name }
}

/// The methods and properties a part's files add to the core's types (`extension
/// ScannedSource { func typeBodies(…) }`), by name: code that asks one (`.typeBodies(`,
/// `.simpleName`) needs the part. A method of a type the part declares is reached through
/// the type's name, and a private one is the part's own business.
func partMethods(_ files: [(String, String)], types: Set<String>) -> [(name: String, folder: String, isFunc: Bool)] {
  var methods: [(name: String, folder: String, isFunc: Bool)] = []
  for (path, text) in files {
    guard let folder = carriedFolder(path), folder.isPart else { continue }
    var extended: String? = nil
    for line in text.split(separator: "\n") {
      if let first = line.first, first != " ", first != "}" {
        let words = line.split(separator: " ")
        extended = words.first == "extension" && words.count > 1 ? String(words[1].prefix { $0 != ":" }) : nil
      }
      guard let type = extended, !types.contains(type), line.hasPrefix("  "), !line.hasPrefix("   "),
        !line.contains("private "), let range = line.range(of: "func ") ?? line.range(of: "var ")
      else { continue }
      let name = String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      if !name.isEmpty { methods.append((name, folder.name, line[range].hasPrefix("func"))) }
    }
  }
  return methods
}

/// Whether `text` asks for the member `name`: calls it (`.name(`), or reads it (`.name`,
/// then no more of a name).
func asks(_ text: String, _ name: String, call: Bool) -> Bool {
  if call { return text.contains(".\(name)(") }
  var rest = Substring(text)
  while let range = rest.range(of: "." + name) {
    rest = rest[range.upperBound...]
    guard let next = rest.first else { return true }
    if !(next.isLetter || next.isNumber || next == "_") { return true }
  }
  return false
}

/// The other folders each pattern's or part's files name a type of, or call a part's
/// method of (the network sentinel's companion is a fence; the declarations pattern reads
/// through the declarations walk): a copy carrying the one carries them too.
func folderNeeds(
  _ files: [(String, String)], types: [(name: String, folder: String, isPart: Bool)],
  methods: [(name: String, folder: String, isFunc: Bool)]
) -> [String: [String]] {
  var needs: [String: Set<String>] = [:]
  for (path, text) in files {
    guard let own = carriedFolder(path)?.name else { continue }
    let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    for type in types where type.folder != own && words.contains(Substring(type.name)) {
      needs[own, default: []].insert(type.folder)
    }
    for method in methods where method.folder != own && asks(text, method.name, call: method.isFunc) {
      needs[own, default: []].insert(method.folder)
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
  let types = folderTypes(engine)
  for (name, folder, isPart) in types where !isPart { text += "    \"\(name)\": \"\(folder)\",\n" }
  text += "  ]\n\n"
  text += "  /// The parts (`Sources/*/Parts/<Name>/`): what some patterns share, carried only with them.\n"
  let methods = partMethods(engine, types: Set(types.map(\.name)))
  let parts = Set(types.filter(\.isPart).map(\.folder)).union(methods.map(\.folder)).sorted()
  text += "  package static let parts: Set<String> = [\(parts.map { "\"\($0)\"" }.joined(separator: ", "))]\n\n"
  text += "  /// The other folders, patterns' or parts', each folder's files need: carried along.\n"
  let needs = folderNeeds(engine, types: types, methods: methods)
  text += "  package static let patternNeeds: [String: [String]] = [\(needs.isEmpty ? ":" : "\n")"
  for (folder, needed) in needs.sorted(by: { $0.key < $1.key }) {
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
