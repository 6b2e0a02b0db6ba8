#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One pattern's rule as read from its literal: what the check judges. Each pattern's file
/// in this folder holds its rule type, and `RuleLiterals.all` lists the literals that read
/// into them; the reader, the evaluation and the check's planner reach a pattern only
/// through this protocol, never a switch of patterns. What only the tooling asks of a rule
/// is asked through `GraduatedRule` (graduate, `allow`, `suggest`, `graph`) and
/// `DrillableRule` (the drill), which no vendored copy carries: a suite only judges.
public protocol PatternRule: Sendable {
  var id: String { get }
  var title: String? { get }
  /// The pattern, as findings name it: `count-pin`.
  var pattern: String { get }
  /// The files the rule lets past it, under the label its literal lists them with.
  var exceptions: (label: String, paths: [String])? { get }
  /// Whether each exception names what it lets past (a layer's modules, a members rule's
  /// members), written `"path": [NAMES],  // reason`, rather than the whole file.
  var exceptionsGrant: Bool { get }
  /// What the rule's verdict depends on, beside its suite: the staged planner derives what
  /// a commit must judge from this alone.
  var inputs: RuleInputs { get }
  /// The String Catalog whose values the rule judges, and the key prefix it reads: the
  /// caller reads the catalog's JSON (the engine reads none) and passes its values to
  /// `violations` (and the drill) as `catalogValues`.
  var catalogRead: (path: String, keys: String?)? { get }
  /// The copy in the bytes of the catalog `catalogRead` names (`CatalogCopy` reads them):
  /// the pattern that reads a catalog knows its format.
  func catalogCopy(_ bytes: [UInt8], path: String) throws(UnreadableCatalog) -> [CopyValue]
  /// Whether only a run of its suite judges the rule's value (`swift test`); a check judges
  /// its suite and trail.
  var judgedAtRunTime: Bool { get }
  /// Every violation of the rule, written at `site`, in `files`. `catalogValues` carries a
  /// String Catalog's copy, which the caller reads (the engine reads no JSON).
  func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation]
  /// The key a finding's fence entry names what it lets past under (`types`, `members`);
  /// nil when its entries name nothing, or name it their own way (a layer's `imports`, `api`).
  var grantKey: String? { get }
  /// A pinned count and the trail of its moves (a count pin, a runtime pin); nil for the rest.
  var pin: (count: Int, trail: [TrailLine])? { get }
}

extension PatternRule {
  public var exceptions: (label: String, paths: [String])? { nil }
  public var exceptionsGrant: Bool { false }
  public var inputs: RuleInputs { .suite }
  public var catalogRead: (path: String, keys: String?)? { nil }
  public func catalogCopy(_ bytes: [UInt8], path: String) throws(UnreadableCatalog) -> [CopyValue] { [] }
  public var judgedAtRunTime: Bool { false }
  public var pin: (count: Int, trail: [TrailLine])? { nil }
  public var grantKey: String? { nil }
}

/// A rule whose count is pinned, with a trail of its moves above `count:` (a count pin, a
/// runtime pin): what `fitness fences` reports as a pin moved.
public protocol PinnedRule: PatternRule {
  var count: Int { get }
  var trail: [TrailLine] { get }
}

extension PinnedRule {
  public var pin: (count: Int, trail: [TrailLine])? { (count, trail) }
}
