/// A review finding: the invariant a reviewer recorded in `findings/*.md`.
package struct Finding: Equatable, Sendable {
  package enum Pattern: String, CaseIterable, Sendable {
    case importBoundary = "import-boundary"
    case layer
    case countPin = "count-pin"
    case copyContract = "copy-contract"
    case networkSentinel = "network-sentinel"
    case independentModules = "independent-modules"
  }

  /// One of a set of independent modules: its name and the folders its sources live in.
  package struct ModuleHome: Equatable, Sendable {
    package var name: String
    package var paths: [String]
    /// 1-based line of the entry in the Markdown file.
    package var line: Int
  }

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
  package var pattern: Pattern
  package var module: String?
  package var fence: [Entry]
  package var api: [String]
  package var exclude: [Entry]
  package var roots: [String]
  /// A layer's folders and the modules they may not import.
  package var paths: [String]
  package var forbid: [String]
  package var why: String?
  package var suite: String?
  package var source: String?
  /// `graduated` once `fitness graduate` has written the suite.
  package var status: String?
  /// The date `fitness graduate` recorded.
  package var graduated: String?
  /// The id of the rule that enforces the finding, recorded by `fitness graduate`.
  package var rule: String? = nil
  /// The Markdown after the front matter.
  package var body: String

  // Count pins.
  /// `enum GameMode`, `array Registry.all`, `files GLOB` or `needle TEXT`.
  package var subject: String? = nil
  /// The file (`in:`) that declares the subject, or a needle's path prefix.
  package var file: String? = nil
  package var count: Int? = nil
  /// The first line of the pin's trail.
  package var trail: String? = nil
  /// A runtime pin's expression, evaluated in `module`.
  package var runtime: String? = nil

  // Copy contracts.
  package var member: String? = nil
  package var catalog: String? = nil
  package var keys: String? = nil
  package var maxLength: Int? = nil
  package var nonEmpty = false
  package var match: String? = nil
  package var itemsPerCase: Int? = nil
  package var exemplars: [Exemplar] = []

  // Independent modules.
  package var modules: [ModuleHome] = []

  // Network sentinels.
  /// The Swift statements that drive the real path with only storage in memory.
  package var drive: String? = nil
  package var sessions: [Entry] = []

  /// A verbatim copy pin: the case and its exact value.
  package struct Exemplar: Equatable, Sendable {
    package var caseName: String
    package var value: String
    package var line: Int
  }
}
