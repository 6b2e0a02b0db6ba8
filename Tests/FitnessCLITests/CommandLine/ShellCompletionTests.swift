import CommandLineIO
import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `fitness completion`: a real bash sources the script and completes partial command
/// lines, as it would at a prompt; every option it offers is one `--help` shows.
@Suite struct ShellCompletionTests {
  /// What bash offers for `line`, the last word being the one completed, in `repo`.
  static func complete(_ line: [String], in repo: ScratchRepository) throws -> [String] {
    let script = try Fitness.run(["completion", "bash"], in: repo)
    #expect(script.status == 0, "\(script.standardError)")
    let file = repo.root.appendingPathComponent(".git/fitness-completion.bash")
    try Data(script.standardOutput.utf8).write(to: file)
    let words = line.map { "'\($0)'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "--norc", "-c",
      "source '\(file.path)'; COMP_WORDS=(\(words)); COMP_CWORD=\(line.count - 1); _fitness; "
        + "printf '%s\\n' \"${COMPREPLY[@]}\"",
    ]
    process.currentDirectoryURL = repo.root
    var environment = ProcessInfo.processInfo.environment
    // `fitness list` answers rule ids: the built executable, first on PATH.
    let folder = URL(fileURLWithPath: FitnessBinary.path).deletingLastPathComponent().path
    environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
  }

  @Test func bashCompletesCommandsOptionsAndTheirValues() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.git(["branch", "feature"])
    try repo.write("findings/0001-sync.md", "---\ntitle: x\n---\n")
    #expect(try Self.complete(["fitness", "gr"], in: repo) == ["graduate", "graph"])
    #expect(try Self.complete(["fitness", "check", "--fo"], in: repo) == ["--format"])
    #expect(
      try Self.complete(["fitness", "check", "--format", ""], in: repo) == [
        "github", "gitlab", "json", "junit", "sarif", "text",
      ])
    #expect(try Self.complete(["fitness", "graph", "--format", "s"], in: repo) == ["svg"])
    // Two usage lines, one option: every word either names.
    #expect(try Self.complete(["fitness", "fences", "--format", "m"], in: repo) == ["mermaid"])
    #expect(try Self.complete(["fitness", "-C", ".", "list", "--color", "a"], in: repo) == ["always", "auto"])
    #expect(try Self.complete(["fitness", "check", "--rev", "fea"], in: repo) == ["feature"])
    #expect(try Self.complete(["fitness", "vendor", "--"], in: repo) == ["--check", "--color", "--help"])
    #expect(try Self.complete(["fitness", "graduate", "find"], in: repo) == ["findings"])
    if FileManager.default.isExecutableFile(atPath: FitnessBinary.path) {
      #expect(try Self.complete(["fitness", "explain", "cloud"], in: repo) == ["cloudkit-in-sync"])
    }
  }

  /// Each option is declared once, in its command's table: the usage lines, `--help`,
  /// the parser and the completion all read it there, so each option the table declares is
  /// one the command's help lists and its parser takes.
  @Test func everyDeclaredOptionIsListedAndTaken() throws {
    for command in EntryPoint.commands {
      for option in command.options where option != .color {
        #expect(command.help.contains("\n  \(option.spelled)"), "\(command.name) --help lists \(option.name)")
        let refused = try ParsedWords.unknownOption(command: command, option: option)
        #expect(refused == nil, "\(command.name) refuses \(option.name), which it declares: \(refused ?? "")")
      }
      // And no other: an option it does not declare is refused, with the nearest it does.
      let refused = try ParsedWords.unknownOption(command: command, option: OptionSpec("--no-such-option", help: ""))
      #expect(refused?.contains("unknown option '--no-such-option'") == true, "\(command.name)")
    }
  }

  @Test func otherShellsAreWrittenAndUnknownOnesRefused() throws {
    let repo = try ScratchRepository()
    let fish = try Fitness.run(["completion", "fish"], in: repo)
    #expect(fish.standardOutput.contains("complete -c fitness -n '__fish_seen_subcommand_from graph' -l format -r -a"))
    let zsh = try Fitness.run(["completion", "zsh"], in: repo)
    #expect(zsh.standardOutput.contains("bashcompinit") && zsh.standardOutput.contains("complete -o filenames"))
    for (shell, text) in [("zsh", zsh.standardOutput), ("fish", fish.standardOutput)] where Toolchain.onPath(shell) {
      let file = repo.root.appendingPathComponent(".git/completion.\(shell)")
      try Data(text.utf8).write(to: file)
      let process = try Process.run(URL(fileURLWithPath: Toolchain.executable(shell)!), arguments: ["-n", file.path])
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(shell) -n")
    }
    let unknown = try Fitness.run(["completion", "tcsh"], in: repo)
    #expect(unknown.status == 64 && unknown.standardError.contains("bash, zsh and fish"), "\(unknown.standardError)")
  }
}

/// A command's own parser, given one option: the usage error that refuses it as unknown,
/// or nil when the command takes it (whatever else it then says).
enum ParsedWords {
  static func unknownOption(command: any Command.Type, option: OptionSpec) throws -> String? {
    let words = [option.name] + (option.value.map { [$0.split(separator: "|").first.map(String.init) ?? $0] } ?? [])
    do {
      var list = try ArgumentList(words, command: command.name, options: command.options, grammar: EntryPoint.grammar)
      try list.refuseUnknownOptions()
      _ = try command.init(arguments: &list)
    } catch {
      if error.message.contains("unknown option") { return error.message }
    }
    return nil
  }
}
