import CommandLineIO

/// `fitness completion bash|zsh|fish`: the shell completion, read from every command's
/// usage lines.
struct Completion: Command {
  static let name = "completion"
  static let abstract = "print the shell completion for bash, zsh or fish"
  static let help = """
    usage: fitness completion bash|zsh|fish

    Prints a script that completes fitness's commands, their options, and the values those
    take: formats, folders, files, findings, revisions and rule ids. Each command's options
    are read from its usage line, so the completion knows what `--help` shows.

      bash   eval "$(fitness completion bash)" in ~/.bashrc
      zsh    eval "$(fitness completion zsh)" in ~/.zshrc, after compinit
      fish   fitness completion fish > ~/.config/fish/completions/fitness.fish

    exit status: 0 printed, 64 usage error
    """

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
    let completion = ShellCompletion(
      synopses: EntryPoint.commands.map { UsageSynopsis(command: $0.name, help: $0.help) })
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
