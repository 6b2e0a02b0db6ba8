#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a coding agent's hook says on standard input: Claude Code's PreToolUse and
/// PostToolUse payloads (`hook_event_name`, `tool_name`, `tool_input`, `cwd`), and the same
/// shape from agents that copied it (`tool_input.path`, a top-level `file_path`). Read with
/// no Foundation, so the front can answer the hook itself.
package struct AgentPayload {
  package struct Problem: Error {
    package var message: String
    package init(message: String) { self.message = message }
  }

  /// One replacement of an Edit or a MultiEdit.
  package struct Edit {
    package var old: [UInt8]
    package var new: [UInt8]
    package var all: Bool
  }

  package var event: String?
  package var tool: String?
  /// The edited file, absolute; nil when the tool names none (a shell command, a search).
  package var filePath: String?
  /// A Write's whole new text.
  package var content: String?
  /// An Edit's or a MultiEdit's replacements, in order.
  package var edits: [Edit]?

  /// The events that come before the tool runs: Claude Code's, and Gemini CLI's.
  static let beforeTheTool: Set<String> = ["PreToolUse", "BeforeTool"]

  static let help = "pass the agent's hook payload (a JSON object with tool_name and tool_input) on standard input"

  package init(_ bytes: [UInt8], currentDirectory: String) throws(Problem) {
    guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
      throw Problem(message: "no payload on standard input; \(Self.help)")
    }
    guard let parsed = try? JSONNode.parse(bytes), case .object = parsed else {
      throw Problem(message: "the payload is not a JSON object; \(Self.help)")
    }
    event = parsed["hook_event_name"]?.string
    tool = parsed["tool_name"]?.string
    guard tool != nil || event != nil || parsed["file_path"] != nil else {
      throw Problem(message: "the payload has no tool_name, hook_event_name or file_path; \(Self.help)")
    }
    let input = parsed["tool_input"] ?? .object([:])
    guard case .object = input else { throw Problem(message: "its tool_input is not an object; \(Self.help)") }
    let named = input["file_path"] ?? input["path"] ?? input["notebook_path"] ?? parsed["file_path"]
    if let named, named.string == nil { throw Problem(message: "its file path is not a string; \(Self.help)") }
    let base = parsed["cwd"]?.string ?? currentDirectory
    if let path = named?.string, !path.isEmpty { filePath = path.hasPrefix("/") ? path : base + "/" + path }
    content = input["content"]?.string
    if case .array(let list)? = input["edits"] {
      edits = list.compactMap(Self.edit)
    } else if let single = Self.edit(input) {
      edits = [single]
    }
  }

  /// Standard input, whole: a hook's payload is small, and a larger one is refused.
  package static func standardInput(limit: Int = 64 << 20) throws(Problem) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return bytes }
      bytes += chunk[..<count]
      if bytes.count > limit {
        throw Problem(message: "the payload is over \(limit >> 20) MiB; \(help)")
      }
    }
  }

  private static func edit(_ node: JSONNode) -> Edit? {
    guard let old = node["old_string"]?.string, let new = node["new_string"]?.string else { return nil }
    return Edit(old: Array(old.utf8), new: Array(new.utf8), all: node["replace_all"]?.bool == true)
  }

  /// Before the tool runs (PreToolUse, or Gemini CLI's BeforeTool), the text it is about to leave in the file: a Write's
  /// content, or the replacements applied to the text on disk as the tools apply them
  /// (exact text, the first match, or every match with `replace_all`). Nil after the tool
  /// ran, and when an edit cannot be applied (the tool will fail on it too).
  package func proposedText(disk: () -> [UInt8]?) -> [UInt8]? {
    guard event.map(Self.beforeTheTool.contains) == true else { return nil }
    if let content { return Array(content.utf8) }
    guard let edits, !edits.isEmpty, var text = disk() else { return nil }
    for edit in edits {
      guard !edit.old.isEmpty, let first = Self.find(edit.old, in: text, from: 0) else { return nil }
      var result = Array(text[..<first]) + edit.new
      var cursor = first + edit.old.count
      while edit.all, let next = Self.find(edit.old, in: text, from: cursor) {
        result += text[cursor..<next] + edit.new
        cursor = next + edit.old.count
      }
      text = result + text[cursor...]
    }
    return text
  }

  private static func find(_ needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
    guard needle.count <= text.count else { return nil }
    var place = start
    while place + needle.count <= text.count {
      if text[place] == needle[0], text[place..<(place + needle.count)].elementsEqual(needle) { return place }
      place += 1
    }
    return nil
  }
}
