import RuleEngine

/// `fitness check --format github`: workflow commands that annotate the pull request.
enum GitHubReport {
  /// GitHub shows at most this many error annotations per step; the rest are dropped unseen.
  static let annotationLimit = 10

  static func render(_ report: CheckReport) -> String {
    var text = report.violations.map { violation in
      // The file as the checkout holds it; GitHub cannot attach an annotation to git's
      // quoted spelling. A name that is not UTF-8 cannot be said in a workflow command.
      var properties = ["file=\(escapeProperty(ReportPath(violation.path).lossy))"]
      if let position = violation.position {
        properties += ["line=\(position.line)", "col=\(position.column)"]
      }
      properties.append("title=\(escapeProperty("fitness: \(violation.ruleID)"))")
      let command = violation.severity.rawValue
      return "::\(command) \(properties.joined(separator: ","))::\(escapeData(violation.message))\n"
    }.joined()
    let errors = report.violations.filter { $0.severity == .error }
    if errors.count > annotationLimit {
      let unseen = errors.count - annotationLimit
      text +=
        "::warning title=\(escapeProperty("fitness: \(unseen) violation(s) not annotated"))::"
        + "\(errors.count) violations; GitHub "
        + "annotates \(annotationLimit) errors per step, so \(unseen) are not shown as annotations. The job summary "
        + "lists every one, and the log above has them all.\n"
    }
    return text
  }

  /// The Markdown job summary: every violation (place, rule, message), then a table of
  /// violations per rule and the fences' size.
  static func summary(_ report: CheckReport, graph: ModuleGraph? = nil) -> String {
    let counts = Dictionary(grouping: report.violations, by: \.ruleID).mapValues(\.count)
    let entries = Dictionary(grouping: report.fenceEntries, by: \.ruleID).mapValues(\.count)
    var text = "### fitness: \(report.violations.isEmpty ? "clean" : "\(report.violations.count) violation(s)")\n\n"
    if !report.violations.isEmpty {
      text += "| place | rule | message |\n|---|---|---|\n"
      for violation in report.violations {
        let path = ReportPath(violation.path).lossy
        let place = violation.position.map { "\(path):\($0.line)" } ?? path
        let message = (violation.severity == .warning ? "warning: " : "") + violation.message
        text += "| `\(place)` | `\(violation.ruleID)` | \(cell(message)) |\n"
      }
      text += "\n"
    }
    if let graph, !graph.edges.isEmpty { text += graphSection(graph) }
    text += "| rule | pattern | violations | fence entries | suite |\n|---|---|---|---|---|\n"
    for rule in report.rules {
      text +=
        "| `\(rule.id)` \(cell(rule.title ?? rule.id)) | \(rule.pattern) | \(counts[rule.id] ?? 0) | \(entries[rule.id] ?? 0) | "
      text += "`\(rule.site.suitePath)` |\n"
    }
    return text + "\n"
  }

  /// Mermaid's own limit on a chart's text (`maxTextSize`): past it, GitHub shows an error
  /// where the chart should be.
  static let mermaidLimit = 50_000

  /// The modules the violations involve, with their red edges, as a Mermaid chart; past
  /// `limit` characters, a line that says so, and the table above stands alone.
  static func graphSection(_ graph: ModuleGraph, limit: Int = mermaidLimit) -> String {
    let chart = graph.mermaid
    guard chart.utf8.count <= limit else {
      return "The graph of the \(graph.edges.count) edges that break a rule is too big to draw here; "
        + "`fitness graph` draws the whole of it.\n\n"
    }
    return "#### Modules the violations involve\n\n```mermaid\n\(chart)```\n\n"
  }

  /// Text safe inside a Markdown table cell.
  private static func cell(_ text: String) -> String {
    text.replacingAll("|", with: "\\|").replacingAll("\n", with: " ")
  }

  private static func escapeData(_ text: String) -> String {
    text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
  }

  private static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}
