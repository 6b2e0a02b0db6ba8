import CheckCore
import Foundation
import RuleEngine
import SwiftScanner

/// `fitness lsp`: a language server (LSP 3.17) over standard input and output. It judges
/// the working tree with every open buffer standing in for its file (`WorkingCopy`), and
/// publishes each open document's violations as diagnostics, in `check`'s words. It never
/// writes a file; it answers what it cannot read with a JSON-RPC error and keeps serving,
/// and it ends when the client goes away.
final class LanguageServer {
  /// One open document.
  struct Document {
    var uri: String
    var path: String
    var text: [UInt8]
    /// The client's version of the text, which each publication names, so a client (or a
    /// test) can tell the verdict on its latest edit from an earlier one still in flight.
    var version: Int?
  }

  private let stream: MessageStream
  private let environment: [String: String]
  private let startDirectory: String
  var copy: WorkingCopy?
  var documents: [String: Document] = [:]
  /// What was last published for each document, to publish again only what changed.
  private var published: [String: String] = [:]
  /// Documents opened or changed since the last judgement: they hear their verdict even
  /// when it is the same, so a client that waits for one after an edit gets it.
  private var touched: Set<String> = []
  private var initialized = false
  private var shuttingDown = false
  private var stale = false
  /// The last problem said with `window/showMessage`, so a keystroke does not say it again.
  private var lastProblem: String?
  /// The finding of each graduated rule, read when the rules are.
  var findings: [String: String] = [:]

  init(stream: MessageStream, environment: [String: String], directory: String) {
    (self.stream, self.environment, self.startDirectory) = (stream, environment, directory)
  }

  /// Serves until the client goes away (or says `exit`); returns the process's status.
  func serve() -> Int32 {
    while true {
      switch stream.next() {
      case .end: return shuttingDown ? 0 : 1
      case .malformed(let why, let id):
        stream.answer(id, error: id == nil ? .parseError : .invalidRequest, "fitness lsp: \(why)")
      case .message(let message):
        if let status = handle(message) { return status }
      }
      if stale, !stream.hasPending { publish() }
    }
  }

  /// Handles one message; a status when the server should end.
  private func handle(_ message: [String: Any]) -> Int32? {
    guard let method = message["method"] as? String else { return nil }  // a response to us
    let id = message["id"]
    let params = message["params"] as? [String: Any] ?? [:]
    if method == "exit" { return shuttingDown ? 0 : 1 }
    if !initialized, method != "initialize" {
      if id != nil { stream.answer(id, error: .serverNotInitialized, "fitness lsp: initialize first") }
      return nil
    }
    if shuttingDown, id != nil {
      stream.answer(id, error: .invalidRequest, "fitness lsp: the server is shutting down")
      return nil
    }
    switch method {
    case "initialize": initialize(id, params)
    case "initialized": stale = true
    case "shutdown":
      shuttingDown = true
      stream.answer(id, result: NSNull())
    case "textDocument/didOpen":
      guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
        let text = item["text"] as? String
      else { return invalid(id, "didOpen needs textDocument.uri and .text") }
      open(uri, text: Array(text.utf8), version: item["version"] as? Int)
    case "textDocument/didChange":
      guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
        let changes = params["contentChanges"] as? [[String: Any]]
      else { return invalid(id, "didChange needs textDocument.uri and contentChanges") }
      change(uri, changes, version: item["version"] as? Int)
    case "textDocument/didSave", "workspace/didChangeWatchedFiles":
      // A saved suite or finding changes the rules: every open buffer is judged again,
      // and each hears its verdict.
      touched.formUnion(documents.keys)
      stale = true
    case "textDocument/didClose":
      guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String else {
        return invalid(id, "didClose needs textDocument.uri")
      }
      if documents.removeValue(forKey: uri) != nil, published.removeValue(forKey: uri) != "[]" {
        stream.notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])
      }
      stale = true
    case "textDocument/hover": stream.answer(id, result: hover(params) ?? NSNull())
    default:
      // Notifications it does not know ($/cancelRequest, $/setTrace) are let be.
      if id != nil { stream.answer(id, error: .methodNotFound, "fitness lsp: no method '\(method)'") }
    }
    return nil
  }

  private func invalid(_ id: Any?, _ why: String) -> Int32? {
    if id != nil { stream.answer(id, error: .invalidParams, "fitness lsp: \(why)") }
    return nil
  }

  private func initialize(_ id: Any?, _ params: [String: Any]) {
    let folders = params["workspaceFolders"] as? [[String: Any]]
    let root =
      (params["rootUri"] as? String).flatMap(Self.filePath)
      ?? (folders?.first?["uri"] as? String).flatMap(Self.filePath) ?? params["rootPath"] as? String
      ?? startDirectory
    do {
      copy = try WorkingCopy(environment: environment, directory: root)
    } catch {
      stream.answer(
        id, error: .invalidParams,
        "fitness lsp: \(root) is not inside a git working tree (\(error)); open the repository's folder")
      return
    }
    initialized = true
    stream.answer(
      id,
      result: [
        "capabilities": [
          "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
          "hoverProvider": true,
        ],
        "serverInfo": ["name": "fitness", "version": EntryPoint.version],
      ])
  }

  private func open(_ uri: String, text: [UInt8], version: Int?) {
    guard let copy, let file = Self.filePath(uri), let path = copy.repositoryPath(of: file) else {
      // Outside the working tree (or not a file): nothing of fitness's to say.
      return
    }
    documents[uri] = Document(uri: uri, path: path, text: text, version: version)
    touched.insert(uri)
    stale = true
  }

  private func change(_ uri: String, _ changes: [[String: Any]], version: Int?) {
    guard var document = documents[uri] else { return }
    document.version = version ?? document.version
    for change in changes {
      guard let text = change["text"] as? String else { continue }
      if let range = change["range"] as? [String: Any], let start = Self.place(range["start"]),
        let end = Self.place(range["end"])
      {
        document.text = TextPositions.replacing(in: document.text, from: start, to: end, with: text)
      } else {
        document.text = Array(text.utf8)
      }
    }
    documents[uri] = document
    touched.insert(uri)
    stale = true
  }

  /// Judges the working tree with the open buffers and publishes every open document's
  /// diagnostics.
  private func publish() {
    stale = false
    guard let copy else { return }
    let buffers = Dictionary(documents.values.map { ($0.path, $0.text) }, uniquingKeysWith: { last, _ in last })
    let run: CheckPipeline.Run
    do {
      let judged = try copy.judge(buffers: buffers)
      run = judged.run
      // Each diagnostic links its finding: read only when there is a diagnostic to link.
      if run.outcome?.violations.isEmpty == false {
        findings = (try? FindingSummaryReader.index(judged.source)) ?? [:]
      }
      lastProblem = nil
    } catch {
      // A rule that cannot be read is shown where it is written, if that buffer is open.
      let failure = CheckFailure(error)
      var placed: [String: [[String: Any]]] = [:]
      for problem in failure.problems {
        guard let path = problem.path, let document = documents.values.first(where: { $0.path == path }) else {
          continue
        }
        placed[document.uri, default: []].append(
          diagnostic(
            at: problem.position, in: document, message: problem.message, severity: 1, code: "unreadable-rule",
            finding: nil))
      }
      let said = failure.lines().joined(separator: "\n")
      if placed.isEmpty, said != lastProblem {
        stream.notify("window/showMessage", ["type": 1, "message": said])
      }
      lastProblem = said
      for document in documents.values { send(placed[document.uri] ?? [], for: document) }
      return
    }
    let violations = run.outcome?.violations ?? []
    var byPath: [String: [Violation]] = [:]
    for violation in violations { byPath[violation.path, default: []].append(violation) }
    for document in documents.values {
      let list = (byPath[document.path] ?? []).map { violation in
        diagnostic(
          at: violation.position, in: document, message: violation.message,
          severity: violation.severity == .error ? 1 : 2, code: violation.ruleID, finding: findings[violation.ruleID])
      }
      send(list, for: document)
    }
  }

  /// Publishes a document's diagnostics (an empty list when it complies) when it was
  /// touched since the last judgement or its verdict changed.
  private func send(_ diagnostics: [[String: Any]], for document: Document) {
    let uri = document.uri
    let key =
      (try? JSONSerialization.data(withJSONObject: diagnostics, options: [.sortedKeys]))
      .map { String(decoding: $0, as: UTF8.self) } ?? ""
    guard touched.remove(uri) != nil || published[uri] != key else { return }
    published[uri] = key
    var params: [String: Any] = ["uri": uri, "diagnostics": diagnostics]
    if let version = document.version { params["version"] = version }
    stream.notify("textDocument/publishDiagnostics", params)
  }

  private func diagnostic(
    at position: SourcePosition?, in document: Document, message: String, severity: Int, code: String,
    finding: String?
  ) -> [String: Any] {
    let positions = TextPositions(document.text)
    let line = max(0, (position?.line ?? 1) - 1)
    let column = position?.column ?? 1
    let start = positions.character(line: line, byteColumn: column)
    let length = position == nil ? 0 : positions.wordLength(line: line, byteColumn: column)
    var diagnostic: [String: Any] = [
      "range": [
        "start": ["line": line, "character": start], "end": ["line": line, "character": start + length],
      ],
      "severity": severity, "code": code, "source": "fitness", "message": message,
    ]
    if let finding, let copy {
      diagnostic["codeDescription"] = ["href": Self.fileURI(copy.root + "/" + finding)]
    }
    return diagnostic
  }
}
