// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// A rule as its suite declares it, `static let NAME = CALL(LABEL: VALUE, …)`, and how the
/// suite's test and header treat it: what a pattern says about its suite, for
/// `SuiteTemplate` to write out.
package struct SuiteLiteral {
  /// One argument's value, by the shape the suite writes it in.
  package enum Value {
    case text(String)
    case number(Int)
    case flag(Bool)
    /// `["A", "B"]` on one line.
    case list([String])
    /// One path per line, each with its reason.
    case entries([String])
    /// One path per line, with what it grants and its reason (a layer's fence).
    case grants([String: [String]])
    /// One `"key": "value",` per line, sorted by key.
    case table([String: String])
    /// One `"Module": ["folder"],` per line, sorted (independent modules).
    case homes([String: [String]])
    /// Each re-exporter with its files and the reason graduate found.
    case reexports([String: [String]])
    /// The trail lines as comments, then the number.
    case trailed(Int)
  }

  /// What the suite's test does with the rule.
  package enum Test {
    /// Expects `FitnessPackage.report(of: REPORTED)` to be empty.
    case report(String)
    /// Also expects `expression`, evaluated in `module` (imported `@testable`), to equal
    /// the pin.
    case runtime(expression: String, module: String)
    /// Drives `module`'s real path and expects zero network attempts.
    case sentinel(module: String)
  }

  /// How the header says to change the rule.
  package enum Editing {
    /// Widen `list` (`fence`, `sessions`) by hand or with `fitness allow`.
    case widen(list: String)
    case movePin
    case editContract
  }

  /// The literal's type, `ImportBoundary`.
  package var call: String
  /// The static property that holds it, `rule`.
  package var name: String
  /// Every argument after `id:` and `title:`, in order.
  package var arguments: [(label: String, value: Value)]
  package var test: Test
  package var editing: Editing

  package init(
    call: String, name: String, arguments: [(label: String, value: Value)], test: Test, editing: Editing
  ) {
    self.call = call
    self.name = name
    self.arguments = arguments
    self.test = test
    self.editing = editing
  }
}
