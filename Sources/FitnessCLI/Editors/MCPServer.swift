import CheckCore
import Foundation
import RuleEngine

/// `fitness mcp`: a Model Context Protocol server over standard input and output (one
/// JSON-RPC message a line). Its tools give a review or coding agent the hook's verdict on a
/// file before it is committed, the rules that reach a path, and why a rule exists, all read
/// from the working tree (`WorkingCopy`), in `check`'s words. It writes nothing.
final class MCPServer {
  /// The protocol revisions it answers the handshake of, oldest first.
  static let revisions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]

  private let stream: MessageStream
  private let environment: [String: String]
  private let directory: String
  private var copy: WorkingCopy?

  init(stream: MessageStream, environment: [String: String], directory: String) {
    (self.stream, self.environment, self.directory) = (stream, environment, directory)
  }

  /// Serves until the client closes standard input.
  func serve() -> Int32 {
    while true {
      switch stream.next() {
      case .end: return 0
      case .malformed(let why, let id):
        stream.answer(id, error: id == nil ? .parseError : .invalidRequest, "fitness mcp: \(why)")
      case .message(let message):
        guard let method = message["method"] as? String else { continue }
        let id = message["id"]
        let params = message["params"] as? [String: Any] ?? [:]
        switch method {
        case "initialize":
          let asked = params["protocolVersion"] as? String ?? ""
          stream.answer(
            id,
            result: [
              "protocolVersion": Self.revisions.contains(asked) ? asked : Self.revisions.last!,
              "capabilities": ["tools": ["listChanged": false]],
              "serverInfo": ["name": "fitness", "version": EntryPoint.version],
              "instructions": Self.instructions,
            ])
        case "ping": stream.answer(id, result: [String: Any]())
        case "tools/list": stream.answer(id, result: ["tools": Self.tools])
        case "tools/call": call(id, params)
        default:
          if id != nil { stream.answer(id, error: .methodNotFound, "fitness mcp: no method '\(method)'") }
        }
      }
    }
  }

  static let instructions = """
    fitness holds this repository's architectural rules (import fences, API bans, pinned \
    counts, layouts). Before you finish an edit, call check_file on each Swift file you \
    changed; each violation says whether to change the code or the contract. \
    rules_for_path says which rules reach a file and which fence entry lets it past; \
    explain_rule gives a rule's finding and contract.
    """

  static var tools: [[String: Any]] {
    [
      [
        "name": "check_file",
        "description":
          "Judges one file of the working tree against the repository's fitness rules, as the pre-commit hook "
          + "would: its bytes on disk, or `content` in their place (an unsaved edit). Returns each violation as "
          + "`path:line:col: error: message [rule-id]`.",
        "inputSchema": [
          "type": "object",
          "properties": [
            "path": ["type": "string", "description": "the file, relative to the repository's root or absolute"],
            "content": ["type": "string", "description": "the file's text to judge in place of what is on disk"],
          ],
          "required": ["path"],
        ],
      ],
      [
        "name": "rules_for_path",
        "description":
          "Lists the fitness rules that reach a path, how each reads it, and every fence entry that lets the path "
          + "past a rule, with the reason written beside the entry.",
        "inputSchema": [
          "type": "object",
          "properties": ["path": ["type": "string", "description": "the file, relative to the repository's root"]],
          "required": ["path"],
        ],
      ],
      [
        "name": "explain_rule",
        "description":
          "Explains one fitness rule by its id: its title, pattern and suite, the review finding it was graduated "
          + "from, and its contract (the fence and each entry's reason).",
        "inputSchema": [
          "type": "object",
          "properties": ["id": ["type": "string", "description": "the rule's id, as a violation names it"]],
          "required": ["id"],
        ],
      ],
    ]
  }

  private func call(_ id: Any?, _ params: [String: Any]) {
    guard let name = params["name"] as? String else {
      stream.answer(id, error: .invalidParams, "fitness mcp: tools/call needs a tool 'name'")
      return
    }
    let arguments = params["arguments"] as? [String: Any] ?? [:]
    do {
      let answer: (text: String, data: [String: Any], failed: Bool)
      switch name {
      case "check_file": answer = try checkFile(arguments)
      case "rules_for_path": answer = try rulesForPath(arguments)
      case "explain_rule": answer = try explainRule(arguments)
      default:
        stream.answer(
          id, error: .invalidParams,
          "fitness mcp: no tool '\(name)'; the tools are check_file, rules_for_path, explain_rule")
        return
      }
      stream.answer(
        id,
        result: [
          "content": [["type": "text", "text": answer.text]], "structuredContent": answer.data,
          "isError": answer.failed,
        ])
    } catch let problem as ToolProblem {
      stream.answer(id, result: ["content": [["type": "text", "text": problem.message]], "isError": true])
    } catch {
      let said = CheckFailure(error).lines().joined(separator: "\n")
      stream.answer(id, result: ["content": [["type": "text", "text": said]], "isError": true])
    }
  }

  /// A tool's argument it cannot use: said to the agent as the tool's error.
  private struct ToolProblem: Error {
    var message: String
  }

  private func workingCopy() throws -> WorkingCopy {
    if let copy { return copy }
    let opened = try WorkingCopy(environment: environment, directory: directory)
    copy = opened
    return opened
  }

  private func path(_ arguments: [String: Any], in copy: WorkingCopy) throws -> String {
    guard let given = arguments["path"] as? String, !given.isEmpty else {
      throw ToolProblem(message: "fitness: error: pass 'path', the file to judge")
    }
    guard let path = copy.repositoryPath(of: given) else {
      throw ToolProblem(
        message: "fitness: error: '\(given)' is not a file inside the working tree at \(copy.root); pass a path "
          + "inside the repository")
    }
    return path
  }

  private func checkFile(_ arguments: [String: Any]) throws -> (text: String, data: [String: Any], failed: Bool) {
    let copy = try workingCopy()
    let path = try path(arguments, in: copy)
    var buffers: [String: [UInt8]] = [:]
    if let content = arguments["content"] as? String { buffers[path] = Array(content.utf8) }
    let verdict = try FileVerdict(path: path, judged: copy.judge(buffers: buffers))
    return (verdict.text, verdict.json, false)
  }

  private func rulesForPath(_ arguments: [String: Any]) throws -> (text: String, data: [String: Any], failed: Bool) {
    let copy = try workingCopy()
    let path = try path(arguments, in: copy)
    let source = try copy.source()
    let reach = PathReach(
      path: path, rules: try RuleSet.load(from: source), findings: try FindingSummaryReader.index(source))
    return (reach.text, reach.json, false)
  }

  private func explainRule(_ arguments: [String: Any]) throws -> (text: String, data: [String: Any], failed: Bool) {
    let copy = try workingCopy()
    guard let id = arguments["id"] as? String, !id.isEmpty else {
      throw ToolProblem(message: "fitness: error: pass 'id', the rule to explain")
    }
    let source = try copy.source()
    let rules = try RuleSet.load(from: source)
    guard let rule = rules.rules.first(where: { $0.id == id }) else {
      let known = rules.rules.map(\.id).sorted()
      throw ToolProblem(
        message: "fitness: error: no rule '\(id)' in the working tree's suites; the rules are: "
          + (known.isEmpty ? "(none)" : known.joined(separator: ", ")))
    }
    let explained = try RuleExplanation.explaining([rule], in: source)[0]
    var data: [String: Any] = ["id": id, "pattern": rule.pattern, "suite": rule.site.suitePath, "text": explained.text]
    if let path = explained.finding?.path { data["finding"] = path }
    return (explained.text, data, false)
  }
}
