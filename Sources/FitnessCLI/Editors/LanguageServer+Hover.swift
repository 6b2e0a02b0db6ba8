import Foundation
import SwiftScanner

extension LanguageServer {
  /// On an import or a needle of a file a fence lets past: which entry lets it, and why.
  func hover(_ params: [String: Any]) -> [String: Any]? {
    guard let copy, let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
      let place = Self.place(params["position"])
    else { return nil }
    let path: String
    let text: [UInt8]
    if let document = documents[uri] {
      (path, text) = (document.path, document.text)
    } else if let file = Self.filePath(uri), let inside = copy.repositoryPath(of: file),
      let bytes = try? copy.source().textBytes(of: inside)
    {
      (path, text) = (inside, bytes)
    } else {
      return nil
    }
    let line = String(decoding: TextPositions(text).line(place.line), as: UTF8.self)
    let buffers = Dictionary(documents.values.map { ($0.path, $0.text) }, uniquingKeysWith: { last, _ in last })
    guard let rules = try? copy.rules(buffers: buffers) else { return nil }
    let reach = PathReach(path: path, rules: rules, findings: findings)
    var said: [String] = []
    for found in reach.reaches where !found.entries.isEmpty {
      let inputs = found.rule.body.inputs
      let imported = ScannedSource(Array(line.utf8)).importedModules
      let named = inputs.modules.filter { imported.contains($0) } + inputs.needles.filter { line.contains($0) }
      guard !named.isEmpty else { continue }
      for entry in found.entries {
        said.append(
          "**\(found.rule.id)** lets \(named.map { "`\($0)`" }.joined(separator: ", ")) past here: fence entry `\(entry.entry)`: \(entry.reason ?? "(no reason written)")"
        )
      }
    }
    guard !said.isEmpty else { return nil }
    return ["contents": ["kind": "markdown", "value": said.joined(separator: "\n\n")]]
  }

  // MARK: URIs and places

  /// The file path a `file:` URI names, with its escapes decoded; nil for other schemes.
  static func filePath(_ uri: String) -> String? {
    guard uri.hasPrefix("file://"), let url = URL(string: uri), url.isFileURL else { return nil }
    let path = url.path
    return path.isEmpty ? nil : path
  }

  static func fileURI(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

  static func place(_ value: Any?) -> (line: Int, character: Int)? {
    guard let value = value as? [String: Any], let line = value["line"] as? Int,
      let character = value["character"] as? Int, line >= 0, character >= 0
    else { return nil }
    return (line, character)
  }
}
