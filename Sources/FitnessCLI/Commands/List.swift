import CheckCore
import CommandLineIO
import LibGit2Reader
import RuleEngine

/// `fitness list`: every rule of a snapshot, one line each.
struct List: Command {
  static let name = "list"
  static let abstract = "list the rules: id, pattern, suite, fence size and finding"
  static let usage = [UsageForm([.snapshot, .optional([format]), .directory])]
  static let about = """
    One line per rule, tab-separated: id, pattern, suite, the number of fence entries (a
    sentinel's sessions; '-' for pins and copy contracts), and the finding it was graduated
    from ('-' when none records it). The default snapshot is --all.
    """
  static let exits = "exit status: 0 listed, 2 could not run, 64 usage error"
  static let format = OptionSpec(
    "--format", value: "text|json",
    help: """
      json: {"version": 1, "rules": [...]} with the same fields
      (fence: a number or null, finding: a path or null)
      """)

  var snapshot: SnapshotOptions
  var json: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    snapshot = try SnapshotOptions.read(from: &arguments, default: .index)
    json = try arguments.value(Self.format) == "json"
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let repository = try context.openRepository()
    let files = try Snapshot(snapshot.kind, of: repository)
    let rules = try RuleSet.load(from: LibGit2Snapshot(files)).rules.sorted { $0.id < $1.id }
    let findings = try FindingSummaryReader.index(LibGit2Snapshot(files))
    if json {
      let entries = rules.map { rule in
        let fence = rule.body.exceptions.map { String($0.paths.count) } ?? "null"
        return "{\"id\": \(Quoting.json(rule.id)), \"pattern\": \(Quoting.json(rule.pattern)), "
          + "\"suite\": \(Quoting.json(rule.site.suitePath)), \"fence\": \(fence), "
          + "\"finding\": \(findings[rule.id].map(Quoting.json) ?? "null")}"
      }
      context.console.out("{\"version\": 1, \"rules\": [" + entries.joined(separator: ",\n ") + "]}")
      return .clean
    }
    for rule in rules {
      let fence = rule.body.exceptions.map { String($0.paths.count) } ?? "-"
      context.console.out(
        [rule.id, rule.pattern, rule.site.suitePath, fence, findings[rule.id] ?? "-"].joined(separator: "\t"))
    }
    if rules.isEmpty {
      let untracked =
        snapshot.kind == .staged || snapshot.kind == .index
        ? UntrackedSuites.find(root: repository.workTree, missingFrom: LibGit2Snapshot(files)) : []
      context.console.error(
        untracked.isEmpty
          ? "fitness: no rules found; suites are files named …Tests.swift in a folder named Fitness"
          : CheckVerdict.untrackedSuitesWarning(untracked))
    }
    return .clean
  }
}
