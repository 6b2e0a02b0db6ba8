// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// A rule as its suite declares it, `static let NAME = CALL(LABEL: VALUE, …)`, and how the
/// suite's test and header treat it: what a pattern says about its suite, for
/// `SuiteTemplate` to write out.
package struct SuiteLiteral {
  /// What the suite's test does with the rule.
  package enum Test {
    /// Expects `FitnessPackage.report(of: REPORTED)` to be empty.
    case report(String)
    /// Also expects `expression`, evaluated in `module` (imported `@testable`), to equal
    /// the pin, or says `drift`: the inside of a Swift string literal, in the pattern's words.
    case runtime(expression: String, module: String, drift: String)
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
  /// Every argument after `id:` and `title:`, in order, each written as its declaration's
  /// kind says (`LiteralArgument.Kind`, the one vocabulary of how a value is written).
  package var arguments: [(argument: LiteralArgument, value: ArgumentValue)]
  package var test: Test
  package var editing: Editing

  package init(
    call: String, name: String, arguments: [(argument: LiteralArgument, value: ArgumentValue)], test: Test,
    editing: Editing
  ) {
    (self.call, self.name, self.arguments, self.test, self.editing) = (call, name, arguments, test, editing)
  }
}
