import Findings
import RuleEngine
import SwiftScanner

/// `fitness check --format sarif`: SARIF 2.1.0 as GitHub code scanning shows it.
///
/// One rule descriptor per fitness rule, with its fence (each entry and its reason) in the
/// rule's `properties`; one result per violation, each with a region. Fence entries are not
/// results: GitHub ignores `suppressions` and would open an alert per entry on a clean run.
/// Fingerprints leave out line numbers, so a result keeps its identity when code moves;
/// `automationDetails.id` names the rule selection, so runs of different `--rule` subsets do
/// not close each other's alerts.
enum SARIFReport {
  static func render(_ report: CheckReport) -> String {
    let indexes = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let entries = Dictionary(grouping: report.fenceEntries, by: \.ruleID)
    let descriptors = report.rules.map { rule -> JSONValue in
      descriptor(rule, report: report, fence: entries[rule.id] ?? [])
    }
    let results: [JSONValue] = report.violations.map { violation in
      var pairs: [(String, JSONValue)] = [("ruleId", .string(violation.ruleID))]
      if let index = indexes[violation.ruleID] { pairs.append(("ruleIndex", .number(index))) }
      pairs += [
        ("level", .string(violation.severity.rawValue)),
        ("message", .object([("text", .string(violation.message))])),
        // A violation without a place (a suite that is gone) points at the file's start.
        ("locations", .array([location(violation.path, violation.position ?? SourcePosition(line: 1, column: 1))])),
        (
          "partialFingerprints",
          .object([
            (
              "fitness/v1",
              .string(
                CheckReport.fingerprint(ruleID: violation.ruleID, path: violation.path, subject: violation.subject))
            )
          ])
        ),
      ]
      return .object(pairs)
    }
    let selection = report.selectedRules.isEmpty ? "all" : report.selectedRules.sorted().joined(separator: "+")
    let run = JSONValue.object([
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", .string("fitness")), ("version", .string(EntryPoint.version)),
              ("semanticVersion", .string(EntryPoint.version)), ("rules", .array(descriptors)),
            ])
          )
        ])
      ),
      ("automationDetails", .object([("id", .string("fitness/\(selection)/"))])),
      ("results", .array(results)),
    ])
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).rendered() + "\n"
  }

  /// A rule as code scanning lists it: its title, what it enforces and where, help in text
  /// and Markdown, a link to the finding (else the suite), and its fence as properties.
  static func descriptor(_ rule: SuiteRule, report: CheckReport, fence: [CheckReport.FenceEntry]) -> JSONValue {
    let title = rule.title ?? rule.id
    let finding = report.findings[rule.id]
    var help = "Enforced by \(rule.site.suitePath), which holds the rule as data"
    if let finding { help += "; recorded in \(finding)" }
    help += ". Each message says which side to change: the code, or the contract in the suite."
    var markdown =
      "**\(title)** (`\(rule.pattern)`)\n\nEnforced by `\(rule.site.suitePath)`, which holds the rule as data"
    if let finding { markdown += "; recorded in `\(finding)`" }
    markdown += ".\n\nEach message says which side to change: the code, or the contract in the suite."
    if !fence.isEmpty {
      markdown +=
        "\n\nFence:\n" + fence.map { "- `\(ReportPath($0.path).lossy)`: \($0.reason)" }.joined(separator: "\n")
    }
    var pairs: [(String, JSONValue)] = [
      ("id", .string(rule.id)),
      ("name", .string(RuleWording.identifier(rule.id))),
      ("shortDescription", .object([("text", .string(title))])),
      (
        "fullDescription",
        .object([
          (
            "text",
            .string(
              "\(title): \(rule.pattern.first.map { "aeio".contains($0) } == true ? "an" : "a") \(rule.pattern) rule of fitness, kept in \(rule.site.suitePath)."
            )
          )
        ])
      ),
      ("help", .object([("text", .string(help)), ("markdown", .string(markdown))])),
    ]
    if let uri = report.documentURI(finding ?? rule.site.suitePath) { pairs.append(("helpUri", .string(uri))) }
    pairs.append(
      (
        "properties",
        .object([
          ("pattern", .string(rule.pattern)), ("suite", .string(rule.site.suitePath)),
          ("finding", finding.map(JSONValue.string) ?? .null),
          (
            "fence",
            .array(
              fence.map {
                .object([("path", .string(ReportPath($0.path).textOrPercentEncoded)), ("reason", .string($0.reason))])
              })
          ),
        ])
      ))
    return .object(pairs)
  }

  private static func location(_ path: String, _ position: SourcePosition) -> JSONValue {
    let physical: [(String, JSONValue)] = [
      ("artifactLocation", .object([("uri", .string(ReportPath(path).uri)), ("uriBaseId", .string("%SRCROOT%"))])),
      ("region", .object([("startLine", .number(position.line)), ("startColumn", .number(position.column))])),
    ]
    return .object([("physicalLocation", .object(physical))])
  }
}
