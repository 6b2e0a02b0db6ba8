#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What `fitness allow` asks of a sentinel (left out of vendored copies: a suite only judges).
extension SentinelRule: GraduatedRule {
  /// A session builder outside `sessions` breaks its companion; `fitness allow` lets it past.
  public func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]? {
    sentinel.companion.breaches(ofFile: source, path: path, site: site)
  }
}
