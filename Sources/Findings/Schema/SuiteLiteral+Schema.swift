// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

extension SuiteLiteral {
  /// A literal of `literal`'s type: each argument `values` holds, in the order its schema
  /// (`RuleLiteral.arguments`) declares them, which is the order its initializer takes. A
  /// fence (`exceptions`, `grants`) is written even when empty, so `fitness allow` has a line
  /// to widen, and so is a list whose emptiness says something (`keptWhenEmpty`); other empty
  /// lists are left out.
  package static func written(
    _ literal: any RuleLiteral.Type, values: ArgumentValues, name: String = "rule", test: Test, editing: Editing
  ) -> SuiteLiteral {
    var arguments: [(argument: LiteralArgument, value: ArgumentValue)] = []
    for argument in literal.arguments {
      let empty: ArgumentValue? =
        argument.kind == .exceptions ? .texts([]) : argument.kind == .grants ? .map([:]) : nil
      guard let value = values[argument.label] ?? empty else { continue }
      switch value {
      case .texts(let items) where items.isEmpty && argument.kind != .exceptions && !argument.keptWhenEmpty: continue
      case .map(let map) where map.isEmpty && argument.kind != .grants: continue
      case .pairs(let pairs) where pairs.isEmpty: continue
      default: arguments.append((argument, value))
      }
    }
    return SuiteLiteral(call: literal.literalName, name: name, arguments: arguments, test: test, editing: editing)
  }

  /// A schema rule's literal, from the values it keeps.
  package static func schema<Rule: SchemaRule>(_ rule: Rule, test: Test, editing: Editing) -> SuiteLiteral {
    written(Rule.self, values: rule.values, test: test, editing: editing)
  }
}
