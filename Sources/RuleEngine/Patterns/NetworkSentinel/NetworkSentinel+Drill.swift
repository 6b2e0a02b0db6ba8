#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension SentinelRule: DrillableRule {
  /// The companion's drill, judged with the suite's assertion as written.
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    var outcome = DeliberateBreak.drill(sentinel.companion, site: site, files: files)
    outcome.baseline = violations(site: site, in: files, catalogValues: nil)
    return outcome
  }
}
