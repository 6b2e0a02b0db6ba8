// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// Typed decoding of a finding's front matter, with explicit validation; every error points
/// into the Markdown file, with the key path.
package struct FindingDecoder {
  let firstLine: Int
  let fail: (Int, Int, String, String) -> FindingsError
  /// Where a missing key is reported: the `pattern:` line, which decides what is required.
  var missingKeyMark = YAMLNode.Mark(line: 0, column: 0)
  /// `status: draft` (written by `fitness suggest`): a person completes it, so the keys a
  /// person supplies (whys, a layer's reason, a pin's subject and trail) may be missing or
  /// empty. Graduate refuses a draft; its syntax and paths are still checked.
  var draft = false

  func error(_ mark: YAMLNode.Mark, _ keyPath: String, _ message: String) -> FindingsError {
    fail(mark.line + firstLine, mark.column + 1, keyPath, message)
  }

  /// The front matter's keys, each with where it is written.
  private(set) var values: [String: (mark: YAMLNode.Mark, node: YAMLNode)] = [:]

  mutating func finding(from root: YAMLNode?, id: String, body: String) throws(FindingsError) -> Finding {
    guard case .mapping(let pairs, _) = root else {
      throw error(root?.mark ?? .init(line: 0, column: 0), "", "the front matter must be a mapping of keys to values")
    }
    for pair in pairs {
      guard values[pair.key] == nil else { throw error(pair.keyMark, pair.key, "given twice") }
      values[pair.key] = (pair.keyMark, pair.value)
    }
    if let pattern = values["pattern"] { missingKeyMark = pattern.mark }
    // A draft, and a draft the team dismissed, may leave to a person what a person supplies.
    if case .scalar(let status, _)? = values["status"]?.node {
      draft = ["draft", "dismissed"].contains(status.trimmingSpaces)
    }
    let patternText = try string("pattern", required: true)!
    guard let pattern = FindingPatterns.named(patternText) else {
      // Not `map(\.name)`: a key path to a static member through an existential metatype
      // crashes Swift 6.3's SIL generation.
      let known = FindingPatterns.all.map { $0.name }.joined(separator: ", ")
      throw error(values["pattern"]!.node.mark, "pattern", "unknown pattern '\(patternText)'; use one of \(known)")
    }
    let allowed = pattern.keys.union(FindingPatterns.common)
    for pair in pairs where !allowed.contains(pair.key) {
      throw error(
        pair.keyMark, pair.key,
        "unknown key for pattern '\(patternText)'; use one of \(allowed.sorted().joined(separator: ", "))")
    }
    let title = try string("title", required: true)!
    let suite = try path("suite")
    let source = try string("source", required: false)
    let status = try string("status", required: false)
    let graduated = try string("graduated", required: false)
    let rule = try string("rule", required: false)
    let severity = try string("severity", required: false)
    if let severity, !["error", "warning"].contains(severity) {
      throw error(
        mark(of: "severity"), "severity",
        "'\(severity)' is neither error nor warning; write warning for a rule the team adopts as advice first, or "
          + "leave it out")
    }
    let statement = try pattern.init(from: self)
    return Finding(
      id: id, title: title, statement: statement, suite: suite, source: source, status: status,
      graduated: graduated, rule: rule, severity: severity, body: body)
  }

  /// Where a key's value is written, for an error about it.
  func mark(of key: String) -> YAMLNode.Mark { values[key]?.node.mark ?? missingKeyMark }

  /// Whether the finding gives `key`.
  func has(_ key: String) -> Bool { values[key] != nil }

  /// The value of `key`, for a pattern that reads a shape of its own.
  func node(_ key: String) -> YAMLNode? { values[key]?.node }

  /// The Markdown file's 1-based line of `mark`.
  func line(of mark: YAMLNode.Mark) -> Int { mark.line + firstLine }

  // MARK: - Keys of the front matter

  func string(_ key: String, required: Bool) throws(FindingsError) -> String? {
    // What a draft leaves to a person; its title and pattern are always there.
    let lenient = draft && key != "title" && key != "pattern"
    guard let value = values[key] else {
      if required && !lenient { throw error(missingKeyMark, key, "required key is missing") }
      return nil
    }
    guard case .scalar(let text, let mark) = value.node else {
      throw error(value.node.mark, key, "expected a single value")
    }
    let trimmed = text.trimmingSpaces
    if trimmed.isEmpty {
      if lenient { return nil }
      throw error(mark, key, "must not be empty")
    }
    return trimmed
  }

  /// A key the pattern requires. A draft (`status: draft`) may leave it out, and reads as
  /// empty: graduate refuses a draft before it draws a rule.
  func required(_ key: String) throws(FindingsError) -> String {
    try string(key, required: true) ?? ""
  }

  func strings(_ key: String, trimming: Bool = true) throws(FindingsError) -> [String] {
    guard let value = values[key] else { return [] }
    return try strings(value.node, at: key, trimming: trimming)
  }

  /// A list of distinct, non-empty values; `place` is its key path, for errors.
  func strings(_ node: YAMLNode, at place: String, trimming: Bool = true) throws(FindingsError) -> [String] {
    guard case .sequence(let items, _) = node else { throw error(node.mark, place, "expected a list, like [A, B]") }
    var result: [String] = []
    for (index, item) in items.enumerated() {
      guard case .scalar(let raw, let mark) = item else {
        throw error(item.mark, "\(place)[\(index)]", "expected a non-empty value")
      }
      let text = trimming ? raw.trimmingSpaces : raw
      guard !text.isEmpty else { throw error(item.mark, "\(place)[\(index)]", "expected a non-empty value") }
      if result.contains(text) { throw error(mark, "\(place)[\(index)]", "'\(raw)' is listed twice") }
      result.append(text)
    }
    return result
  }

  /// A list of repository paths, each checked.
  func paths(_ key: String) throws(FindingsError) -> [String] {
    guard let value = values[key] else { return [] }
    return try paths(value.node, at: key)
  }

  func paths(_ node: YAMLNode, at place: String) throws(FindingsError) -> [String] {
    let found = try strings(node, at: place)
    for (index, path) in found.enumerated() {
      if let problem = PathRules.problem(with: path, globs: true) {
        throw error(node.mark, "\(place)[\(index)]", "'\(path)' \(problem)")
      }
    }
    return found
  }

  /// A repository path, checked.
  func path(_ key: String) throws(FindingsError) -> String? {
    guard let path = try string(key, required: false) else { return nil }
    if let problem = PathRules.problem(with: path) {
      throw error(values[key]!.node.mark, key, "'\(path)' \(problem)")
    }
    return path
  }

  func integer(_ key: String, required: Bool) throws(FindingsError) -> Int? {
    guard let text = try string(key, required: required) else { return nil }
    guard let number = Int(text), number >= 0 else {
      throw error(values[key]!.node.mark, key, "expected a whole number, not '\(text)'")
    }
    return number
  }

  func bool(_ key: String) throws(FindingsError) -> Bool? {
    guard let text = try string(key, required: false) else { return nil }
    switch text {
    case "true": return true
    case "false": return false
    default: throw error(values[key]!.node.mark, key, "expected true or false, not '\(text)'")
    }
  }
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
