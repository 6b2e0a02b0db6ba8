import RuleEngine

/// The output formats of `fitness check`, as the tools that read them expect.
enum ReportFormat: String, CaseIterable {
  case text, json, sarif, github, junit, gitlab

  /// The report as its format writes it; `text` is the compiler-style lines the check
  /// prints on stderr, for `--output` (a CI artifact, an editor's problem matcher).
  func render(_ report: CheckReport) -> String? {
    switch self {
    case .text: return report.violations.map { $0.description + "\n" }.joined()
    case .json: return JSONReport.render(report)
    case .sarif: return SARIFReport.render(report)
    case .github: return GitHubReport.render(report)
    case .junit: return JUnitReport.render(report)
    case .gitlab: return GitLabReport.render(report)
    }
  }
}
