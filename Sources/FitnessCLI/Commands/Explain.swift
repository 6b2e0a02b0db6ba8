import Findings
import Inspection
import LibGit2Reader
import RuleEngine
import Terminal

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
    let rule = try RuleSet.load(from: SnapshotSource(files)).selecting([ruleID], command: Self.name).rules[0]
    var lines = [
      "\(rule.id): \(rule.title ?? "(no title)")", "pattern: \(rule.pattern)", "suite: \(rule.site.suitePath)",
    ]
    if let path = try FindingSummaryReader.index(SnapshotSource(files))[rule.id],
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

  /// What a fence or layer rule looks at: its module or its layer's paths and forbidden
  /// modules, its API needles, roots and exclusions.
  static func scope(of rule: SuiteRule) -> [String] {
    guard let fence = rule.fence else { return [] }
    func list(_ items: [String]) -> String { items.joined(separator: ", ") }
    var lines: [String] = []
    switch fence.direction {
    case .boundary: lines.append("module: \(list(fence.modules))")
    case .layer:
      lines.append("paths: \(list(fence.roots))")
      lines.append("forbid: \(fence.modules.isEmpty ? "(no module)" : list(fence.modules))")
    case .independent:
      for home in fence.homes { lines.append("module: \(home.name) in \(list(home.paths))") }
    }
    for module in fence.reexports.keys.sorted() {
      let files = fence.reexports[module] ?? []
      let reason = files.first.map { rule.reasons[RuleSite.reexportKey(module, $0)] ?? "" } ?? ""
      lines.append("reexports: \(module) in \(list(files))  // \(reason)")
    }
    if !fence.api.isEmpty { lines.append("api: \(list(fence.api))") }
    if fence.direction == .boundary, !fence.roots.isEmpty { lines.append("roots: \(list(fence.roots))") }
    for path in fence.exclude { lines.append("exclude: \(path)  // \(rule.reasons[path] ?? "")") }
    return lines
  }

  static func contract(of rule: SuiteRule) -> [String] {
    switch rule.body {
    case .fence, .sentinel:
      let label = FenceWidening.fenceEntries(of: rule)?.label ?? "fence"
      let entries = FenceWidening.fenceEntries(of: rule)?.paths.sorted() ?? []
      if entries.isEmpty { return ["\(label): empty (no file may)"] }
      return ["\(label):"] + entries.map { "  \($0)  // \(rule.reasons[$0] ?? "")" }
    case .countPin(let pin, let trail):
      return ["count: \(pin.count) (\(pin.subject)\(pin.file.map { " in \($0)" } ?? ""))", "trail:"]
        + trail.map { "  \($0.text)" }
    case .runtimePin(let pin, let trail, _):
      return ["count: \(pin.count) (\(pin.expression), at run time in \(pin.module))", "trail:"]
        + trail.map { "  \($0.text)" }
    case .copyContract(let contract):
      var lines = ["copy: \(contract.member ?? "\(contract.catalog ?? "") keys \(contract.keys ?? "*")")"]
      if let limit = contract.maxLength { lines.append("  maxLength: \(limit)") }
      if contract.nonEmpty { lines.append("  nonEmpty: true") }
      if let pattern = contract.match { lines.append("  match: /\(pattern)/") }
      if !contract.forbid.isEmpty {
        lines.append("  forbid: \(contract.forbid.map { "\"\($0)\"" }.joined(separator: ", "))")
      }
      if let items = contract.itemsPerCase { lines.append("  itemsPerCase: \(items)") }
      for (name, value) in contract.exemplars.sorted(by: { $0.key < $1.key }) {
        lines.append("  exemplar .\(name): \"\(value)\"")
      }
      return lines
    }
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
