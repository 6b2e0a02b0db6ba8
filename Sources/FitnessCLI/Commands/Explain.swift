import CheckCore
import CommandLineIO
import Findings
import LibGit2Reader
import RuleEngine

/// `fitness explain RULE-ID`: why a rule exists, and what it allows.
struct Explain: Command {
  static let name = "explain"
  static let abstract = "show a rule's finding and its fence, with every reason"
  static let help = """
    usage: fitness explain RULE-ID [--staged | --all | --rev REV | --worktree] [-C DIR]

    Prints the rule's title, pattern and suite; the text of the finding it was graduated
    from; and its contract: the fence (or sessions) with each entry's reason, a pin's count
    and trail, or a copy contract's constraints. The default snapshot is --all.

    exit status: 0 explained, 2 could not run, 64 usage error (unknown rule)
    """

  var snapshot: SnapshotOptions
  var ruleID: String

  init(arguments: inout ArgumentList) throws(UsageError) {
    snapshot = try SnapshotOptions.read(from: &arguments, default: .index)
    guard let id = try arguments.positionals(limit: 1).first else {
      throw UsageError("name the rule to explain; `fitness list` shows them", command: Self.name)
    }
    ruleID = id
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    let repository = try snapshot.openRepository(
      environment: context.environment, currentDirectory: context.currentDirectory)
    let files = try Snapshot(snapshot.kind, of: repository)
    let rule = try RuleSet.load(from: LibGit2Snapshot(files)).selecting([ruleID], command: Self.name).rules[0]
    var lines = [
      "\(rule.id): \(rule.title ?? "(no title)")", "pattern: \(rule.pattern)", "suite: \(rule.site.suitePath)",
    ]
    if let path = try FindingSummaryReader.index(LibGit2Snapshot(files))[rule.id],
      let file = files.files.first(where: { $0.path == path }),
      case .text(let bytes) = try files.contents(of: file),
      let finding = try? FindingReader.read(String(decoding: bytes, as: UTF8.self), path: path)
    {
      lines.append("finding: \(path)\(finding.source.map { " (\($0))" } ?? "")")
      if let why = finding.statement.why, !why.isEmpty { lines.append("why: \(why)") }
      let body = finding.body.split(separator: "\n", omittingEmptySubsequences: false)
        .prefix { !$0.hasPrefix("## Graduated ") }.joined(separator: "\n").trimmingNewlines
      if !body.isEmpty {
        lines.append("")
        lines.append(body)
      }
    }
    lines += Self.scope(of: rule)
    lines.append("")
    lines += Self.contract(of: rule)
    console.out(lines.joined(separator: "\n"))
    return .clean
  }

  /// What the rule looks at: its module or its layer's paths and forbidden modules, its API
  /// needles, roots and exclusions, as its pattern words them.
  static func scope(of rule: SuiteRule) -> [String] {
    FindingPatterns.named(rule.pattern)?.scope(of: rule) ?? []
  }

  /// What the rule holds the code to: its fence or sessions, its pin, its copy contract.
  static func contract(of rule: SuiteRule) -> [String] {
    FindingPatterns.named(rule.pattern)?.contract(of: rule) ?? []
  }
}

extension String {
  fileprivate var trimmingNewlines: String {
    var text = Substring(self)
    while text.first?.isNewline == true { text = text.dropFirst() }
    while text.last?.isNewline == true { text = text.dropLast() }
    return String(text)
  }
}
