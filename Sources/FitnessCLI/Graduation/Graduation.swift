import CheckCore
import CommandLineIO
import Findings
import LibGit2Reader
import RuleEngine
import SuiteRuntime
import SwiftScanner

/// Everything `fitness graduate` decides before it writes a byte: the rule drawn from the
/// finding, where its suite lives, the drill that proves it red, and the files to write.
struct Graduation {
  /// Why a finding is not graduated. `status` is the exit status to report.
  struct Refusal: Error, CustomStringConvertible {
    var description: String
    var status: ExitStatus = .failure
  }

  /// One file to write, with what it is, for the summary and `--dry-run`.
  struct Write {
    var path: String
    var text: String
    var summary: String
    /// The file at `path` is removed instead (a suite moved away).
    var removes = false
  }

  struct Options {
    var suite: String?
    var typeName: String?
    var framework: SuiteTemplate.Framework?
    var force = false
    var date: String
    /// `--baseline REASON`: fence today's offenders under this reason.
    var baseline: String? = nil
  }

  var finding: Finding
  var findingPath: String
  var findingText: String
  var options: Options
  /// The working tree's files, every Swift file scanned.
  var files: FileSet
  var existing: [SuiteRule]
  /// The working tree's snapshot: every file graduate reads (suites, project files, the
  /// catalog) comes from it, so the rule and its placement see one tree.
  var snapshot: any SnapshotReading
  /// Writes only; it reads nothing.
  var writer: WorkingTreeWriter

  /// What graduate will do: the files to write and the drill that justified them.
  struct Plan {
    var writes: [Write]
    var drill: DeliberateBreak.Outcome
    var suite: String
    /// The entries a widened suite gained (empty: none were needed); nil for a new suite.
    var widened: [String]?
  }

  /// The files to write and the drill that justified them.
  func plan() throws -> Plan {
    var draft = try drawnRule()
    try refuseVacuous(draft)
    try refuseUncountedPin(draft)
    if let reason = options.baseline {
      guard !existing.contains(where: { $0.id == draft.id }) else {
        throw Refusal(description: "\(findingPath): --baseline starts a new rule; rule \(draft.id) exists already")
      }
      draft = try withBaseline(draft, reason: reason)
    }
    if let match = existing.first(where: { $0.id == draft.id }) {
      if finding.status == "graduated" {
        // Since graduation the suite is the rule: its edits are never redrawn from the finding.
        guard asksToMove(match.site.suitePath, to: options.suite) else { throw suiteIsTheRule(match) }
        return try moved(match, draft: draft)
      }
      // A rerun after an interrupted graduate, or --force over a rule of the same id.
      guard options.force || !draft.body.sharesContract(with: match.body) else {
        return try widening(match, with: draft)
      }
      guard options.force else {
        throw Refusal(
          description:
            "\(match.site.suitePath) already holds rule \(draft.id); pass --force to rewrite it from the finding")
      }
      if asksToMove(match.site.suitePath, to: options.suite) { return try moved(match, draft: draft) }
      return try newSuite(draft, replacing: match.site.suitePath)
    }
    if let match = existing.first(where: { draft.body.sharesContract(with: $0.body) }) {
      return try widening(match, with: draft)
    }
    return try newSuite(draft, replacing: nil)
  }

  /// Why a graduated finding is not drawn again over the rule its suite holds.
  private func suiteIsTheRule(_ match: SuiteRule) -> Refusal {
    let suite = match.site.suitePath
    return Refusal(
      description: "\(findingPath): graduated into \(suite), which holds rule \(match.id); since graduation the "
        + "suite is the rule and the finding keeps the draft that graduated, so graduate does not draw it again "
        + "over later edits. Change the rule in \(suite) (`fitness allow` adds a fence entry); to draw it again "
        + "from the finding, delete rule \(match.id)'s literal from \(suite) first; to move it, pass --suite")
  }

  // MARK: - A new suite

  private func newSuite(_ drawn: RuleDraft, replacing: String?) throws
    -> Plan
  {
    let draft = try refusing { () throws(PatternRefusal) in try finding.statement.located(drawn, in: files) }
    let location = try suiteLocation(for: draft, requested: replacing)
    if writer.exists(location.path), !options.force {
      throw Refusal(
        description: "\(location.path) already exists and holds no rule for this finding; "
          + "pass --force to overwrite it, or choose another name with --name")
    }
    let library = linksFitnessKit(location.folder)
    if library { try refuseVendoredCopy(in: location.target) }
    guard let literal = type(of: finding.statement).literal(of: draft) else {
      throw Refusal(
        description: "internal error: the \(finding.pattern) pattern cannot write the rule of \(finding.id)")
    }
    let template = SuiteTemplate(
      typeName: location.typeName, draft: draft, literal: literal, findingPath: findingPath,
      framework: options.framework ?? detectFramework(in: location.target), engine: library ? .library : .vendored)
    // A license header stays on a suite overwritten with --force; a new suite gets the one
    // the target's files share.
    let kept = (try? snapshot.text(of: location.path)).map(FileHeader.of) ?? ""
    let header = kept.isEmpty || kept.contains("fitness graduate") ? sharedHeader(in: location.target) : kept + "\n"
    let text = header + template.render()
    let reread = try RuleBlockReader.rules(in: Array(text.utf8), path: location.path)
    guard reread.count == 1, reread[0].id == draft.id,
      reread[0].pattern == draft.body.pattern
    else {
      throw Refusal(description: "internal error: the suite for \(finding.id) does not read back as its rule")
    }
    let drill = try provenRed(reread[0], noFenceGiven: finding.statement.exceptions.isEmpty)
    var writes: [Write] = []
    if !library,
      let support = supportWrite(target: location.target, folder: location.folder, suite: (location.path, reread[0]))
    {
      writes.append(support)
    }
    writes.append(
      Write(path: location.path, text: text, summary: "new suite (\(template.framework.rawValue)), rule \(draft.id)"))
    writes.append(record(suite: location.path, ruleID: draft.id, drill: drill, widened: false))
    return Plan(writes: writes, drill: drill, suite: location.path, widened: nil)
  }

  // MARK: - Widening an existing suite

  private func widening(_ match: SuiteRule, with draft: RuleDraft) throws
    -> Plan
  {
    let suitePath = match.site.suitePath
    guard let text = try snapshot.text(of: suitePath) else {
      throw Refusal(description: "cannot read \(suitePath)")
    }
    let entries = finding.statement.exceptions.map {
      FenceWidening.FenceEntry(
        path: $0.path, reason: "\($0.why) [\(finding.id)]", grants: draft.body.granted(to: $0.path))
    }
    let widened = try FenceWidening.widen(text, suitePath: suitePath, ruleID: match.id, entries: entries)
    guard
      let rule = try RuleBlockReader.rules(in: Array(widened.text.utf8), path: suitePath)
        .first(where: { $0.id == match.id })
    else {
      throw Refusal(description: "internal error: \(suitePath) lost rule \(match.id) while widening")
    }
    let drill = try provenRed(rule, noFenceGiven: false)
    var writes: [Write] = []
    if !widened.added.isEmpty {
      writes.append(
        Write(
          path: suitePath, text: widened.text,
          summary: "widened fence of \(match.id): + " + widened.added.joined(separator: ", ")))
    }
    // A suite written from this very finding (a rerun after an interrupted graduate) is its
    // own, not a widening.
    let own = text.contains("`fitness graduate` from \(findingPath).")
    writes.append(record(suite: suitePath, ruleID: match.id, drill: drill, widened: !own))
    return Plan(writes: writes, drill: drill, suite: suitePath, widened: widened.added)
  }

  // MARK: - Shared steps

  /// Runs the drill; refuses a rule that fails today or cannot be proven red.
  func provenRed(_ rule: SuiteRule, noFenceGiven: Bool) throws -> DeliberateBreak.Outcome {
    let outcome = DeliberateBreak.drill(rule, files: files, catalogValues: try catalogValues(for: rule))
    // The files that break the rule today, where an entry could let each past.
    let selection = rule.body.inputs.selection
    // Each where its fence entry would go (a manifest, for a target's dependencies).
    let offenders = outcome.baseline.filter { selection.selects($0.path) }.map { offender in
      var placed = offender
      placed.path = rule.body.fenceEntry(for: offender, in: files)
      return placed
    }
    // An advisory rule may graduate over today's breaks: the check reports them as warnings.
    let advisory = rule.severity == .warning
    if noFenceGiven, !advisory, !offenders.isEmpty, offenders.count == outcome.baseline.count,
      let label = rule.body.exceptions?.label
    {
      let paths = Set(offenders.map(\.path))
      let names = Self.subjects(of: offenders)
      // Files and names are counted apart: one file can break the rule through several names.
      throw Refusal(
        description: "\(findingPath): the finding has no \(label), but "
          + "\(Self.counted(paths.count, rule.body.entryNoun == "path" ? "file" : rule.body.entryNoun)) "
          + "break\(paths.count == 1 ? "s" : "") the rule today, through \(Self.counted(names.count, "name")) "
          + "(\(names.joined(separator: ", "))). The fence is a decision, not a headcount: paste this into the front "
          + "matter, write each reason (or change the code), and graduate again; or, to adopt the rule with today's "
          + "offenders kept under one reason, run `fitness graduate \(findingPath) --baseline WHY` (their entries "
          + "only shrink):\n\n"
          + Self.pasteBlock(label, offenders: offenders, rule: rule.body))
    }
    if !outcome.baseline.isEmpty, !advisory {
      // Under --baseline, what still fails is at the entries the finding wrote by hand.
      let handWritten =
        options.baseline == nil
        ? ""
        : " (--baseline fences only files the finding has no entry for: it never widens an entry the team "
          + "wrote, under the team's reason; add what each file above lets past to its entry in the finding, "
          + "with a reason, or change the code)"
      throw Refusal(
        description: outcome.baseline.map(\.description).joined(separator: "\n")
          + "\n\(findingPath): the rule fails on the working tree today, so it is not graduated\(handWritten); "
          + "change the code, or change the finding",
        status: .violations)
    }
    guard outcome.provenRed else {
      let missed = outcome.breaks.filter { $0.verdict == nil }.map(\.action)
      let detail = missed.isEmpty ? "no break could be injected" : "it missed: " + missed.joined(separator: "; ")
      throw Refusal(
        description: "\(findingPath): the rule cannot be proven red (\(detail)); "
          + "check what it points at: a rule that never fails protects nothing",
        status: .violations)
    }
    return outcome
  }

  /// The copy of the String Catalog a rule reads, from the working tree.
  private func catalogValues(for rule: SuiteRule) throws -> [CopyValue]? {
    try CatalogCopy.values(for: rule) { try snapshot.textBytes(of: $0) }
  }

  func record(suite: String, ruleID: String, drill: DeliberateBreak.Outcome, widened: Bool) -> Write {
    let steps = drill.breaks.map { step in
      FindingRecord.Drill(
        action: step.action, place: step.verdict.map(Self.place) ?? step.offender,
        message: step.verdict?.description ?? "")
    }
    let record = FindingRecord.record(
      title: finding.title, ruleID: ruleID, pattern: finding.pattern, suite: suite,
      source: finding.source, date: options.date, drill: steps, widened: widened)
    let text = FindingRecord.updated(
      findingText, keys: [("status", "graduated"), ("suite", suite), ("rule", ruleID), ("graduated", options.date)],
      record: record)
    return Write(path: findingPath, text: text, summary: "status: graduated, suite: \(suite)")
  }

  /// `path:line:col` of a violation.
  static func place(_ violation: Violation) -> String {
    violation.position.map { "\(violation.path):\($0.line):\($0.column)" } ?? violation.path
  }
}
