#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What graduate, `allow`, `suggest` and `fitness graph` ask of a rule beyond its verdict.
///
/// A suite only judges, so none of this is `PatternRule`'s: each answer lives in a
/// `+Graduation.swift` file, which no vendored copy carries (`EngineSourcesPlugin`), and a
/// test target's every clean build type-checks only what its suites run. Each pattern's rule
/// type conforms in its own folder's `+Graduation.swift` file, with what it answers
/// differently from the defaults below; `GraduatedRuleTests` holds every pattern to that.
public protocol GraduatedRule: PatternRule {
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
  /// What the exception `entry` lets past, when exceptions grant (`exceptionsGrant`): a
  /// layer entry's modules and needles, a members entry's members.
  func granted(to entry: String) -> [String]
  /// Whether `other` states the same contract, so that graduate widens `other`'s suite with
  /// this rule's entries instead of writing a second suite (a fence over the same modules).
  func sharesContract(with other: any PatternRule) -> Bool
  /// The rule with every file that breaks it in `files` let past (`graduate --baseline`),
  /// and the entries that adds; nil when the pattern takes no baseline.
  func baselined(over files: FileSet) -> (rule: any PatternRule, added: [String])?
  /// The same for a rule that reads a catalog's copy, which the caller read.
  func baselined(over files: FileSet, catalogValues: [CopyValue]?) -> (rule: any PatternRule, added: [String])?
  /// The rule with what it must record from `files` written in (a fence's re-exporters),
  /// and each record's key in `RuleSite.entryPositions` with the words of its reason.
  func recording(from files: FileSet) -> (rule: any PatternRule, records: [(key: String, reason: String)])
  /// What the rule draws on the module graph (`fitness graph`); nil for a rule about no
  /// import.
  var drawing: RuleDrawing? { get }
  /// How the file at `path`, judged alone, breaks the rule today (empty: it complies); nil
  /// for a rule whose exceptions are not files judged one by one (a fence's are its
  /// fence's). What `fitness allow` widens and narrows such a rule's list by.
  func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]?
  /// How the file at `path` breaks the rule today among `files`, which hold every file the
  /// rule reads with it: for a rule that judges its files together (what a type inherits
  /// through another file), what `fitness allow` reads in place of the file alone.
  func breaches(of path: String, among files: FileSet, site: RuleSite) -> [Violation]?
  /// What makes the rule vacuous in a tree of `paths` beyond its roots and fence (a folder it
  /// keeps out of reach that holds no file): each with the finding's key, the value as
  /// written, and why. Graduate refuses the rule at that value.
  func vacuity(among paths: Set<String>) -> [(key: String, value: String, message: String)]
  /// The files the rule judges, when that is narrower than what it reads (`inputs`): a rule
  /// whose verdict on a file reads the others judges only its roots.
  var judgedScope: PathScope? { get }
  /// The fence entry that would let `violation` past, among `files`: its file, for most
  /// rules; the manifest that declares the target, for a target's dependencies.
  func fenceEntry(for violation: Violation, in files: FileSet) -> String
  /// What a finding's fence entry names: `path` (a file, folder or glob), or `key` (a copy
  /// contract's catalog key or case).
  var entryNoun: String { get }
  /// The name of the type whose folder a vendored copy must carry for the rule's suite to
  /// compile: the rule's own, or the literal a fence was declared with (`ImportBoundary`),
  /// since the three fence literals read into one rule type but live in folders of their own.
  var carriedType: String { get }
}

extension GraduatedRule {
  public var guardedModules: [String] { [] }
  public var namedFolders: [(key: String, module: String, folder: String)] { [] }
  public func entryGrants(_ names: [String]) -> [(key: String, names: [String])] {
    grantKey.map { [($0, names)] } ?? []
  }
  public func granted(to entry: String) -> [String] { [] }
  public func sharesContract(with other: any PatternRule) -> Bool { false }
  public func baselined(over files: FileSet) -> (rule: any PatternRule, added: [String])? { nil }
  public func baselined(over files: FileSet, catalogValues: [CopyValue]?) -> (rule: any PatternRule, added: [String])? {
    baselined(over: files)
  }
  public func recording(from files: FileSet) -> (rule: any PatternRule, records: [(key: String, reason: String)]) {
    (self, [])
  }
  public var drawing: RuleDrawing? { nil }
  public func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]? { nil }
  public func breaches(of path: String, among files: FileSet, site: RuleSite) -> [Violation]? {
    files.sources[path].flatMap { breaches(ofFile: $0, path: path, site: site) }
  }
  public func vacuity(among paths: Set<String>) -> [(key: String, value: String, message: String)] { [] }
  public var judgedScope: PathScope? { inputs.scope }
  public var carriedType: String { String(describing: type(of: self)) }
  public func fenceEntry(for violation: Violation, in files: FileSet) -> String { violation.path }
  public var entryNoun: String { "path" }
}

/// The same questions of any rule, as the tooling holds it (`SuiteRule.body`), answered by
/// its pattern. Every pattern's rule is a `GraduatedRule`, so the answers after `??` (a rule
/// that answers nothing) are never reached. The defaults above are not redundant with them:
/// without one, a conforming type's requirement would be met by the member below, which
/// asks the requirement again, forever.
extension PatternRule {
  private var graduated: (any GraduatedRule)? { self as? any GraduatedRule }

  public var guardedModules: [String] { graduated?.guardedModules ?? [] }
  public var namedFolders: [(key: String, module: String, folder: String)] { graduated?.namedFolders ?? [] }
  public func entryGrants(_ names: [String]) -> [(key: String, names: [String])] {
    graduated?.entryGrants(names) ?? []
  }
  public func granted(to entry: String) -> [String] { graduated?.granted(to: entry) ?? [] }
  public func sharesContract(with other: any PatternRule) -> Bool { graduated?.sharesContract(with: other) ?? false }
  public func baselined(over files: FileSet) -> (rule: any PatternRule, added: [String])? {
    graduated?.baselined(over: files)
  }
  public func baselined(over files: FileSet, catalogValues: [CopyValue]?) -> (rule: any PatternRule, added: [String])? {
    graduated?.baselined(over: files, catalogValues: catalogValues)
  }
  public func recording(from files: FileSet) -> (rule: any PatternRule, records: [(key: String, reason: String)]) {
    graduated?.recording(from: files) ?? (self, [])
  }
  public var drawing: RuleDrawing? { graduated?.drawing }
  public func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]? {
    graduated?.breaches(ofFile: source, path: path, site: site)
  }
  public func breaches(of path: String, among files: FileSet, site: RuleSite) -> [Violation]? {
    graduated?.breaches(of: path, among: files, site: site)
  }
  public func vacuity(among paths: Set<String>) -> [(key: String, value: String, message: String)] {
    graduated?.vacuity(among: paths) ?? []
  }
  public var judgedScope: PathScope? { graduated?.judgedScope ?? inputs.scope }
  public var carriedType: String { graduated?.carriedType ?? String(describing: type(of: self)) }
  public func fenceEntry(for violation: Violation, in files: FileSet) -> String {
    graduated?.fenceEntry(for: violation, in: files) ?? violation.path
  }
  public var entryNoun: String { graduated?.entryNoun ?? "path" }
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
  /// Folders (or globs of folders) whose references to each other's types the rule judges
  /// (a references or reference-cycle rule's), drawn as nodes with those references as edges.
  public var referenceFolders: [String] = []

  /// A layer's allowlist: of the repository's own modules, the only ones `forbiddenFrom` may
  /// import; the graph forbids the rest of those it knows.
  public var mayImport: [String]? = nil

  public init(
    fenced: [String] = [], forbidden: [String] = [], forbiddenFrom: [String] = [], allowed: [String] = [],
    apart: [String: [String]] = [:], referenceFolders: [String] = []
  ) {
    (self.fenced, self.forbidden, self.forbiddenFrom) = (fenced, forbidden, forbiddenFrom)
    (self.allowed, self.apart, self.referenceFolders) = (allowed, apart, referenceFolders)
  }
}
