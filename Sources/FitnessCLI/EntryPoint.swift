import Foundation
import GitSnapshot
import Inspection
import RuleEngine

/// The whole command line: parses, runs one command, maps every failure to an exit status.
public enum EntryPoint {
  /// The version `fitness --version` prints and vendored sources are stamped with.
  public static let version = FitnessBuild.version

  static var commands: [any Command.Type] {
    [
      Check.self, Graduate.self, Allow.self, Drill.self, Fences.self, List.self, Explain.self, Imports.self,
      Vendor.self, Install.self, Uninstall.self,
    ]
  }

  /// Runs `fitness` with `arguments` (without the program name) and returns the exit status.
  public static func run(
    _ arguments: [String], executable: String = CommandLine.arguments.first ?? "fitness",
    environment: [String: String] = ProcessInfo.processInfo.environment,
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    console: Console? = nil
  ) -> Int32 {
    var words = arguments
    let colour: Bool?
    do {
      colour = try colourChoice(&words)
    } catch {
      let console = console ?? Console(colours: false)
      return usageFailure(error, console: console).rawValue
    }
    let console = console ?? Console(colours: colour ?? Console.standardErrorIsTerminal)
    let context = CommandContext(
      console: console, environment: environment, currentDirectory: currentDirectory,
      executable: executable)
    return execute(words, context: context).rawValue
  }

  static func execute(_ arguments: [String], context: CommandContext) -> ExitStatus {
    let console = context.console
    var words = arguments
    // `fitness -C DIR check` means the same as `fitness check -C DIR`.
    var leading: [String] = []
    while words.count >= 2, words[0] == "-C" {
      leading += words.prefix(2)
      words.removeFirst(2)
    }
    guard let first = words.first else {
      console.out(overview)
      return .clean
    }
    if first == "--version" {
      console.out("fitness \(version)")
      return .clean
    }
    if first == "--help" || first == "-h" || first == "help" {
      if words.count > 1, let command = commands.first(where: { $0.name == words[1] }) {
        console.out(command.help)
      } else {
        console.out(overview)
      }
      return .clean
    }
    guard let type = commands.first(where: { $0.name == first }) else {
      return usageFailure(UsageError("unknown command '\(first)'"), console: console)
    }
    let rest = Array(words.dropFirst()) + leading
    if rest.contains("--help") || rest.contains("-h") {
      console.out(type.help)
      return .clean
    }
    do {
      var list = ArgumentList(rest, command: type.name)
      let command = try type.init(arguments: &list)
      return try command.run(in: context)
    } catch let error as UsageError {
      return usageFailure(error, console: console)
    } catch let error as RuleBlockError {
      console.error("\(error.path):\(error.position): \(console.red("error:")) \(error.message)")
      return .failure
    } catch let error as RuleProblems {
      for problem in error.errors {
        console.error("\(problem.path):\(problem.position): \(console.red("error:")) \(problem.message)")
      }
      console.error(
        "fitness: could not read \(error.errors.count) rule literal\(error.errors.count == 1 ? "" : "s"); fix the suite as the message says"
      )
      return .failure
    } catch {
      console.error("fitness: \(console.red("error:")) \(error)")
      return .failure
    }
  }

  private static func usageFailure(_ error: UsageError, console: Console) -> ExitStatus {
    console.error("error: \(error.message)")
    if let name = error.command, let type = commands.first(where: { $0.name == name }) {
      console.error(type.usageLine)
      console.error("see 'fitness \(name) --help'")
    } else {
      console.error("usage: fitness <command> [options]")
      console.error("see 'fitness --help'")
    }
    return .usage
  }

  /// Removes `--color WHEN` from the words; nil means "decide from the terminal".
  private static func colourChoice(_ words: inout [String]) throws(UsageError) -> Bool? {
    var list = ArgumentList(words, command: "check")
    guard let value = try list.value("--color") else { return nil }
    words.removeAll { $0 == "--color" || $0 == value || $0.hasPrefix("--color=") }
    switch value {
    case "always": return true
    case "never": return false
    case "auto": return nil
    default: throw UsageError("--color takes auto, always or never", command: "check")
    }
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
