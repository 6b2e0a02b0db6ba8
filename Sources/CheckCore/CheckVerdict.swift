import CommandLineIO
import RuleEngine
import SwiftScanner

/// What `fitness check` prints after a run, the same from the hook's fast path and from
/// `fitness-tool`: the diagnostics, then one summary line.
package struct CheckVerdict {
  /// What a full check says when the snapshot holds no rule and no graduated finding.
  package static let noRulesWarning =
    "fitness: warning: no rules found; suites are files named …Tests.swift in a folder named Fitness"

  /// What a check that finds no rule says of the suites on disk that git does not track.
  package static func untrackedSuitesWarning(_ suites: [String]) -> String {
    let shown = suites.prefix(5).joined(separator: ", ") + (suites.count > 5 ? ", …" : "")
    let one = suites.count == 1
    return "fitness: warning: no rules found in what git tracks, but \(suites.count) suite\(one ? " is" : "s are") in "
      + "the working tree untracked: \(shown); `git add` \(one ? "it" : "them") (the hook and CI judge only what "
      + "git tracks)"
  }

  /// What a staged check says of a suite the commit removes (deleted, renamed, or replaced
  /// by an intent-to-add entry, a symlink or a gitlink): its rules stop being checked.
  package static func removedSuiteWarning(_ suite: String) -> String {
    "fitness: warning: this commit removes the suite \(suite), so its rules are no longer checked; "
      + "if that is not the decision, restore it in the index (git restore --staged -- \(suite))"
  }

  /// What a staged check says of a removed suite some of whose rules (`kept`) another suite
  /// of the commit holds: only the others (`dropped`) stop being checked.
  package static func removedSuiteWarning(_ suite: String, dropped: [String], kept: [String]) -> String {
    "fitness: warning: this commit removes the suite \(suite); its rules \(kept.joined(separator: ", ")) are still "
      + "checked from their new suite, but \(dropped.joined(separator: ", ")) no longer are; if that is not the "
      + "decision, restore it in the index (git restore --staged -- \(suite))"
  }

  /// The warnings for the suites a staged commit removes. A suite whose every rule the
  /// commit still holds elsewhere (a suite moved to another `Fitness` folder, or renamed)
  /// gets none: its rules are still checked.
  package static func removedSuiteWarnings(in source: any SnapshotReading, rules: RuleSet) -> [String] {
    let present = Set(rules.rules.map(\.id))
    return source.removedPaths.filter(SuiteRule.isSuitePath).sorted().compactMap { suite in
      guard case .text(let bytes)? = try? source.removedContents(of: suite),
        let before = try? RuleBlockReader.rules(in: bytes, path: suite), !before.isEmpty
      else { return removedSuiteWarning(suite) }
      let ids = before.map(\.id)
      let dropped = ids.filter { !present.contains($0) }
      if dropped.isEmpty { return nil }
      if dropped.count == ids.count { return removedSuiteWarning(suite) }
      return removedSuiteWarning(suite, dropped: dropped, kept: ids.filter(present.contains))
    }
  }

  package var outcome: SnapshotCheck.Outcome
  package var rules: RuleSet
  /// `staged`, `all tracked files`, `revision REV` or `working tree`.
  package var scope: String
  package var isStaged: Bool
  /// Whether a clean verdict prints its one line (a full check, or a staged one by hand).
  package var saysClean = true
  /// `--strict`: a warning fails the check as an error does.
  package var strict = false

  package init(outcome: SnapshotCheck.Outcome, rules: RuleSet, scope: String, isStaged: Bool) {
    self.outcome = outcome
    self.rules = rules
    self.scope = scope
    self.isStaged = isStaged
  }

  /// Prints the verdict to `console` (diagnostics only when `diagnostics`, as machine
  /// reports carry their own) and returns the exit status.
  package func print(on console: Console, diagnostics: Bool = true) -> ExitStatus {
    for skipped in outcome.skipped {
      console.error("fitness: warning: skipped \(skipped): larger than the 32 MiB scan limit")
    }
    if diagnostics {
      for violation in outcome.violations {
        let place = violation.place(quotingHighBytes: console.quotesPaths)
        let label = violation.severity == .error ? console.red("error:") : console.yellow("warning:")
        console.error("\(console.bold(place + ":")) \(label) \(violation.message)")
      }
    }
    let ruleCount = "\(rules.rules.count) rule\(rules.rules.count == 1 ? "" : "s")"
    let fileCount = "\(outcome.judgedFiles) file\(outcome.judgedFiles == 1 ? "" : "s") judged"
    let runtimeOnly = rules.rules.filter(\.body.judgedAtRunTime).map(\.id)
    if !isStaged, !runtimeOnly.isEmpty {
      console.error(
        "fitness: note: \(runtimeOnly.joined(separator: ", ")) \(runtimeOnly.count == 1 ? "is" : "are") checked at run time "
          + "by swift test; here only their suites and trails are checked")
    }
    let warnings = outcome.violations.filter { $0.severity == .warning }
    let failing = strict ? outcome.violations : outcome.violations.filter { $0.severity == .error }
    // Warnings refuse nothing, and are said every time, the hook's clean commit included.
    let advice = warnings.isEmpty ? "" : Self.counted(warnings, "warning", of: "advisory rule")
    if failing.isEmpty {
      if !warnings.isEmpty {
        console.error(
          "fitness: clean, with \(advice) (not refused: --strict fails them); \(ruleCount), \(fileCount) (\(scope))")
      } else if saysClean {
        console.error("fitness: clean: \(ruleCount), \(fileCount) (\(scope))")
      }
      return .clean
    }
    let errors = failing.filter { $0.severity == .error }
    let broken = errors.isEmpty ? "" : Self.counted(errors, "violation", of: "rule")
    let also = strict && !warnings.isEmpty ? (errors.isEmpty ? "" : ", and ") + advice + ", failed by --strict" : ""
    let besides = !strict && !warnings.isEmpty ? ", and \(advice)" : ""
    console.error("fitness: \(broken)\(also)\(besides); \(ruleCount), \(fileCount) (\(scope))")
    if isStaged {
      console.error(
        "fitness: change the code or the contract as each line says; to commit anyway: git commit --no-verify")
    }
    return .violations
  }

  /// `3 violations of 2 rules`, `1 warning of 1 advisory rule`.
  static func counted(_ violations: [Violation], _ noun: String, of rules: String) -> String {
    let broken = Set(violations.map(\.ruleID)).count
    return
      "\(violations.count) \(noun)\(violations.count == 1 ? "" : "s") of \(broken) \(rules)\(broken == 1 ? "" : "s")"
  }
}
