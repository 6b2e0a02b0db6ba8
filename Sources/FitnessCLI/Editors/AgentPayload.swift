import Foundation

/// What a coding agent's hook says on standard input: Claude Code's PreToolUse and
/// PostToolUse payloads (`hook_event_name`, `tool_name`, `tool_input`, `cwd`), and the same
/// shape from agents that copied it (`tool_input.path`, a top-level `file_path`).
struct AgentPayload {
  struct Problem: Error {
    var message: String
  }

  var event: String?
  var tool: String?
  var input: [String: Any]
  /// The edited file, absolute; nil when the tool names none (a shell command, a search).
  var filePath: String?

  init(_ bytes: [UInt8], currentDirectory: String) throws {
    let help = "pass the agent's hook payload (a JSON object with tool_name and tool_input) on standard input"
    guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
      throw Problem(message: "no payload on standard input; \(help)")
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)), let payload = object as? [String: Any]
    else {
      throw Problem(message: "the payload is not a JSON object; \(help)")
    }
    event = payload["hook_event_name"] as? String
    tool = payload["tool_name"] as? String
    input = payload["tool_input"] as? [String: Any] ?? [:]
    guard tool != nil || event != nil || payload["file_path"] != nil else {
      throw Problem(message: "the payload has no tool_name, hook_event_name or file_path; \(help)")
    }
    if let given = payload["tool_input"], !(given is [String: Any]) {
      throw Problem(message: "its tool_input is not an object; \(help)")
    }
    let named = input["file_path"] ?? input["path"] ?? input["notebook_path"] ?? payload["file_path"]
    if let named, !(named is String) { throw Problem(message: "its file path is not a string; \(help)") }
    let base = payload["cwd"] as? String ?? currentDirectory
    filePath = (named as? String).flatMap { $0.isEmpty ? nil : ($0.hasPrefix("/") ? $0 : base + "/" + $0) }
  }

  /// Before the tool runs (PreToolUse), the text it is about to leave in the file: a Write's
  /// content, or an Edit's replacements applied to the text on disk. Nil after the tool
  /// ran, and when the edit cannot be applied (the tool will fail on it too).
  func proposedText(disk: () -> [UInt8]?) -> [UInt8]? {
    guard event == "PreToolUse" else { return nil }
    if let content = input["content"] as? String { return Array(content.utf8) }
    let edits: [[String: Any]]
    if let list = input["edits"] as? [[String: Any]] {
      edits = list
    } else if input["old_string"] != nil {
      edits = [input]
    } else {
      return nil
    }
    guard let bytes = disk() else { return nil }
    var text = String(decoding: bytes, as: UTF8.self)
    for edit in edits {
      guard let old = edit["old_string"] as? String, let new = edit["new_string"] as? String, !old.isEmpty,
        text.contains(old)
      else { return nil }
      if edit["replace_all"] as? Bool == true {
        text = text.replacingOccurrences(of: old, with: new)
      } else if let range = text.range(of: old) {
        text.replaceSubrange(range, with: new)
      }
    }
    return Array(text.utf8)
  }
}
