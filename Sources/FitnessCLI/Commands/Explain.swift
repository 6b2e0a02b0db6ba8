import CheckCore
import CommandLineIO
import Findings
import LibGit2Reader
import RuleEngine
import SwiftScanner

/// `fitness explain [RULE-ID]`: why a rule exists, and what it allows; without an id, every
/// rule, as a digest for a README or an agents' instruction file.
struct Explain: Command {
  static let name = "explain"
  static let abstract = "show a rule's finding and its fence, with every reason; or every rule as a digest"
  static let usage = [
    UsageForm([.positional("[RULE-ID]"), .snapshot, .optional([format]), .optional([check]), .directory]),
    UsageForm([.required(forPath), .snapshot, .directory]),
  ]
  static let about = """
    Prints the rule's title, pattern and suite; the text of the finding it was graduated
    from; and its contract: the fence (or sessions) with each entry's reason, a pin's count
    and trail, or a copy contract's constraints. Without RULE-ID, every rule, by id. The
    default snapshot is --all.
    """
  static let exits = """
    exit status: 0 explained (or FILE current), 1 FILE stale, 2 could not run, 64 usage error
    (unknown rule)
    """
  static let format = OptionSpec(
    "--format", value: "text|markdown",
    help:
      "markdown: one section per rule, under a heading, for a README or an\nagents' instruction file (AGENTS.md, CLAUDE.md)"
  )
  static let check = OptionSpec(
    "--check", value: "FILE",
    help:
      "print nothing; exit 1 when FILE differs from what this would print\n(a committed digest gone stale), 0 when it matches"
  )

  static let forPath = OptionSpec(
    "--for", value: "PATH", help: "the rules that reach the file at PATH (relative to the current folder), and why")

  var snapshot: SnapshotOptions
  var path: String?
  var ruleID: String?
  var markdown: Bool
  var check: String?

  init(arguments: inout ArgumentList) throws(UsageError) {
    snapshot = try SnapshotOptions.read(from: &arguments, default: .index)
    markdown = try arguments.value(Self.format) == "markdown"
    check = try arguments.value(Self.check)
    path = try arguments.value(Self.forPath)
    ruleID = try arguments.positionals(limit: 1).first
    if path != nil, ruleID != nil || markdown || check != nil {
      throw UsageError("--for takes no RULE-ID, --format or --check: it explains the rules that reach one file")
    }
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let repository = try context.openRepository()
    let files = try Snapshot(snapshot.kind, of: repository)
    let set = try RuleSet.load(from: LibGit2Snapshot(files))
    if let path {
      guard let root = repository.workTree.map({ String($0.dropLast()) }),
        let inside = WorkingCopy.repositoryPath(of: GitEnvironment.absolute(path, against: context.base), root: root)
      else {
        throw UsageError("--for '\(path)': not a file inside the working tree; pass a path inside the repository")
      }
      let reach = PathReach(path: inside, rules: set, findings: try FindingSummaryReader.index(LibGit2Snapshot(files)))
      context.console.out(reach.text)
      return .clean
    }
    let rules =
      try ruleID.map { try set.selecting([$0], command: Self.name).rules } ?? set.rules.sorted { $0.id < $1.id }
    let explained = try RuleExplanation.explaining(rules, in: LibGit2Snapshot(files))
    let output =
      markdown
      ? (ruleID == nil ? RuleExplanation.digest(explained) : explained.map(\.markdown).joined() + "\n")
      : explained.map(\.text).joined(separator: "\n\n") + "\n"
    guard let check else {
      context.console.out(String(output.dropLast()))
      return .clean
    }
    let written = try CommittedCopy.text(
      of: check, in: LibGit2Snapshot(files), root: repository.workTree.map { String($0.dropLast()) },
      kind: snapshot.kind, context: context, command: Self.name)
    guard Array(written.utf8) != Array(output.utf8) else { return .clean }
    context.console.error(
      "\(check): stale: it no longer says what the rules say; regenerate it with `fitness explain"
        + "\(ruleID.map { " \($0)" } ?? "")\(markdown ? " --format markdown" : "") > \(check)` and commit it")
    return .violations
  }
}
