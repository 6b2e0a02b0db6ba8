import RuleEngine

/// `fitness check --format github`: workflow commands that annotate the pull request.
enum GitHubReport {
  static func render(_ report: CheckReport) -> String {
    report.violations.map { violation in
      var properties = ["file=\(escapeProperty(violation.path))"]
      if let position = violation.position {
        properties += ["line=\(position.line)", "col=\(position.column)"]
      }
      properties.append("title=\(escapeProperty("fitness: \(violation.ruleID)"))")
      return "::error \(properties.joined(separator: ","))::\(escapeData(violation.message))\n"
    }.joined()
  }

  /// The Markdown job summary: a table of violations per rule, and the fences' size.
  static func summary(_ report: CheckReport) -> String {
    let counts = Dictionary(grouping: report.violations, by: \.ruleID).mapValues(\.count)
    let entries = Dictionary(grouping: report.fenceEntries, by: \.ruleID).mapValues(\.count)
    var text = "### fitness: \(report.violations.isEmpty ? "clean" : "\(report.violations.count) violation(s)")\n\n"
    text += "| rule | pattern | violations | fence entries | suite |\n|---|---|---|---|---|\n"
    for rule in report.rules {
      let cell = (rule.title ?? rule.id).replacingAll("|", with: "\\|")
      text += "| `\(rule.id)` \(cell) | \(rule.pattern) | \(counts[rule.id] ?? 0) | \(entries[rule.id] ?? 0) | "
      text += "`\(rule.site.suitePath)` |\n"
    }
    return text + "\n"
  }

  private static func escapeData(_ text: String) -> String {
    text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
  }

  private static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}
