import CheckCore
import Findings
import RuleEngine

/// What `fitness explain` says of one rule: where it comes from, what it looks at, and what
/// it holds the code to, each entry with its reason. Read from the snapshot's suites and
/// findings, never from a run.
struct RuleExplanation {
  var id: String
  var title: String?
  var pattern: String
  var suite: String
  /// The finding it was graduated from, with its provenance; nil when none records it.
  var finding: (path: String, source: String?)?
  var why: String?
  /// The finding's text, up to its `## Graduated` record.
  var body: String
  var scope: [String]
  var contract: [String]
  /// A rule adopted as advice says so: an agent reading the digest knows it refuses nothing.
  var advisory: Bool

  init(rule: SuiteRule, findingPath: String?, finding: Finding?) {
    (id, title, pattern, suite) = (rule.id, rule.title, rule.pattern, rule.site.suitePath)
    advisory = rule.severity == .warning
    self.finding = findingPath.map { ($0, finding?.source) }
    why = finding?.statement.why.flatMap { $0.isEmpty ? nil : $0 }
    body =
      finding.map { finding in
        finding.body.split(separator: "\n", omittingEmptySubsequences: false)
          .prefix { !$0.hasPrefix("## Graduated ") }.filter { !DraftFinding.isBoilerplate($0) }
          .joined(separator: "\n").trimmingBlankLines
      } ?? ""
    scope = FindingPatterns.named(rule.pattern)?.scope(of: rule) ?? []
    contract = FindingPatterns.named(rule.pattern)?.contract(of: rule) ?? []
  }

  /// Each of `rules` with the finding it was graduated from, as `source` holds it.
  static func explaining(_ rules: [SuiteRule], in source: any SnapshotReading) throws -> [RuleExplanation] {
    let findings = try FindingSummaryReader.index(source)
    return try rules.map { rule in
      let path = findings[rule.id]
      var finding: Finding? = nil
      if let path, let bytes = try source.textBytes(of: path) {
        finding = try? FindingReader.read(String(decoding: bytes, as: UTF8.self), path: path)
      }
      return RuleExplanation(rule: rule, findingPath: finding == nil ? nil : path, finding: finding)
    }
  }

  /// The plain text `explain RULE-ID` prints.
  var text: String {
    var lines = ["\(id): \(title ?? "(no title)")", "pattern: \(pattern)", "suite: \(suite)"]
    if advisory { lines.append(Self.advice) }
    if let finding {
      lines.append("finding: \(finding.path)\(finding.source.map { " (\($0))" } ?? "")")
      if let why { lines.append("why: \(why)") }
      if !body.isEmpty { lines += ["", body] }
    }
    return (lines + scope + [""] + contract).joined(separator: "\n")
  }

  /// One section of the digest: a heading, where the rule lives, the finding's words as a
  /// quote, and what the rule looks at and holds the code to, each line a list item.
  var markdown: String {
    var lines = ["## \(id): \(title ?? "(no title)")", ""]
    var facts = ["pattern: `\(pattern)`", "suite: `\(suite)`"]
    if advisory { facts.append(Self.advice) }
    if let finding {
      facts.append("finding: `\(finding.path)`\(finding.source.map { " (\($0))" } ?? "")")
    }
    if let why { facts.append("why: \(why)") }
    lines += facts.map { "- \($0)" }
    if !body.isEmpty {
      lines.append("")
      lines += body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> \($0)" }
    }
    for (heading, items) in [("What it looks at", scope), ("What it holds the code to", contract)] where !items.isEmpty
    {
      lines += ["", "\(heading):", ""]
      lines += items.map { item in
        // A contract's nested lines keep their nesting as nested items.
        let depth = item.prefix { $0 == " " }.count
        return String(repeating: "  ", count: depth / 2) + "- " + item.drop { $0 == " " }
      }
    }
    return lines.joined(separator: "\n")
  }

  static let advice = "severity: warning (advice: its breaks are reported, and refuse nothing unless --strict)"

  /// Every rule as one Markdown file, for a README or an agents' instruction file.
  static func digest(_ rules: [RuleExplanation]) -> String {
    let head = [
      "# Architecture rules", "",
      "<!-- Written by `fitness explain --format markdown`; `--check FILE` fails when this file is stale. -->", "",
      "Each rule is a fitness function: a test in the suite named below, and a check of every commit.",
    ]
    return (head + rules.flatMap { ["", $0.markdown] }).joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate var trimmingBlankLines: String {
    var text = Substring(self)
    while text.first?.isNewline == true { text = text.dropFirst() }
    while text.last?.isNewline == true { text = text.dropLast() }
    return String(text)
  }
}
