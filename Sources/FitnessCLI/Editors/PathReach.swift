import CheckCore
import RuleEngine

/// Which rules reach one path, and how: the answer of `fitness explain --for PATH`, of the
/// MCP server's `rules_for_path`, and of the language server's hover. Read from each rule's
/// `RuleInputs` alone, as the hook's plan is, so no pattern has a case here.
struct PathReach {
  /// An exception a rule's contract makes for the path, with the reason written beside it.
  struct Entry {
    var entry: String
    var reason: String?
  }

  /// One rule that reaches the path.
  struct Reach {
    var rule: SuiteRule
    /// How the rule reaches it, in a few words.
    var how: String
    /// The fence entries that let the path past the rule.
    var entries: [Entry]
    /// The exclusions that take the path out of the rule's scope.
    var exclusions: [Entry]
    /// The graduated finding the rule came from, when there is one.
    var finding: String?
  }

  var path: String
  var reaches: [Reach]

  /// The rules of `rules` that reach `path`, by id; `findings` maps a rule id to its finding.
  init(path: String, rules: RuleSet, findings: [String: String]) {
    self.path = path
    reaches = rules.rules.sorted { $0.id < $1.id }.compactMap { rule in
      Self.reach(of: rule, at: path).map { how, entries, exclusions in
        Reach(rule: rule, how: how, entries: entries, exclusions: exclusions, finding: findings[rule.id])
      }
    }
  }

  private static func reach(of rule: SuiteRule, at path: String) -> (String, [Entry], [Entry])? {
    let inputs = rule.body.inputs
    let entries = inputs.entries.filter { $0 == path || PathPattern.contains(path, under: $0) }
      .map { Entry(entry: $0, reason: rule.reasons[$0]) }
    var exclusions: [Entry] = []
    if case .scope(let scope) = inputs.selection, let excluded = excluded(path, by: scope, swiftOnly: true) {
      exclusions = excluded.map { Entry(entry: $0, reason: rule.reasons[$0]) }
    }
    if case .paths(let scope) = inputs.selection, let excluded = excluded(path, by: scope, swiftOnly: false) {
      exclusions = excluded.map { Entry(entry: $0, reason: rule.reasons[$0]) }
    }
    var how: [String] = []
    if rule.site.suitePath == path { how.append("is written in this file") }
    if inputs.selection.selects(path) {
      switch inputs.reading {
      case .whole: how.append("reads this file whole")
      case .path: how.append("asks only that this file exists")
      case .facts:
        var read: [String] = []
        if !inputs.modules.isEmpty { read.append("its imports of " + inputs.modules.joined(separator: ", ")) }
        if !inputs.needles.isEmpty {
          read.append("its uses of " + inputs.needles.map { "'\($0)'" }.joined(separator: ", "))
        }
        if inputs.declarations {
          read.append(inputs.members ? "its declarations and their members" : "its declarations")
        }
        how.append("judges " + (read.isEmpty ? "this file" : read.joined(separator: "; ")))
      }
    }
    if inputs.dependencies.contains(path) { how.append("reads this file to judge every file it selects") }
    if !entries.isEmpty { how.append("lets this file past its fence") }
    if !exclusions.isEmpty { how.append("would judge this file, but excludes it") }
    return how.isEmpty ? nil : (how.joined(separator: "; "), entries, exclusions)
  }

  /// The exclusions of `scope` that hold `path`, when one of its roots would select it.
  private static func excluded(_ path: String, by scope: PathScope, swiftOnly: Bool) -> [String]? {
    guard !swiftOnly || PathPrefix.hasSwiftSuffix(path) else { return nil }
    let rooted =
      scope.roots.isEmpty
      ? swiftOnly && !PathPrefix.isInTestFolder(path) : scope.roots.contains { PathPattern.contains(path, under: $0) }
    let holding = scope.exclude.filter { PathPattern.contains(path, under: $0) }
    return rooted && !holding.isEmpty ? holding : nil
  }

  /// The plain text `explain --for` prints.
  var text: String {
    guard !reaches.isEmpty else { return "\(path): no rule reaches this file" }
    var lines = ["\(path): \(reaches.count) rule\(reaches.count == 1 ? "" : "s") reach this file"]
    for reach in reaches {
      let advisory = reach.rule.severity == .warning ? " (advice)" : ""
      lines.append("")
      lines.append("\(reach.rule.id): \(reach.rule.title ?? "(no title)")\(advisory)")
      lines.append("  \(reach.rule.pattern), in \(reach.rule.site.suitePath): \(reach.how)")
      for entry in reach.entries {
        lines.append("  let past by the fence entry '\(entry.entry)': \(entry.reason ?? "(no reason written)")")
      }
      for entry in reach.exclusions {
        lines.append("  excluded by '\(entry.entry)': \(entry.reason ?? "(no reason written)")")
      }
      if let finding = reach.finding { lines.append("  finding: \(finding)") }
    }
    return lines.joined(separator: "\n")
  }

  /// The same, as JSON-ready values for the MCP server.
  var json: [String: Any] {
    [
      "path": path,
      "rules": reaches.map { reach -> [String: Any] in
        var rule: [String: Any] = [
          "id": reach.rule.id, "pattern": reach.rule.pattern, "suite": reach.rule.site.suitePath, "how": reach.how,
          "severity": reach.rule.severity.rawValue,
          "fenceEntries": reach.entries.map { ["entry": $0.entry, "reason": $0.reason ?? ""] },
          "exclusions": reach.exclusions.map { ["entry": $0.entry, "reason": $0.reason ?? ""] },
        ]
        if let title = reach.rule.title { rule["title"] = title }
        if let finding = reach.finding { rule["finding"] = finding }
        return rule
      },
    ]
  }
}
