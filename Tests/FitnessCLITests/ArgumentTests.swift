import Inspection
import Testing

@testable import FitnessCLI

/// In-process runs of the command line: parsing, usage errors and their statuses.
@Suite struct ArgumentTests {
  private func run(_ words: [String]) -> (status: Int32, out: String, err: String) {
    let console = Console(capturingWithColours: false)
    let status = EntryPoint.run(words, executable: "fitness", environment: [:], currentDirectory: "/", console: console)
    return (status, console.standardOutput, console.standardError)
  }

  @Test func usageErrorsExit64AndPointAtHelp() {
    let cases: [([String], String)] = [
      (["frobnicate"], "error: unknown command 'frobnicate'"),
      (["check", "--all", "--staged"], "error: choose one of --staged, --all, --rev REV, --worktree"),
      (["check", "--rev"], "error: --rev needs a value"),
      (["check", "extra"], "error: unexpected argument 'extra'"),
      (["imports", "--format", "xml"], "error: --format takes text or json, not 'xml'"),
      (["check", "--color", "pink"], "error: --color takes auto, always or never"),
      (["imports", "A", "B"], "error: unexpected argument 'B'"),
    ]
    for (words, message) in cases {
      let result = run(words)
      #expect(result.status == 64, "\(words)")
      #expect(result.err.hasPrefix(message), "\(words): \(result.err)")
      #expect(result.err.contains("see 'fitness"), "\(words)")
    }
  }

  @Test func helpAndVersionAreCleanExits() {
    #expect(run(["--version"]).out == "fitness \(EntryPoint.version)\n")
    #expect(run([]).out.contains("commands:"))
    #expect(run(["help", "check"]).out.hasPrefix("usage: fitness check"))
    #expect(run(["-C", "/tmp", "check", "--help"]).status == 0)
  }
}
