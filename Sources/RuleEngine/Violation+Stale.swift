#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension Violation {
  /// An exception the code no longer needs: a fence entry, a name in one, or a re-exporter
  /// record. Every pattern words it alike, since every fence is a set of decisions that only
  /// shrinks: `WHAT is stale: REASON [id]; change the contract: remove it from SUITE`.
  /// `what` is `fence entry 'PATH'` unless a pattern names its exception otherwise; `key` is
  /// where the suite writes it (`RuleSite.entryPositions`).
  public static func stale(
    _ what: String, reason: String, ruleID: String, site: RuleSite, key: String, subject: String
  ) -> Violation {
    Violation(
      ruleID: ruleID, kind: .staleEntry, path: site.suitePath, position: site.entryPositions[key],
      message: "\(what) is stale: \(reason) [\(ruleID)]; change the contract: remove it from \(site.suitePath) "
        + "(the fence is a set of decisions, not a headcount)",
      subject: subject)
  }

  /// How a stale fence entry is named in its message.
  public static func fenceEntry(_ entry: String) -> String { "fence entry '\(entry)'" }
}
