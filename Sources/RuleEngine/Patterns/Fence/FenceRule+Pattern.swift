#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The three fence literals (`ImportBoundary`, `LayerBoundary`, `IndependentModules`) read
/// into one rule, judged by one evaluation (and drilled by `DeliberateBreak`).
extension FenceRule: PatternRule {
  public var pattern: String { direction.rawValue }
  public var keptFence: FenceRule? { self }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    FenceEvaluation.violations(of: self, site: site, in: files)
  }
}
