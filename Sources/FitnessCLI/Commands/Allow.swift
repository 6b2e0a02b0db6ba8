import CheckCore
import CommandLineIO
import LibGit2Reader
import RuleEngine
import SwiftScanner

/// `fitness allow`: widen a fence by hand, the way graduate widens it, or take an entry out.
struct Allow: Command {
  static let name = "allow"
  static let abstract = "add a file to a rule's fence, with the reason it may (or --remove it)"
  static let help = """
    usage: fitness allow RULE-ID PATH --why "REASON" [--dry-run] [-C DIR]
           fitness allow RULE-ID PATH --remove [--dry-run] [-C DIR]

    Adds PATH to the fence of RULE-ID (a network sentinel: to its sessions) in the suite
    that holds the rule: one new line,
    "PATH",  // REASON, in sorted order, with nothing else in the file changed. For a layer
    the line also names what the exception grants, the forbidden modules and needles the
    file uses today: "PATH": ["SwiftUI"],  // REASON; for a declarations or members rule,
    the declarations or members of PATH that break it today: "PATH": ["Feed.cache"].
    Only the suite changes: after graduation the suite is the rule, and the finding keeps
    the draft that graduated. PATH must be a file of the working tree
    that the rule covers and that uses what the fence guards, or breaks the rule (an entry
    that would be stale at once is refused). A folder becomes a folder entry, "PATH/", which
    lets past every file under it, granted what those files use today; it is stale only
    when none of them does. The reason is required and must say something ("TODO" does not).

    --remove takes PATH's entry out of the fence instead, line and reason together.

    exit status: 0 widened, removed (or nothing to do), 2 refused (nothing written), 64 usage error
    """

  var ruleID: String
  var path: String
  var why: String?
  var remove: Bool
  var dryRun: Bool
  var directory: String?

  init(arguments: inout ArgumentList) throws(UsageError) {
    remove = arguments.flag("--remove")
    why = try arguments.value("--why")
    if remove, why != nil { throw UsageError("--remove takes no --why", command: Self.name) }
    if !remove {
      guard let why else {
        throw UsageError("--why is required: say why this file may cross the fence", command: Self.name)
      }
      guard !ReasonRules.isBoilerplate(why) else {
        throw UsageError("--why '\(why)' says nothing; write the reason this file may", command: Self.name)
      }
    }
    dryRun = arguments.flag("--dry-run")
    directory = arguments.directory()
    let words = try arguments.positionals(limit: 2)
    guard words.count == 2 else { throw UsageError("name the rule and the path", command: Self.name) }
    ruleID = words[0]
    path = words[1]
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    let tree = try WorkingTreeContext.open(directory: directory, context: context)
    let snapshot = try Snapshot(.workTree, of: tree.repository)
    let rules = try RuleSet.load(from: LibGit2Snapshot(snapshot)).selecting([ruleID], command: Self.name).rules
    let rule = rules[0]
    let relative = QuotedPath.spelling(ofText: try tree.repoRelative(path))
    guard rule.body.exceptions != nil else {
      throw WorkingTreeWriter.Refusal(
        description: "rule \(ruleID) is a \(rule.pattern) rule; only fences, sentinels' sessions, and declarations "
          + "and members rules take entries")
    }
    let suite = rule.site.suitePath
    guard let text = try LibGit2Snapshot(snapshot).text(of: suite) else {
      throw WorkingTreeWriter.Refusal(description: "cannot read \(suite)")
    }
    if remove {
      // A folder's entry is spelled with its trailing `/`, which a shell's path loses.
      let folderEntry = relative.hasSuffix("/") ? relative : relative + "/"
      guard
        let narrowed = try FenceWidening.narrow(text, suitePath: suite, ruleID: ruleID, entry: relative)
          ?? FenceWidening.narrow(text, suitePath: suite, ruleID: ruleID, entry: folderEntry)
      else {
        console.out("\(relative) is not in the fence of \(ruleID) (\(suite)); nothing to do")
        return .clean
      }
      let verb = dryRun ? "would take" : "took"
      if !dryRun { try tree.writer.write(narrowed, to: suite) }
      console.out("\(verb) \(relative) out of the fence of \(ruleID) in \(suite)")
      // The hook judges the narrowed rule over the file: say so now, not at the commit.
      guard case .text(let bytes)? = try? LibGit2Snapshot(snapshot).contents(of: relative) else { return .clean }
      if rule.body.inputs.selection.selects(relative),
        let breach = rule.body.breaches(ofFile: ScannedSource(bytes), path: relative, site: rule.site)?.first
      {
        console.error(
          "fitness: warning: \(relative):\(breach.position.map { "\($0.line):\($0.column)" } ?? "") still breaks the "
            + "rule (\(breach.subject)): a commit of this narrowed fence is refused until the file complies (change "
            + "the code), or keep the entry (change the contract back)")
      }
      return .clean
    }
    let entry = try FenceException.entry(relative, judgedAloneBy: rule, snapshot: snapshot, why: why)
    let (grants, reason) = (entry.grants, entry.reason)
    let shown = entry.path.hasSuffix("/") && !relative.hasSuffix("/") ? relative + "/" : relative
    let widened = try FenceWidening.widen(text, suitePath: suite, ruleID: ruleID, entries: [entry])
    guard !widened.added.isEmpty else {
      console.out("\(shown) is already in the fence of \(ruleID) (\(suite)); nothing to do")
      return .clean
    }
    let entriesGrant = rule.body.exceptionsGrant
    let granted = entriesGrant ? ": \(SuiteTemplate.inlineList(grants))" : ""
    if dryRun {
      console.out("would widen the fence of \(ruleID) in \(suite): + \(shown)\(granted)  // \(reason)")
      return .clean
    }
    try tree.writer.write(widened.text, to: suite)
    console.out("widened the fence of \(ruleID) in \(suite): + \(shown)\(granted)  // \(reason)")
    return .clean
  }
}
