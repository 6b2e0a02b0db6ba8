import CheckCore
import CommandLineIO
import Foundation
import GitFileReader

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
      payload = try AgentPayload(try AgentPayload.standardInput(), currentDirectory: context.base)
    } catch {
      // Typed: every failure here is the payload's.
      console.error("fitness agent-hook: error: \(error.message)")
      return .failure
    }
    guard let file = payload.filePath else { return .clean }
    do {
      // Most edits: the hook's own plan over the index with this file's new bytes (the
      // front answers those itself; it hands over the rest).
      let proposed = payload.proposedText(disk: { FileText.read(file) })
      // A front that found the index cannot answer exactly says so (`readerCannot`).
      let indexCannot = HandOff.received(environment: context.environment)?.readerCannot == true
      let fast =
        indexCannot
        ? nil
        : try AgentVerdict.judge(file: file, proposed: proposed, environment: context.environment) {
          source, _ in try FindingSummaryReader.summaries(source)
        }
      if let fast { return Self.say(fast.verdict, on: console) }
      // The file's verdict may hang on other files of the working tree: all of it is judged.
      guard
        let copy = try? WorkingCopy(
          environment: context.environment, directory: WorkTreePath.nearestFolder(of: file)),
        let path = copy.repositoryPath(of: file)
      else {
        // Outside any working tree: no rule of fitness's reads it.
        return .clean
      }
      let buffers = proposed.map { [path: $0] } ?? [:]
      let source = try copy.source(buffers: buffers)
      let reach = PathReach(path: path, rules: try RuleSet.load(from: source), findings: [:])
      if reach.reaches.isEmpty { return .clean }
      return Self.say(FileVerdict(path: path, judged: try copy.judge(buffers: buffers)), on: console)
    } catch {
      for line in CheckFailure(error).lines() { console.error(line) }
      return .failure
    }
  }

  /// Prints a verdict's lines when it has any; exit 2 for an error, 0 for advice or none.
  static func say(_ verdict: FileVerdict?, on console: Console) -> ExitStatus {
    guard let verdict, !verdict.violations.isEmpty else { return .clean }
    for line in verdict.lines { console.error(line) }
    return verdict.fails ? .failure : .clean
  }
}
