import CheckCore
import CommandLineIO
import LibGit2Reader
import RuleEngine
import SuiteRuntime

/// `fitness drill`: prove every rule red, in memory.
struct Drill: Command {
  static let name = "drill"
  static let abstract = "prove each rule red: inject a violation in memory, expect the rule to catch it"
  static let usage = [UsageForm([.positional("[RULE-ID]..."), .snapshot, .directory])]
  static let about = """
    For each rule, in memory and without touching a file: the unbroken snapshot must pass;
    then it is broken for real, and each break must fail the rule, naming the offender:
      fences and sentinels: the module imported outside the fence, each API needle used
        there, one fence entry removed;
      count pins: one more element in the source, and the pin one above the source;
      runtime pins: the pin moved without a trail line;
      copy contracts: an offending value written into the copy.
    A rule that cannot be proven red protects nothing.

    The default snapshot is --worktree.
    """
  static let exits = """
    exit status: 0 every rule proven red, 1 a rule fails today or missed a break,
    2 could not run, 64 usage error
    """

  var snapshot: SnapshotOptions
  var ruleIDs: [String]

  init(arguments: inout ArgumentList) throws(UsageError) {
    snapshot = try SnapshotOptions.read(from: &arguments, default: .workTree)
    ruleIDs = try arguments.positionals(limit: Int.max)
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    let repository = try context.openRepository()
    let files = try Snapshot(snapshot.kind, of: repository)
    let rules = try RuleSet.load(from: LibGit2Snapshot(files)).selecting(ruleIDs, command: Self.name).rules
    guard !rules.isEmpty else {
      console.error("fitness: warning: no rules found; suites are files named …Tests.swift in a folder named Fitness")
      return .clean
    }
    let scanned = try SnapshotCheck.scanAllSwift(of: LibGit2Snapshot(files))
    let check = SnapshotCheck(
      snapshot: LibGit2Snapshot(files), rules: RuleSet(rules: rules, suitePaths: [])
    )
    var failed = 0
    for rule in rules {
      let outcome = DeliberateBreak.drill(rule, files: scanned, catalogValues: try check.catalogValues(for: rule))
      for violation in outcome.baseline {
        console.error("\(violation)")
      }
      for step in outcome.breaks {
        let verdict = step.verdict.map { "caught: \($0)" } ?? "MISSED: the rule did not name \(step.offender)"
        console.out("\(rule.id): \(step.action)\n  \(verdict)")
      }
      if outcome.provenRed {
        console.out(
          "\(rule.id): proven red (\(outcome.breaks.count) break\(outcome.breaks.count == 1 ? "" : "s")), green unbroken"
        )
      } else {
        failed += 1
        let why =
          !outcome.baseline.isEmpty
          ? "it fails unbroken; fix the violations above first"
          : outcome.breaks.isEmpty
            ? "no break could be injected; check its roots and exclusions"
            : "it missed a break; check its roots, exclusions and needles"
        console.error("fitness: \(rule.id) is not proven red: \(why) (\(rule.site.suitePath))")
      }
    }
    console.error(
      "fitness: drill: \(rules.count - failed) of \(rules.count) rule\(rules.count == 1 ? "" : "s") proven red")
    return failed == 0 ? .clean : .violations
  }
}
