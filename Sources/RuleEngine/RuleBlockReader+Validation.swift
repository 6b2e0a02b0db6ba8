#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension RuleBlockReader {
  static func expectedKind(_ label: String) -> String {
    if scalarLabels.contains(label) { return "a string literal" }
    if integerLabels.contains(label) { return "an integer literal" }
    if boolLabels.contains(label) { return "true or false" }
    if dictionaryLabels.contains(label) { return "a dictionary of string literals, like [\"case\": \"value\"]" }
    return "an array of string literals"
  }

  static func validate(
    _ elements: [LiteralParser.Element], label: String, fail: (Int, String) -> RuleBlockError
  ) throws(RuleBlockError) {
    var seen = Set<String>()
    for element in elements {
      guard !element.value.isEmpty else { throw fail(element.offset, "an empty string in '\(label)'") }
      guard seen.insert(element.value).inserted else {
        throw fail(element.offset, "'\(element.value)' is listed twice in '\(label)'")
      }
      if pathLabels.contains(label), let problem = PathRules.problem(with: element.value) {
        throw fail(element.offset, "'\(element.value)' in '\(label)' \(problem)")
      }
      if reasonedLabels.contains(label) {
        guard let reason = element.reason, !ReasonRules.isBoilerplate(reason) else {
          throw fail(
            element.offset,
            "'\(element.value)' in '\(label)' needs a reason: write "
              + (label == "exclude" ? "'// why this path does not ship'" : "'// why this file may'")
              + " after it on the same line")
        }
      }
    }
  }
}
