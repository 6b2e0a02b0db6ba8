import RuleEngine

/// One file's part of a working-tree verdict, for the agent hook and the MCP server: the
/// violations at the file, and, when the file is a suite, every violation of the rules it
/// writes (narrowing a fence breaks the files it no longer lets past).
package struct FileVerdict {
  package var path: String
  package var violations: [Violation]
  /// How many rules the tree holds.
  package var ruleCount: Int
  /// Files the check could not read (over the scan limit), as `check` warns of them.
  package var skipped: [String]

  package init(path: String, run: CheckPipeline.Run) {
    self.path = path
    let written = Set(run.rules.rules.filter { $0.site.suitePath == path }.map(\.id))
    violations = (run.outcome?.violations ?? []).filter { $0.path == path || written.contains($0.ruleID) }
    ruleCount = run.rules.rules.count
    skipped = run.outcome?.skipped ?? []
  }

  /// Whether an error (not only advice) breaks a rule here.
  package var fails: Bool { violations.contains { $0.severity == .error } }

  /// The lines as `check` prints them, then one line that sums them up.
  package var lines: [String] {
    var lines = violations.map(\.description)
    lines += skipped.filter { $0.hasPrefix(path + " (") }.map {
      "fitness: warning: skipped \($0): larger than the 32 MiB scan limit"
    }
    let rules = "\(ruleCount) rule\(ruleCount == 1 ? "" : "s")"
    let errors = violations.filter { $0.severity == .error }
    let warnings = violations.count - errors.count
    if errors.isEmpty {
      let advice = warnings == 0 ? "" : ", with \(warnings) warning\(warnings == 1 ? "" : "s") of advisory rules"
      lines.append("fitness: clean: \(path) breaks none of \(rules)\(advice) (working tree)")
    } else {
      let broken = Set(errors.map(\.ruleID)).count
      lines.append(
        "fitness: \(errors.count) violation\(errors.count == 1 ? "" : "s") of \(broken) rule\(broken == 1 ? "" : "s") "
          + "in \(path); change the code or the contract as each line says (`fitness explain RULE-ID` tells why "
          + "a rule exists)")
    }
    return lines
  }

  package var text: String { lines.joined(separator: "\n") }
}
