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
  /// The files the rule lets past it, under the label its literal lists them with.
  var exceptions: (label: String, paths: [String])? { get }
  /// Whether each exception names what it lets past (a layer's modules, a members rule's
  /// members), written `"path": [NAMES],  // reason`, rather than the whole file.
  var exceptionsGrant: Bool { get }
  /// What the rule's verdict depends on, beside its suite: the staged planner derives what
  /// a commit must judge from this alone.
  var inputs: RuleInputs { get }
  /// The modules only the rule's entries may import (an import boundary's): `suggest`
  /// drafts no second fence around them.
  var guardedModules: [String] { get }
  /// Folders the rule names beyond its scope (an independent module's home), by the key a
  /// finding gives them and the module each belongs to: graduate refuses one that holds no
  /// tracked file.
  var namedFolders: [(key: String, module: String, folder: String)] { get }
  /// How a finding's entry names `names`, what it lets past, by key: a layer's `imports:` and
  /// `api:`, a members rule's `members:`; empty when its entries name nothing. What graduate
  /// prints for a team to paste, so it parses as printed.
  func entryGrants(_ names: [String]) -> [(key: String, names: [String])]
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
  /// What the exception `entry` lets past, when exceptions grant (`exceptionsGrant`): a
  /// layer entry's modules and needles, a members entry's members.
  func granted(to entry: String) -> [String]
  /// Whether `other` states the same contract, so that graduate widens `other`'s suite with
  /// this rule's entries instead of writing a second suite (a fence over the same modules).
  func sharesContract(with other: any PatternRule) -> Bool
  /// The rule with every file that breaks it in `files` let past (`graduate --baseline`),
  /// and the entries that adds; nil when the pattern takes no baseline.
  func baselined(over files: FileSet) -> (rule: any PatternRule, added: [String])?
  /// The rule with what it must record from `files` written in (a fence's re-exporters),
  /// and each record's key in `RuleSite.entryPositions` with the words of its reason.
  func recording(from files: FileSet) -> (rule: any PatternRule, records: [(key: String, reason: String)])
  /// The key a finding's fence entry names what it lets past under (`types`, `members`);
  /// nil when its entries name nothing, or name it their own way (a layer's `imports`, `api`).
  var grantKey: String? { get }
  /// The key of the verdict the fact scan may find on each file's declaration facts in
  /// place of keeping them (`judgedBreaches`): everything that verdict depends on besides
  /// the file. Nil for a rule that judges no file that way.
  func judgeKey(site: RuleSite) -> String?
  /// That verdict: how a file with `facts` breaks the rule, fence aside.
  func judgedBreaches(of facts: DeclarationFacts, site: RuleSite) -> [FactBreach]
  /// A pinned count and the trail of its moves (a count pin, a runtime pin); nil for the rest.
  var pin: (count: Int, trail: [TrailLine])? { get }
  /// What the rule draws on the module graph (`fitness graph`); nil for a rule about no
  /// import.
  var drawing: RuleDrawing? { get }
  /// How the file at `path`, judged alone, breaks the rule today (empty: it complies); nil
  /// for a rule whose exceptions are not files judged one by one (a fence's are its
  /// fence's). What `fitness allow` widens and narrows such a rule's list by.
  func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]?
}

extension PatternRule {
  public var exceptions: (label: String, paths: [String])? { nil }
  public var exceptionsGrant: Bool { false }
  public var inputs: RuleInputs { .suite }
  public var guardedModules: [String] { [] }
  public var namedFolders: [(key: String, module: String, folder: String)] { [] }
  public func entryGrants(_ names: [String]) -> [(key: String, names: [String])] {
    grantKey.map { [($0, names)] } ?? []
  }
  public var catalogRead: (path: String, keys: String?)? { nil }
  public func catalogCopy(_ bytes: [UInt8], path: String) throws(UnreadableCatalog) -> [CopyValue] { [] }
  public var judgedAtRunTime: Bool { false }
  public func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]? { nil }
  public func granted(to entry: String) -> [String] { [] }
  public func sharesContract(with other: any PatternRule) -> Bool { false }
  public func baselined(over files: FileSet) -> (rule: any PatternRule, added: [String])? { nil }
  public func recording(from files: FileSet) -> (rule: any PatternRule, records: [(key: String, reason: String)]) {
    (self, [])
  }
  public var pin: (count: Int, trail: [TrailLine])? { nil }
  public var drawing: RuleDrawing? { nil }
  public var grantKey: String? { nil }
  public func judgeKey(site: RuleSite) -> String? { nil }
  public func judgedBreaches(of facts: DeclarationFacts, site: RuleSite) -> [FactBreach] { [] }
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

/// A rule as the module graph draws it: the modules it fences, the imports it forbids,
/// and the modules it keeps apart.
public struct RuleDrawing: Sendable, Equatable {
  /// Modules only the `allowed` paths may import (an import boundary's).
  public var fenced: [String] = []
  /// Modules nothing under `forbiddenFrom` may import but the `allowed` paths (a layer's).
  public var forbidden: [String] = []
  /// Paths whose imports of `forbidden` are forbidden; `""` for every path.
  public var forbiddenFrom: [String] = []
  /// Paths let past the rule.
  public var allowed: [String] = []
  /// Modules none of which may import another, each with the folders it lives in.
  public var apart: [String: [String]] = [:]

  public init(
    fenced: [String] = [], forbidden: [String] = [], forbiddenFrom: [String] = [], allowed: [String] = [],
    apart: [String: [String]] = [:]
  ) {
    (self.fenced, self.forbidden, self.forbiddenFrom) = (fenced, forbidden, forbiddenFrom)
    (self.allowed, self.apart) = (allowed, apart)
  }
}
