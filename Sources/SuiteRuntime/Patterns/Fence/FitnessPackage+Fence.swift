import Foundation

#if canImport(RuleEngine)
  import RuleEngine
#endif

/// The suite runtime's side of the fence pattern: a vendored copy carries it with the
/// fence's engine folder, and without it the copy of a target with no fence compiles.
extension FitnessPackage {
  /// Every violation of `rule` in the repository around `suite`, one message per line; empty
  /// when the rule holds. Each message says which side to change: the code or the contract.
  ///
  /// The fence suites graduate has written since the first release call
  /// `report(of: FenceRule(Self.rule))`, and they compile against it. It judges through
  /// `PatternRule` alone.
  public static func report(of rule: FenceRule, suite: String = #filePath) throws -> String {
    try report(judging: rule, suite: suite)
  }

  /// The same, with each violation where the editor shows it (`Verdict`).
  public static func verdict(of rule: FenceRule, suite: String = #filePath) throws -> Verdict {
    let root = try root(of: suite)
    return verdict(try violations(judging: rule, suite: suite, root: root), root: root)
  }
}
