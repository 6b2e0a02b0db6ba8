#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension RuntimePinRule: DrillableRule {
  /// The pin moved without a trail line must fail.
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    var moved = self
    moved.pin.count += 1
    let verdict = moved.violations(site: site, in: files, catalogValues: nil).first { $0.kind == .trailMissing }
    let action = "the pin moved to \(moved.pin.count) without a trail line"
    return DeliberateBreak.Outcome(
      baseline: violations(site: site, in: files, catalogValues: nil),
      breaks: [DeliberateBreak.Break(action: action, offender: site.suitePath, verdict: verdict)])
  }
}
