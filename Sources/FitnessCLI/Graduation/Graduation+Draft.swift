import CheckCore
import CommandLineIO
import Findings
import LibGit2Reader
import RuleEngine
import SuiteRuntime
import SwiftScanner

extension Graduation {
  /// The rule the finding describes, drawn by its pattern (`FindingPatterns`), with each
  /// entry's reason and the re-exporters of what it fences, found in `files`.
  func drawnRule() throws -> RuleDraft {
    var draft = try refusing { () throws(PatternRefusal) in
      try finding.statement.draft(of: finding, ruleID: Self.ruleID(for: finding.id), files: files)
    }
    if finding.severity == "warning" { draft.severity = .warning }
    for entry in finding.statement.exceptions + finding.statement.excluded {
      draft.reasons[entry.path] = "\(entry.why) [\(finding.id)]"
    }
    // What a rule records from the files needs no key in the finding (a fence's re-exporters).
    let recorded = draft.body.recording(from: files)
    draft.body = recorded.rule
    for record in recorded.records { draft.reasons[record.key] = "\(record.reason) [\(finding.id)]" }
    return draft
  }

  /// `body`'s result, or its pattern's refusal as graduate's, naming the finding.
  func refusing<T>(_ body: () throws(PatternRefusal) -> T) throws -> T {
    do throws(PatternRefusal) {
      return try body()
    } catch {
      throw Refusal(description: "\(findingPath): \(error.description)")
    }
  }

  /// A finding's id as a rule id: lowercase letters, digits and `-`.
  static func ruleID(for findingID: String) -> String {
    String(
      findingID.lowercased().map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" ? $0 : "-" })
  }
}
