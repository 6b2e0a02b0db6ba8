/// JSON built in code, with object keys kept in the order written, so reports are stable
/// byte for byte (golden tests, diffs between runs).
indirect enum JSONValue {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// Pretty-printed with two-space indentation.
  func rendered(indent: Int = 0) -> String {
    let pad = String(repeating: " ", count: indent)
    let inner = String(repeating: " ", count: indent + 2)
    switch self {
    case .string(let text): return Quoting.json(text)
    case .number(let value): return String(value)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      return "[\n" + items.map { inner + $0.rendered(indent: indent + 2) }.joined(separator: ",\n") + "\n\(pad)]"
    case .object(let pairs):
      guard !pairs.isEmpty else { return "{}" }
      let lines = pairs.map { "\(inner)\(Quoting.json($0.0)): \($0.1.rendered(indent: indent + 2))" }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(pad)}"
    }
  }
}
