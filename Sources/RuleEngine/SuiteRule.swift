#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule as read from a suite's source: the rule, where it is written, and the reasons.
public struct SuiteRule: Sendable {
  /// The rule its pattern's literal reads into (`RuleLiterals`).
  public var body: any PatternRule
  public var site: RuleSite
  /// The reason comment of every fence, exclude and sessions entry, by entry.
  public var reasons: [String: String]
  /// Where each argument label (`fence`, `api`, …) is written, for tools that edit the
  /// literal in place without disturbing the rest of the file.
  public var argumentPositions: [String: SourcePosition]
  /// What its violations count as: `severity: "warning"` in the literal makes the rule
  /// advice, reported but refusing nothing unless the check is strict.
  public var severity: Violation.Severity

  public init(
    body: any PatternRule, site: RuleSite, reasons: [String: String], argumentPositions: [String: SourcePosition] = [:],
    severity: Violation.Severity = .error
  ) {
    self.body = body
    self.site = site
    self.reasons = reasons
    self.argumentPositions = argumentPositions
    self.severity = severity
  }

  public var id: String { body.id }
  public var title: String? { body.title }
  /// The pattern, as findings name it.
  public var pattern: String { body.pattern }

  /// Whether `path` follows the suite convention: a file named `…Tests.swift` inside a
  /// folder named `Fitness` (`Tests/AppTests/Fitness/CloudKitStaysInSyncTests.swift`).
  ///
  /// The convention lets the staged check find every rule from the index's paths alone,
  /// reading only the suites' blobs, never the whole tree.
  public static func isSuitePath(_ path: String) -> Bool {
    guard path.hasSuffix("Tests.swift") else { return false }
    return path.split(separator: "/").dropLast().contains("Fitness")
  }
}
