import CheckCore
import CommandLineIO
import Foundation
import GitFileReader
import LibGit2Reader
import RuleEngine

/// The whole command line: parses, runs one command, maps every failure to an exit status.
package enum EntryPoint {
  /// The version `fitness --version` prints and vendored sources are stamped with.
  package static let version = FitnessBuild.version

  static var commands: [any Command.Type] {
    [
      Check.self, Graduate.self, Allow.self, Drill.self, Fences.self, List.self, Explain.self, Imports.self,
      Graph.self, Vendor.self, Install.self, Uninstall.self, Suggest.self, Completion.self, LanguageServerCommand.self,
      AgentHook.self, MCPCommand.self,
    ]
  }

  /// Which options take a value, read from every command's declarations.
  static let grammar = Grammar(commands: commands.map { ($0.name, $0.options + [.directory, .color]) })

  /// Runs `fitness` with `arguments` (without the program name) and returns the exit status.
  package static func run(
    _ arguments: [String], executable: String = CommandLine.arguments.first ?? "fitness",
    environment: [String: String] = ProcessInfo.processInfo.environment,
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    console: Console? = nil
  ) -> Int32 {
    let words: ParsedCommandLine
    let colour: Bool?
    do {
      words = try ParsedCommandLine(arguments, grammar: grammar)
      colour = try words.colour()
    } catch {
      return usageFailure(
        UsageError(error.message, command: commandNamed(in: arguments)), console: console ?? Console(colours: false)
      ).rawValue
    }
    let console = console ?? Console(colours: colour ?? Console.standardErrorIsTerminal)
    let context = CommandContext(
      console: console, environment: environment, currentDirectory: currentDirectory,
      executable: executable)
    return execute(words.removing([OptionSpec.color.name]), context: context).rawValue
  }

  static func execute(_ arguments: [String], context: CommandContext) -> ExitStatus {
    do {
      return execute(try ParsedCommandLine(arguments, grammar: grammar), context: context)
    } catch {
      return usageFailure(UsageError(error.message, command: commandNamed(in: arguments)), console: context.console)
    }
  }

  /// The command a command line names, when the words could not be split (an option
  /// without its value): the first word that is a command's name.
  static func commandNamed(in arguments: [String]) -> String? {
    arguments.first { word in commands.contains { $0.name == word } }
  }

  static func execute(_ words: ParsedCommandLine, context: CommandContext) -> ExitStatus {
    let console = context.console
    // Options may stand before the command's name (`fitness -C DIR check`): the command's
    // name is the first positional, wherever it stands.
    guard let first = words.positionals.first else {
      if words.has(OptionSpec.version.name) {
        console.out("fitness \(version)")
        return .clean
      }
      if words.options.isEmpty || OptionSpec.help.answers(words) {
        console.out(overview)
        return .clean
      }
      return usageFailure(UsageError("unknown option '\(words.options[0].name)'"), console: console)
    }
    if first == "help" {
      if words.positionals.count > 1, let command = commands.first(where: { $0.name == words.positionals[1] }) {
        console.out(command.help)
      } else {
        console.out(overview)
      }
      return .clean
    }
    guard let type = commands.first(where: { $0.name == first }) else {
      let guess =
        NearestSpelling.nearest(to: first, in: commands.map { $0.name }).map { "; did you mean '\($0)'?" } ?? ""
      return usageFailure(UsageError("unknown command '\(first)'\(guess)"), console: console)
    }
    if let directory = words.directory {
      // Before any reader: "not inside a repository" would send the user looking for git.
      let absolute = directory.hasPrefix("/") ? directory : context.currentDirectory + "/" + directory
      var isFolder: ObjCBool = false
      if !FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) || !isFolder.boolValue {
        console.error("fitness: error: -C '\(directory)': no such folder; pass a folder inside a git repository")
        return .failure
      }
    }
    if OptionSpec.help.answers(words) {
      console.out(type.help)
      return .clean
    }
    do {
      var list = ArgumentList(
        words, positionals: Array(words.positionals.dropFirst()), command: type.name, options: type.options)
      try list.refuseUnknownOptions()
      let command = try type.init(arguments: &list)
      try list.finish()
      var context = context
      // `-C` is refused above unless the command declares it; git joins several (`-C a -C b`).
      context.directory = words.directory
      return try command.run(in: context)
    } catch var error as UsageError {
      // Every usage error of a command shows that command's usage, not the overview.
      if error.command == nil { error.command = type.name }
      return usageFailure(error, console: console)
    } catch {
      for line in CheckFailure(error, quotingHighBytes: console.quotesPaths).lines(red: console.red) {
        console.error(line)
      }
      return .failure
    }
  }

  private static func usageFailure(_ error: UsageError, console: Console) -> ExitStatus {
    console.error("fitness: error: \(error.message)")
    if let name = error.command, let type = commands.first(where: { $0.name == name }) {
      console.error(type.usageLine)
      console.error("see 'fitness \(name) --help'")
    } else {
      console.error("usage: fitness <command> [options]")
      console.error("see 'fitness --help'")
    }
    return .usage
  }

  static var overview: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    let lines = commands.map { "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.abstract)" }
    return """
      usage: fitness <command> [options]

      fitness turns architectural rules into enforced facts: it reads the rules from
      the fitness suites in your test target and checks exactly what you commit.

      commands:
      \(lines.joined(separator: "\n"))

      Run 'fitness <command> --help' for a command's options, 'fitness --version' for the version.

      exit status: 0 clean, 1 violations, 2 could not run, 64 usage error
      """
  }
}
