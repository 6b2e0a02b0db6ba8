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
  static let usage = [
    UsageForm([
      .snapshot, .optional([rule]), .optional([format]), .optional([output]), .optional([noCache]),
      .optional([.strict]), .directory, .optional([.color]),
    ])
  ]
  static let about = """
    Reads the rules from the fitness suites (files named …Tests.swift inside a folder named
    Fitness) of the chosen snapshot and reports every file that breaks them. The default
    snapshot is --staged, which judges the files changed since HEAD, and all a changed rule
    reaches.

    Diagnostics go to stderr as `path:line:col: error: message [rule-id]`, then a summary.
    A rule whose finding says `severity: warning` is advice: its lines say `warning:`, and
    they fail nothing unless --strict.
    """
  static let exits = "exit status: 0 clean (warnings aside), 1 violations, 2 could not run, 64 usage error"

  static let rule = OptionSpec("--rule", value: "ID", repeats: true, help: "check only this rule (repeatable)")
  static let format = OptionSpec(
    "--format", value: ReportFormat.allCases.map(\.rawValue).joined(separator: "|"),
    help: """
      text (default: diagnostics on stderr), json (schema version 1), sarif
      (SARIF 2.1.0 for code scanning: a result per violation, each rule's
      fence in its properties), github (workflow annotations, plus a summary
      in GITHUB_STEP_SUMMARY), junit (a failing test case per violation, a
      passing one per clean rule) or gitlab (a Code Quality report)
      """)
  static let output = OptionSpec(
    "--output", value: "FILE",
    help: "write the report to FILE instead of stdout (text: the same lines as\nstderr, written to FILE too)")
  static let noCache = OptionSpec(
    "--no-cache",
    help: """
      scan every blob afresh, without reading or writing the caches (kept
      under the git directory, in fitness/: the scan cache, and the findings'
      summaries that let `fitness` answer --all by itself). A staged check only
      reads the scan cache, for the files a changed rule reaches
      """)

  var snapshot: SnapshotOptions
  var ruleIDs: [String]
  var format: ReportFormat
  var output: String?
  var useCache: Bool
  var strict: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    snapshot = try SnapshotOptions.read(from: &arguments, default: .staged)
    ruleIDs = try arguments.values(Self.rule)
    format = ReportFormat(rawValue: try arguments.value(Self.format) ?? "text") ?? .text
    output = try arguments.value(Self.output)
    useCache = !arguments.flag(Self.noCache)
    strict = arguments.flag(.strict)
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    // What the front worked out before it handed this run over is taken as it stands.
    let handOff = HandOff.received(environment: context.environment)
    let snapshot = resolved(handOff: handOff, context: context)
    if let handOff, context.environment["FITNESS_TRACE"] != nil {
      console.error("fitness: trace: handed over by the front (\(handOff.reason))")
    }
    let opened = try ToolSource.open(context, snapshot: snapshot, directReaderCannot: handOff?.readerCannot == true)
    let progress = snapshot.kind != .staged && Console.standardErrorIsTerminal ? Self.progressLine(on: console) : nil
    let check = ToolCheck(kind: snapshot.kind, opened: opened, ruleIDs: ruleIDs, useCache: useCache, progress: progress)
    var (run, cache) = try check.run()
    run.byHand = Console.ranByHand(environment: context.environment)
    run.strict = strict
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
          findings: format == .json || format == .sarif ? try FindingSummaryReader.index(opened.source) : [:],
          scope: Self.describe(snapshot.kind), judgedFiles: outcome.judgedFiles,
          documentBase: CheckReport.documentBase(environment: context.environment, root: opened.root),
          timestamp: CheckReport.timestamp(environment: context.environment), selectedRules: ruleIDs),
        context: context,
        graph: {
          // The summary draws each forbidden import between the modules it joins: no file is
          // read again but the manifests and projects.
          try ModuleGraph.read(opened.source, rules: [], violations: outcome.violations, sources: false).breaks
        })
    }
    console.quotesPaths = QuotePathSetting.quotes(commonDirectory: opened.cacheFolder, environment: context.environment)
    return run.print(on: console, diagnostics: format == .text)
  }

  /// What `--staged` judges here: under the pre-commit framework outside a commit, every
  /// file or the pushed revision, as the front chose or as the environment says.
  private func resolved(handOff: HandOff?, context: CommandContext) -> SnapshotOptions {
    var snapshot = snapshot
    guard snapshot.kind == .staged else { return snapshot }
    let choice = handOff?.choice ?? PreCommitMode.choice(environment: context.environment)
    switch choice {
    case .staged: break
    case .all: snapshot.kind = .index
    case .revision(let revision): snapshot.kind = .revision(revision)
    }
    // Said once: the front said it already when it resolved the choice.
    if let note = PreCommitMode.note(choice), handOff?.choice == nil { context.console.error(note) }
    return snapshot
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
  private func emitReport(_ report: CheckReport, context: CommandContext, graph: (() throws -> ModuleGraph)?) throws {
    guard let text = format.render(report) else { return }
    if let output {
      try AtomicFile.replace(GitEnvironment.absolute(output, against: context.currentDirectory), with: text)
    } else {
      context.console.out(String(text.dropLast()))
    }
    if format == .github, let summary = context.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
      try AtomicFile.append(GitHubReport.summary(report, graph: try graph?()), to: summary)
    }
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
