/// A YAML document as plain values, for the other YAML files graduate reads (XcodeGen's
/// `project.yml`): libyaml stays imported by this module alone. Anchors and aliases are
/// refused, as in findings.
package indirect enum YAMLValue: Equatable, Sendable {
  case string(String)
  case list([YAMLValue])
  case map([(key: String, value: YAMLValue)])

  package static func == (left: YAMLValue, right: YAMLValue) -> Bool {
    switch (left, right) {
    case (.string(let a), .string(let b)): return a == b
    case (.list(let a), .list(let b)): return a == b
    case (.map(let a), .map(let b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: return false
    }
  }

  /// The value under `key` in a map.
  package subscript(key: String) -> YAMLValue? {
    guard case .map(let entries) = self else { return nil }
    return entries.first { $0.key == key }?.value
  }

  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// Parses the YAML file at `path` (for messages) holding `text`; nil for an empty
  /// document. A malformed one throws `path:line:col: error: …`.
  package static func parse(_ text: String, path: String) throws(FindingsError) -> YAMLValue? {
    do {
      return try YAMLReader.parse(text).map(Self.init)
    } catch {
      throw FindingsError(path: path, line: error.mark.line + 1, column: error.mark.column + 1, message: error.message)
    }
  }

  init(_ node: YAMLNode) {
    switch node {
    case .scalar(let text, _): self = .string(text)
    case .sequence(let items, _): self = .list(items.map(Self.init))
    case .mapping(let entries, _): self = .map(entries.map { ($0.key, Self($0.value)) })
    }
  }
}
