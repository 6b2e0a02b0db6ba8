/// A review finding: the invariant a reviewer recorded in `findings/*.md`.
package struct Finding: Sendable {
  /// A path with the reason it belongs: a fence entry or an exclusion.
  package struct Entry: Equatable, Sendable {
    package var path: String
    package var why: String
    /// 1-based line of the entry in the Markdown file.
    package var line: Int
    /// A layer's exception: the modules (`imports:`) and needles (`api:`) the file may use;
    /// nil when the finding leaves them to graduate, which takes what the file uses today.
    package var grants: [String]? = nil
  }

  /// The file name without its extension.
  package var id: String
  package var title: String
  /// What the finding states, in its pattern's own keys (one of `FindingPatterns.all`).
  package var statement: any FindingPattern
  package var suite: String?
  package var source: String?
  /// `graduated` once `fitness graduate` has written the suite.
  package var status: String?
  /// The date `fitness graduate` recorded.
  package var graduated: String?
  /// The id of the rule that enforces the finding, recorded by `fitness graduate`.
  package var rule: String? = nil
  /// `warning`: the rule is advice at first, reported by the hook, the check, the reports
  /// and `swift test` without refusing anything unless the check is `--strict`.
  package var severity: String? = nil
  /// The Markdown after the front matter.
  package var body: String

  /// The pattern's name, as `pattern:` gives it.
  package var pattern: String { type(of: statement).name }
}
