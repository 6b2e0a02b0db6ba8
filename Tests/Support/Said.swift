import RuleEngine
import SwiftScanner

/// What fitness says, as the engine words it, for tests that assert where a violation is
/// and what it is about, not how it is worded: each line is built by running the engine on
/// a one-file snapshot, so rewording a message is one edit in `Sources` and a regenerate of
/// the goldens (which hold the words), never an edit of the tests that use these.
public enum Said {
  /// The head of a forbidden import's diagnostic, up to its rule id:
  /// `PLACE: error: imports MODULE outside its fence`.
  public static func forbiddenImport(_ module: String, at place: String) -> String {
    "\(place): error: \(forbiddenImportMessage(module))"
  }

  /// The same message without a place, as a suite's recorded issue or a report carries it.
  public static func forbiddenImportMessage(_ module: String) -> String {
    let rule = SuiteRule(
      body: FenceRule(ImportBoundary(id: "said", module: module)), site: RuleSite(suitePath: "Said.swift"),
      reasons: [:])
    let path = "Said/File.swift"
    let files = FileSet(paths: [path], sources: [path: ScannedSource(Array("import \(module)\n".utf8))])
    let message = RuleEvaluation.violations(of: rule, in: files).first?.message ?? "(no violation)"
    // Up to the rule's id, which each caller's rule has its own.
    return message.components(separatedBy: " [said]").first ?? message
  }
}
