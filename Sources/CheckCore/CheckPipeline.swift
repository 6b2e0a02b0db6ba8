import CommandLineIO
import RuleEngine

/// The one sequence of `fitness check`, which the front and `fitness-tool` both run, each
/// with the readers it links. Only the readers differ, so the two cannot print different
/// verdicts for one snapshot; a reader that cannot answer correctly throws `ToolMustAnswer`,
/// and the front hands the whole run to the tool.
///
/// The steps: read the rules; check the graduated findings' promise where it may have
/// changed; say which suites the commit removes; warn about a stale vendored engine (full
/// checks); judge the snapshot; gather the verdict.
package struct CheckPipeline {
  /// A reader that cannot answer correctly, with why; never a failure of the check.
  package struct ToolMustAnswer: Error, CustomStringConvertible {
    package var reason: String
    /// The direct reader cannot read these files (a shape it does not support), as opposed
    /// to a question only the tool answers: the tool then opens them with libgit2 alone.
    package var readerCannot = false
    package init(_ reason: String, readerCannot: Bool = false) {
      (self.reason, self.readerCannot) = (reason, readerCannot)
    }
    package var description: String { reason }
  }

  /// What both executables say when the repository's own files are damaged (exit 2).
  package static func damaged(_ reason: String) -> String {
    "fitness: error: the repository's files are damaged: \(reason); nothing was judged. `git fsck` shows the "
      + "damage; repair it (or re-clone), then run again"
  }

  /// What an executable reads beyond the snapshot's bytes.
  package struct Readers {
    /// The rules to judge by (all of them, or those `--rule` selects).
    package var rules: (any SnapshotReading) throws -> RuleSet = { try RuleSet.load(from: $0) }
    /// Every finding's summary, in path order: read with libyaml by the tool, from its
    /// recorded summaries by the front.
    package var findingSummaries: (any SnapshotReading) throws -> [(path: String, summary: FindingSummary)]
    /// Whether graduated findings are checked at all (not with `--rule`).
    package var checksFindings = true
    /// String Catalogs' copy by blob; nil reads every catalog a contract judges.
    package var catalogCache: CatalogCache? = nil
    /// Xcode projects' targets kept by blob (`ProjectDigestCache`).
    package var projectDigests: ProjectDigestCache? = nil
    /// Vendored engines already found unedited; nil reads each whole on every full check.
    package var vendoredChecks: VendoredChecks? = nil
    /// A full check's fact scanner (a cache may answer); nil scans every judged file whole.
    package var factScanner: (any FactScanning)? = nil
    /// A staged check's read-only scan cache, for the files a changed rule reaches.
    package var scanCacheDirectory: String? = nil
    /// The suites in the working tree that the snapshot does not hold (untracked): said when
    /// no rule is found. Nil: not looked for.
    package var untrackedSuites: ((any SnapshotReading) -> [String])? = nil
    /// Where the snapshot's builds compile sources, read from its manifests; nil, or an
    /// answer of nil, when they cannot say, and every path counts as compiled. A link the
    /// check cannot read through is refused only where a build compiles it (`RefusedLinks`).
    package var compiledFolders: ((any SnapshotReading) throws -> ((String) -> Bool)?)? = nil
    /// Hears how many files are read, for a progress line.
    package var progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    /// Whether the process exits once it has printed: see `SnapshotCheck.leavesReadsToExit`.
    package var leavesReadsToExit = false

    package init(findingSummaries: @escaping (any SnapshotReading) throws -> [(path: String, summary: FindingSummary)])
    {
      self.findingSummaries = findingSummaries
    }
  }

  /// A finished run: what to print, and the outcome a report renders.
  package struct Run {
    package var rules: RuleSet
    /// Warning lines, printed before the verdict.
    package var warnings: [String]
    /// The judged snapshot's outcome; nil when there was nothing to judge.
    package var outcome: SnapshotCheck.Outcome?
    package var scope: String
    package var isStaged: Bool
    /// A person ran the check (`Console.ranByHand`): a clean staged check says so in one
    /// line, where under the hook it stays quiet.
    package var byHand = false
    /// `--strict`: a warning fails the check as an error does.
    package var strict = false

    /// Prints the warnings and the verdict; `diagnostics` false when a machine report
    /// carries them instead.
    package func print(on console: Console, diagnostics: Bool = true) -> ExitStatus {
      for line in warnings { console.error(line) }
      guard let outcome else { return .clean }
      var verdict = CheckVerdict(outcome: outcome, rules: rules, scope: scope, isStaged: isStaged)
      verdict.saysClean = !isStaged || byHand
      verdict.strict = strict
      return verdict.print(on: console, diagnostics: diagnostics)
    }
  }

  package var source: any SnapshotReading
  package var readers: Readers
  /// `staged`, `all tracked files`, `revision REV` or `working tree`.
  package var scope: String

  package init(source: any SnapshotReading, readers: Readers, scope: String) {
    self.source = source
    self.readers = readers
    self.scope = scope
  }

  var isStaged: Bool { source.changedPaths != nil }

  /// Whether the check judges Swift files: a full check, or a commit that stages some.
  package static func judgesSwift(_ source: any SnapshotReading) -> Bool {
    source.changedPaths.map { $0.contains(where: PathPrefix.hasSwiftSuffix) } ?? true
  }

  /// Whether the staged commit touches findings or suites, or removes files: only then can
  /// the graduated findings' promise change (a suite may drop the rule a finding names, or
  /// change its id), so a staged check reads no finding otherwise.
  package static func findingsMayChange(_ source: any SnapshotReading) -> Bool {
    guard let changed = source.changedPaths else { return true }
    return !source.removedPaths.isEmpty
      || changed.contains { $0.hasPrefix(GraduatedFindingCheck.folder) || SuiteRule.isSuitePath($0) }
  }

  package func run() throws -> Run {
    let rules = try readers.rules(source)
    if let refusal = try RefusedLinks.refusal(
      in: source, rules: rules, compiled: { [source, readers] in try readers.compiledFolders?(source) ?? nil })
    {
      throw refusal
    }
    var warnings: [String] = []
    var graduated: [Violation] = []
    if readers.checksFindings, Self.findingsMayChange(source) {
      let checked = GraduatedFindingCheck.check(try readers.findingSummaries(source), in: source, rules: rules)
      guard checked.unreadable.isEmpty else { throw UnreadableFindings(problems: checked.unreadable) }
      graduated = checked.violations
    }
    warnings += CheckVerdict.removedSuiteWarnings(in: source, rules: rules)
    var run = Run(rules: rules, warnings: warnings, outcome: nil, scope: scope, isStaged: isStaged)
    if rules.rules.isEmpty, graduated.isEmpty {
      // Right after graduate the suites may sit on disk untracked; a commit of Swift files
      // then passes unjudged, so the hook says so too.
      let untracked = Self.judgesSwift(source) ? readers.untrackedSuites?(source) ?? [] : []
      if !untracked.isEmpty {
        run.warnings.append(CheckVerdict.untrackedSuitesWarning(untracked))
      } else if !isStaged {
        run.warnings.append(CheckVerdict.noRulesWarning)
      }
      return run
    }
    // A full check warns about a stale vendored engine and a FitnessKit pinned at another
    // version; the hook does not read those files on every commit.
    if !isStaged {
      run.warnings +=
        try VendoredStamp.warnings(in: source, rules: rules.rules, checked: readers.vendoredChecks)
        + LibraryPin.warnings(in: source)
    }
    var check = SnapshotCheck(snapshot: source, rules: rules)
    check.catalogCache = readers.catalogCache
    check.projectDigests = readers.projectDigests
    check.factScanner = isStaged ? nil : readers.factScanner
    check.scanCacheDirectory = isStaged ? readers.scanCacheDirectory : nil
    check.progress = readers.progress
    check.leavesReadsToExit = readers.leavesReadsToExit
    var outcome = try check.run()
    outcome.violations += graduated
    run.outcome = outcome
    return run
  }
}
