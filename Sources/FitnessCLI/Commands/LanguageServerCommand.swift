import CommandLineIO

/// `fitness lsp`: the language server, for editors.
struct LanguageServerCommand: Command {
  static let name = "lsp"
  static let abstract = "serve the rules to an editor: a language server on stdin and stdout (LSP 3.17)"
  static let usage = [UsageForm([.directory])]
  static let about = """
    Publishes each open Swift buffer's violations as diagnostics, judged on the buffer's
    text (saved or not) against the working tree's rules, exactly as `fitness check
    --worktree` would judge it saved; hover on a fenced import or needle says which fence
    entry lets it past, and why. Saving a suite or a finding reloads the rules. It writes
    no file. The workspace root comes from the client's `initialize` (else -C or the
    current folder). Set-up for VS Code, Neovim and Zed: the Editors article of the docs.
    """
  static let exits = "exit status: 0 after shutdown and exit, 1 when the client went away without them, 64 usage error"

  init(arguments: inout ArgumentList) throws(UsageError) {}

  func run(in context: CommandContext) throws -> ExitStatus {
    let server = LanguageServer(
      stream: MessageStream(framing: .headers), environment: context.environment, directory: context.base)
    return server.serve() == 0 ? .clean : .violations
  }
}
