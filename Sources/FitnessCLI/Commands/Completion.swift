import CommandLineIO

/// `fitness completion bash|zsh|fish`: the shell completion, read from every command's
/// usage lines.
struct Completion: Command {
  static let name = "completion"
  static let abstract = "print the shell completion for bash, zsh or fish"
  static let usage = [UsageForm([.positional(ShellCompletion.shells.joined(separator: "|"))])]
  static let about = """
    Prints a script that completes fitness's commands, their options, and the values those
    take: formats, folders, files, findings, revisions and rule ids. Each command's options
    come from the table it declares them in, as its --help does.

      bash   eval "$(fitness completion bash)" in ~/.bashrc
      zsh    eval "$(fitness completion zsh)" in ~/.zshrc, after compinit
      fish   fitness completion fish > ~/.config/fish/completions/fitness.fish
    """
  static let exits = "exit status: 0 printed, 64 usage error"

  var shell: String

  init(arguments: inout ArgumentList) throws(UsageError) {
    guard let shell = try arguments.positionals(limit: 1).first else {
      throw UsageError("name the shell: bash, zsh or fish", command: Self.name)
    }
    guard ShellCompletion.shells.contains(shell) else {
      throw UsageError("no completion for '\(shell)'; fitness completes bash, zsh and fish", command: Self.name)
    }
    self.shell = shell
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let completion = ShellCompletion(synopses: EntryPoint.commands.map(ShellCompletion.Synopsis.init))
    let script =
      switch shell {
      case "zsh": completion.zsh
      case "fish": completion.fish
      default: completion.bash
      }
    context.console.out(String(script.dropLast()))
    return .clean
  }
}
