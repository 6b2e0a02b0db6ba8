import RuleEngine
import SwiftScanner

/// What fitness says, as the engine words it, for tests that assert where a violation is
/// and what it is about, not how it is worded: each line is built by running the engine on
/// a one-file snapshot, so rewording a message is one edit in `Sources` and a regenerate of
/// the goldens (which hold the words), never an edit of the tests that use these.
public enum Said {
  /// The head of a forbidden import's diagnostic, up to its rule id:
  /// `PLACE: error: imports MODULE outside its fence`.
  public static func forbiddenImport(_ module: String, via: String? = nil, at place: String) -> String {
    "\(place): error: \(forbiddenImportMessage(module, via: via))"
  }

  /// The same message without a place, as a suite's recorded issue or a report carries it;
  /// with `via`, for a module that comes in through a re-exporter the file imports.
  public static func forbiddenImportMessage(_ module: String, via: String? = nil) -> String {
    let path = "Said/File.swift"
    let exporter = "Said/Exports.swift"
    let boundary = ImportBoundary(
      id: "said", module: module, fence: via == nil ? [] : [exporter],
      reexports: via.map { [$0: [exporter]] } ?? [:])
    let rule = SuiteRule(body: FenceRule(boundary), site: RuleSite(suitePath: "Said.swift"), reasons: [:])
    var sources = [path: ScannedSource(Array("import \(via ?? module)\n".utf8))]
    if via != nil { sources[exporter] = ScannedSource(Array("@_exported import \(module)\n".utf8)) }
    let files = FileSet(paths: Set(sources.keys), sources: sources)
    let found = RuleEvaluation.violations(of: rule, in: files).first { $0.path == path }
    let message = found?.message ?? "(no violation)"
    // Up to the rule's id, which each caller's rule has its own.
    return message.components(separatedBy: " [said]").first ?? message
  }
}
