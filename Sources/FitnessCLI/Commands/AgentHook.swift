import CheckCore
import CommandLineIO
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `fitness agent-hook`: a coding agent's edit judged as it lands (Claude Code's hook
/// contract): the hook's JSON on standard input, exit 2 with the violations on standard
/// error, which the agent is shown, so it mends the boundary in the same turn.
struct AgentHook: Command {
  static let name = "agent-hook"
  static let abstract = "judge the file a coding agent edits (Claude Code's hook contract: JSON on stdin)"
  static let usage = [UsageForm([.directory])]
  static let about = """
    Reads a PreToolUse or PostToolUse payload on standard input (`tool_name`,
    `tool_input.file_path`, `cwd`) and judges that file against the working tree's rules
    as `fitness check --worktree` would: after the edit, the file as it now stands on disk;
    before a Write or an Edit, the text the tool is about to write, so exit 2 stops it.
    A tool that names no file passes. Set-up (.claude/settings.json): the Editors article.
    """
  static let exits = """
    exit status: 0 the file complies (or no rule reads it; advice is printed, and passes),
    2 violations on stderr, or a payload that cannot be read, 64 usage error
    """

  init(arguments: inout ArgumentList) throws(UsageError) {}

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    let payload: AgentPayload
    do {
      payload = try AgentPayload(Self.readStandardInput(), currentDirectory: context.base)
    } catch let problem as AgentPayload.Problem {
      console.error("fitness agent-hook: error: \(problem.message)")
      return .failure
    }
    guard let file = payload.filePath else { return .clean }
    // The repository that holds the file, found from its folder (or the nearest that exists).
    var folder = (file as NSString).deletingLastPathComponent
    while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
      folder = (folder as NSString).deletingLastPathComponent
    }
    guard let copy = try? WorkingCopy(environment: context.environment, directory: folder.isEmpty ? "/" : folder),
      let path = copy.repositoryPath(of: file)
    else {
      // Outside any working tree: no rule of fitness's reads it.
      return .clean
    }
    var buffers: [String: [UInt8]] = [:]
    if let text = payload.proposedText(disk: { try? copy.source().textBytes(of: path) }) {
      buffers[path] = text
    }
    do {
      // Most edits reach no rule: said from the rules alone, before the tree is read.
      let source = try copy.source(buffers: buffers)
      let reach = PathReach(path: path, rules: try RuleSet.load(from: source), findings: [:])
      if reach.reaches.isEmpty { return .clean }
      let verdict = FileVerdict(path: path, judged: try copy.judge(buffers: buffers))
      guard !verdict.violations.isEmpty else { return .clean }
      for line in verdict.lines { console.error(line) }
      return verdict.fails ? .failure : .clean
    } catch {
      for line in CheckFailure(error).lines() { console.error(line) }
      return .failure
    }
  }

  /// Standard input, whole (an agent's payload is small; a larger one is refused).
  static func readStandardInput(limit: Int = 64 << 20) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return bytes }
      bytes += chunk[..<count]
      if bytes.count > limit {
        throw AgentPayload.Problem(
          message: "the payload is over \(limit >> 20) MiB; a hook's payload is a small JSON object")
      }
    }
  }
}
