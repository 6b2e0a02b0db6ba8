import RuleEngine

/// `fitness check --format json`: a documented schema with a version field.
enum JSONReport {
  /// Raised when the shape changes in a way a reader would notice.
  static let schemaVersion = 1

  static func render(_ report: CheckReport) -> String {
    let entries = Dictionary(grouping: report.fenceEntries, by: \.ruleID)
    let rules = report.rules.map { rule -> JSONValue in
      .object([
        ("id", .string(rule.id)),
        ("pattern", .string(rule.pattern)),
        ("title", rule.title.map(JSONValue.string) ?? .null),
        ("suite", .string(rule.site.suitePath)),
        ("finding", report.findings[rule.id].map(JSONValue.string) ?? .null),
        (
          "fence",
          .array(
            (entries[rule.id] ?? []).map { .object(Self.path($0.path) + [("reason", .string($0.reason))]) })
        ),
      ])
    }
    let violations = report.violations.map { violation -> JSONValue in
      .object(
        [
          ("rule", .string(violation.ruleID)),
          ("kind", .string(violation.kind.rawValue)),
          ("severity", .string(violation.severity.rawValue)),
        ] + Self.path(violation.path) + [
          ("line", violation.position.map { .number($0.line) } ?? .null),
          ("column", violation.position.map { .number($0.column) } ?? .null),
          ("message", .string(violation.message)),
          ("subject", .string(violation.subject)),
          (
            "fingerprint",
            .string(CheckReport.fingerprint(ruleID: violation.ruleID, path: violation.path, subject: violation.subject))
          ),
        ])
    }
    return JSONValue.object([
      ("version", .number(schemaVersion)),
      ("tool", .object([("name", .string("fitness")), ("version", .string(EntryPoint.version))])),
      ("scope", .string(report.scope)),
      ("judgedFiles", .number(report.judgedFiles)),
      ("rules", .array(rules)),
      ("violations", .array(violations)),
    ]).rendered() + "\n"
  }

  /// `path` as UTF-8 text; for a name that is not UTF-8, U+FFFD in place of each bad byte
  /// and the exact bytes in `pathBytes`.
  static func path(_ spelling: String) -> [(String, JSONValue)] {
    let path = ReportPath(spelling)
    guard path.text == nil else { return [("path", .string(path.lossy))] }
    return [("path", .string(path.lossy)), ("pathBytes", .array(path.bytes.map { .number(Int($0)) }))]
  }
}
