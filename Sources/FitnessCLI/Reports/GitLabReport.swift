import RuleEngine

/// `fitness check --format gitlab`: a GitLab Code Quality report, the JSON array GitLab
/// shows in merge requests: `description`, `check_name`, `fingerprint`, `severity` and
/// `location.path` with `location.lines.begin` for each violation.
///
/// Fingerprints are the rule, the file and the subject, never the line, so a violation
/// that moves keeps its identity; repeats of one subject in one file are told apart by
/// their order, since GitLab shows one entry per fingerprint.
enum GitLabReport {
  static func render(_ report: CheckReport) -> String {
    var seen: [String: Int] = [:]
    let entries = report.violations.map { violation -> JSONValue in
      let key = CheckReport.fingerprint(ruleID: violation.ruleID, path: violation.path, subject: violation.subject)
      let repeats = seen[key, default: 0]
      seen[key] = repeats + 1
      let fingerprint =
        repeats == 0
        ? key
        : CheckReport.fingerprint(
          ruleID: violation.ruleID, path: violation.path, subject: "\(violation.subject)#\(repeats)")
      return .object([
        ("description", .string(violation.message)),
        ("check_name", .string(violation.ruleID)),
        ("fingerprint", .string(fingerprint)),
        // An advisory rule's warning is minor: shown in the merge request, below the errors.
        ("severity", .string(violation.severity == .error ? "major" : "minor")),
        (
          "location",
          .object([
            ("path", .string(ReportPath(violation.path).textOrPercentEncoded)),
            ("lines", .object([("begin", .number(violation.position?.line ?? 1))])),
          ])
        ),
      ])
    }
    return JSONValue.array(entries).rendered() + "\n"
  }
}
