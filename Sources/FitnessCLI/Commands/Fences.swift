import CheckCore
import CommandLineIO
import LibGit2Reader
import RuleEngine

/// `fitness fences --since REV`: how every fence changed, so a growing allowlist is seen.
struct Fences: Command {
  static let name = "fences"
  static let abstract = "show how each fence changed since a revision: entries added and removed, with reasons"
  static let usage = [
    UsageForm([.required(since), .snapshot, .directory]),
    UsageForm([.required(history), .optional([since]), .optional([.revision]), .optional([format]), .directory]),
  ]
  static let about = """
    Compares the rules of REV with the rules of the snapshot (default --all) and prints,
    per rule, the fence entries added (+) and removed (-) with their reasons, and reasons
    that changed (~). A network sentinel's sessions count as its fence, and a pin that
    moved shows its count (9 → 8) with the latest line of its trail. A rule whose reach
    changed (the files it judges, or the modules and needles it guards) shows what it was
    and is. New and deleted rules are listed too. For reviewers: an allowlist that grows,
    or a rule that judges fewer files, is a decision to read.

    --history walks the first-parent history of HEAD (or --rev REV), back to --since REV or
    the first commit, and prints for each rule its fence entries and the baseline among them
    (a pin: its count) at every commit that changed them: the burn-down of exceptions. It
    reads only the suites' blobs, each once. --format json prints {"version": 1, "rules":
    [{"id", "points": [{"commit", "date", "entries", "baseline", "count"}]}]}; --format
    mermaid prints a Mermaid xychart per rule, which GitHub renders in Markdown.
    """
  static let exits = "exit status: 0 listed, 2 could not run, 64 usage error"
  static let since = OptionSpec("--since", value: "REV", help: "the revision to compare with, or where the walk stops")
  static let history = OptionSpec("--history", help: "every commit's entries, baseline and count: the burn-down")
  static let format = OptionSpec("--format", value: "text|json|mermaid", help: "how --history prints")

  var snapshot: SnapshotOptions
  var since: String?
  /// `--history`, with its format: `text`, `json` or `mermaid`.
  var history: String?

  init(arguments: inout ArgumentList) throws(UsageError) {
    let walks = arguments.flag(Self.history)
    since = try arguments.value(Self.since)
    let format = try arguments.value(Self.format)
    snapshot = try SnapshotOptions.read(from: &arguments, default: .index)
    if walks {
      history = format ?? "text"
      guard ["text", "json", "mermaid"].contains(history!) else {
        throw UsageError("--format takes text, json or mermaid, not '\(history!)'", command: Self.name)
      }
      switch snapshot.kind {
      case .index, .revision: break
      default: throw UsageError("--history walks commits; start it at HEAD or --rev REV", command: Self.name)
      }
    } else {
      guard since != nil else {
        throw UsageError(
          "--since REV is required: the revision to compare with (or --history for every commit)", command: Self.name)
      }
      guard format == nil else { throw UsageError("--format goes with --history", command: Self.name) }
    }
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    if let history { return try burnDown(format: history, context: context) }
    guard let since else { return .usage }
    let console = context.console
    let repository = try context.openRepository()
    let before = try RuleSet.load(from: LibGit2Snapshot(try Snapshot(.revision(since), of: repository))).rules
    let after = try RuleSet.load(from: LibGit2Snapshot(try Snapshot(snapshot.kind, of: repository))).rules
    let old = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let new = Dictionary(after.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var added = 0
    var removed = 0
    var changedRules = 0
    var movedPins = 0
    var reaches = 0
    for id in Set(old.keys).union(new.keys).sorted() {
      let was = old[id].map(Self.entries) ?? [:]
      let now = new[id].map(Self.entries) ?? [:]
      var lines: [String] = []
      for (path, reason) in now.sorted(by: { $0.key < $1.key }) {
        if let previous = was[path] {
          if previous != reason { lines.append("  ~ \(path)  // \(previous) → \(reason)") }
        } else {
          lines.append("  + \(path)  // \(reason)")
          added += 1
        }
      }
      for (path, reason) in was.sorted(by: { $0.key < $1.key }) where now[path] == nil {
        lines.append("  - \(path)  // \(reason)")
        removed += 1
      }
      if let was = old[id].flatMap(Self.pin), let now = new[id].flatMap(Self.pin), was.count != now.count {
        lines.append("  count \(was.count) → \(now.count)" + (now.trail.map { "  // \($0)" } ?? ""))
        movedPins += 1
      }
      if let was = old[id], let now = new[id] {
        let changes = Self.reachChanges(was.body.inputs, now.body.inputs)
        lines += changes
        reaches += changes.isEmpty ? 0 : 1
      }
      let header: String
      switch (old[id], new[id]) {
      case (nil, let rule?): header = "\(id): new \(rule.pattern) rule in \(rule.site.suitePath)"
      case (let rule?, nil): header = "\(id): deleted (was in \(rule.site.suitePath))"
      case (_, let rule?):
        guard !lines.isEmpty else { continue }
        header = "\(id): \(rule.site.suitePath)"
      default: continue
      }
      changedRules += 1
      console.out(([header] + lines).joined(separator: "\n"))
    }
    console.error(
      "fitness: since \(since): \(added) fence entr\(added == 1 ? "y" : "ies") added, \(removed) removed, "
        + "\(movedPins) pin\(movedPins == 1 ? "" : "s") moved, \(reaches) reach\(reaches == 1 ? "" : "es") changed, "
        + "\(changedRules) rule\(changedRules == 1 ? "" : "s") changed"
    )
    return .clean
  }

  /// A pin's count and the latest line of its trail (the one that states the count).
  static func pin(_ rule: SuiteRule) -> (count: Int, trail: String?)? {
    guard let pin = rule.body.pin else { return nil }
    return (pin.count, pin.trail.last?.text)
  }

  /// What changed in the files a rule judges and in what it guards there, a line each, from
  /// its inputs alone (so every pattern says it the same way): a layer whose `paths` widened,
  /// a boundary that dropped a module.
  static func reachChanges(_ was: RuleInputs, _ now: RuleInputs) -> [String] {
    var lines: [String] = []
    let (before, after) = (selectionWords(was.selection), selectionWords(now.selection))
    if before != after { lines.append("  judges: \(before) → \(after)") }
    for (label, old, new) in [("modules", was.modules, now.modules), ("needles", was.needles, now.needles)]
    where Set(old) != Set(new) {
      lines.append("  guards \(label): \(listed(old.sorted())) → \(listed(new.sorted()))")
    }
    return lines
  }

  /// The files a selection judges, in words.
  private static func selectionWords(_ selection: RuleInputs.Selection) -> String {
    switch selection {
    case .nothing: return "its suite alone"
    case .files(let paths): return "files \(listed(paths))"
    case .scope(let scope):
      let roots = scope.roots.isEmpty ? "the shipping code" : "under \(listed(scope.roots))"
      return roots + (scope.exclude.isEmpty ? "" : " except \(listed(scope.exclude))")
    case .shipping(let prefix): return "the shipping code" + (prefix.map { " under \($0)" } ?? "")
    case .everyPath: return "every path"
    case .paths(let scope):
      return "the paths \(listed(scope.roots))" + (scope.exclude.isEmpty ? "" : " except \(listed(scope.exclude))")
    }
  }

  private static func listed(_ names: [String]) -> String { "[" + names.joined(separator: ", ") + "]" }

  /// A rule's fence entries (a sentinel's sessions), with their reasons.
  static func entries(_ rule: SuiteRule) -> [String: String] {
    var result: [String: String] = [:]
    for path in rule.body.exceptions?.paths ?? [] { result[path] = rule.reasons[path] ?? "" }
    return result
  }

  /// `--history`: the rules' numbers along the first-parent history.
  private func burnDown(format: String, context: CommandContext) throws -> ExitStatus {
    let repository = try context.openRepository()
    let revision: String
    if case .revision(let named) = snapshot.kind { revision = named } else { revision = "HEAD" }
    let walk = History(repository: repository, picking: SuiteRule.isSuitePath)
    let history = try FenceHistory.read(walk, from: revision, since: since)
    switch format {
    case "json": context.console.out(history.json)
    case "mermaid": context.console.out(history.mermaid)
    default: context.console.out(history.text)
    }
    return .clean
  }
}
