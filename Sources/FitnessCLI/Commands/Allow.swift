import CheckCore
import CommandLineIO
import LibGit2Reader
import RuleEngine
import SwiftScanner

/// `fitness allow`: widen a fence by hand, the way graduate widens it, or take an entry out.
struct Allow: Command {
  static let name = "allow"
  static let abstract = "add a file to a rule's fence, with the reason it may (or --remove it)"
  static let usage = [
    UsageForm([.positional("RULE-ID"), .positional("PATH"), .required(why), .optional([dryRun]), .directory]),
    UsageForm([.positional("RULE-ID"), .positional("PATH"), .required(remove), .optional([dryRun]), .directory]),
  ]
  static let about = """
    Adds PATH to the fence of RULE-ID (a network sentinel: to its sessions) in the suite
    that holds the rule: one new line,
    "PATH",  // REASON, in sorted order, with nothing else in the file changed. For a layer
    the line also names what the exception grants, the forbidden modules and needles the
    file uses today: "PATH": ["SwiftUI"],  // REASON; for a declarations or members rule,
    the declarations or members of PATH that break it today: "PATH": ["Feed.cache"]; for
    the targets' dependencies, a Package.swift with its edges: "PATH": ["Checkout.Domain"].
    An entry already there is never widened under its reason: what it does not grant yet
    is refused, to be added by hand with a reason that covers it. Only the suite changes: after graduation the suite is the rule, and the finding keeps
    the draft that graduated. PATH must be a file of the working tree
    that the rule covers and that uses what the fence guards, or breaks the rule (an entry
    that would be stale at once is refused). A folder becomes a folder entry, "PATH/", which
    lets past every file under it, granted what those files use today; it is stale only
    when none of them does. The reason is required and must say something ("TODO" does not).
    """
  static let exits = "exit status: 0 widened, removed (or nothing to do), 2 refused (nothing written), 64 usage error"

  static let why = OptionSpec("--why", value: "REASON", help: "why PATH may cross the fence, written beside its entry")
  static let remove = OptionSpec(
    "--remove", help: "take PATH's entry out of the fence instead, line and reason together")
  static let dryRun = OptionSpec("--dry-run", help: "print the change, write nothing")

  var ruleID: String
  var path: String
  var why: String?
  var remove: Bool
  var dryRun: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    remove = arguments.flag(Self.remove)
    why = try arguments.value(Self.why)
    if remove, why != nil { throw UsageError("--remove takes no --why", command: Self.name) }
    if !remove {
      guard let why else {
        throw UsageError("--why is required: say why this file may cross the fence", command: Self.name)
      }
      guard !ReasonRules.isBoilerplate(why) else {
        throw UsageError("--why '\(why)' says nothing; write the reason this file may", command: Self.name)
      }
    }
    dryRun = arguments.flag(Self.dryRun)
    let words = try arguments.positionals(limit: 2)
    guard words.count == 2 else { throw UsageError("name the rule and the path", command: Self.name) }
    ruleID = words[0]
    path = words[1]
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let tree = try WorkingTreeContext.open(context)
    let relative = QuotedPath.spelling(ofText: try tree.repoRelative(path))
    let edit = FenceEdit(ruleID: ruleID, path: relative, why: remove ? nil : why)
    let outcome = try edit.outcome(in: try Snapshot(.workTree, of: tree.repository))
    if let text = outcome.text, !dryRun { try tree.writer.write(text, to: outcome.suite) }
    context.console.out(dryRun ? outcome.said.dryRun : outcome.said.done)
    if let warning = outcome.warning { context.console.error(warning) }
    return .clean
  }
}
