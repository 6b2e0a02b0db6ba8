import FitnessTestSupport
import Foundation
import Testing

/// The README's Run Script phase, run as Xcode runs one: `/bin/sh -c` with a bare `PATH`
/// and no user config, `SRCROOT` at the project's folder inside the repository. Xcode is
/// not here, so what is held is the script: absolute `path:line:col: error:` lines, UTF-8
/// names as they are, the check's exit status, and a warning when fitness is not found.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct XcodeBuildPhaseTests {
  /// The script between the README's Xcode heading and the next heading's code block.
  static func script() throws -> String {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.range(of: "### Xcode")).upperBound
    let open = try #require(text.range(of: "```sh\n", range: section..<text.endIndex)).upperBound
    let close = try #require(text.range(of: "```", range: open..<text.endIndex)).lowerBound
    return String(text[open..<close])
  }

  static func run(_ script: String, srcroot: URL, path: String) throws -> ProcessResult {
    try ProcessResult.run(
      "/usr/bin/env",
      ["-i", "PATH=\(path)", "HOME=\(srcroot.path)/.nohome", "SRCROOT=\(srcroot.path)", "/bin/sh", "-c", script],
      in: srcroot)
  }

  @Test func theBuildPhaseReportsAbsolutePathsAndTheCheckStatus() throws {
    let repo = try AppFixture.make()
    let file = "Sources/Caf\u{E9}/Men\u{FC}.swift"
    try repo.write(file, "import CloudKit\n")
    try repo.write("App/App.xcodeproj/project.pbxproj", "// a project folder below the repository's root\n")
    let script = try Self.script()
    let tools = URL(fileURLWithPath: FitnessBinary.path).deletingLastPathComponent().path
    let srcroot = repo.root.appendingPathComponent("App")
    let red = try Self.run(script, srcroot: srcroot, path: "\(tools):/usr/bin:/bin")
    #expect(red.status == 1, "\(red.standardOutput)\(red.standardError)")
    let root = repo.root.resolvingSymlinksInPath().path
    #expect(
      red.standardOutput.contains(Said.forbiddenImport("CloudKit", at: "\(root)/\(file):1:1")),
      "\(red.standardOutput)")
    try repo.remove(file)
    let green = try Self.run(script, srcroot: srcroot, path: "\(tools):/usr/bin:/bin")
    #expect(green.status == 0, "\(green.standardOutput)")
    let missing = try Self.run(script, srcroot: srcroot, path: "/usr/bin:/bin")
    #expect(missing.status == 0)
    #expect(missing.standardOutput.hasPrefix("warning: fitness is not on PATH"), "\(missing.standardOutput)")
  }
}
