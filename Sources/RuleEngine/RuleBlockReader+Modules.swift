#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension RuleBlockReader {
  /// A dictionary of names to lists of paths: independent modules' homes
  /// (`["Search": ["Packages/Search/Sources"]]`) or re-exporters' files
  /// (`["Kit": ["Sources/Kit/Exports.swift"]]`, each line with its reason).
  static func readModuleMap(
    _ argument: LiteralParser.Argument, reasoned: Bool, fail: (Int, String) -> RuleBlockError
  ) throws(RuleBlockError) -> [(key: LiteralParser.Element, paths: [LiteralParser.Element])] {
    let label = argument.label
    let example =
      reasoned ? "[\"Kit\": [\"Sources/Kit/Exports.swift\"]]" : "[\"Search\": [\"Packages/Search/Sources\"]]"
    let pairs: [(key: LiteralParser.Element, value: LiteralParser.Element)]
    switch argument.value {
    case .dictionary(let given): pairs = given
    case .array(let elements) where elements.isEmpty: pairs = []
    default: throw fail(argument.offset, "'\(label)' takes a dictionary of module names to paths, like \(example)")
    }
    var read: [(key: LiteralParser.Element, paths: [LiteralParser.Element])] = []
    var names = Set<String>()
    for pair in pairs {
      guard !pair.key.value.isEmpty, pair.key.value.utf8.allSatisfy({ SourceByte.isIdentifier($0) }) else {
        throw fail(pair.key.offset, "'\(pair.key.value)' in '\(label)' is not a module name")
      }
      guard names.insert(pair.key.value).inserted else {
        throw fail(pair.key.offset, "module '\(pair.key.value)' is listed twice in '\(label)'")
      }
      guard let paths = pair.value.list, !paths.isEmpty else {
        throw fail(pair.value.offset, "'\(pair.key.value)' in '\(label)' needs a list of paths, like \(example)")
      }
      var seen = Set<String>()
      var spelled: [LiteralParser.Element] = []
      for path in paths {
        if let problem = PathRules.problem(with: path.value, globs: !reasoned) {
          throw fail(path.offset, "'\(path.value)' in '\(label)' \(problem)")
        }
        guard seen.insert(path.value).inserted else {
          throw fail(path.offset, "'\(path.value)' is listed twice for '\(pair.key.value)'")
        }
        var quoted = path
        quoted.value = QuotedPath.spelling(ofText: path.value)
        spelled.append(quoted)
      }
      if reasoned {
        guard let reason = pair.key.reason, !ReasonRules.isBoilerplate(reason) else {
          throw fail(
            pair.key.offset,
            "'\(pair.key.value)' in '\(label)' needs a reason: write '// why it re-exports' after it on the same line")
        }
      }
      read.append((pair.key, spelled))
    }
    return read
  }
}
