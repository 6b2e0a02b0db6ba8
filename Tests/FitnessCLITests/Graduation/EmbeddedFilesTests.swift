import CheckCore
import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// The binaries carry `hooks/pre-commit` and the engine sources, generated at build time by
/// `fitness-embed` (EngineSourcesPlugin), so nothing generated is tracked. This proves what
/// was built is what is on disk, in the order graduate vendors it, and that the front's
/// fingerprint is that of the same text.
@Suite struct EmbeddedFilesTests {
  /// The files the binary carries: the hook, and the engine sources that graduate vendors
  /// (the scanner, the rule engine, the disk reader), in the order they are vendored.
  static func carriedFiles(root: URL) throws -> (hook: String, engine: [(path: String, text: String)]) {
    // A suite only judges: the drill's files and graduation's answers stay in the CLI.
    func isDrill(_ name: String) -> Bool {
      let file = name.split(separator: "/").last ?? ""
      return file.hasPrefix("DeliberateBreak") || file.hasSuffix("+Drill.swift") || file.hasSuffix("+Graduation.swift")
    }
    func read(_ path: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    var engine: [(path: String, text: String)] = []
    for folder in ["Sources/SwiftScanner", "Sources/RuleEngine", "Sources/SuiteRuntime"] {
      let names = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      for name in names.sorted() where name.hasSuffix(".swift") && !isDrill(name) {
        engine.append(("\(folder)/\(name)", try read("\(folder)/\(name)")))
      }
    }
    return (try read("hooks/pre-commit"), engine)
  }

  @Test func theBinaryCarriesTheSourcesAsTheyAre() throws {
    let carried = try Self.carriedFiles(root: PackageTree.root())
    #expect(EmbeddedFiles.preCommitHook == carried.hook, "the built binary carries an old hook; rebuild")
    #expect(EmbeddedFiles.engineSources.map(\.path) == carried.engine.map(\.path))
    for (built, source) in zip(EmbeddedFiles.engineSources, carried.engine) {
      #expect(Array(built.text.utf8) == Array(source.text.utf8), "the binary carries an old \(source.path); rebuild")
    }
  }

  /// `fitness-embed` hashes on its own (it is built before CheckCore): the same digits.
  @Test func theFrontsFingerprintIsThatOfTheCarriedText() {
    #expect(FitnessBuild.engineFingerprint == FNV1a.hex(EmbeddedFiles.engineSources.flatMap { [$0.path, $0.text] }))
  }

  @Test func nothingGeneratedIsTrackedUnderSources() throws {
    let root = PackageTree.root()
    let tracked = try ScratchRepository(existing: root).git(["ls-files", "Sources"]).split(separator: "\n")
    #expect(!tracked.isEmpty)
    for path in tracked where path.hasSuffix(".swift") {
      let text = try String(contentsOf: root.appendingPathComponent(String(path)), encoding: .utf8)
      #expect(!text.hasPrefix("// Generated"), "\(path) is generated; generate it at build time instead")
    }
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
