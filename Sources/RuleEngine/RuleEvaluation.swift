#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One entry point for every kind of rule.
public enum RuleEvaluation {
  /// Every violation of `rule` in `files`. `catalogValues` carries a String Catalog
  /// contract's copy, which the caller reads (the engine reads no JSON).
  public static func violations(of rule: SuiteRule, in files: FileSet, catalogValues: [CopyValue]? = nil)
    -> [Violation]
  {
    switch rule.body {
    case .fence(let fence):
      return FenceEvaluation.violations(of: fence, site: rule.site, in: files)
    case .countPin(let pin, let trail):
      return PinEvaluation.violations(of: pin, trail: trail, site: rule.site, in: files)
    case .runtimePin(let pin, let trail, let checked):
      var found = PinEvaluation.trailViolations(id: pin.id, count: pin.count, trail: trail, site: rule.site)
      if !checked {
        found.append(
          Violation(
            ruleID: pin.id, kind: .sentinelWeakened, path: rule.site.suitePath, position: rule.site.position,
            message: "the suite no longer evaluates \(pin.expression) [\(pin.id)]; restore its test, or delete the "
              + "pin and its finding together", subject: pin.expression))
      }
      return found
    case .copyContract(let contract):
      let values = contract.catalog == nil ? CopyEvaluation.memberValues(of: contract, in: files) : catalogValues
      return CopyEvaluation.violations(of: contract, values: values, site: rule.site)
    case .sentinel(let sentinel, let assertsZero):
      var found = FenceEvaluation.violations(of: sentinel.companion, site: rule.site, in: files)
      if !assertsZero {
        found.append(
          Violation(
            ruleID: sentinel.id, kind: .sentinelWeakened, path: rule.site.suitePath, position: rule.site.position,
            message: "the sentinel suite no longer asserts '\(RuleBlockReader.sentinelAssertion)' [\(sentinel.id)]; "
              + "the contract is zero attempts, not zero successes: restore the assertion",
            subject: sentinel.id))
      }
      return found
    }
  }
}
