#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads the rule literals (`ImportBoundary(…)`, `LayerBoundary(…)`, `IndependentModules(…)`, `CountPin(…)`,
/// `RuntimePin(…)`, `CopyContract(…)`, `NetworkSentinel(…)`) out of a suite's source text
/// without compiling or running anything.
///
/// The accepted shape is deliberately narrow, the shape `fitness graduate` writes: labelled
/// arguments whose values are plain literals (strings, integers, Booleans, arrays of strings,
/// dictionaries of strings). Each `fence`, `exclude` and `sessions` entry must be followed on
/// its line by a `// reason` comment; a pin's trail is the comment lines above `count:`.
public enum RuleBlockReader {
  private struct Shape {
    var name: String
    var required: [String]
    var optional: [String]
  }

  private static let shapes: [Shape] = [
    Shape(
      name: "ImportBoundary", required: ["id", "module"],
      optional: ["title", "fence", "api", "exclude", "roots", "reexports"]),
    Shape(
      name: "LayerBoundary", required: ["id", "paths"],
      optional: ["title", "forbid", "fence", "api", "exclude", "reexports"]),
    Shape(
      name: "IndependentModules", required: ["id", "modules"], optional: ["title", "fence", "exclude", "reexports"]),
    Shape(name: "CountPin", required: ["id", "subject", "count"], optional: ["title", "in"]),
    Shape(name: "RuntimePin", required: ["id", "module", "expression", "count"], optional: ["title"]),
    Shape(
      name: "CopyContract", required: ["id"],
      optional: [
        "title", "member", "in", "catalog", "keys", "maxLength", "nonEmpty", "match", "forbid", "itemsPerCase",
        "exemplars",
      ]),
    Shape(name: "NetworkSentinel", required: ["id", "module"], optional: ["title", "sessions", "api", "roots"]),
  ]
  static let scalarLabels: Set<String> = [
    "id", "title", "module", "subject", "in", "expression", "member", "catalog", "keys", "match",
  ]
  static let integerLabels: Set<String> = ["count", "maxLength", "itemsPerCase"]
  static let boolLabels: Set<String> = ["nonEmpty"]
  static let dictionaryLabels: Set<String> = ["exemplars"]
  static let reasonedLabels: Set<String> = ["fence", "exclude", "sessions"]
  static let pathLabels: Set<String> = ["fence", "exclude", "roots", "paths", "sessions", "in", "catalog"]

  /// What a sentinel suite must still say, in code.
  public static let sentinelAssertion = "attempts == 0"

  /// Every rule in `bytes`, the suite at `path`.
  public static func rules(in bytes: [UInt8], path: String) throws(RuleBlockError) -> [SuiteRule] {
    let source = ScannedSource(bytes)
    var calls: [(offset: Int, open: Int, shape: Int)] = []
    let found = source.codeOccurrences(of: shapes.map(\.name))
    for (index, shape) in shapes.enumerated() {
      for offset in found[index] {
        let end = offset + shape.name.utf8.count
        guard end >= source.code.count || !SourceByte.isIdentifier(source.code[end]) else { continue }
        switch RuleCallSpelling.classify(source.code, name: offset, end: end) {
        case .call(let open): calls.append((offset, open, index))
        case .notARule: continue
        case .unreadable:
          throw RuleBlockError(
            path: path, position: source.position(of: offset),
            message: "fitness cannot read this \(shape.name): write the rule as `static let rule = "
              + "\(shape.name)(…)` (or `\(shape.name).init(…)`, or `let rule: \(shape.name) = .init(…)`) with "
              + "literal arguments, one rule per declaration, so the hook reads what swift test compiles")
        }
      }
    }
    var rules: [SuiteRule] = []
    for call in calls.sorted(by: { $0.offset < $1.offset }) {
      let shape = shapes[call.shape]
      var parser = LiteralParser(source: source, path: path)
      let arguments = try parser.arguments(from: call.open)
      rules.append(
        try rule(shape: shape, arguments: arguments, at: call.offset, source: source, path: path))
    }
    return rules
  }

  /// The typed values of one literal's arguments.
  struct Values {
    var strings: [String: String] = [:]
    var lists: [String: [LiteralParser.Element]] = [:]
    var integers: [String: Int] = [:]
    var bools: [String: Bool] = [:]
    var dictionaries: [String: [(key: LiteralParser.Element, value: LiteralParser.Element)]] = [:]
    var trails: [String: [(text: String, offset: Int)]] = [:]
    /// A layer's fence: each entry's path and what it grants, with the grants' offsets.
    var grants: [String: [LiteralParser.Element]] = [:]
    /// Independent modules' homes and re-exporters' files, each by module name.
    var moduleMaps: [String: [(key: LiteralParser.Element, paths: [LiteralParser.Element])]] = [:]

    func moduleMap(_ label: String) -> [String: [String]] {
      var map: [String: [String]] = [:]
      for entry in moduleMaps[label] ?? [] { map[entry.key.value] = entry.paths.map(\.value) }
      return map
    }

    func list(_ label: String) -> [String] { (lists[label] ?? []).map(\.value) }
  }

  private static func rule(
    shape: Shape, arguments: [LiteralParser.Argument], at offset: Int, source: ScannedSource, path: String
  ) throws(RuleBlockError) -> SuiteRule {
    func fail(_ at: Int, _ message: String) -> RuleBlockError {
      RuleBlockError(path: path, position: source.position(of: at), message: message)
    }
    var values = Values()
    var seen = Set<String>()
    for argument in arguments {
      let label = argument.label
      guard shape.required.contains(label) || shape.optional.contains(label) else {
        let known = (shape.required + shape.optional).joined(separator: ", ")
        throw fail(argument.offset, "unknown argument '\(label)' in \(shape.name); use one of \(known)")
      }
      guard seen.insert(label).inserted else { throw fail(argument.offset, "argument '\(label)' is given twice") }
      values.trails[label] = argument.leadingComments
      if shape.name == "LayerBoundary" || shape.name == "IndependentModules", label == "fence" {
        try readLayerFence(argument, into: &values, fail: fail)
        continue
      }
      if label == "modules" || label == "reexports" {
        values.moduleMaps[label] = try readModuleMap(argument, reasoned: label == "reexports", fail: fail)
        continue
      }
      switch argument.value {
      case .string(let value) where scalarLabels.contains(label):
        if pathLabels.contains(label), let problem = PathRules.problem(with: value) {
          throw fail(argument.offset, "'\(value)' in '\(label)' \(problem)")
        }
        // Paths are carried as git spells their bytes, as the snapshot's paths are.
        values.strings[label] = pathLabels.contains(label) ? QuotedPath.spelling(ofText: value) : value
      case .array(let elements)
      where !scalarLabels.contains(label) && !integerLabels.contains(label)
        && !boolLabels.contains(label) && !dictionaryLabels.contains(label):
        try validate(elements, label: label, fail: fail)
        values.lists[label] =
          pathLabels.contains(label)
          ? elements.map { element in
            var spelled = element
            spelled.value = QuotedPath.spelling(ofText: element.value)
            return spelled
          } : elements
      case .integer(let value) where integerLabels.contains(label): values.integers[label] = value
      case .bool(let value) where boolLabels.contains(label): values.bools[label] = value
      case .dictionary(let pairs) where dictionaryLabels.contains(label): values.dictionaries[label] = pairs
      case .array(let elements) where dictionaryLabels.contains(label) && elements.isEmpty:
        values.dictionaries[label] = []
      default:
        throw fail(argument.offset, "'\(label)' takes \(expectedKind(label))")
      }
    }
    for label in shape.required where !seen.contains(label) {
      throw fail(offset, "\(shape.name) is missing its '\(label)' argument")
    }
    let id = values.strings["id"] ?? ""
    guard !id.isEmpty, id.utf8.allSatisfy({ isIDByte($0) }) else {
      throw fail(offset, "rule id '\(id)' must be lowercase letters, digits and '-'")
    }
    let title = values.strings["title"]
    func trail() -> [TrailLine] {
      (values.trails["count"] ?? []).map { TrailLine(text: $0.text, position: source.position(of: $0.offset)) }
    }
    let body: RuleBody
    switch shape.name {
    case "ImportBoundary":
      guard let module = values.strings["module"], !module.isEmpty else {
        throw fail(offset, "'module' must name the fenced module")
      }
      body = .fence(
        FenceRule(
          ImportBoundary(
            id: id, title: title, module: module, fence: values.list("fence"), api: values.list("api"),
            exclude: values.list("exclude"), roots: values.list("roots"), reexports: values.moduleMap("reexports"))))
    case "LayerBoundary":
      guard !values.list("paths").isEmpty, !(values.list("forbid") + values.list("api")).isEmpty else {
        throw fail(
          offset, "a LayerBoundary needs at least one entry in 'paths', and modules in 'forbid' or needles in 'api'")
      }
      let fenced = Set(values.list("forbid") + values.list("api"))
      for (entry, granted) in values.grants {
        for grant in granted where !fenced.contains(grant.value) {
          throw fail(
            grant.offset,
            "'\(entry)' grants '\(grant.value)', which this layer neither forbids nor lists in 'api'; "
              + "name a module from 'forbid' or a needle from 'api'")
        }
      }
      body = .fence(
        FenceRule(
          LayerBoundary(
            id: id, title: title, paths: values.list("paths"), forbid: values.list("forbid"),
            fence: values.grants.mapValues { $0.map(\.value) }, api: values.list("api"),
            exclude: values.list("exclude"), reexports: values.moduleMap("reexports"))))
    case "IndependentModules":
      let homes = values.moduleMap("modules")
      guard homes.count >= 2 else {
        throw fail(offset, "IndependentModules needs at least two modules in 'modules', each with its folders")
      }
      for (entry, granted) in values.grants {
        for grant in granted where homes[grant.value] == nil {
          throw fail(
            grant.offset,
            "'\(entry)' grants '\(grant.value)', which is not one of the modules; name a module from 'modules'")
        }
      }
      body = .fence(
        FenceRule(
          IndependentModules(
            id: id, title: title, modules: homes, fence: values.grants.mapValues { $0.map(\.value) },
            exclude: values.list("exclude"), reexports: values.moduleMap("reexports"))))
    case "CountPin":
      let subject = values.strings["subject"] ?? ""
      if let problem = CountSubject.parse(subject).problem { throw fail(offset, "subject '\(subject)': \(problem)") }
      body = .countPin(
        CountPin(id: id, title: title, subject: subject, in: values.strings["in"], count: values.integers["count"]!),
        trail: trail())
    case "RuntimePin":
      let expression = values.strings["expression"]!
      body = .runtimePin(
        RuntimePin(
          id: id, title: title, module: values.strings["module"]!, expression: expression,
          count: values.integers["count"]!),
        trail: trail(), checked: !source.codeOccurrences(of: expression).isEmpty)
    case "CopyContract":
      let hasMember = values.strings["member"] != nil
      guard hasMember != (values.strings["catalog"] != nil) else {
        throw fail(offset, "a CopyContract reads either 'member' (with 'in') or 'catalog' (with 'keys')")
      }
      if let pattern = values.strings["match"], let problem = PatternMatcher(pattern).problem {
        throw fail(offset, "'match' pattern '\(pattern)': \(problem)")
      }
      var exemplars: [String: String] = [:]
      for pair in values.dictionaries["exemplars"] ?? [] { exemplars[pair.key.value] = pair.value.value }
      body = .copyContract(
        CopyContract(
          id: id, title: title, member: values.strings["member"], in: values.strings["in"],
          catalog: values.strings["catalog"], keys: values.strings["keys"], maxLength: values.integers["maxLength"],
          nonEmpty: values.bools["nonEmpty"] ?? false, match: values.strings["match"], forbid: values.list("forbid"),
          itemsPerCase: values.integers["itemsPerCase"], exemplars: exemplars))
    default:
      body = .sentinel(
        NetworkSentinel(
          id: id, title: title, module: values.strings["module"]!, sessions: values.list("sessions"),
          api: values.list("api"), roots: values.list("roots")),
        assertsZero: !source.codeOccurrences(of: sentinelAssertion).isEmpty)
    }
    var reasons: [String: String] = [:]
    var placed: [(value: String, offset: Int)] = []
    for label in reasonedLabels {
      for element in values.lists[label] ?? [] {
        reasons[element.value] = element.reason
        if label != "exclude" { placed.append((element.value, element.offset)) }
      }
    }
    for entry in values.moduleMaps["reexports"] ?? [] {
      for path in entry.paths {
        let key = RuleSite.reexportKey(entry.key.value, path.value)
        reasons[key] = entry.key.reason
        placed.append((key, entry.key.offset))
      }
    }
    let found = source.positions(of: placed.map(\.offset) + arguments.map(\.offset) + [offset])
    var positions: [String: SourcePosition] = [:]
    for (index, entry) in placed.enumerated() { positions[entry.value] = found[index] }
    var labels: [String: SourcePosition] = [:]
    for (index, argument) in arguments.enumerated() { labels[argument.label] = found[placed.count + index] }
    let site = RuleSite(suitePath: path, position: labels["count"] ?? found[found.count - 1], entryPositions: positions)
    return SuiteRule(body: body, site: site, reasons: reasons, argumentPositions: labels)
  }

  private static func isIDByte(_ value: UInt8) -> Bool {
    (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) || value == 0x2D
  }
}
