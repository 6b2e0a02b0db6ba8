// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: calls`: every call that `select` picks, where `in` picks, stands where
/// `require` names and passes none of what `forbid` names, outside the fence. Its keys are
/// `CallShape.arguments`'; this file says only what graduate and `explain` show of it.
package typealias CallsFinding = SchemaFinding<CallShape>

extension CallShape: SchemaWording {
  package var suiteName: String? {
    // `PrintCallsStayInLoggingTests`: which calls, and what of them.
    let callee =
      callees.first.map { glob in
        RuleWording.identifier(String(glob.split(separator: ".").last.map { $0.filter { $0 != "*" } } ?? ""))
      } ?? ""
    let subject = (callee.isEmpty ? "Selected" : callee) + "Calls"
    if forbidDeclared { return "No\(subject)Tests" }
    if let place = requireInType.first ?? requireInFunction.first {
      return "\(subject)StayIn\(RuleWording.identifier(place.filter { $0 != "*" }))Tests"
    }
    if !requireStrings.isEmpty || !forbidStrings.isEmpty { return "\(subject)PassPlainStringsTests" }
    return "\(subject)KeepTheirPlaceTests"
  }
}
