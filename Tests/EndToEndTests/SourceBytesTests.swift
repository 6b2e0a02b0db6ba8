import FitnessTestSupport
import Foundation
import Testing

/// A Swift file is judged as the compiler reads it, whatever its bytes: a NUL (which the
/// compiler takes as whitespace, with a warning) does not make it binary, and the no-break
/// space around `import` hides no import. Through the installed hook and a real commit,
/// the full check and both readers.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct SourceBytesTests {
  static let cases: [(name: String, bytes: [UInt8], place: String)] = [
    ("NUL before the import", Array("let a = 1\n".utf8) + [0] + Array("\nimport CloudKit\n".utf8), "3:1"),
    ("NUL inside the line", Array("import".utf8) + [0] + Array("CloudKit\n".utf8), "1:1"),
    ("no-break space", Array("import\u{A0}CloudKit\n".utf8), "1:1"),
    ("no-break space before", Array("\u{A0}import CloudKit\n".utf8), "1:3"),
    ("ideographic space", Array("@testable\u{3000}import\u{2003}CloudKit\n".utf8), "1:1"),
  ]

  @Test(arguments: cases.indices) func theHookRefusesTheImport(index: Int) throws {
    let example = Self.cases[index]
    let repo = try AppFixture.make()
    let path = "Sources/Feed/Hidden.swift"
    try repo.write(path, bytes: example.bytes)
    try repo.git(["add", path])
    let commit = try repo.run(["commit", "-m", example.name])
    #expect(commit.status == 1, "\(example.name): \(commit.standardError)")
    #expect(StagedOracle.places(in: commit.standardError) == ["\(path):\(example.place)"], "\(example.name)")
    let tool = try ProcessResult.run(
      FitnessBinary.toolPath, ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(tool.standardError == commit.standardError, "\(example.name)")
    try repo.git(["commit", "-q", "--no-verify", "-m", example.name])
    for arguments in [["check", "--all"], ["check", "--rev", "HEAD"], ["check", "--worktree"]] {
      let full = try FitnessBinary.run(arguments, in: repo.root)
      #expect(full.status == 1, "\(example.name), \(arguments): \(full.standardError)")
      #expect(StagedOracle.places(in: full.standardError) == ["\(path):\(example.place)"], "\(arguments)")
    }
  }
}
