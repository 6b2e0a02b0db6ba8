#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The three fence literals (`ImportBoundary`, `LayerBoundary`, `IndependentModules`) read
/// into one rule, judged and drilled by one evaluation.
extension FenceRule: PatternRule {
  public var pattern: String { direction.rawValue }
  public var keptFence: FenceRule? { self }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    FenceEvaluation.violations(of: self, site: site, in: files)
  }

  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    DeliberateBreak.drill(self, site: site, files: files)
  }
}
