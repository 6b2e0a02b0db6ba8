import FitnessTestSupport
import Foundation
import Testing

/// `fitness agent-hook` with the payloads of Claude Code's documented hook events
/// (PreToolUse and PostToolUse of Write, Edit and MultiEdit): exit 2 with `check`'s own
/// lines on stderr when the edited file breaks a rule, 0 when it complies or no rule reads
/// it, 2 with what to do for a payload it cannot read; and nothing written.
@Suite(.enabled(if: WholeRun.enabled, WholeRun.reason)) struct AgentHookTests {
  static func graduated() throws -> ScratchRepository {
    let repo = try LedgerFixture.make()
    let graduate = try FitnessBinary.run(["graduate", LedgerFixture.findingPath], in: repo.root)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    try repo.commitAll("rule")
    return repo
  }

  static func payload(
    _ event: String, tool: String, file: String, in repo: ScratchRepository, input: [String: Any] = [:]
  ) throws -> [UInt8] {
    var toolInput = input
    toolInput["file_path"] = file.hasPrefix("/") ? file : repo.root.path + "/" + file
    let object: [String: Any] = [
      "session_id": "abc123", "transcript_path": "/tmp/transcript.jsonl", "cwd": repo.root.path,
      "hook_event_name": event, "tool_name": tool, "tool_input": toolInput,
    ]
    return Array(try JSONSerialization.data(withJSONObject: object))
  }

  /// The lines `check --worktree` prints for `file`, with the tree as it is on disk.
  static func checkLines(_ file: String, in repo: ScratchRepository) throws -> [String] {
    let check = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
    return check.standardError.split(separator: "\n").map(String.init).filter { $0.hasPrefix(file + ":") }
  }

  @Test func anEditThatBreaksARuleIsRefusedInCheckWordsAndACleanOnePasses() throws {
    let repo = try Self.graduated()
    let before = try repo.fingerprint()
    // After the edit (PostToolUse): the file as it stands on disk.
    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    let broken = try FitnessBinary.run(
      ["agent-hook"], in: repo.root,
      input: try Self.payload("PostToolUse", tool: "Edit", file: LedgerFixture.plainFile, in: repo))
    #expect(broken.status == 2)
    let expected = try Self.checkLines(LedgerFixture.plainFile, in: repo)
    #expect(!expected.isEmpty)
    for line in expected { #expect(broken.standardError.contains(line), "\(broken.standardError)") }
    #expect(broken.standardError.contains("change the code or the contract"))
    #expect(broken.standardOutput.isEmpty)
    // Mended: exit 0 and nothing said.
    try repo.write(LedgerFixture.plainFile, LedgerFixture.plainSource)
    let mended = try FitnessBinary.run(
      ["agent-hook"], in: repo.root,
      input: try Self.payload("PostToolUse", tool: "Write", file: LedgerFixture.plainFile, in: repo))
    #expect(mended.status == 0, "\(mended.standardError)")
    #expect(mended.standardError.isEmpty)
    #expect(try repo.fingerprint() == before)
  }

  @Test func beforeTheToolRunsTheTextItWouldWriteIsJudged() throws {
    let repo = try Self.graduated()
    let before = try repo.fingerprint()
    let file = LedgerFixture.plainFile
    // A Write's content.
    let write = try FitnessBinary.run(
      ["agent-hook"], in: repo.root,
      input: try Self.payload(
        "PreToolUse", tool: "Write", file: file, in: repo,
        input: ["content": "import Ledger\n" + LedgerFixture.plainSource]))
    #expect(write.status == 2)
    #expect(
      write.standardError.contains("\(file):1:1: error: imports Ledger outside its fence"), "\(write.standardError)")
    // An Edit's replacement, applied to the text on disk.
    let edit = try FitnessBinary.run(
      ["agent-hook"], in: repo.root,
      input: try Self.payload(
        "PreToolUse", tool: "Edit", file: file, in: repo,
        input: ["old_string": "public struct FeedModel {", "new_string": "import Ledger\npublic struct FeedModel {"]))
    #expect(edit.status == 2, "\(edit.standardError)")
    #expect(edit.standardError.contains("imports Ledger outside its fence"))
    // MultiEdit: the second edit takes the import out again.
    let multi = try FitnessBinary.run(
      ["agent-hook"], in: repo.root,
      input: try Self.payload(
        "PreToolUse", tool: "MultiEdit", file: file, in: repo,
        input: [
          "edits": [
            ["old_string": "public struct FeedModel {", "new_string": "import Ledger\npublic struct FeedModel {"],
            ["old_string": "import Ledger\n", "new_string": ""],
          ]
        ]))
    #expect(multi.status == 0, "\(multi.standardError)")
    // The fenced file may import it: the tool's text passes.
    let fenced = try FitnessBinary.run(
      ["agent-hook"], in: repo.root,
      input: try Self.payload(
        "PreToolUse", tool: "Write", file: LedgerFixture.fencedFile, in: repo,
        input: ["content": "import Ledger\nstruct SyncEngine {}\n"]))
    #expect(fenced.status == 0, "\(fenced.standardError)")
    #expect(try repo.fingerprint() == before, "a PreToolUse judgement wrote to the repository")
  }

  @Test func toolsWithoutAFileFilesNoRuleReadsAndFilesOutsideTheTreePass() throws {
    let repo = try Self.graduated()
    let bash: [String: Any] = [
      "cwd": repo.root.path, "hook_event_name": "PreToolUse", "tool_name": "Bash",
      "tool_input": ["command": "swift build"],
    ]
    let shell = try FitnessBinary.run(
      ["agent-hook"], in: repo.root, input: Array(try JSONSerialization.data(withJSONObject: bash)))
    #expect(shell.status == 0, "\(shell.standardError)")
    try repo.write("NOTES.md", "import Ledger\n")
    let notes = try FitnessBinary.run(
      ["agent-hook"], in: repo.root, input: try Self.payload("PostToolUse", tool: "Write", file: "NOTES.md", in: repo))
    #expect(notes.status == 0, "\(notes.standardError)")
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-outside-\(getpid()).swift")
    try Data("import Ledger\n".utf8).write(to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    let elsewhere = try FitnessBinary.run(
      ["agent-hook"], in: repo.root,
      input: try Self.payload("PostToolUse", tool: "Write", file: outside.path, in: repo))
    #expect(elsewhere.status == 0, "\(elsewhere.standardError)")
    // A relative path, against the payload's cwd, with `..` that stays inside.
    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    let climbing = try FitnessBinary.run(
      ["agent-hook"], in: repo.root,
      input: try Self.payload(
        "PostToolUse", tool: "Edit", file: "Sources/App/Sync/../Feed/FeedModel.swift", in: repo))
    #expect(climbing.status == 2, "\(climbing.standardError)")
  }

  @Test(arguments: [
    ("", "no payload on standard input"),
    ("not json", "the payload is not a JSON object"),
    ("[1, 2]", "the payload is not a JSON object"),
    ("{\"session_id\": \"x\"}", "the payload has no tool_name, hook_event_name or file_path"),
    ("{\"tool_name\": \"Edit\", \"tool_input\": 3}", "its tool_input is not an object"),
    ("{\"tool_name\": \"Edit\", \"tool_input\": {\"file_path\": 7}}", "its file path is not a string"),
  ])
  func aPayloadItCannotReadIsSaidWithExit2(payload: String, said: String) throws {
    let repo = try Self.graduated()
    let result = try FitnessBinary.run(["agent-hook"], in: repo.root, input: Array(payload.utf8))
    #expect(result.status == 2)
    #expect(result.standardError.contains("fitness agent-hook: error: \(said)"), "\(result.standardError)")
    #expect(result.standardError.contains("pass the agent's hook payload"))
  }

  /// The front answers an ordinary edit by itself, and hands an edit whose verdict needs the
  /// whole working tree (a suite's) to the tool with the payload it has already read.
  @Test func theFrontAnswersOrdinaryEditsAndHandsTheRestOnWithThePayload() throws {
    let repo = try Self.graduated()
    let trace = ["FITNESS_TRACE": "1"]
    let plain = try FitnessBinary.run(
      ["agent-hook"], in: repo.root, environment: trace,
      input: try Self.payload(
        "PreToolUse", tool: "Write", file: LedgerFixture.plainFile, in: repo,
        input: ["content": "import Ledger\n" + LedgerFixture.plainSource]))
    #expect(plain.status == 2)
    #expect(!plain.standardError.contains("fitness-tool runs this"), "\(plain.standardError)")
    let suite = String(decoding: try repo.read(LedgerFixture.suitePath), as: UTF8.self)
    let widened = try FitnessBinary.run(
      ["agent-hook"], in: repo.root, environment: trace,
      input: try Self.payload(
        "PreToolUse", tool: "Write", file: LedgerFixture.suitePath, in: repo, input: ["content": suite + "\n"]))
    #expect(widened.standardError.contains("fitness-tool runs this"), "\(widened.standardError)")
    #expect(widened.status == 0, "\(widened.standardError)")
  }

  @Test func aSuiteBeingEditedIntoAnUnreadableLiteralIsSaidWhereItIsWritten() throws {
    let repo = try Self.graduated()
    let suite = String(decoding: try repo.read(LedgerFixture.suitePath), as: UTF8.self)
    let broken = suite.replacingOccurrences(of: "module:", with: "modul:")
    let result = try FitnessBinary.run(
      ["agent-hook"], in: repo.root,
      input: try Self.payload(
        "PreToolUse", tool: "Write", file: LedgerFixture.suitePath, in: repo, input: ["content": broken]))
    #expect(result.status == 2)
    #expect(result.standardError.contains("\(LedgerFixture.suitePath):"), "\(result.standardError)")
  }

  @Test func explainForAPathNamesTheRuleItsFenceEntryAndTheReason() throws {
    let repo = try Self.graduated()
    let fenced = try FitnessBinary.run(["explain", "--for", LedgerFixture.fencedFile], in: repo.root)
    #expect(fenced.status == 0, "\(fenced.standardError)")
    #expect(fenced.standardOutput.contains("\(LedgerFixture.fencedFile): 1 rule reach"), "\(fenced.standardOutput)")
    #expect(
      fenced.standardOutput.contains(
        "let past by the fence entry '\(LedgerFixture.fencedFile)': posts every change through one writer"))
    #expect(fenced.standardOutput.contains("finding: \(LedgerFixture.findingPath)"))
    // From a subfolder, relative to it.
    let plain = try FitnessBinary.run(
      ["explain", "--for", "FeedModel.swift"], in: repo.root.appendingPathComponent("Sources/App/Feed"))
    #expect(plain.standardOutput.contains("judges its imports of Ledger"), "\(plain.standardOutput)")
    #expect(!plain.standardOutput.contains("let past"))
    let none = try FitnessBinary.run(["explain", "--for", "Package.swift"], in: repo.root)
    #expect(none.standardOutput.contains("Package.swift: no rule reaches this file"))
    let outside = try FitnessBinary.run(["explain", "--for", "../../etc/passwd"], in: repo.root)
    #expect(outside.status == 64)
    #expect(outside.standardError.contains("not a file inside the working tree"))
    let mixed = try FitnessBinary.run(["explain", "--for", "Package.swift", "some-rule"], in: repo.root)
    #expect(mixed.status == 64)
  }
}
