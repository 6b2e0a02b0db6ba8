#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads the rule literals (`ImportBoundary(…)`, `CountPin(…)`, every type in
/// `RuleLiterals.all`) out of a suite's source text without compiling or running anything.
///
/// The accepted shape is deliberately narrow, the shape `fitness graduate` writes: labelled
/// arguments whose values are plain literals (strings, integers, Booleans, arrays of strings,
/// dictionaries of strings). Each `fence`, `exclude` and `sessions` entry must be followed on
/// its line by a `// reason` comment; a pin's trail is the comment lines above `count:`.
public enum RuleBlockReader {
  /// What a sentinel suite must still say, in code.
  public static let sentinelAssertion = "attempts == 0"

  /// Every rule in `bytes`, the suite at `path`: a literal of each type in `literals`.
  public static func rules(
    in bytes: [UInt8], path: String, literals: [any RuleLiteral.Type] = RuleLiterals.all
  ) throws(RuleBlockError) -> [SuiteRule] {
    let source = ScannedSource(bytes)
    var calls: [(offset: Int, open: Int, literal: any RuleLiteral.Type)] = []
    let found = source.codeOccurrences(of: literals.map { $0.literalName })
    for (index, literal) in literals.enumerated() {
      let name = literal.literalName
      for offset in found[index] {
        let end = offset + name.utf8.count
        guard end >= source.code.count || !SourceByte.isIdentifier(source.code[end]) else { continue }
        switch RuleCallSpelling.classify(source.code, name: offset, end: end) {
        case .call(let open): calls.append((offset, open, literal))
        case .notARule: continue
        case .unreadable:
          throw RuleBlockError(
            path: path, position: source.position(of: offset),
            message: "fitness cannot read this \(name): write the rule as `static let rule = "
              + "\(name)(…)` (or `\(name).init(…)`, or `let rule: \(name) = .init(…)`) with "
              + "literal arguments, one rule per declaration, so the hook reads what swift test compiles")
        }
      }
    }
    var rules: [SuiteRule] = []
    for call in calls.sorted(by: { $0.offset < $1.offset }) {
      var parser = LiteralParser(source: source, path: path)
      let arguments = try parser.arguments(from: call.open)
      rules.append(
        try rule(call.literal, arguments: arguments, at: call.offset, source: source, path: path))
    }
    return rules
  }

  /// The literal's arguments, `id` and `title` (which every literal takes) among them, in
  /// the order messages list them: the required ones first.
  static func shape(of literal: any RuleLiteral.Type) -> [LiteralArgument] {
    let own = literal.arguments
    var shape: [LiteralArgument] = [LiteralArgument("id", .text, required: true)]
    shape += own.filter(\.isRequired)
    shape.append(LiteralArgument("title", .text))
    shape.append(LiteralArgument("severity", .text))
    shape += own.filter { !$0.isRequired }
    return shape
  }

  private static func rule(
    _ literal: any RuleLiteral.Type, arguments: [LiteralParser.Argument], at offset: Int, source: ScannedSource,
    path: String
  ) throws(RuleBlockError) -> SuiteRule {
    func fail(_ at: Int, _ message: String) -> RuleBlockError {
      RuleBlockError(path: path, position: source.position(of: at), message: message)
    }
    let name = literal.literalName
    let shape = shape(of: literal)
    var values = RuleArguments(source: source, path: path, offset: offset)
    var seen = Set<String>()
    for argument in arguments {
      let label = argument.label
      guard let spec = shape.first(where: { $0.label == label }) else {
        let known = shape.map(\.label).joined(separator: ", ")
        throw fail(argument.offset, "unknown argument '\(label)' in \(name); use one of \(known)")
      }
      guard seen.insert(label).inserted else { throw fail(argument.offset, "argument '\(label)' is given twice") }
      values.trails[label] = argument.leadingComments
      values.offsets[label] = argument.offset
      try read(argument, as: spec, into: &values, fail: fail)
    }
    for argument in shape where argument.isRequired && !seen.contains(argument.label) {
      throw fail(offset, "\(name) is missing its '\(argument.label)' argument")
    }
    let id = values.strings["id"] ?? ""
    guard !id.isEmpty, id.utf8.allSatisfy({ isIDByte($0) }) else {
      throw fail(offset, "rule id '\(id)' must be lowercase letters, digits and '-'")
    }
    values.id = id
    values.title = values.strings["title"]
    var severity = Violation.Severity.error
    if let written = values.strings["severity"] {
      guard let known = Violation.Severity(rawValue: written) else {
        throw fail(
          values.offsets["severity"] ?? offset,
          "severity '\(written)' is neither \"error\" nor \"warning\"; write \"warning\" for a rule the team adopts as "
            + "advice first, or leave it out")
      }
      severity = known
    }
    let body = try literal.rule(from: values)
    var reasons: [String: String] = [:]
    var placed: [(value: String, offset: Int)] = []
    for argument in shape {
      switch argument.kind {
      case .exceptions, .exclusions, .grants:
        for element in values.lists[argument.label] ?? [] {
          reasons[element.value] = element.reason
          // Where an exception is written, for messages about it; an exclusion has none.
          if argument.kind != .exclusions { placed.append((element.value, element.offset)) }
        }
      case .reexporters:
        for entry in values.moduleMaps[argument.label] ?? [] {
          for path in entry.paths {
            let key = RuleSite.reexportKey(entry.key.value, path.value)
            reasons[key] = entry.key.reason
            placed.append((key, entry.key.offset))
          }
        }
      default: continue
      }
    }
    let found = source.positions(of: placed.map(\.offset) + arguments.map(\.offset) + [offset])
    var positions: [String: SourcePosition] = [:]
    for (index, entry) in placed.enumerated() { positions[entry.value] = found[index] }
    var labels: [String: SourcePosition] = [:]
    for (index, argument) in arguments.enumerated() { labels[argument.label] = found[placed.count + index] }
    let site = RuleSite(suitePath: path, position: labels["count"] ?? found[found.count - 1], entryPositions: positions)
    return SuiteRule(body: body, site: site, reasons: reasons, argumentPositions: labels, severity: severity)
  }

  private static func isIDByte(_ value: UInt8) -> Bool {
    (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) || value == 0x2D
  }
}
