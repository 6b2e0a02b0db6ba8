import GitSnapshot
import Inspection
import RuleEngine

/// `fitness allow`: widen a fence by hand, the way graduate widens it.
struct Allow: Command {
  static let name = "allow"
  static let abstract = "add a file to a rule's fence, with the reason it may"
  static let help = """
    usage: fitness allow RULE-ID PATH --why "REASON" [--dry-run] [-C DIR]

    Adds PATH to the fence of RULE-ID (a network sentinel: to its sessions) in the suite
    that holds the rule: one new line,
    "PATH",  // REASON, in sorted order, with nothing else in the file changed. PATH must
    be a file of the working tree that the rule covers. The reason is required and must say
    something ("TODO" does not).

    exit status: 0 widened (or already allowed), 2 refused (nothing written), 64 usage error
    """

  var ruleID: String
  var path: String
  var why: String
  var dryRun: Bool
  var directory: String?

  init(arguments: inout ArgumentList) throws(UsageError) {
    guard let why = try arguments.value("--why") else {
      throw UsageError("--why is required: say why this file may cross the fence", command: Self.name)
    }
    guard !ReasonRules.isBoilerplate(why) else {
      throw UsageError("--why '\(why)' says nothing; write the reason this file may", command: Self.name)
    }
    self.why = why
    dryRun = arguments.flag("--dry-run")
    directory = arguments.directory()
    let words = try arguments.positionals(limit: 2)
    guard words.count == 2 else { throw UsageError("name the rule and the path", command: Self.name) }
    ruleID = words[0]
    path = words[1]
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    let tree = try WorkTreeContext.open(directory: directory, context: context)
    let snapshot = try Snapshot(.workTree, of: tree.repository)
    let rules = try RuleSet.load(from: SnapshotSource(snapshot)).selecting([ruleID], command: Self.name).rules
    let rule = rules[0]
    let relative = try tree.repoRelative(path)
    if let problem = PathRules.problem(with: relative) {
      throw WorkTreeWriter.Refusal(description: "'\(relative)' \(problem)")
    }
    guard snapshot.files.contains(where: { $0.path == relative }) else {
      throw WorkTreeWriter.Refusal(description: "'\(relative)' is not a file of the working tree; check the path")
    }
    guard let fence = rule.fence else {
      throw WorkTreeWriter.Refusal(
        description: "rule \(ruleID) is a \(rule.pattern); only fences and sentinels' sessions take entries")
    }
    guard fence.covers(relative) else {
      throw WorkTreeWriter.Refusal(
        description: "'\(relative)' is outside what rule \(ruleID) checks (its roots and exclusions); "
          + "a fence entry there would change nothing")
    }
    let suite = rule.site.suitePath
    guard let text = tree.writer.read(suite) else {
      throw WorkTreeWriter.Refusal(description: "cannot read \(suite)")
    }
    let widened = try FenceWidening.widen(
      text, suitePath: suite, ruleID: ruleID, entries: [(relative, SuiteTemplate.oneLine(why))])
    guard !widened.added.isEmpty else {
      console.out("\(relative) is already in the fence of \(ruleID) (\(suite)); nothing to do")
      return .clean
    }
    if dryRun {
      console.out("would widen the fence of \(ruleID) in \(suite): + \(relative)  // \(why)")
      return .clean
    }
    try tree.writer.write(widened.text, to: suite)
    console.out("widened the fence of \(ruleID) in \(suite): + \(relative)  // \(why)")
    return .clean
  }
}
