#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension RuleBlockReader {
  /// Reads one argument's value as its kind says, checking it on the way.
  static func read(
    _ argument: LiteralParser.Argument, as spec: LiteralArgument, into values: inout RuleArguments,
    fail: (Int, String) -> RuleBlockError
  ) throws(RuleBlockError) {
    let label = argument.label
    let kind = spec.kind
    switch (kind, argument.value) {
    case (.grants, _):
      let entries = try readGrants(argument, naming: spec.grantNoun, fail: fail)
      values.lists[label] = entries.map(\.path)
      for (path, granted) in entries { values.grants[path.value] = granted }
    case (.homes, _), (.reexporters, _):
      values.moduleMaps[label] = try readModuleMap(argument, reasoned: kind == .reexporters, fail: fail)
    case (.text, .string(let value)):
      values.strings[label] = value
    case (.path, .string(let value)):
      if let problem = PathRules.problem(with: value) {
        throw fail(argument.offset, "'\(value)' in '\(label)' \(problem)")
      }
      // Paths are carried as git spells their bytes, as the snapshot's paths are.
      values.strings[label] = QuotedPath.spelling(ofText: value)
    case (.texts, .array(let elements)):
      try validate(elements, label: label, kind: kind, fail: fail)
      values.lists[label] = elements
    case (.paths, .array(let elements)), (.exceptions, .array(let elements)), (.exclusions, .array(let elements)):
      try validate(elements, label: label, kind: kind, fail: fail)
      values.lists[label] = elements.map { element in
        var spelled = element
        spelled.value = QuotedPath.spelling(ofText: element.value)
        return spelled
      }
    case (.integer, .integer(let value)): values.integers[label] = value
    case (.bool, .bool(let value)): values.bools[label] = value
    case (.dictionary, .dictionary(let pairs)): values.dictionaries[label] = pairs
    case (.dictionary, .array(let elements)) where elements.isEmpty: values.dictionaries[label] = []
    default:
      throw fail(argument.offset, "'\(label)' takes \(description(of: kind))")
    }
  }

  static func description(of kind: LiteralArgument.Kind) -> String {
    switch kind {
    case .text, .path: return "a string literal"
    case .integer: return "an integer literal"
    case .bool: return "true or false"
    case .dictionary: return "a dictionary of string literals, like [\"case\": \"value\"]"
    default: return "an array of string literals"
    }
  }

  static func validate(
    _ elements: [LiteralParser.Element], label: String, kind: LiteralArgument.Kind,
    fail: (Int, String) -> RuleBlockError
  ) throws(RuleBlockError) {
    var seen = Set<String>()
    for element in elements {
      guard !element.value.isEmpty else { throw fail(element.offset, "an empty string in '\(label)'") }
      guard seen.insert(element.value).inserted else {
        throw fail(element.offset, "'\(element.value)' is listed twice in '\(label)'")
      }
      if kind != .texts, let problem = PathRules.problem(with: element.value, globs: true) {
        throw fail(element.offset, "'\(element.value)' in '\(label)' \(problem)")
      }
      if kind == .exceptions || kind == .exclusions || kind == .grants {
        guard let reason = element.reason, !ReasonRules.isBoilerplate(reason) else {
          throw fail(
            element.offset,
            "'\(element.value)' in '\(label)' needs a reason: write "
              + (kind == .exclusions ? "'// why this path does not ship'" : "'// why this file may'")
              + " after it on the same line")
        }
      }
    }
  }
}
