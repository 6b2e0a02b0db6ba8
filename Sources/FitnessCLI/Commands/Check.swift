import CheckCore
import CommandLineIO
import Dispatch
import GitFileReader
import LibGit2Reader
import RuleEngine
import SuiteRuntime

/// `fitness check`: judge a snapshot against every fitness suite in it.
struct Check: Command {
  static let name = "check"
  static let abstract = "judge the staged files (or a whole snapshot) against the fitness suites"
  static let help = """
    usage: fitness check [--staged | --all | --rev REV | --worktree] [--rule ID]... [--format text|json|sarif|github|junit|gitlab] [--output FILE] [--no-cache] [-C DIR] [--color WHEN]

    Reads the rules from the fitness suites (files named …Tests.swift inside a folder named
    Fitness) of the chosen snapshot and reports every file that breaks them.

    snapshots:
      --staged      what `git commit` would record: the index at GIT_INDEX_FILE (default).
                    Judges the files changed since HEAD, and all a changed rule reaches.
      --all         every tracked file in the index
      --rev REV     every file in a revision's tree (CI on a clean checkout)
      --worktree    the files on disk that git tracks or would add (not ignored): exactly
                    what the suites judge under `swift test`

    options:
      --rule ID     check only this rule (repeatable)
      --format F    text (default: diagnostics on stderr), json (schema version 1), sarif
                    (SARIF 2.1.0 for code scanning: a result per violation, each rule's
                    fence in its properties), github (workflow annotations, plus a summary
                    in GITHUB_STEP_SUMMARY), junit (a failing test case per violation, a
                    passing one per clean rule) or gitlab (a Code Quality report)
      --output FILE write the report to FILE instead of stdout (text: the same lines as
                    stderr, written to FILE too)
      --no-cache    scan every blob afresh, without reading or writing the caches (kept
                    under the git directory, in fitness/: the scan cache, and the findings'
                    summaries that let `fitness` answer --all by itself). A staged check only
                    reads the scan cache, for the files a changed rule reaches
      -C DIR        run as if started in DIR
      --color WHEN  auto (colour on a terminal), always or never

    Diagnostics go to stderr as `path:line:col: error: message [rule-id]`, then a summary.

    exit status: 0 clean, 1 violations, 2 could not run, 64 usage error
    """

  var snapshot: SnapshotOptions
  var ruleIDs: [String]
  var format: ReportFormat
  var output: String?
  var useCache: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    snapshot = try SnapshotOptions.read(from: &arguments, default: .staged)
    ruleIDs = try arguments.values("--rule")
    let name = try arguments.value("--format") ?? "text"
    guard let format = ReportFormat(rawValue: name) else {
      let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("--format takes one of \(known), not '\(name)'", command: Self.name)
    }
    self.format = format
    output = try arguments.value("--output")
    useCache = !arguments.flag("--no-cache")
    _ = try arguments.positionals(limit: 0)
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    var snapshot = snapshot
    // What the front worked out before it handed this run over is taken as it stands.
    let handOff = HandOff.received(environment: context.environment)
    if snapshot.kind == .staged {
      let choice = handOff?.choice ?? PreCommitMode.choice(environment: context.environment)
      switch choice {
      case .staged: break
      case .all: snapshot.kind = .index
      case .revision(let revision): snapshot.kind = .revision(revision)
      }
      // Said once: the front said it already when it resolved the choice.
      if let note = PreCommitMode.note(choice), handOff?.choice == nil { console.error(note) }
    }
    if let handOff, context.environment["FITNESS_TRACE"] != nil {
      console.error("fitness: trace: handed over by the front (\(handOff.reason))")
    }
    let opened = try openSource(context, snapshot: snapshot, directReaderCannot: handOff?.readerCannot == true)
    let files = opened.source
    // A full check of the index records what it read of each finding, so that the front
    // can answer the next one (see `FindingSummaryFile`).
    let recording = snapshot.kind == .index && useCache ? opened.cacheFolder : nil
    var readers = CheckPipeline.Readers { try FindingSummaryReader.summaries($0, recordingUnder: recording) }
    readers.rules = { [ruleIDs] in try RuleSet.load(from: $0).selecting(ruleIDs) }
    // A graduated finding whose suite is gone is a violation even when no rule is left;
    // with --rule only the rules asked for are judged.
    readers.checksFindings = ruleIDs.isEmpty
    if useCache, let folder = opened.cacheFolder {
      // The hook writes nothing, in any process: a staged check only reads the caches that
      // full checks keep.
      let write: ((String, [UInt8]) -> Void)? =
        snapshot.kind == .staged ? nil : { path, bytes in try? AtomicFile.replace(path, bytes: bytes) }
      readers.catalogCache = CatalogCache(commonDirectory: folder, write: write)
      readers.vendoredChecks = VendoredChecks(commonDirectory: folder, write: write)
    }
    var cache: ScanCache? = nil
    if snapshot.kind == .staged, useCache { readers.scanCacheDirectory = opened.cacheFolder }
    if snapshot.kind == .staged, let common = opened.cacheFolder, let root = opened.root {
      // The hook's answer, as the front gives it: the suites graduate recorded, not a walk.
      readers.untrackedSuites = { WrittenSuites.untracked(commonDirectory: common, workTree: root, in: $0) }
    } else if snapshot.kind == .index {
      readers.untrackedSuites = { [root = opened.root] in UntrackedSuites.find(root: root, missingFrom: $0) }
    }
    if snapshot.kind != .staged {
      // A full scan keeps facts, not sources, and reuses the facts of blobs it has seen.
      if useCache, let folder = opened.cacheFolder {
        let rules = try readers.rules(files)
        cache = ScanCache(commonDirectory: folder, request: SnapshotCheck(snapshot: files, rules: rules).factRequest())
        readers.rules = { _ in rules }
      }
      readers.factScanner = cache ?? DirectFactScanner()
      if Console.standardErrorIsTerminal { readers.progress = Self.progressLine(on: console) }
    }
    var run = try CheckPipeline(source: files, readers: readers, scope: Self.describe(snapshot.kind)).run()
    run.byHand = Console.ranByHand(environment: context.environment)
    console.endProgress()
    if context.environment["FITNESS_TRACE"] != nil, run.outcome != nil {
      let cacheLine = cache.map { "scan cache \($0.hits) hits, \($0.misses) misses" } ?? "no scan cache"
      console.error("fitness: trace: fitness-tool, \(opened.reader), \(cacheLine)")
    }
    if format != .text || output != nil {
      // With no rule there is nothing judged, and still a valid report for the CI step
      // that uploads it.
      let outcome = run.outcome ?? .empty
      try emitReport(
        CheckReport(
          rules: run.rules.rules.sorted { $0.id < $1.id }, violations: outcome.violations,
          findings: format == .json || format == .sarif ? try FindingSummaryReader.index(files) : [:],
          scope: Self.describe(snapshot.kind), judgedFiles: outcome.judgedFiles,
          documentBase: CheckReport.documentBase(environment: context.environment, root: opened.root),
          timestamp: CheckReport.timestamp(environment: context.environment), selectedRules: ruleIDs),
        context: context)
    }
    console.quotesPaths = QuotePathSetting.quotes(commonDirectory: opened.cacheFolder, environment: context.environment)
    return run.print(on: console, diagnostics: format == .text)
  }

  /// A full scan on a terminal that takes longer than a second says how far it got.
  static func progressLine(on console: Console) -> (Int, Int) -> Void {
    let start = DispatchTime.now().uptimeNanoseconds
    var last: UInt64 = 0
    return { done, total in
      let now = DispatchTime.now().uptimeNanoseconds
      guard now - start > 1_000_000_000, now - last > 100_000_000 || done == total else { return }
      last = now
      console.progress("fitness: \(done)/\(total) files read")
    }
  }

  /// Writes a machine report to stdout or `--output`, and the GitHub job summary.
  private func emitReport(_ report: CheckReport, context: CommandContext) throws {
    guard let text = format.render(report) else { return }
    if let output {
      try AtomicFile.replace(GitEnvironment.absolute(output, against: context.currentDirectory), with: text)
    } else {
      context.console.out(String(text.dropLast()))
    }
    if format == .github, let summary = context.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
      try AtomicFile.append(GitHubReport.summary(report), to: summary)
    }
  }

  /// The snapshot to judge. What a commit records (`--staged`) and every tracked file
  /// (`--all`) are read directly from the index and object files when the repository's
  /// shape allows (GitFileReader), which also finds damage libgit2 would pass over or loop on
  /// (exit 2); other snapshots, and shapes the direct reader steps aside from, through
  /// libgit2. `FITNESS_READER=libgit2` forces libgit2, to compare the two; so does a front
  /// that handed the run over because its direct reader could not read these files, so
  /// they are not opened twice by the same reader.
  private func openSource(_ context: CommandContext, snapshot: SnapshotOptions, directReaderCannot: Bool) throws -> (
    source: any SnapshotReading, cacheFolder: String?, reader: String, root: String?
  ) {
    if snapshot.kind == .index || snapshot.kind == .staged, context.environment["FITNESS_READER"] != "libgit2",
      !directReaderCannot
    {
      do {
        let index = try DirectRepository(environment: context.environment, directory: context.base(snapshot.directory))
        try index.verifyChecksum()
        let source = snapshot.kind == .staged ? try DirectSnapshot.staged(index) : DirectSnapshot.whole(index)
        return (source, index.commonDirectory, "direct reader", index.workTree)
      } catch  where error.isDamage {
        throw error
      } catch {
        // A shape the direct reader does not read: libgit2 below.
      }
    }
    let repository = try snapshot.openRepository(
      environment: context.environment, currentDirectory: context.currentDirectory)
    return (
      LibGit2Snapshot(try Snapshot(snapshot.kind, of: repository)), repository.commonDirectory, "libgit2",
      repository.workTree.map { String($0.dropLast()) }
    )
  }

  static func describe(_ kind: Snapshot.Kind) -> String {
    switch kind {
    case .staged: return "staged"
    case .index: return "all tracked files"
    case .revision(let revision): return "revision \(revision)"
    case .workTree: return "working tree"
    }
  }
}
