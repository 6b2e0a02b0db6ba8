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
    UsageForm([.positional("[RULE-ID]"), .snapshot, .optional([format]), .optional([check]), .directory])
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

  var snapshot: SnapshotOptions
  var ruleID: String?
  var markdown: Bool
  var check: String?

  init(arguments: inout ArgumentList) throws(UsageError) {
    snapshot = try SnapshotOptions.read(from: &arguments, default: .index)
    markdown = try arguments.value(Self.format) == "markdown"
    check = try arguments.value(Self.check)
    ruleID = try arguments.positionals(limit: 1).first
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let repository = try context.openRepository()
    let files = try Snapshot(snapshot.kind, of: repository)
    let set = try RuleSet.load(from: LibGit2Snapshot(files))
    let rules =
      try ruleID.map { try set.selecting([$0], command: Self.name).rules } ?? set.rules.sorted { $0.id < $1.id }
    let findings = try FindingSummaryReader.index(LibGit2Snapshot(files))
    let explained = try rules.map { rule in
      let path = findings[rule.id]
      var finding: Finding? = nil
      if let path, let file = files.files.first(where: { $0.path == path }),
        case .text(let bytes) = try files.contents(of: file)
      {
        finding = try? FindingReader.read(String(decoding: bytes, as: UTF8.self), path: path)
      }
      return RuleExplanation(rule: rule, findingPath: finding == nil ? nil : path, finding: finding)
    }
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
