// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// One pattern as a finding states it, in one file of this folder: the keys it adds to the
/// common ones, how they are read and checked, and the rule they draw. `FindingPatterns.all`
/// lists every pattern once; the reader and `fitness graduate` know patterns only through it.
package protocol FindingPattern: Sendable {
  /// The name a finding gives it: `pattern: independent-modules`.
  static var name: String { get }
  /// The keys the pattern reads, beside the common ones (`title`, `suite`, …), as
  /// declarations: those it shares with its literal taken from the literal's schema
  /// (`RuleLiteral.arguments`), and the finding's own (a sentinel's `drive`) declared
  /// beside them. Its keys, graduate's help and the docs' tables come from this list.
  static var arguments: [LiteralArgument] { get }
  /// The keys the pattern reads: `arguments`' keys.
  static var keys: Set<String> { get }
  /// Reads and checks the pattern's keys; every error names its key and points at its line.
  init(from decoder: FindingDecoder) throws(FindingsError)
  /// The rule the finding states, with what only the suite's text holds. `files` are the
  /// working tree's, for what a finding leaves to today's code (a layer's grants).
  func draft(of finding: Finding, ruleID: String, files: FileSet) throws(PatternRefusal) -> RuleDraft

  // What the pattern knows of its rules, wherever they are read from.

  /// How the suite declares `draft`'s rule (drawn by this pattern, then completed by
  /// graduate); nil for a rule of another pattern.
  static func literal(of draft: RuleDraft) -> SuiteLiteral?
  /// The suite's type name from the rule's parts (`CloudKitStaysInSyncTests`), which graduate
  /// trades for the finding's title when it says nothing specific; nil for another pattern's.
  static func suiteName(of body: any PatternRule) -> String?
  /// What `fitness explain` shows of the rule: what it looks at, and what it holds the code to.
  static func scope(of rule: SuiteRule) -> [String]
  static func contract(of rule: SuiteRule) -> [String]
  /// The draft with what the finding left to a search of `files` written in, once, when
  /// graduate writes a new suite (a pin's or a contract's declaring file), so the hook reads
  /// one file per commit.
  func located(_ draft: RuleDraft, in files: FileSet) throws(PatternRefusal) -> RuleDraft
  /// The files the finding lets past its rule: a fence's entries, a sentinel's sessions.
  var exceptions: [Finding.Entry] { get }
  /// What the rule leaves out of its scope, each with its reason.
  var excluded: [Finding.Entry] { get }
  /// The folders and files the finding names, where graduate looks for the test target that
  /// holds them.
  var places: [String] { get }
  /// The finding's stated reason for the whole rule, when its pattern has one (a layer's).
  var why: String? { get }
  /// The modules only the finding's fence may import (an import boundary's), so `suggest`
  /// drafts no second fence around them; the rule's `PatternRule.guardedModules`.
  var guardedModules: [String] { get }
  /// What `fitness suggest` drafts of this pattern from a sentence of the team's prose, with
  /// today's offenders in its fence; nil when the sentence states no rule of this pattern.
  static func draft(from sentence: DraftSentence) -> SentenceDraft?
}

extension FindingPattern {
  package static var keys: Set<String> { FindingDecoder.keys(of: arguments) }
  package static func scope(of rule: SuiteRule) -> [String] { [] }
  package func located(_ draft: RuleDraft, in files: FileSet) -> RuleDraft { draft }
  package var exceptions: [Finding.Entry] { [] }
  package var excluded: [Finding.Entry] { [] }
  package var places: [String] { exceptions.map(\.path) }
  package var why: String? { nil }
  package var guardedModules: [String] { [] }
  package static func draft(from sentence: DraftSentence) -> SentenceDraft? { nil }
}

/// Why a finding draws no rule: what it leaves open that the working tree cannot settle.
package struct PatternRefusal: Error, CustomStringConvertible {
  package var description: String
}
