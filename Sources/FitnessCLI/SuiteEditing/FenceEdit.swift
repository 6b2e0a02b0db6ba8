import CheckCore
import LibGit2Reader
import RuleEngine
import SwiftScanner

/// One entry added to a rule's fence, or taken out, as `fitness allow` asks: the suite's new
/// text and what to say, decided from the working tree's snapshot before anything is written.
struct FenceEdit {
  var ruleID: String
  /// The path as the rule spells it, relative to the repository.
  var path: String
  /// The reason of an entry added; nil to take the entry out.
  var why: String?

  /// What the edit comes to: the suite's new text (nil when there is nothing to do), the
  /// line that says what was done, and a warning to print beside it.
  struct Outcome {
    var suite: String
    var text: String?
    /// `(done, dry run)`: the words for a written edit and for one only shown.
    var said: (done: String, dryRun: String)
    var warning: String?
  }

  func outcome(in snapshot: Snapshot) throws -> Outcome {
    let rule = try RuleSet.load(from: LibGit2Snapshot(snapshot)).selecting([ruleID], command: Allow.name).rules[0]
    guard rule.body.exceptions != nil else {
      throw WorkingTreeWriter.Refusal(
        description: "rule \(ruleID) is a \(rule.pattern) rule; only fences, sentinels' sessions, and declarations "
          + "and members rules take entries")
    }
    let suite = rule.site.suitePath
    guard let text = try LibGit2Snapshot(snapshot).text(of: suite) else {
      throw WorkingTreeWriter.Refusal(description: "cannot read \(suite)")
    }
    guard let why else { return try removal(from: text, of: rule, in: snapshot) }
    let entry = try FenceException.entry(path, judgedAloneBy: rule, snapshot: snapshot, why: why)
    let shown = entry.path.hasSuffix("/") && !path.hasSuffix("/") ? path + "/" : path
    let widened = try FenceWidening.widen(text, suitePath: suite, ruleID: ruleID, entries: [entry])
    guard !widened.added.isEmpty else {
      // An entry a person wrote keeps its reason: what it does not grant yet is theirs to add.
      let granted = rule.body.granted(to: entry.path)
      let missing = rule.body.exceptionsGrant ? entry.grants.filter { !granted.contains($0) } : []
      if !missing.isEmpty {
        throw WorkingTreeWriter.Refusal(
          description: "\(shown) is in the fence of \(ruleID) already, granted \(SuiteTemplate.inlineList(granted)) "
            + "under its own reason, and \(SuiteTemplate.inlineList(missing)) breaks the rule there today; add it to "
            + "that entry in \(suite) by hand, with a reason that covers it (allow never widens an entry under "
            + "another's reason), or change the code")
      }
      let nothing = "\(shown) is already in the fence of \(ruleID) (\(suite)); nothing to do"
      return Outcome(suite: suite, text: nil, said: (nothing, nothing))
    }
    let granted = rule.body.exceptionsGrant ? ": \(SuiteTemplate.inlineList(entry.grants))" : ""
    let what = "the fence of \(ruleID) in \(suite): + \(shown)\(granted)  // \(entry.reason)"
    return Outcome(suite: suite, text: widened.text, said: ("widened \(what)", "would widen \(what)"))
  }

  /// The entry taken out, and a warning when the file still breaks the narrowed rule: the
  /// hook would refuse it at the commit, so it is said now.
  private func removal(from text: String, of rule: SuiteRule, in snapshot: Snapshot) throws -> Outcome {
    let suite = rule.site.suitePath
    // A folder's entry is spelled with its trailing `/`, which a shell's path loses.
    let folderEntry = path.hasSuffix("/") ? path : path + "/"
    guard
      let narrowed = try FenceWidening.narrow(text, suitePath: suite, ruleID: ruleID, entry: path)
        ?? FenceWidening.narrow(text, suitePath: suite, ruleID: ruleID, entry: folderEntry)
    else {
      let nothing = "\(path) is not in the fence of \(ruleID) (\(suite)); nothing to do"
      return Outcome(suite: suite, text: nil, said: (nothing, nothing))
    }
    let what = "\(path) out of the fence of \(ruleID) in \(suite)"
    var outcome = Outcome(suite: suite, text: narrowed, said: ("took \(what)", "would take \(what)"))
    if rule.body.inputs.selection.selects(path),
      let judged = try? FenceException.breaches(of: [path], by: rule, site: rule.site, snapshot: snapshot),
      let breach = judged[path]??.first
    {
      outcome.warning =
        "fitness: warning: \(path):\(breach.position.map { "\($0.line):\($0.column)" } ?? "") still breaks the "
        + "rule (\(breach.subject)): a commit of this narrowed fence is refused until the file complies (change "
        + "the code), or keep the entry (change the contract back)"
    }
    return outcome
  }
}
