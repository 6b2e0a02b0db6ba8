import CommandLineIO

/// `fitness mcp`: the Model Context Protocol server, for agents.
struct MCPCommand: Command {
  static let name = "mcp"
  static let abstract = "serve the rules to an agent: an MCP server on stdin and stdout"
  static let usage = [UsageForm([.directory])]
  static let about = """
    A Model Context Protocol server over stdio (one JSON-RPC message a line) for the
    repository that holds the current folder (or -C DIR). Its tools: check_file(path,
    content?), a file's violations as on disk or with `content` in its place;
    rules_for_path(path), the rules that reach a path and the fence entries that let it
    past, with their reasons; explain_rule(id), a rule's finding and contract. All read
    the working tree; it writes nothing.
    """
  static let exits = "exit status: 0 when the client closes stdin, 64 usage error"

  init(arguments: inout ArgumentList) throws(UsageError) {}

  func run(in context: CommandContext) throws -> ExitStatus {
    _ = MCPServer(stream: MessageStream(framing: .lines), environment: context.environment, directory: context.base)
      .serve()
    return .clean
  }
}
