import FitnessTestSupport
import Foundation
import Inspection
import Testing

@testable import FitnessCLI

/// The binary carries `hooks/pre-commit` and the engine sources inside it, one generated
/// file each under Sources/FitnessCLI/Embedded. This proves the copies are current, and
/// rewrites them when run with FITNESS_REGENERATE=1 (scripts/embed-files).
@Suite struct EmbeddedFilesTests {
  static let generatedFolder = "Sources/FitnessCLI/Embedded"

  /// The files the binary carries: the hook, and the engine sources that graduate vendors
  /// (the scanner, the rule engine, the disk reader), in the order they are vendored.
  static func carriedFiles(root: URL) throws -> (hook: String, engine: [(path: String, text: String)]) {
    func read(_ path: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    var engine: [(path: String, text: String)] = []
    for folder in ["Sources/SwiftScanner", "Sources/RuleEngine", "Sources/PackageFiles"] {
      let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      for name in names.sorted() where name.hasSuffix(".swift") {
        engine.append(("\(folder)/\(name)", try read("\(folder)/\(name)")))
      }
    }
    return (try read("hooks/pre-commit"), engine)
  }

  /// `text` as a raw multi-line literal, indented `indent` spaces the way swift-format
  /// leaves it (Swift strips the closing delimiter's indentation from every line).
  static func literal(_ text: String, indent: Int) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    let pad = String(repeating: " ", count: indent)
    let body = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    return "\(hashes)\"\"\"\n\(body)\n\(pad)\"\"\"\(hashes)"
  }

  static let header = """
    // Generated from the files the binary carries; do not edit by hand.
    // Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.

    """

  /// The generated files, by name: the index, then one file per carried file.
  static func render(hook: String, engine: [(path: String, text: String)]) -> [String: String] {
    func name(_ path: String) -> String {
      let file = path.split(separator: "/").last.map(String.init) ?? path
      let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
      return "Embedded" + base.filter { $0.isLetter || $0.isNumber }
    }
    func property(_ path: String) -> String {
      let base = String(name(path).dropFirst("Embedded".count))
      return base.prefix(1).lowercased() + base.dropFirst()
    }
    var files: [String: String] = [:]
    files["EmbeddedPreCommitHook.swift"] =
      header + """
        extension EmbeddedFiles {
          /// hooks/pre-commit
          static let preCommitHook = \(literal(hook, indent: 4))
        }

        """
    var index =
      header + """
        /// Files of this repository that the `fitness` binary carries inside it.
        enum EmbeddedFiles {
          /// The sources `fitness graduate` vendors into a test target, in order.
          static let engineSources: [(path: String, text: String)] = [

        """
    for file in engine {
      index += "    (\"\(file.path)\", \(property(file.path))),\n"
      files[name(file.path) + ".swift"] =
        header + """
          extension EmbeddedFiles {
            /// \(file.path)
            static let \(property(file.path)) = \(literal(file.text, indent: 4))
          }

          """
    }
    files["EmbeddedFiles.swift"] = index + "  ]\n}\n"
    return files
  }

  @Test func theEmbeddedFilesAreCurrent() throws {
    let root = PackageTree.root()
    let carried = try Self.carriedFiles(root: root)
    let expected = Self.render(hook: carried.hook, engine: carried.engine)
    let folder = root.appendingPathComponent(Self.generatedFolder)
    if ProcessInfo.processInfo.environment["FITNESS_REGENERATE"] == "1" {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where expected[name] == nil {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
      for (name, text) in expected { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    }
    let present = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(present == Set(expected.keys), "\(Self.generatedFolder) is stale; run scripts/embed-files and rebuild")
    for (name, text) in expected {
      let current = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(current == text, "\(Self.generatedFolder)/\(name) is stale; run scripts/embed-files and rebuild")
    }
    #expect(EmbeddedFiles.preCommitHook == carried.hook, "the built binary carries an old hook; rebuild")
    #expect(EmbeddedFiles.engineSources.map(\.path) == carried.engine.map(\.path))
    for (built, source) in zip(EmbeddedFiles.engineSources, carried.engine) {
      #expect(Array(built.text.utf8) == Array(source.text.utf8), "the binary carries an old \(source.path); rebuild")
    }
  }

  static let fingerprintFile = "Sources/Inspection/EngineFingerprint.swift"

  /// The engine's fingerprint as a constant, so that the front can key caches and check
  /// vendored copies without carrying the sources.
  static func renderFingerprint(engine: [(path: String, text: String)]) -> String {
    header + """
      extension FitnessBuild {
        /// FNV-1a over the engine sources `fitness graduate` vendors, each path and text:
        /// what a vendored copy and a scan cache key record of this build.
        public static let engineFingerprint = "\(FNV1a.hex(engine.flatMap { [$0.path, $0.text] }))"
      }

      """
  }

  @Test func theEngineFingerprintIsCurrent() throws {
    let root = PackageTree.root()
    let expected = Self.renderFingerprint(engine: try Self.carriedFiles(root: root).engine)
    let file = root.appendingPathComponent(Self.fingerprintFile)
    if ProcessInfo.processInfo.environment["FITNESS_REGENERATE"] == "1" {
      try Data(expected.utf8).write(to: file)
    }
    let current = try? String(contentsOf: file, encoding: .utf8)
    #expect(current == expected, "\(Self.fingerprintFile) is stale; run scripts/embed-files and rebuild")
    #expect(
      FitnessBuild.engineFingerprint == FNV1a.hex(EmbeddedFiles.engineSources.flatMap { [$0.path, $0.text] }),
      "the binary carries an old fingerprint; rebuild")
  }

  @Test func theHookScriptIsPortable() throws {
    let hook = EmbeddedFiles.preCommitHook
    #expect(hook.hasPrefix("#!/bin/sh\n"))
    #expect(!hook.contains("\r"))
    #expect(!hook.utf8.starts(with: [0xEF, 0xBB, 0xBF]))
    #expect(hook.contains(HookInstaller.marker))
    #expect(hook.contains("@FITNESS_BIN@"))
    let baked = HookInstaller.script(binary: "/opt/it's here/fitness")
    #expect(baked.contains(#"fitness_baked='/opt/it'\''s here/fitness'"#))
  }
}
