#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A snapshot as the engine sees it: every path in it, and the scanned files to judge.
///
/// In a full check every file is judged. In the staged check only the changed files and
/// the files a changed rule points at are, so a verdict about a file that is not judged
/// (say, a stale fence entry) is left to the check that reads it.
///
/// A judged file is held either whole (`sources`) or, in a full scan where only fences and
/// needle counts look at it, as its facts (`facts`), which is all those rules read.
public struct FileSet: Sendable {
  /// Every file path in the snapshot, repo-relative.
  public var paths: Set<String>
  /// The files to judge whole, by path.
  public var sources: [String: ScannedSource] {
    didSet {
      declaredOrder = nil
      derived = nil
    }
  }
  /// The files judged by their facts alone, by path; each holds every needle of the rules.
  public var facts: [String: SourceFacts] { didSet { declaredOrder = nil } }
  /// The verdicts of the rules that judge files from their declarations on files held whole,
  /// found by the caller already (on every core), by path, then by the rule's judge key, as
  /// `SourceFacts.breaches` holds them; a rule walks the others' `sources` itself.
  public var breaches: [String: [String: [FactBreach]]] = [:] { didSet { declaredOrder = nil } }
  /// The paths whose declarations or verdicts a rule reads, in order, when the caller ordered
  /// them once for every rule (`declaredPaths`); nil otherwise, and again once the files change.
  public var declaredOrder: [String]? = nil
  /// Folder and glob fence entries of which the snapshot did not read every file, by rule
  /// id: a staged check reads them only when the commit touches what they hold, so their
  /// staleness is not judged here. Empty when everything was read (a full check, a suite).
  public var unreadEntries: [String: Set<String>] = [:]
  /// In a staged check, the records the commit's changed files held in HEAD, by path, then
  /// by judge key, given to a rule read across files to which one of them says something
  /// new: the rule judges only the files whose verdict that can reach, and the others keep
  /// HEAD's, as every file does when nothing new is said (the check's `headVerdict`). Nil
  /// otherwise, and every file is judged.
  public var headRecords: [String: [String: [FactBreach]]]? = nil
  /// The bytes of every package manifest (`Package.swift`) in the snapshot, by path, when a
  /// rule reads the repository's own modules from them (`RuleInputs.manifests`); empty
  /// otherwise.
  public var manifests: [String: [UInt8]] = [:] { didSet { derived = nil } }
  /// Keeps what rules derive from the manifests (their modules), so the rules that read
  /// them derive it once for the set, not once each: under `swift test` a 7 MB Xcode
  /// project took a second to read per rule. Given a key and the work, it answers with
  /// the work's result, done once per key. Set by a caller that shares the set between
  /// rules (the suites' tree, the check); nil, and again once the manifests change, and
  /// each rule does the work itself.
  public var derived: (@Sendable (_ key: String, _ work: () -> any Sendable) -> any Sendable)? = nil

  /// The package manifests' bytes: those read for the purpose, else the manifests among the
  /// files held whole (a set of every Swift file, as graduate and the drill build).
  public var packageManifests: [String: [UInt8]] {
    guard manifests.isEmpty else { return manifests }
    var found: [String: [UInt8]] = [:]
    for (path, source) in sources where ManifestName.isBuildManifest(path) { found[path] = source.bytes }
    return found
  }

  public init(paths: Set<String>, sources: [String: ScannedSource], facts: [String: SourceFacts] = [:]) {
    self.paths = paths
    self.sources = sources
    self.facts = facts
  }

  /// Every judged path, whole or by facts: in order when all are whole. A full scan's
  /// tens of thousands of facts are left unordered; its caller orders the violations.
  public var judgedPaths: [String] {
    if facts.isEmpty { return sources.keys.sorted() }
    if sources.isEmpty { return Array(facts.keys) }
    return Array(sources.keys) + facts.keys.filter { sources[$0] == nil }
  }

  /// The judged paths a rule's `selection` selects, in order. A rule that counts or searches
  /// its selection reads these and no others: another rule's roots may put a file in the
  /// judged set (a test file under a count pin's folder), and a verdict that changed with it
  /// would depend on which rules run beside it.
  public func judgedPaths(selectedBy selection: RuleInputs.Selection) -> [String] {
    judgedPaths.filter(selection.selects).sorted()
  }

  /// The facts of a judged file about `needles`; nil when the file is not judged.
  /// A file held both ways (read whole for one rule, fenced by others) answers from its
  /// facts, found once, not searched again for each fence.
  public func facts(of path: String, needles: [String]) -> SourceFacts? {
    if !facts.isEmpty, let known = facts[path] { return known }
    return sources[path]?.facts(needles: needles)
  }
}

/// Where a rule is written down, so messages can send the reader to the contract.
public struct RuleSite: Sendable {
  /// The suite holding the rule, repo-relative.
  public var suitePath: String
  /// The rule literal's position in the suite.
  public var position: SourcePosition?
  /// The position of each fence entry in the suite.
  public var entryPositions: [String: SourcePosition]

  public init(
    suitePath: String, position: SourcePosition? = nil,
    entryPositions: [String: SourcePosition] = [:]
  ) {
    self.suitePath = suitePath
    self.position = position
    self.entryPositions = entryPositions
  }
}

extension RuleSite {
  /// A violation of the suite's own text, at its rule literal: a pin without its trail, a
  /// sentinel that lost its assertion, a rule that judges nothing.
  public func violation(of ruleID: String, _ kind: Violation.Kind, message: String, subject: String) -> Violation {
    Violation(ruleID: ruleID, kind: kind, path: suitePath, position: position, message: message, subject: subject)
  }

  /// The key of a re-exporter's record in `entryPositions`: the same file may also be a
  /// fence entry, whose position is keyed by its path alone.
  public static func reexportKey(_ module: String, _ path: String) -> String {
    "reexports\u{1F}\(module)\u{1F}\(path)"
  }
}
