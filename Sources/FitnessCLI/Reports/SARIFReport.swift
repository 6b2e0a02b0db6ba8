import RuleEngine
import SwiftScanner

/// `fitness check --format sarif`: SARIF 2.1.0 for code scanning.
///
/// One rule descriptor per fitness rule; a result per violation; and a result per fence
/// entry, suppressed with the entry's reason as its justification, so code scanning shows
/// each exception as accepted, with why. Fingerprints leave out line numbers, so a result
/// keeps its identity when code moves.
enum SARIFReport {
  static func render(_ report: CheckReport) -> String {
    let indexes = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let descriptors = report.rules.map { rule -> JSONValue in
      var help = "Enforced by \(rule.site.suitePath), which holds the rule as data"
      if let finding = report.findings[rule.id] { help += "; recorded in \(finding)" }
      help += ". Each message says which side to change: the code, or the contract in the suite."
      return .object([
        ("id", .string(rule.id)),
        ("shortDescription", .object([("text", .string(rule.title ?? rule.id))])),
        ("help", .object([("text", .string(help))])),
        (
          "properties",
          .object([
            ("pattern", .string(rule.pattern)), ("suite", .string(rule.site.suitePath)),
            ("finding", report.findings[rule.id].map(JSONValue.string) ?? .null),
          ])
        ),
      ])
    }
    var results: [JSONValue] = report.violations.map { violation in
      var pairs: [(String, JSONValue)] = [("ruleId", .string(violation.ruleID))]
      if let index = indexes[violation.ruleID] { pairs.append(("ruleIndex", .number(index))) }
      pairs += [
        ("level", .string("error")),
        ("message", .object([("text", .string(violation.message))])),
        ("locations", .array([location(violation.path, violation.position)])),
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
    for entry in report.fenceEntries {
      var pairs: [(String, JSONValue)] = [("ruleId", .string(entry.ruleID))]
      if let index = indexes[entry.ruleID] { pairs.append(("ruleIndex", .number(index))) }
      pairs += [
        ("level", .string("note")),
        (
          "message",
          .object([("text", .string("\(entry.path) is allowed across the fence of \(entry.ruleID): \(entry.reason)"))])
        ),
        ("locations", .array([location(entry.path, nil)])),
        (
          "suppressions",
          .array([
            .object([
              ("kind", .string("external")),
              ("justification", .string(entry.reason)),
              ("location", location(entry.suitePath, entry.suitePosition)),
            ])
          ])
        ),
        (
          "partialFingerprints",
          .object([
            ("fitness/v1", .string(CheckReport.fingerprint(ruleID: entry.ruleID, path: entry.path, subject: "fence")))
          ])
        ),
      ]
      results.append(.object(pairs))
    }
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
      ("results", .array(results)),
    ])
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).rendered() + "\n"
  }

  private static func location(_ path: String, _ position: SourcePosition?) -> JSONValue {
    var physical: [(String, JSONValue)] = [
      ("artifactLocation", .object([("uri", .string(uri(path))), ("uriBaseId", .string("%SRCROOT%"))]))
    ]
    if let position {
      physical.append(
        ("region", .object([("startLine", .number(position.line)), ("startColumn", .number(position.column))])))
    }
    return .object([("physicalLocation", .object(physical))])
  }

  /// A relative URI reference: each path segment percent-encoded where URIs need it.
  static func uri(_ path: String) -> String {
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
    var out = ""
    for byte in path.utf8 {
      if unreserved.contains(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}
