import FitnessTestSupport
import Foundation
import Testing

/// `fitness lsp` and `fitness mcp` spoken to byte by byte: the verdict on an unsaved buffer
/// equals `check --worktree` on the same bytes saved (a differential over generated edits),
/// and a client that lies, floods or disappears gets a JSON-RPC error or an exit, never a
/// crash, a hang or a written file.
@Suite(.enabled(if: WholeRun.enabled, WholeRun.reason)) struct EditorServerTests {
  static func uri(_ path: String, in repo: ScratchRepository) -> String {
    URL(fileURLWithPath: repo.root.path + "/" + path).absoluteString
  }

  /// A language server on the graduated fixture, initialized.
  static func languageServer(_ repo: ScratchRepository) throws -> ServerProcess {
    let server = try ServerProcess(["lsp"], in: repo.root)
    try server.sendFramed([
      "jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": [
        "processId": NSNull(), "rootUri": URL(fileURLWithPath: repo.root.path).absoluteString, "capabilities": [:],
      ],
    ])
    let answer = try server.readFramed { $0["id"] as? Int == 1 }
    let capabilities = (answer["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    #expect(capabilities?["hoverProvider"] as? Bool == true, "\(answer)")
    try server.sendFramed(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    return server
  }

  static func open(_ path: String, _ text: String, on server: ServerProcess, in repo: ScratchRepository) throws {
    try server.sendFramed([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": ["textDocument": ["uri": uri(path, in: repo), "languageId": "swift", "version": 1, "text": text]],
    ])
  }

  static func change(_ path: String, _ text: String, version: Int, on server: ServerProcess, in repo: ScratchRepository)
    throws
  {
    try server.sendFramed([
      "jsonrpc": "2.0", "method": "textDocument/didChange",
      "params": [
        "textDocument": ["uri": uri(path, in: repo), "version": version], "contentChanges": [["text": text]],
      ],
    ])
  }

  /// The next diagnostics published for `path`; with `version`, for that version of its
  /// text (an earlier verdict may still be in flight).
  static func diagnostics(
    for path: String, version: Int? = nil, on server: ServerProcess, in repo: ScratchRepository
  ) throws -> [[String: Any]] {
    let uri = uri(path, in: repo)
    let message = try server.readFramed {
      let params = $0["params"] as? [String: Any]
      return $0["method"] as? String == "textDocument/publishDiagnostics" && params?["uri"] as? String == uri
        && (version == nil || params?["version"] as? Int == version)
    }
    return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
  }

  /// What `check --worktree --format json` reports at `path`: (line, column, rule, message).
  static func checked(_ path: String, in repo: ScratchRepository) throws -> Set<String> {
    let check = try FitnessBinary.run(["check", "--worktree", "--format", "json"], in: repo.root)
    let report = try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any]
    let violations = report?["violations"] as? [[String: Any]] ?? []
    return Set(
      violations.filter { $0["path"] as? String == path }.map { item in
        "\(item["line"] as? Int ?? 0):\(item["column"] as? Int ?? 0) [\(item["rule"] as? String ?? "")] \(item["message"] as? String ?? "")"
      })
  }

  static func said(_ diagnostics: [[String: Any]]) -> Set<String> {
    Set(
      diagnostics.map { item in
        let start = (item["range"] as? [String: Any])?["start"] as? [String: Any]
        let line = (start?["line"] as? Int ?? -1) + 1
        let column = (start?["character"] as? Int ?? -1) + 1
        return "\(line):\(column) [\(item["code"] as? String ?? "")] \(item["message"] as? String ?? "")"
      })
  }

  /// Every file under `.git/fitness` (the caches full checks keep), which `fingerprint`
  /// leaves out: the editors' doors keep nothing there either.
  static func caches(_ repo: ScratchRepository) throws -> [String: Data] {
    let folder = repo.root.appendingPathComponent(".git/fitness")
    var found: [String: Data] = [:]
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = walker?.nextObject() as? URL {
      guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
      found[url.path] = try Data(contentsOf: url)
    }
    return found
  }

  @Test func anUnsavedBufferIsJudgedAndClearedWithCheckWords() throws {
    let repo = try AgentHookTests.graduated()
    // A full check keeps its caches first, so there is something the server could touch.
    _ = try FitnessBinary.run(["check", "--all"], in: repo.root)
    let before = try repo.fingerprint()
    let caches = try Self.caches(repo)
    #expect(!caches.isEmpty)
    let server = try Self.languageServer(repo)
    let file = LedgerFixture.plainFile
    try Self.open(file, "import Ledger\n" + LedgerFixture.plainSource, on: server, in: repo)
    let broken = try Self.diagnostics(for: file, on: server, in: repo)
    #expect(broken.count == 1, "\(broken)")
    let diagnostic = broken.first ?? [:]
    #expect(diagnostic["source"] as? String == "fitness")
    #expect(diagnostic["severity"] as? Int == 1)
    #expect((diagnostic["code"] as? String)?.isEmpty == false)
    #expect((diagnostic["message"] as? String)?.contains("imports Ledger outside its fence") == true)
    let link = (diagnostic["codeDescription"] as? [String: Any])?["href"] as? String
    #expect(link?.hasSuffix(LedgerFixture.findingPath) == true, "\(diagnostic)")
    // The disk still holds the clean file: the buffer was judged, and nothing written.
    #expect(try Self.checked(file, in: repo).isEmpty)
    try Self.change(file, LedgerFixture.plainSource, version: 2, on: server, in: repo)
    #expect(try Self.diagnostics(for: file, on: server, in: repo).isEmpty)
    // Hover on the fenced file's import says which entry lets it past, and why.
    let fenced = LedgerFixture.fencedFile
    try server.sendFramed([
      "jsonrpc": "2.0", "id": 5, "method": "textDocument/hover",
      "params": ["textDocument": ["uri": Self.uri(fenced, in: repo)], "position": ["line": 0, "character": 8]],
    ])
    let hover = try server.readFramed { $0["id"] as? Int == 5 }
    let value = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
    #expect(value.contains("fence entry `\(fenced)`: posts every change through one writer"), "\(hover)")
    try server.sendFramed(["jsonrpc": "2.0", "id": 9, "method": "shutdown"])
    _ = try server.readFramed { $0["id"] as? Int == 9 }
    try server.sendFramed(["jsonrpc": "2.0", "method": "exit"])
    #expect(server.exitStatus() == 0)
    #expect(try repo.fingerprint() == before, "the language server wrote to the repository")
    #expect(try Self.caches(repo) == caches, "the language server wrote to the caches")
  }

  /// A rule whose finding says `severity: warning` is advice: its diagnostics are warnings
  /// (severity 2), and the agent hook prints them and passes.
  @Test func anAdvisoryRulesDiagnosticsAreWarnings() throws {
    let repo = try LedgerFixture.make()
    try repo.write(
      LedgerFixture.findingPath,
      LedgerFixture.finding.replacingOccurrences(
        of: "source: review of PR 142", with: "source: review of PR 142\nseverity: warning"))
    try repo.commitAll("advice first")
    let graduate = try FitnessBinary.run(["graduate", LedgerFixture.findingPath], in: repo.root)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    let server = try Self.languageServer(repo)
    try Self.open(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource, on: server, in: repo)
    let advice = try Self.diagnostics(for: LedgerFixture.plainFile, on: server, in: repo)
    #expect(advice.count == 1)
    #expect(advice.first?["severity"] as? Int == 2, "\(advice)")
    let hook = try FitnessBinary.run(
      ["agent-hook"], in: repo.root,
      input: try AgentHookTests.payload(
        "PreToolUse", tool: "Write", file: LedgerFixture.plainFile, in: repo,
        input: ["content": "import Ledger\n" + LedgerFixture.plainSource]))
    #expect(hook.status == 0, "\(hook.standardError)")
    #expect(hook.standardError.contains("warning: imports Ledger outside its fence"), "\(hook.standardError)")
  }

  /// Generated edits: each buffer's diagnostics equal `check --worktree` on the same bytes
  /// saved, and the MCP server's `check_file` with the same content and the agent hook on
  /// the saved file say the same lines; halfway, the suite's fence is widened on disk
  /// (unstaged), which all three read as the working tree does.
  @Test func theEditorsVerdictEqualsCheckWorktreeOverGeneratedEdits() throws {
    let repo = try AgentHookTests.graduated()
    let server = try Self.languageServer(repo)
    let agent = try Self.mcpServer(repo)
    var random = SplitMix(seed: 0x5EED_0063)
    let files = [LedgerFixture.plainFile, LedgerFixture.fencedFile, "Sources/App/Feed/Extra.swift"]
    let pieces = [
      "import Ledger\n", "@testable import Ledger\n", "import struct Ledger.Ledger\n", "// import Ledger\n",
      "let a = \"import Ledger\"\n", "let b = Ledger()\n", "let c = MyLedger()\n", "import Foundation\n",
      "/* Ledger( */\n", "func f() { _ = Ledger().post(1) }\n", "  #if DEBUG\nimport Ledger\n#endif\n",
    ]
    var versions: [String: Int] = [:]
    for round in 0..<30 {
      if round == 15 {
        try repo.write("Sources/App/Feed/Extra.swift", "import Ledger\n")
        // The finding's name is the rule's id.
        let id = String(LedgerFixture.findingPath.dropFirst("findings/".count).dropLast(".md".count))
        let allow = try FitnessBinary.run(
          ["allow", id, "Sources/App/Feed/Extra.swift", "--why", "a second writer"], in: repo.root)
        #expect(allow.status == 0, "\(allow.standardError)")
        try server.sendFramed([
          "jsonrpc": "2.0", "method": "textDocument/didSave",
          "params": ["textDocument": ["uri": Self.uri(LedgerFixture.suitePath, in: repo)]],
        ])
      }
      let file = files[Int(random.next() % UInt64(files.count))]
      var text = ""
      for _ in 0..<(1 + Int(random.next() % 4)) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
      text += "struct Round\(round) {}\n"
      if versions[file] == nil {
        try Self.open(file, text, on: server, in: repo)
      } else {
        try Self.change(file, text, version: versions[file]! + 1, on: server, in: repo)
      }
      versions[file, default: 0] += 1
      let editor = Self.said(try Self.diagnostics(for: file, version: versions[file], on: server, in: repo))
      let mcp = try Self.callTool(agent, "check_file", ["path": file, "content": text], id: round + 10)
      try repo.write(file, text)
      let expected = try Self.checked(file, in: repo)
      #expect(editor == expected, "round \(round), \(file):\n\(text)")
      let lines = Set(
        ((mcp["structuredContent"] as? [String: Any])?["violations"] as? [[String: Any]] ?? []).compactMap {
          $0["path"] as? String == file ? $0["line"] as? String : nil
        })
      let check = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
      let checkLines = Set(
        check.standardError.split(separator: "\n").map(String.init).filter { $0.hasPrefix(file + ":") })
      #expect(lines == checkLines, "round \(round), \(file)")
      let hook = try FitnessBinary.run(
        ["agent-hook"], in: repo.root,
        input: try AgentHookTests.payload("PostToolUse", tool: "Write", file: file, in: repo))
      let hookLines = Set(
        hook.standardError.split(separator: "\n").map(String.init).filter { $0.hasPrefix(file + ":") })
      #expect(hookLines == checkLines, "round \(round), \(file): the agent hook said\n\(hook.standardError)")
      #expect(hook.status == (checkLines.isEmpty ? 0 : 2))
    }
  }

  static func mcpServer(_ repo: ScratchRepository) throws -> ServerProcess {
    let server = try ServerProcess(["mcp"], in: repo.root)
    try server.sendLine([
      "jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": [
        "protocolVersion": "2025-06-18", "capabilities": [:], "clientInfo": ["name": "tests", "version": "1"],
      ],
    ])
    let answer = try server.readLine()
    #expect((answer?["result"] as? [String: Any])?["protocolVersion"] as? String == "2025-06-18", "\(answer ?? [:])")
    try server.sendLine(["jsonrpc": "2.0", "method": "notifications/initialized"])
    return server
  }

  static func callTool(_ server: ServerProcess, _ name: String, _ arguments: [String: Any], id: Int) throws
    -> [String: Any]
  {
    try server.sendLine([
      "jsonrpc": "2.0", "id": id, "method": "tools/call", "params": ["name": name, "arguments": arguments],
    ])
    let answer = try server.readLine()
    #expect(answer?["id"] as? Int == id, "\(answer ?? [:])")
    return answer?["result"] as? [String: Any] ?? [:]
  }

  @Test func theMCPToolsAnswerAndSayWhatTheyCannotUse() throws {
    let repo = try AgentHookTests.graduated()
    let before = try repo.fingerprint()
    let server = try Self.mcpServer(repo)
    try server.sendLine(["jsonrpc": "2.0", "id": 2, "method": "tools/list"])
    let tools = ((try server.readLine()?["result"] as? [String: Any])?["tools"] as? [[String: Any]] ?? []).compactMap {
      $0["name"] as? String
    }
    #expect(tools == ["check_file", "rules_for_path", "explain_rule"])
    let reach = try Self.callTool(server, "rules_for_path", ["path": LedgerFixture.fencedFile], id: 3)
    let text = ((reach["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
    #expect(
      text.contains("let past by the fence entry '\(LedgerFixture.fencedFile)': posts every change through one writer"))
    let rules = (reach["structuredContent"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
    #expect(rules.count == 1)
    let id = rules.first?["id"] as? String ?? ""
    let explained = try Self.callTool(server, "explain_rule", ["id": id], id: 4)
    let words = ((explained["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
    #expect(words.contains("The feed once posted to the ledger directly"), "\(words)")
    let unknown = try Self.callTool(server, "explain_rule", ["id": "no-such-rule"], id: 5)
    #expect(unknown["isError"] as? Bool == true)
    let outside = try Self.callTool(server, "check_file", ["path": "../../../etc/passwd"], id: 6)
    #expect(outside["isError"] as? Bool == true)
    // A line that is not JSON: a parse error, and the server keeps serving.
    server.send(Array("{\"jsonrpc\": \"2.0\", \"id\": 7,\n".utf8))
    let error = try server.readLine()
    #expect((error?["error"] as? [String: Any])?["code"] as? Int == -32700)
    try server.sendLine(["jsonrpc": "2.0", "id": 8, "method": "no/such"])
    #expect(((try server.readLine())?["error"] as? [String: Any])?["code"] as? Int == -32601)
    server.closeInput()
    #expect(server.exitStatus() == 0)
    #expect(try repo.fingerprint() == before, "the MCP server wrote to the repository")
  }

  @Test func aClientThatLiesFloodsOrDisappearsGetsAnErrorOrAnExit() throws {
    let repo = try AgentHookTests.graduated()
    let before = try repo.fingerprint()
    let server = try Self.languageServer(repo)
    func stillServes(_ id: Int) throws {
      try server.sendFramed(["jsonrpc": "2.0", "id": id, "method": "fitness/none"])
      let answer = try server.readFramed { $0["id"] as? Int == id }
      #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32601)
    }
    // A Content-Length shorter than its body: a parse error, then serving again.
    server.send(Array("Content-Length: 10\r\n\r\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"x\"}".utf8))
    let parse = try server.readFramed { $0["error"] != nil }
    #expect((parse["error"] as? [String: Any])?["code"] as? Int == -32700)
    try stillServes(20)
    // Headers without a length, a length that is not a number, a body that is not JSON.
    server.send(Array("Content-Type: x\r\n\r\n".utf8))
    server.send(Array("Content-Length: -4\r\n\r\n".utf8))
    server.send(Array("Content-Length: 3\r\n\r\n{{{".utf8))
    try stillServes(21)
    // A 10 MB buffer is judged.
    let big = "import Ledger\n" + String(repeating: "let value = 1 // padding\n", count: 420_000)
    try Self.open(LedgerFixture.plainFile, big, on: server, in: repo)
    let judged = try Self.diagnostics(for: LedgerFixture.plainFile, on: server, in: repo)
    #expect(judged.count == 1)
    // URIs outside the workspace, through `..`, and not files: nothing published, still serving.
    try server.sendFramed([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": [
        "textDocument": [
          "uri": "file:///etc/outside.swift", "languageId": "swift", "version": 1, "text": "import Ledger\n",
        ]
      ],
    ])
    try Self.open("../escape.swift", "import Ledger\n", on: server, in: repo)
    try server.sendFramed([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": [
        "textDocument": ["uri": "untitled:Untitled-1", "languageId": "swift", "version": 1, "text": "import Ledger\n"]
      ],
    ])
    try stillServes(22)
    // Random frames: answered or let be, never a crash.
    var random = SplitMix(seed: 63)
    for round in 0..<300 {
      let count = Int(random.next() % 64)
      var body = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      if round % 3 == 0 { body = Array("{\"jsonrpc\":\"2.0\",\"id\":\(round),\"method\":".utf8) + body + [0x7D] }
      server.send(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }
    try stillServes(23)
    // The client goes away mid-message: the server ends, without shutdown (status 1).
    server.send(Array("Content-Length: 100\r\n\r\n{\"jsonrpc\"".utf8))
    server.closeInput()
    #expect(server.exitStatus(timeout: 20) == 1)
    #expect(try repo.fingerprint() == before, "the language server wrote to the repository")
  }
}
