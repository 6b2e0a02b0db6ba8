import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// The binary carries `hooks/pre-commit` inside it. This proves the copy is current, and
/// rewrites it when run with FITNESS_REGENERATE=1 (scripts/embed-files).
@Suite struct EmbeddedFilesTests {
  static let generatedPath = "Sources/FitnessCLI/EmbeddedFiles.swift"

  /// The Swift source that embeds `files` (property name, repo path, contents).
  static func render(_ files: [(name: String, path: String, text: String)]) -> String {
    var out = """
      // Generated from the files the binary carries; do not edit by hand.
      // Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.

      /// Files of this repository that the `fitness` binary carries inside it.
      enum EmbeddedFiles {

      """
    for (index, file) in files.enumerated() {
      var hashes = "#"
      while file.text.contains("\"\"\"" + hashes) { hashes += "#" }
      if index > 0 { out += "\n" }
      // Indented the way swift-format leaves it; Swift strips the closing delimiter's indent.
      let body = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
      out += "  /// \(file.path)\n  static let \(file.name) = \(hashes)\"\"\"\n\(body)\n    \"\"\"\(hashes)\n"
    }
    return out + "}\n"
  }

  @Test func theEmbeddedHookIsCurrent() throws {
    let root = PackageTree.root()
    let hook = try String(contentsOf: root.appendingPathComponent("hooks/pre-commit"), encoding: .utf8)
    let expected = Self.render([("preCommitHook", "hooks/pre-commit", hook)])
    let target = root.appendingPathComponent(Self.generatedPath)
    if ProcessInfo.processInfo.environment["FITNESS_REGENERATE"] == "1" {
      try Data(expected.utf8).write(to: target)
    }
    let current = try String(contentsOf: target, encoding: .utf8)
    #expect(current == expected, "\(Self.generatedPath) is stale; run scripts/embed-files and rebuild")
    #expect(EmbeddedFiles.preCommitHook == hook, "the built binary carries an old hook; rebuild")
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
