#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One argument's value, whichever side it was read from: a suite's literal or a finding.
/// `LiteralArgument.Kind` says how it is written; this says what it holds.
public enum ArgumentValue: Sendable, Equatable {
  /// `text` and `path`.
  case text(String)
  case integer(Int)
  case bool(Bool)
  /// `texts`, `paths`, `exceptions` and `exclusions`.
  case texts([String])
  /// `dictionary`.
  case pairs([String: String])
  /// `grants`, `homes` and `reexporters`: each key with the names it holds.
  case map([String: [String]])
}

/// A rule's arguments by label, as its pattern's schema (`RuleLiteral.arguments`) declares
/// them: what a schema pattern builds its rule from, reads from a finding, and writes into a
/// suite, so each argument is declared once.
public struct ArgumentValues: Sendable, Equatable {
  public var id: String
  public var title: String?
  public var byLabel: [String: ArgumentValue]

  public init(id: String, title: String? = nil, byLabel: [String: ArgumentValue] = [:]) {
    (self.id, self.title, self.byLabel) = (id, title, byLabel)
  }

  public subscript(label: String) -> ArgumentValue? {
    get { byLabel[label] }
    set { byLabel[label] = newValue }
  }

  public func text(_ label: String) -> String? {
    if case .text(let value)? = byLabel[label] { return value }
    return nil
  }

  public func bool(_ label: String) -> Bool? {
    if case .bool(let value)? = byLabel[label] { return value }
    return nil
  }

  /// A list's items; a map's keys, sorted.
  public func texts(_ label: String) -> [String] {
    switch byLabel[label] {
    case .texts(let items)?: return items
    case .map(let map)?: return map.keys.sorted()
    default: return []
    }
  }

  public func map(_ label: String) -> [String: [String]] {
    if case .map(let map)? = byLabel[label] { return map }
    return [:]
  }

  /// The values of a literal's checked arguments, each by its kind in `schema`.
  public init(_ arguments: RuleArguments, schema: [LiteralArgument]) {
    self.init(id: arguments.id, title: arguments.title)
    for argument in schema {
      let label = argument.label
      switch argument.kind {
      case .text, .path: if let text = arguments.text(label) { byLabel[label] = .text(text) }
      case .integer: if let number = arguments.integer(label) { byLabel[label] = .integer(number) }
      case .bool: if let flag = arguments.bool(label) { byLabel[label] = .bool(flag) }
      case .texts, .paths, .exceptions, .exclusions:
        if arguments.lists[label] != nil { byLabel[label] = .texts(arguments.list(label)) }
      case .dictionary: if arguments.dictionaries[label] != nil { byLabel[label] = .pairs(arguments.dictionary(label)) }
      case .grants:
        guard let entries = arguments.lists[label] else { continue }
        let granted = arguments.grantedByEntry
        var map: [String: [String]] = [:]
        for entry in entries { map[entry.value] = granted[entry.value] ?? [] }
        byLabel[label] = .map(map)
      case .homes, .reexporters:
        if arguments.moduleMaps[label] != nil { byLabel[label] = .map(arguments.moduleMap(label)) }
      }
    }
  }
}

/// What makes a schema pattern's rule unsound, by the label of the argument at fault, so
/// each side points at its own spelling of it (`require.modifiers[0]` in a finding, the
/// `requireModifiers:` argument in a literal).
public struct ArgumentProblem: Sendable, Equatable, Error {
  public var label: String
  public var index: Int?
  public var message: String

  public init(_ label: String, _ index: Int? = nil, _ message: String) {
    (self.label, self.index, self.message) = (label, index, message)
  }
}

extension [ArgumentProblem] {
  /// Adds the problem of the argument `label` (of its item at `index`, for a list).
  public mutating func add(_ label: String, _ index: Int? = nil, _ message: String) {
    append(ArgumentProblem(label, index, message))
  }
}

/// A pattern whose rule is built from its arguments' values alone: the literal reader and
/// the finding reader share `init(values:)` and `problems()`, and graduate writes `values`
/// back in the schema's order.
public protocol SchemaRule: RuleLiteral, PatternRule {
  /// The pattern's name, which its findings give too (`pattern: declarations`).
  static var patternName: String { get }
  /// The arguments as given, which the rule keeps for writing it back.
  var values: ArgumentValues { get }
  init(values: ArgumentValues)
  /// Everything that makes the rule unsound, in the schema's order; empty when it is sound.
  func problems() -> [ArgumentProblem]
}

extension SchemaRule {
  public var grantKey: String? { Self.arguments.first { $0.kind == .grants }?.grantKey }
  public var id: String { values.id }
  public var title: String? { values.title }
  public var pattern: String { Self.patternName }

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    try schemaRule(from: arguments)
  }

  /// The literal reader's step: the values, checked once for both sides.
  public static func schemaRule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let rule = Self(values: ArgumentValues(arguments, schema: Self.arguments))
    if let problem = rule.problems().first {
      // A problem of the whole rule (`require`) is no argument's: it is reported at the literal.
      guard Self.arguments.contains(where: { $0.label == problem.label }) else {
        throw arguments.failure(problem.message)
      }
      throw arguments.failure(at: arguments.offsets[problem.label], "'\(problem.label)': \(problem.message)")
    }
    return rule
  }
}
