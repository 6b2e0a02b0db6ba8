import RuleEngine

extension SuiteRule {
  /// The fence a suite's rule keeps (its own, or a sentinel's companion), for tests that
  /// look inside it; the product asks the rule through `PatternRule` instead.
  public var fence: FenceRule? {
    (body as? FenceRule) ?? (body as? SentinelRule)?.sentinel.companion
  }
}
