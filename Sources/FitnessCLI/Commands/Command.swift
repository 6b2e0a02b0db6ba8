import CheckCore
import CommandLineIO
import LibGit2Reader

/// One `fitness` subcommand. Parsing lives in `init`; `run` only wires modules together.
protocol Command {
  static var name: String { get }
  /// One line for the command list.
  static var abstract: String { get }
  /// The full `--help` text, starting with the usage line.
  static var help: String { get }
  init(arguments: inout ArgumentList) throws(UsageError)
  func run(in context: CommandContext) throws -> ExitStatus
}

/// What a command may touch: the console, the environment, the starting directory.
struct CommandContext {
  var console: Console
  var environment: [String: String]
  var currentDirectory: String
  /// How this process was started (`argv[0]`), for baking into the hook.
  var executable: String
}

extension CommandContext {
  /// Where a command runs: `-C DIR` resolved against the starting directory, as git does.
  func base(_ directory: String?) -> String {
    directory.map { GitEnvironment.absolute($0, against: currentDirectory) } ?? currentDirectory
  }
}

extension Command {
  static var usageLine: String {
    help.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "usage: fitness \(name)"
  }
}
