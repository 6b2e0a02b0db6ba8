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
    let found = rule.body.violations(site: rule.site, in: files, catalogValues: catalogValues)
    guard rule.severity != .error else { return found }
    return found.map { violation in
      var advisory = violation
      advisory.severity = rule.severity
      return advisory
    }
  }
}
