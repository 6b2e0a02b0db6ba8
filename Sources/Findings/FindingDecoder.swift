// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// Typed decoding of a finding's front matter, with explicit validation; every error points
/// into the Markdown file, with the key path.
struct FindingDecoder {
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

  mutating func finding(from root: YAMLNode?, id: String, body: String) throws(FindingsError) -> Finding {
    guard case .mapping(let pairs, _) = root else {
      throw error(root?.mark ?? .init(line: 0, column: 0), "", "the front matter must be a mapping of keys to values")
    }
    var values: [String: (mark: YAMLNode.Mark, node: YAMLNode)] = [:]
    for pair in pairs {
      guard values[pair.key] == nil else { throw error(pair.keyMark, pair.key, "given twice") }
      values[pair.key] = (pair.keyMark, pair.value)
    }
    if let pattern = values["pattern"] { missingKeyMark = pattern.mark }
    if case .scalar(let status, _)? = values["status"]?.node { draft = status.trimmingSpaces == "draft" }
    let patternText = try string("pattern", values, required: true)!
    guard let pattern = Finding.Pattern(rawValue: patternText) else {
      let known = Finding.Pattern.allCases.map(\.rawValue).joined(separator: ", ")
      throw error(values["pattern"]!.node.mark, "pattern", "unknown pattern '\(patternText)'; use one of \(known)")
    }
    guard let allowed = Self.allowedKeys(pattern) else {
      throw error(
        values["pattern"]!.node.mark, "pattern",
        "pattern '\(patternText)' is not supported by this version of fitness yet")
    }
    for pair in pairs where !allowed.contains(pair.key) {
      throw error(
        pair.keyMark, pair.key,
        "unknown key for pattern '\(patternText)'; use one of \(allowed.sorted().joined(separator: ", "))")
    }
    let title = try string("title", values, required: true)!
    let module = try string(
      "module", values,
      required: pattern == .importBoundary || pattern == .networkSentinel || values["runtime"] != nil)
    let layerPaths = try strings("paths", values)
    // A copy contract forbids substrings, where white space is the point ("  ", a double
    // space); a layer forbids modules, whose names are trimmed.
    let forbid = try strings("forbid", values, trimming: pattern != .copyContract)
    let api = try strings("api", values)
    if pattern == .layer, !draft, layerPaths.isEmpty || (forbid.isEmpty && api.isEmpty) {
      throw error(
        missingKeyMark, layerPaths.isEmpty ? "paths" : "forbid",
        "a layer finding needs 'paths', and modules in 'forbid' or needles in 'api'")
    }
    for key in ["paths", "roots"] {
      for (index, path) in (try strings(key, values)).enumerated() {
        if let problem = PathRules.problem(with: path) {
          throw error(values[key]!.node.mark, "\(key)[\(index)]", "'\(path)' \(problem)")
        }
      }
    }
    var finding = Finding(
      id: id, title: title, pattern: pattern, module: module,
      fence: try entries("fence", values), api: api,
      exclude: try entries("exclude", values), roots: try strings("roots", values),
      paths: layerPaths, forbid: forbid, why: try string("why", values, required: pattern == .layer),
      suite: try suite(values),
      source: try string("source", values, required: false),
      status: try string("status", values, required: false),
      graduated: try string("graduated", values, required: false), body: body)
    finding.file = try path("in", values)
    finding.rule = try string("rule", values, required: false)
    finding.catalog = try path("catalog", values)
    switch pattern {
    case .countPin: try readPin(into: &finding, values)
    case .copyContract: try readContract(into: &finding, values)
    case .networkSentinel:
      finding.drive = try string("drive", values, required: true)
      finding.sessions = try entries("sessions", values)
    case .independentModules: try readModules(into: &finding, values)
    default: break
    }
    return finding
  }

  private func readPin(into finding: inout Finding, _ values: [String: (mark: YAMLNode.Mark, node: YAMLNode)])
    throws(FindingsError)
  {
    finding.subject = try string("subject", values, required: false)
    finding.runtime = try string("runtime", values, required: false)
    guard (finding.subject == nil) != (finding.runtime == nil) || (draft && finding.subject == nil) else {
      throw error(missingKeyMark, "subject", "a count pin needs either 'subject' (counted from source) or 'runtime'")
    }
    if let subject = finding.subject {
      if let problem = CountSubject.parse(subject).problem {
        throw error(values["subject"]!.node.mark, "subject", problem)
      }
    }
    guard let count = try integer("count", values, required: true) else { return }
    finding.count = count
    guard let trail = try string("trail", values, required: true) else { return }
    guard TrailLine(text: trail, position: .init(line: 1, column: 1)).states(count) else {
      throw error(
        values["trail"]!.node.mark, "trail",
        "the trail line must state the pinned number \(count): say when, \(count), and why")
    }
    finding.trail = trail
  }

  private func readContract(into finding: inout Finding, _ values: [String: (mark: YAMLNode.Mark, node: YAMLNode)])
    throws(FindingsError)
  {
    finding.member = try string("member", values, required: false)
    finding.keys = try string("keys", values, required: false)
    guard (finding.member == nil) != (finding.catalog == nil) else {
      throw error(
        missingKeyMark, "member", "a copy contract needs either 'member' (with 'in') or 'catalog' (with 'keys')")
    }
    if let member = finding.member, member.split(separator: ".").count != 2 {
      throw error(values["member"]!.node.mark, "member", "name the member as Type.member, like GameMode.displayLine")
    }
    finding.maxLength = try integer("maxLength", values, required: false)
    finding.itemsPerCase = try integer("itemsPerCase", values, required: false)
    finding.nonEmpty = try bool("nonEmpty", values) ?? false
    finding.match = try string("match", values, required: false)
    if let pattern = finding.match, let problem = PatternMatcher(pattern).problem {
      throw error(values["match"]!.node.mark, "match", "the pattern cannot be used: \(problem)")
    }
    finding.exemplars = try exemplars(values)
    let constraints: [Bool] = [
      finding.maxLength != nil, finding.itemsPerCase != nil, finding.nonEmpty, finding.match != nil,
      !finding.forbid.isEmpty, !finding.exemplars.isEmpty,
    ]
    guard constraints.contains(true) else {
      throw error(
        missingKeyMark, "maxLength",
        "a copy contract needs at least one of maxLength, nonEmpty, match, forbid, itemsPerCase, exemplars")
    }
  }

  func path(_ key: String, _ values: [String: (mark: YAMLNode.Mark, node: YAMLNode)]) throws(FindingsError)
    -> String?
  {
    guard let path = try string(key, values, required: false) else { return nil }
    if let problem = PathRules.problem(with: path) {
      throw error(values[key]!.node.mark, key, "'\(path)' \(problem)")
    }
    return path
  }

  func integer(_ key: String, _ values: [String: (mark: YAMLNode.Mark, node: YAMLNode)], required: Bool)
    throws(FindingsError) -> Int?
  {
    guard let text = try string(key, values, required: required) else { return nil }
    guard let number = Int(text), number >= 0 else {
      throw error(values[key]!.node.mark, key, "expected a whole number, not '\(text)'")
    }
    return number
  }

  func bool(_ key: String, _ values: [String: (mark: YAMLNode.Mark, node: YAMLNode)]) throws(FindingsError)
    -> Bool?
  {
    guard let text = try string(key, values, required: false) else { return nil }
    switch text {
    case "true": return true
    case "false": return false
    default: throw error(values[key]!.node.mark, key, "expected true or false, not '\(text)'")
    }
  }

  func exemplars(_ values: [String: (mark: YAMLNode.Mark, node: YAMLNode)]) throws(FindingsError)
    -> [Finding.Exemplar]
  {
    guard let value = values["exemplars"] else { return [] }
    guard case .sequence(let items, _) = value.node else {
      throw error(value.node.mark, "exemplars", "expected a list of entries with 'case' and 'value'")
    }
    var result: [Finding.Exemplar] = []
    for (index, item) in items.enumerated() {
      let here = "exemplars[\(index)]"
      guard case .mapping(let pairs, let mark) = item else {
        throw error(item.mark, here, "expected 'case:' and 'value:'")
      }
      var caseName: String?
      var text: String?
      for pair in pairs {
        guard case .scalar(let scalar, _) = pair.value else {
          throw error(pair.value.mark, "\(here).\(pair.key)", "expected a single value")
        }
        switch pair.key {
        case "case": caseName = scalar.trimmingSpaces
        case "value": text = scalar
        default: throw error(pair.keyMark, "\(here).\(pair.key)", "unknown key; an exemplar has 'case' and 'value'")
        }
      }
      guard let caseName, !caseName.isEmpty else { throw error(mark, "\(here).case", "required key is missing") }
      guard let text else { throw error(mark, "\(here).value", "required key is missing") }
      if result.contains(where: { $0.caseName == caseName }) {
        throw error(mark, "\(here).case", "'\(caseName)' is listed twice")
      }
      result.append(Finding.Exemplar(caseName: caseName, value: text, line: mark.line + firstLine))
    }
    return result
  }

  func suite(_ values: [String: (mark: YAMLNode.Mark, node: YAMLNode)]) throws(FindingsError) -> String? {
    guard let suite = try string("suite", values, required: false) else { return nil }
    if let problem = PathRules.problem(with: suite) {
      throw error(values["suite"]!.node.mark, "suite", "'\(suite)' \(problem)")
    }
    return suite
  }

  static func allowedKeys(_ pattern: Finding.Pattern) -> Set<String>? {
    FindingReader.keys[pattern].map { $0.union(FindingReader.common) }
  }

  func string(_ key: String, _ values: [String: (mark: YAMLNode.Mark, node: YAMLNode)], required: Bool)
    throws(FindingsError) -> String?
  {
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

  func strings(
    _ key: String, _ values: [String: (mark: YAMLNode.Mark, node: YAMLNode)], trimming: Bool = true
  ) throws(FindingsError) -> [String] {
    guard let value = values[key] else { return [] }
    guard case .sequence(let items, _) = value.node else {
      throw error(value.node.mark, key, "expected a list, like [A, B]")
    }
    var result: [String] = []
    for (index, item) in items.enumerated() {
      guard case .scalar(let raw, let mark) = item else {
        throw error(item.mark, "\(key)[\(index)]", "expected a non-empty value")
      }
      let text = trimming ? raw.trimmingSpaces : raw
      guard !text.isEmpty else { throw error(item.mark, "\(key)[\(index)]", "expected a non-empty value") }
      if result.contains(text) { throw error(mark, "\(key)[\(index)]", "'\(raw)' is listed twice") }
      result.append(text)
    }
    return result
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
