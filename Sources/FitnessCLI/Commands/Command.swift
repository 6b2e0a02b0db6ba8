import CheckCore
import CommandLineIO
import LibGit2Reader

/// One `fitness` subcommand. It declares its usage lines and options once (`usage`, each
/// option an `OptionSpec` it owns); parsing lives in `init`, `run` only wires modules
/// together, and `--help` is written from the declarations.
protocol Command {
  static var name: String { get }
  /// One line for the command list.
  static var abstract: String { get }
  /// Its usage lines, with every option it takes.
  static var usage: [UsageForm] { get }
  /// What `--help` says between the usage lines and the options.
  static var about: String { get }
  /// The exit statuses, as `--help` ends.
  static var exits: String { get }
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
  /// `-C DIR` as given (several already joined, as git joins them): read once, for every
  /// command that declares it, before the command reads its own options.
  var directory: String? = nil
}

extension CommandContext {
  /// Where a command runs: `-C DIR` resolved against the starting directory, as git does.
  var base: String {
    directory.map { GitEnvironment.absolute($0, against: currentDirectory) } ?? currentDirectory
  }

  /// Opens the repository the way git would from where the command runs.
  func openRepository() throws(LibGit2ReaderError) -> Repository {
    try Repository(environment: GitEnvironment(environment: environment, directory: base))
  }
}

extension Command {
  /// Every option the usage lines name, once, in the order first written.
  static var options: [OptionSpec] {
    var seen = Set<String>()
    return usage.flatMap(\.options).filter { seen.insert($0.name).inserted }
  }

  static var usageLine: String { "usage: " + usage[0].line(command: name) }

  /// The usage lines, what the command does, each option with its help, the exit statuses.
  static var help: String {
    let lines = [usageLine] + usage.dropFirst().map { "       " + $0.line(command: name) }
    // The help starts in one column; an option too long for it has its help on the lines below.
    let column = min((options.map(\.spelled.count).max() ?? 0) + 4, 22)
    let indent = String(repeating: " ", count: column)
    var listed: [String] = []
    for option in options {
      let helpLines = option.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let head = "  " + option.spelled
      if head.count + 2 > column {
        listed.append(head)
        listed += helpLines.map { indent + $0 }
      } else {
        listed.append(head.padding(toLength: column, withPad: " ", startingAt: 0) + helpLines[0])
        listed += helpLines.dropFirst().map { indent + $0 }
      }
    }
    var text = lines.joined(separator: "\n") + "\n\n"
    if !about.isEmpty { text += about + "\n\n" }
    if !listed.isEmpty { text += "options:\n" + listed.joined(separator: "\n") + "\n\n" }
    return text + exits
  }
}
