// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

extension SuiteLiteral {
  /// A schema rule's literal: each argument it was given, in the schema's order, written as
  /// its kind says. A fence is written even when empty, so `fitness allow` has a line to widen.
  package static func schema<Rule: SchemaRule>(_ rule: Rule, test: Test, editing: Editing) -> SuiteLiteral {
    var arguments: [(label: String, value: Value)] = []
    for argument in Rule.arguments {
      let empty: ArgumentValue? =
        argument.kind == .exceptions ? .texts([]) : argument.kind == .grants ? .map([:]) : nil
      guard let value = rule.values[argument.label] ?? empty else { continue }
      switch (argument.kind, value) {
      case (_, .text(let text)): arguments.append((argument.label, .text(text)))
      case (_, .integer(let number)): arguments.append((argument.label, .number(number)))
      case (_, .bool(let flag)): arguments.append((argument.label, .flag(flag)))
      case (.exceptions, .texts(let paths)), (.exclusions, .texts(let paths)):
        if argument.kind == .exceptions || !paths.isEmpty { arguments.append((argument.label, .entries(paths))) }
      case (_, .texts(let items)): if !items.isEmpty { arguments.append((argument.label, .list(items))) }
      case (_, .pairs(let pairs)): arguments.append((argument.label, .table(pairs)))
      case (.grants, .map(let map)): arguments.append((argument.label, .grants(map)))
      case (.homes, .map(let map)): arguments.append((argument.label, .homes(map)))
      case (_, .map(let map)): arguments.append((argument.label, .reexports(map)))
      }
    }
    return SuiteLiteral(call: Rule.literalName, name: "rule", arguments: arguments, test: test, editing: editing)
  }
}
