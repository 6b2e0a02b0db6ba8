import RuleEngine
import SwiftScanner

/// A rule read across files (what types inherit, which folders' types a file names, a
/// counterpart) judges every file of its reach when a commit stages one of them: the verdict
/// on one file reads the others. Yet most commits change what no file's verdict reads: a
/// function's body, a comment, lines moved. Then every file says to the rule what it said in
/// HEAD, every verdict reads the same records, and HEAD's verdict stands, as it stands for an
/// unchanged file under a rule that judges each file alone (Hook.md). The staged check then
/// reads the commit's files twice (HEAD's bytes and the staged ones) instead of the facts of
/// every file of the repository.
extension SnapshotCheck {
  /// What a staged check learns of the commit's files while it plans: each file's records
  /// in HEAD and staged, by path, read once for every rule that asks.
  struct HeadComparison {
    /// More files than this and the comparison costs more than it saves: such a commit is
    /// judged as before.
    static let fileLimit = 32
    var request: FactRequest?
    var records: [String: (head: SourceFacts, staged: SourceFacts)?] = [:]

    /// What the comparison says of a rule.
    enum Outcome {
      /// Every changed file says to the rule what it said in HEAD: HEAD's verdict stands.
      case stands
      /// Every changed file was compared, and one says something new to the rule (its
      /// records under the rule's judge differ): the rule may judge only what that reaches
      /// (`FileSet.headRecords`).
      case changes
      /// The files cannot be compared (too many, one new, not text, no judge): judged as before.
      case unknown
    }
  }

  /// Whether `rule`, read across files, keeps HEAD's verdict: every one of `changed` (the
  /// files of its reach the commit stages) is a text file both in HEAD and staged, and says
  /// the same to the rule in both, positions aside (where something is reported, never
  /// whether): its records under the rule's judge, or for a rule that reads facts without
  /// one (the targets' dependencies), all its facts. A rule whose files are read whole, a
  /// file new to the commit, and a commit that removes a file of its reach, are judged as
  /// before (`unknown`); one whose judged records differ `changes`.
  func headVerdict(_ rule: SuiteRule, changed: [String], comparison: inout HeadComparison) throws
    -> HeadComparison.Outcome
  {
    let inputs = rule.body.inputs
    let judge = FactJudge(rule.body, site: rule.site)
    guard changed.count <= HeadComparison.fileLimit, inputs.reading == .facts, judge != nil || !inputs.declarations
    else { return .unknown }
    let request = comparison.request ?? factRequest()
    comparison.request = request
    var outcome = HeadComparison.Outcome.stands
    for path in changed {
      if comparison.records[path] == nil {
        comparison.records[path] = .some(try compared(path, request: request))
      }
      guard let both = comparison.records[path] ?? nil else { return .unknown }
      if Self.said(both.head, key: judge?.key) != Self.said(both.staged, key: judge?.key) {
        // Without a judge, no records say what the change reaches.
        guard judge != nil else { return .unknown }
        outcome = .changes
      }
    }
    return outcome
  }

  /// The file's facts in HEAD and staged; nil when either is not a text file.
  private func compared(_ path: String, request: FactRequest) throws -> (head: SourceFacts, staged: SourceFacts)? {
    guard case .text(let head)? = try snapshot.headContents(of: path),
      case .text(let staged)? = try snapshot.contents(of: path)
    else { return nil }
    let search = request.search
    return (request.facts(of: head, search: search), request.facts(of: staged, search: search))
  }

  /// What a file's facts say to a rule, positions aside: its records under the judge's
  /// `key` (each one's kind, subject and message); without a judge, every import as
  /// written, how often each needle occurs, and every judge's records.
  private static func said(_ facts: SourceFacts, key: String?) -> [[String]] {
    func records(_ breaches: [FactBreach]) -> [[String]] { breaches.map { [$0.kind, $0.subject, $0.message] } }
    if let key { return records(facts.breaches?[key] ?? []) }
    var said = facts.imports.map {
      ["import", $0.name, $0.kind ?? "", $0.access ?? "", $0.attributes.joined(separator: " ")]
    }
    said += facts.occurrences.keys.sorted().map { ["needle", $0, String(facts.occurrences[$0]!.count)] }
    for key in (facts.breaches ?? [:]).keys.sorted() { said += [["judge", key]] + records(facts.breaches![key]!) }
    return said
  }
}
