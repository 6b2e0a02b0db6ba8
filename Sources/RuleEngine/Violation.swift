#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One broken rule at one place.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    /// A file imports a module it may not.
    case forbiddenImport = "forbidden-import"
    /// A file uses an API needle it may not.
    case forbiddenAPI = "forbidden-api"
    /// A fence entry names a file that is gone or no longer needs the exception.
    case staleEntry = "stale-entry"
    /// A file the fence allows a module re-exports it, unrecorded: its importers get the
    /// module unseen.
    case unrecordedReexport = "unrecorded-reexport"
    /// A rule whose roots select no file, so it checks nothing.
    case vacuousRule = "vacuous-rule"
    /// A pinned count that no longer matches its subject.
    case pinDrift = "pin-drift"
    /// A pin whose trail does not state the pinned number.
    case trailMissing = "trail-missing"
    /// A pin or contract whose subject cannot be found.
    case subjectMissing = "subject-missing"
    /// A user-facing value that breaks its copy contract.
    case copyBreach = "copy-breach"
    /// A selected declaration that lacks what a declarations rule requires, or has what it
    /// forbids.
    case declarationBreach = "declaration-breach"
    /// A runtime sentinel or pin whose suite no longer asserts what it promised.
    case sentinelWeakened = "sentinel-weakened"
    /// A graduated finding whose suite, or whose rule in it, is gone.
    case suiteMissing = "suite-missing"
  }

  public var ruleID: String
  public var kind: Kind
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
    self.ruleID = ruleID
    self.kind = kind
    self.path = path
    self.position = position
    self.message = message
    self.subject = subject
  }

  /// The compiler-style line: `path:line:col: error: message [rule-id]`.
  public var description: String { "\(place): error: \(message)" }

  /// Where it points, as git shows paths (quoted when a byte needed escaping), the same in
  /// the hook's output and in a suite's failure.
  public var place: String { place(quotingHighBytes: true) }

  /// Where it points, with UTF-8 names as themselves when `core.quotePath` is false.
  public func place(quotingHighBytes: Bool) -> String {
    let shown = QuotedPath.display(path, quotingHighBytes: quotingHighBytes)
    return position.map { "\(shown):\($0.line):\($0.column)" } ?? shown
  }
}
