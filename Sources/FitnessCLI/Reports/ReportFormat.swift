import RuleEngine

/// The output formats of `fitness check`, as the tools that read them expect.
enum ReportFormat: String, CaseIterable {
  case text, json, sarif, github, junit, gitlab

  /// The report for machines; nil for `text`, which goes to stderr line by line.
  func render(_ report: CheckReport) -> String? {
    switch self {
    case .text: return nil
    case .json: return JSONReport.render(report)
    case .sarif: return SARIFReport.render(report)
    case .github: return GitHubReport.render(report)
    case .junit: return JUnitReport.render(report)
    case .gitlab: return GitLabReport.render(report)
    }
  }
}
