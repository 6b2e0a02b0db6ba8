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
    rule.body.violations(site: rule.site, in: files, catalogValues: catalogValues).counted(as: rule.severity)
  }
}

extension Array where Element == Violation {
  /// The violations as a rule of `severity` counts them: the literal's `severity`, which
  /// the pattern that found them does not know.
  public func counted(as severity: Violation.Severity) -> [Violation] {
    guard severity != .error else { return self }
    return map { violation in
      var counted = violation
      counted.severity = severity
      return counted
    }
  }
}
