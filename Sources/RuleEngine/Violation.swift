#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One broken rule at one place.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
  /// What kind of break a violation is, as reports name it (`forbidden-import`): open, so
  /// that a pattern declares the kinds of its own violations in its own folder; the kinds
  /// any pattern may report are here.
  public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// An entry that names a file that is gone or no longer needs the exception.
    public static let staleEntry = Kind(rawValue: "stale-entry")
    /// A rule whose roots select no file, so it checks nothing.
    public static let vacuousRule = Kind(rawValue: "vacuous-rule")
    /// A subject a rule reads (a pinned enum, a contract's member) that cannot be found.
    public static let subjectMissing = Kind(rawValue: "subject-missing")
    /// A runtime rule whose suite no longer asserts what it promised.
    public static let sentinelWeakened = Kind(rawValue: "sentinel-weakened")
    /// A graduated finding whose suite, or whose rule in it, is gone.
    public static let suiteMissing = Kind(rawValue: "suite-missing")
    /// A link the readers cannot read through where the rule would judge what the build
    /// compiles behind it: the check refuses to judge, and the suites say so.
    public static let refusedLink = Kind(rawValue: "refused-link")
  }

  /// How a broken rule counts: an error refuses the commit and fails CI; a warning (a rule
  /// the team adopts as advice first, `severity: warning` in its finding) is reported and
  /// refuses nothing, unless the check is `--strict`.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    case error, warning
  }

  public var ruleID: String
  public var kind: Kind
  public var severity: Severity = .error
  /// The file to open: the offending source, or the suite for contract problems.
  public var path: String
  public var position: SourcePosition?
  /// A lowercase fragment that says what is wrong and which side to change.
  public var message: String
  /// The module or needle involved, for stable fingerprints.
  public var subject: String

  public init(
    ruleID: String, kind: Kind, path: String, position: SourcePosition?, message: String,
    subject: String
  ) {
    (self.ruleID, self.kind, self.path, self.position) = (ruleID, kind, path, position)
    (self.message, self.subject) = (message, subject)
  }

  /// The compiler-style line: `path:line:col: error: message [rule-id]` (`warning:` for
  /// an advisory rule's).
  public var description: String { "\(place): \(severity.rawValue): \(message)" }

  /// Where it points, as git shows paths (quoted when a byte needed escaping), the same in
  /// the hook's output and in a suite's failure.
  public var place: String { place(quotingHighBytes: true) }

  /// Where it points, with UTF-8 names as themselves when `core.quotePath` is false.
  public func place(quotingHighBytes: Bool) -> String {
    let shown = QuotedPath.display(path, quotingHighBytes: quotingHighBytes)
    return position.map { "\(shown):\($0.line):\($0.column)" } ?? shown
  }
}
