import CheckCore
import CommandLineIO
import Findings
import Foundation
import LibGit2Reader
import RuleEngine
import SwiftScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `fitness graduate`: a review finding becomes a permanent fitness suite.
struct Graduate: Command {
  static let name = "graduate"
  static let abstract = "turn a finding (findings/*.md) into a fitness suite, proven red first"
  static let usage = [
    UsageForm([
      .positional("FINDING"), .optional([suite]), .optional([typeName]), .optional([framework]),
      .optional([baseline]), .optional([dryRun]), .optional([force]), .directory,
    ])
  ]
  /// The patterns a finding may name, from the registry, so the help cannot miss one.
  static var about: String {
    let patterns = FindingPatterns.all.map { $0.name }.joined(separator: ", ")
    return """
      Reads the finding (\(patterns); never a draft), draws its rule, and
      runs the deliberate-break drill in memory: the rule must pass on the working tree and
      fail, naming the offender, when it is broken for real (an import or API needle outside
      the fence, a cross import, a fence entry removed, a pin off by one, an offending value
      in the copy, a type declared without a trait the rule requires). A fenced module that
      a Swift file re-exports (`@_exported import`) is recorded in the suite with that file.
      Only then does it write:
        - a suite named after the guarantee (CloudKitStaysInSyncTests.swift) in the test
          target's Fitness folder, holding the rule as literal data with each entry's reason
          (a pin with its trail; a sentinel with its URLProtocol and drive code);
        - FitnessSupport.swift beside it, the first time: the engine's own sources, vendored;
        - the finding, with status: graduated, suite:, rule: and graduated: set and a record
          of the drill appended.
      When a suite for the same fence exists, its fence is widened instead: the finding's
      entries are added in sorted order and nothing else in the file changes.
      """
  }
  /// Each pattern's keys, from its declaration (a schema pattern's, from its schema).
  static var exits: String {
    let keys = FindingPatterns.all.map { "  \($0.name): \($0.keys.sorted().joined(separator: ", "))" }
      .joined(separator: "\n")
    return """
      keys, beside title, pattern, suite and source (FindingFormat in the docs says each):
      \(keys)

      SOURCE_DATE_EPOCH, when set, fixes the recorded date.

      exit status: 0 graduated (or already), 1 the rule fails today or cannot be proven red,
      2 bad finding or refused write (nothing written), 64 usage error
      """
  }

  static let suite = OptionSpec(
    "--suite", value: "PATH",
    help: """
      the Fitness folder or suite file (default: the finding's 'suite:', else
      the one test target holding the finding's files; where several could,
      they are listed with the line to add)
      """)
  static let typeName = OptionSpec(
    "--name", value: "TypeNameTests", help: "the suite's type name (default: named after the guarantee)")
  static let framework = OptionSpec(
    "--framework", value: SuiteTemplate.Framework.allCases.map(\.rawValue).joined(separator: "|"),
    help: "the test framework (default: what the target's tests use)")
  static let dryRun = OptionSpec("--dry-run", help: "print what would be written, write nothing")
  static let force = OptionSpec(
    "--force",
    help: """
      overwrite an existing suite, or draw a graduated finding's rule again
      where its suite lost it; with --suite, move a graduated finding's
      suite there as it stands (a suite that holds the rule is the rule:
      it is never drawn again from the finding)
      """)
  static let baseline = OptionSpec(
    "--baseline", value: "WHY",
    help: """
      adopt a rule the code breaks today (a fence, a layer, declarations,
      members, files): fence every current offender (a declarations or
      members rule: each offending name) under this one dated reason,
      grouped as a baseline that only shrinks; a count pin that states no
      count: pin today's, with this reason as its trail line
      """)

  var findingArgument: String
  var options: Graduation.Options
  var dryRun: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    dryRun = arguments.flag(Self.dryRun)
    let force = arguments.flag(Self.force)
    let suite = try arguments.value(Self.suite)
    let typeName = try arguments.value(Self.typeName)
    let baseline = try arguments.value(Self.baseline)
    let framework = try arguments.value(Self.framework).flatMap(SuiteTemplate.Framework.init(rawValue:))
    let positionals = try arguments.positionals(limit: 1)
    guard let finding = positionals.first else {
      throw UsageError("name the finding to graduate, e.g. findings/0007-cloudkit.md", command: Self.name)
    }
    findingArgument = finding
    options = Graduation.Options(
      suite: suite, typeName: typeName, framework: framework, force: force, date: "", baseline: baseline)
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    let tree = try WorkingTreeContext.open(context)
    let findingPath = try tree.repoRelative(findingArgument)
    let snapshot = LibGit2Snapshot(try Snapshot(.workTree, of: tree.repository))
    let contents = try snapshot.contents(of: QuotedPath.spelling(ofText: findingPath))
    if let problem = GraduatedFindingCheck.notText(contents, path: findingPath) {
      console.error(problem)
      return .failure
    }
    guard case .text(let bytes)? = contents else {
      throw Graduation.Refusal(description: "\(findingPath): no such finding (or git ignores it)")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let finding: Finding
    do {
      finding = try FindingReader.read(bytes: bytes, path: findingPath)
    } catch {
      console.error(error.description)
      return .failure
    }
    if let status = notReady(finding, path: findingPath, text: text, console: console) { return status }
    var options = options
    options.date = RecordDate.today(environment: context.environment)
    let graduation = Graduation(
      finding: finding, findingPath: findingPath, findingText: text, options: options,
      files: try SnapshotCheck.scanAllSwift(of: snapshot),
      existing: try RuleSet.load(from: snapshot, allowingEmptySuites: true).rules, snapshot: snapshot,
      writer: tree.writer)
    let plan: Graduation.Plan
    do {
      plan = try graduation.plan()
    } catch let refusal as Graduation.Refusal {
      console.error(refusal.description)
      console.error("fitness: \(findingPath) was not graduated; nothing was written")
      return refusal.status
    }
    for step in plan.drill.breaks {
      console.out("drill: \(step.action) → \(step.verdict.map { "caught at \(Graduation.place($0))" } ?? "missed")")
    }
    if plan.drill.baseline.isEmpty {
      console.out("drill: unbroken → green")
    } else {
      // Only an advisory rule graduates over today's breaks.
      let count = plan.drill.baseline.count
      console.out(
        "drill: unbroken → \(count) warning\(count == 1 ? "" : "s") today (severity: warning: the check reports "
          + "\(count == 1 ? "it" : "them") and refuses nothing unless --strict)")
    }
    if let widened = plan.widened, widened.isEmpty {
      console.out("\(plan.suite) already fences every entry of \(findingPath)")
    }
    try carryOut(plan, writer: tree.writer, console: console)
    if !dryRun { recordWrittenSuites(plan, commonDirectory: tree.repository.commonDirectory) }
    sayWhatIsNext(plan, graduation: graduation, findingPath: findingPath, console: console)
    return .clean
  }

  /// The exit status for a finding that is not graduated now (a draft, or one graduated
  /// before without `--force`), having said why; nil for one that is ready.
  private func notReady(_ finding: Finding, path: String, text: String, console: Console) -> ExitStatus? {
    if finding.status == "draft" {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let line = (lines.firstIndex { $0.hasPrefix("status:") } ?? 0) + 1
      console.error(
        "\(path):\(line):1: error: status: this finding is a draft (written by `fitness suggest`); "
          + "complete it first: give every fence entry its why (or drop the entry and the import), check its title, "
          + "module and paths, then delete the 'status: draft' line")
      console.error("fitness: \(path) was not graduated; nothing was written")
      return .failure
    }
    if finding.status == "dismissed" {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let line = (lines.firstIndex { $0.hasPrefix("status:") } ?? 0) + 1
      console.error(
        "\(path):\(line):1: error: status: the team dismissed this finding, so it is not a rule; to graduate it, "
          + "complete it and delete the 'status: dismissed' line")
      console.error("fitness: \(path) was not graduated; nothing was written")
      return .failure
    }
    if finding.status == "graduated", !options.force {
      console.out(
        "\(path) is already graduated into \(finding.suite ?? "its suite")"
          + "\(finding.graduated.map { " on \($0)" } ?? ""); nothing to do: the suite is the rule now (see After graduation in FindingFormat)"
      )
      return .clean
    }
    return nil
  }

  /// Writes and removes the plan's files, or with `--dry-run` says what it would.
  private func carryOut(_ plan: Graduation.Plan, writer: WorkingTreeWriter, console: Console) throws {
    for write in plan.writes {
      if dryRun {
        console.out("would \(write.removes ? "remove" : "write") \(write.path): \(write.summary)")
      } else if write.removes {
        try writer.remove(write.path)
        console.out("removed \(write.path): \(write.summary)")
      } else {
        try writer.write(write.text, to: write.path)
        console.out("wrote \(write.path): \(write.summary)")
      }
    }
  }

  /// Notes the suites written under the git directory, where the hook's front looks for
  /// suites left untracked (`WrittenSuites`). A record that cannot be written loses only
  /// that warning: the suite is written and the check is the same.
  private func recordWrittenSuites(_ plan: Graduation.Plan, commonDirectory: String) {
    let suites = plan.writes.filter { !$0.removes && SuiteRule.isSuitePath($0.path) }.map(\.path)
    guard !suites.isEmpty else { return }
    let file = WrittenSuites.file(commonDirectory: commonDirectory)
    _ = mkdir(String(file.dropLast("/written-suites".count)), 0o755)
    try? AtomicFile.append(suites.map { $0 + "\n" }.joined(), to: file)
  }

  /// The closing lines: how to fold the vendored engine in diffs, and the test command to
  /// run (or, in a dry run, the suite's text).
  private func sayWhatIsNext(
    _ plan: Graduation.Plan, graduation: Graduation, findingPath: String, console: Console
  ) {
    // The vendored engine is generated text: say how to fold it in GitHub's diffs once.
    let attributes = (try? graduation.snapshot.text(of: ".gitattributes")) ?? ""
    for write in plan.writes
    where write.path.hasSuffix("/" + VendoredStamp.fileName) && !attributes.contains(write.path) {
      console.out(
        "note: add '\(write.path) linguist-generated' to .gitattributes so that GitHub folds the vendored engine in diffs"
      )
    }
    if dryRun {
      if let suite = plan.writes.first(where: { $0.path == plan.suite && plan.widened == nil }) {
        console.out("\n--- \(suite.path)\n\(suite.text)")
      }
      console.out("dry run: nothing was written")
    } else {
      let swiftWrites = plan.writes.map(\.path).filter { $0.hasSuffix(".swift") }
      console.out(
        "graduated \(findingPath) → \(plan.suite); \(graduation.testCommand(for: plan.suite, writes: swiftWrites)), "
          + "then commit these files together")
    }
  }
}

/// The date graduate records: `SOURCE_DATE_EPOCH` when set (reproducible output), else today,
/// in UTC, as `YYYY-MM-DD`.
enum RecordDate {
  static func today(environment: [String: String]) -> String {
    var seconds = time_t(environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) } ?? Int(time(nil)))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    let month = parts.tm_mon + 1
    let day = parts.tm_mday
    return "\(parts.tm_year + 1900)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
  }
}
