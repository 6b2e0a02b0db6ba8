import CheckCore
import CommandLineIO
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
      // A command that takes no positional need not refuse one itself: the entry point does.
      (["install", "extra"], "error: unexpected argument 'extra'"),
      (["vendor", "--check", "extra"], "error: unexpected argument 'extra'"),
      (["graph", "extra"], "error: unexpected argument 'extra'"),
      (["suggest", "--dry-run", "extra"], "error: unexpected argument 'extra'"),
      (["completion", "bash", "zsh"], "error: unexpected argument 'zsh'"),
      // `-C` is read once for every command that declares it, and refused by one that does not.
      (["-C", "/tmp", "completion", "bash"], "error: unknown option '-C'"),
    ]
    for (words, message) in cases {
      let result = run(words)
      #expect(result.status == 64, "\(words)")
      #expect(result.err.hasPrefix("fitness: " + message), "\(words): \(result.err)")
      #expect(result.err.contains("see 'fitness"), "\(words)")
    }
  }

  /// A command's usage error shows that command's usage line, also when the words cannot
  /// be split at all (an option left without its value).
  @Test func aCommandsUsageErrorShowsItsOwnUsage() {
    for (words, command) in [
      (["check", "--color"], "check"), (["check", "--format"], "check"), (["graduate", "--suite"], "graduate"),
      (["allow", "x"], "allow"), (["--color", "always", "list", "--rev"], "list"),
    ] {
      let result = run(words)
      #expect(result.status == 64, "\(words)")
      #expect(result.err.contains("\nusage: fitness \(command) "), "\(words): \(result.err)")
      #expect(result.err.contains("see 'fitness \(command) --help'"), "\(words): \(result.err)")
    }
  }

  @Test func helpAndVersionAreCleanExits() {
    #expect(run(["--version"]).out == "fitness \(EntryPoint.version)\n")
    #expect(run([]).out.contains("commands:"))
    #expect(run(["help", "check"]).out.hasPrefix("usage: fitness check"))
    #expect(run(["-C", "/tmp", "check", "--help"]).status == 0)
  }

  /// An option's value is its own word, never matched against other words (`--color never`
  /// used to remove every word "never", the module too).
  @Test func aValueEqualToAnotherWordLeavesThatWordAlone() throws {
    let words = try ParsedCommandLine(["imports", "never", "--all", "--color", "never"], grammar: EntryPoint.grammar)
    #expect(words.positionals == ["imports", "never"])
    #expect(try words.colour() == false)
    let reason = try ParsedCommandLine(["allow", "x", "--why", "--all", "A.swift"], grammar: EntryPoint.grammar)
    #expect(reason.values("--why") == ["--all"])
    #expect(!reason.has("--all"))
    #expect(reason.positionals == ["allow", "x", "A.swift"])
    let ended = try ParsedCommandLine(["imports", "--", "--weird-module"], grammar: EntryPoint.grammar)
    #expect(ended.positionals == ["imports", "--weird-module"])
  }

  /// One option name, two meanings: `explain --check FILE` takes a value, `vendor --check`
  /// is a flag, whether the words come with the command's name or after it.
  @Test func anOptionValuedInOneCommandStaysAFlagInAnother() throws {
    let explain = try ParsedCommandLine(
      ["-C", "app", "explain", "--check", "AGENTS.md", "--format", "markdown"], grammar: EntryPoint.grammar)
    #expect(explain.values("--check") == ["AGENTS.md"])
    #expect(explain.positionals == ["explain"])
    #expect(
      try ParsedCommandLine(["--check", "RULE"], command: "explain", grammar: EntryPoint.grammar).values("--check") == [
        "RULE"
      ])
    let vendor = try ParsedCommandLine(["vendor", "--check", "Tests/AppTests"], grammar: EntryPoint.grammar)
    #expect(vendor.has("--check"))
    #expect(vendor.values("--check").isEmpty)
    #expect(vendor.positionals == ["vendor", "Tests/AppTests"])
  }

  /// `-C` is read as git reads it, by both executables.
  @Test func repeatedDirectoriesNestAsGitReadsThem() throws {
    #expect(try ParsedCommandLine(["-C", "a", "check", "-C", "b"], grammar: EntryPoint.grammar).directory == "a/b")
    #expect(
      try ParsedCommandLine(["-C", "a", "-C", "/abs", "-C", "c"], grammar: EntryPoint.grammar).directory == "/abs/c")
    #expect(try ParsedCommandLine(["check"], grammar: EntryPoint.grammar).directory == nil)
    #expect(try ParsedCommandLine(["check", "-C=x"], grammar: EntryPoint.grammar).directory == "x")
  }

  @Test func aRepeatedDirectoryIsNoUsageError() {
    let result = run(["check", "--all", "-C", "/nonexistent-a", "-C", "b"])
    #expect(result.status == 2, "\(result.err)")
  }
}
