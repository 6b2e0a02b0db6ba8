#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One pattern's rule as read from its literal: what the check judges. Each pattern's file
/// in this folder holds its rule type, and `RuleLiterals.all` lists the literals that read
/// into them; the reader, the evaluation and the check's planner reach a pattern only
/// through this protocol, never a switch of patterns (the drill through `DrillableRule`).
public protocol PatternRule: Sendable {
  var id: String { get }
  var title: String? { get }
  /// The pattern, as findings name it: `count-pin`.
  var pattern: String { get }
  /// The fence the rule keeps: its own, or a sentinel's companion; nil for the others.
  var keptFence: FenceRule? { get }
  /// The files the rule lets past it, under the label its literal lists them with.
  var exceptions: (label: String, paths: [String])? { get }
  /// Whether each exception names what it lets past (a layer's modules, a members rule's
  /// members), written `"path": [NAMES],  // reason`, rather than the whole file.
  var exceptionsGrant: Bool { get }
  /// What the rule's verdict depends on, beside its suite: the staged planner derives what
  /// a commit must judge from this alone. A fence's are the fence's (`RuleInputs.fence`).
  var inputs: RuleInputs { get }
  /// The String Catalog whose values the rule judges, and the key prefix it reads: the
  /// caller reads the catalog's JSON (the engine reads none) and passes its values to
  /// `violations` (and the drill) as `catalogValues`.
  var catalogRead: (path: String, keys: String?)? { get }
  /// Whether only a run of its suite judges the rule's value (`swift test`); a check judges
  /// its suite and trail.
  var judgedAtRunTime: Bool { get }
  /// Every violation of the rule, written at `site`, in `files`. `catalogValues` carries a
  /// String Catalog's copy, which the caller reads (the engine reads no JSON).
  func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation]
  /// How the file at `path`, judged alone, breaks the rule today (empty: it complies); nil
  /// for a rule whose exceptions are not files judged one by one (a fence's are its
  /// fence's). What `fitness allow` widens and narrows such a rule's list by.
  func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]?
}

extension PatternRule {
  public var keptFence: FenceRule? { nil }
  public var exceptions: (label: String, paths: [String])? { keptFence.map { ("fence", $0.fence) } }
  public var exceptionsGrant: Bool { keptFence?.entriesGrant ?? false }
  public var inputs: RuleInputs { keptFence.map(RuleInputs.fence) ?? .suite }
  public var catalogRead: (path: String, keys: String?)? { nil }
  public var judgedAtRunTime: Bool { false }
  public func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]? { nil }
}

/// A rule whose count is pinned, with a trail of its moves above `count:` (a count pin, a
/// runtime pin): what `fitness fences` reports as a pin moved.
public protocol PinnedRule: PatternRule {
  var count: Int { get }
  var trail: [TrailLine] { get }
}
