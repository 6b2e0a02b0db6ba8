import Testing

@testable import CommandLineIO

/// Claude Code's hook payloads, read with no Foundation: the fields the agent hook uses, the
/// edits a PreToolUse would make, and JSON the reader must refuse rather than misread.
@Suite struct AgentPayloadTests {
  static func payload(_ text: String) throws(AgentPayload.Problem) -> AgentPayload {
    try AgentPayload(Array(text.utf8), currentDirectory: "/work")
  }

  @Test func readsTheFieldsOfClaudeCodesToolEvents() throws {
    let post = try Self.payload(
      #"{"session_id":"s","transcript_path":"/t.jsonl","cwd":"/repo","hook_event_name":"PostToolUse","tool_name":"Edit","tool_input":{"file_path":"/repo/A.swift","old_string":"a","new_string":"b"},"tool_response":{"success":true}}"#
    )
    #expect(post.event == "PostToolUse")
    #expect(post.tool == "Edit")
    #expect(post.filePath == "/repo/A.swift")
    // After the tool ran, the disk is what is judged.
    #expect(post.proposedText(disk: { Array("a".utf8) }) == nil)
    let relative = try Self.payload(
      #"{"cwd":"/repo","tool_name":"Write","tool_input":{"file_path":"Sources/B.swift"}}"#)
    #expect(relative.filePath == "/repo/Sources/B.swift")
    let noCwd = try Self.payload(#"{"tool_name":"Write","tool_input":{"path":"C.swift"}}"#)
    #expect(noCwd.filePath == "/work/C.swift")
    let shell = try Self.payload(#"{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}"#)
    #expect(shell.filePath == nil)
  }

  @Test func aPreToolUseEditIsAppliedAsTheToolAppliesIt() throws {
    let disk = Array("let a = 1\nlet a = 1\n".utf8)
    let first = try Self.payload(
      #"{"hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"file_path":"/r/F.swift","old_string":"a = 1","new_string":"b = 2"}}"#
    )
    #expect(first.proposedText(disk: { disk }) == Array("let b = 2\nlet a = 1\n".utf8))
    let every = try Self.payload(
      #"{"hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"file_path":"/r/F.swift","old_string":"a = 1","new_string":"b = 2","replace_all":true}}"#
    )
    #expect(every.proposedText(disk: { disk }) == Array("let b = 2\nlet b = 2\n".utf8))
    let multi = try Self.payload(
      #"{"hook_event_name":"PreToolUse","tool_name":"MultiEdit","tool_input":{"file_path":"/r/F.swift","edits":[{"old_string":"let a","new_string":"import X\nlet a"},{"old_string":"import X\n","new_string":""}]}}"#
    )
    #expect(multi.proposedText(disk: { disk }) == disk)
    let missing = try Self.payload(
      #"{"hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"file_path":"/r/F.swift","old_string":"zzz","new_string":"y"}}"#
    )
    #expect(missing.proposedText(disk: { disk }) == nil)
    // Gemini CLI's event before a tool, with its `replace` tool's fields.
    let gemini = try Self.payload(
      #"{"hook_event_name":"BeforeTool","tool_name":"replace","cwd":"/r","tool_input":{"file_path":"F.swift","old_string":"a = 1","new_string":"c = 3"}}"#
    )
    #expect(gemini.filePath == "/r/F.swift")
    #expect(gemini.proposedText(disk: { disk }) == Array("let c = 3\nlet a = 1\n".utf8))
    let write = try Self.payload(
      #"{"hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"/r/F.swift","content":"import \u00e9\ud83d\ude00\n"}}"#
    )
    #expect(write.proposedText(disk: { nil }) == Array("import é😀\n".utf8))
  }

  @Test(arguments: [
    ("", "no payload"), ("   \n", "no payload"), ("nope", "not a JSON object"), ("[1]", "not a JSON object"),
    (#"{"a":1} x"#, "not a JSON object"), (#"{"a":"\x"}"#, "not a JSON object"),
    (#"{"session_id":"s"}"#, "has no tool_name"),
    (#"{"tool_name":"Edit","tool_input":[]}"#, "tool_input is not an object"),
    (#"{"tool_name":"Edit","tool_input":{"file_path":["a"]}}"#, "file path is not a string"),
    (String(repeating: "[", count: 5000), "not a JSON object"),
  ])
  func whatItCannotReadItSays(text: String, said: String) {
    #expect(throws: AgentPayload.Problem.self) { try Self.payload(text) }
    do {
      _ = try Self.payload(text)
    } catch {
      #expect(error.message.contains(said), "\(error.message)")
      #expect(error.message.contains("pass the agent's hook payload"))
    }
  }

  @Test func theJSONReaderReadsWhatJSONSays() throws {
    let node = try JSONNode.parse(Array(#" {"a": [1, -2.5e3, true, false, null, "x\"y\\z\/\n\t"], "b": {}} "#.utf8))
    #expect(
      node["a"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null, .string("x\"y\\z/\n\t")]))
    #expect(node["b"] == .object([:]))
    // A lone surrogate is no character: it reads as U+FFFD.
    #expect(try JSONNode.parse(Array(#""\ud800x""#.utf8)) == .string("\u{FFFD}x"))
    #expect(throws: JSONNode.Malformed.self) { try JSONNode.parse(Array("\"a\u{1}\"".utf8)) }
    #expect(throws: JSONNode.Malformed.self) { try JSONNode.parse(Array("{\"a\" 1}".utf8)) }
  }
}
