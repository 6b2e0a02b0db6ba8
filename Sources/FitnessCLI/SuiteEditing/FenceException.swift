import LibGit2Reader
import RuleEngine
import SwiftScanner

/// A file `fitness allow` adds to a fence, checked against the rule and the working tree:
/// a plain path of a file the rule looks at, which uses what the fence guards today (an
/// entry for a file that does not would be stale at once), granted exactly that.
enum FenceException {
  static func entry(_ relative: String, in fence: FenceRule, ruleID: String, snapshot: Snapshot, why: String?)
    throws -> FenceWidening.FenceEntry
  {
    let file = try coveredFile(relative, covered: fence.covers(relative), ruleID: ruleID, snapshot: snapshot)
    return FenceWidening.FenceEntry(
      path: String(decoding: QuotedPath.bytes(relative), as: UTF8.self), reason: SuiteTemplate.oneLine(why ?? ""),
      grants: try usedThings(of: fence, in: file, snapshot: snapshot))
  }

  /// A file a rule that judges each file alone lets past (a declarations rule's): one it
  /// selects that breaks it today.
  static func entry(_ relative: String, judgedAloneBy rule: SuiteRule, snapshot: Snapshot, why: String?)
    throws -> FenceWidening.FenceEntry
  {
    let selected = rule.body.inputs.selection.selects(relative)
    let file = try coveredFile(relative, covered: selected, ruleID: rule.id, snapshot: snapshot)
    guard case .text(let bytes) = try snapshot.contents(of: file),
      let breaches = rule.body.breaches(ofFile: ScannedSource(bytes), path: relative, site: RuleSite(suitePath: "")),
      !breaches.isEmpty
    else {
      throw WorkingTreeWriter.Refusal(
        description: "'\(relative)' breaks rule \(rule.id) nowhere today, so its entry would be stale at once; "
          + "allow it in the change that needs it")
    }
    // An entry that names what it lets past (a members rule's) names what breaks today.
    var names: [String] = []
    if rule.body.exceptionsGrant {
      for breach in breaches where !names.contains(breach.subject) { names.append(breach.subject) }
    }
    return FenceWidening.FenceEntry(
      path: String(decoding: QuotedPath.bytes(relative), as: UTF8.self), reason: SuiteTemplate.oneLine(why ?? ""),
      grants: names.sorted())
  }

  /// The working tree's file at `relative`, a plain path the rule covers; refused otherwise.
  private static func coveredFile(_ relative: String, covered: Bool, ruleID: String, snapshot: Snapshot) throws
    -> TrackedFile
  {
    if let problem = PathRules.problem(with: relative) {
      throw WorkingTreeWriter.Refusal(description: "'\(relative)' \(problem)")
    }
    guard let file = snapshot.files.first(where: { $0.path == relative }) else {
      throw WorkingTreeWriter.Refusal(description: "'\(relative)' is not a file of the working tree; check the path")
    }
    guard covered else {
      throw WorkingTreeWriter.Refusal(
        description: "'\(relative)' is outside what rule \(ruleID) checks (its roots and exclusions); "
          + "a fence entry there would change nothing")
    }
    return file
  }

  /// What `file` uses today of what `fence` guards; refuses a file that uses none of it.
  private static func usedThings(of fence: FenceRule, in file: TrackedFile, snapshot: Snapshot) throws -> [String] {
    guard case .text(let bytes) = try snapshot.contents(of: file) else {
      throw WorkingTreeWriter.Refusal(description: "'\(file.path)' is not a text file fitness can read")
    }
    let used = FenceEvaluation.usedThings(of: fence, in: ScannedSource(bytes))
    guard !used.isEmpty else {
      let guarded = (fence.modules + fence.api.map { "'\($0)'" }).joined(separator: ", ")
      let imports = Set(ScannedSource(bytes).facts(needles: []).imports.map(\.module)).sorted()
      let uses = imports.isEmpty ? "it imports nothing" : "it imports \(imports.joined(separator: ", "))"
      throw WorkingTreeWriter.Refusal(
        description: "'\(file.path)' uses none of \(guarded) today (\(uses)), so its entry would be stale at "
          + "once; allow it in the change that makes it use one")
    }
    return used
  }
}
