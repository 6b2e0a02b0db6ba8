/// A review finding: the invariant a reviewer recorded in `findings/*.md`.
public struct Finding: Equatable, Sendable {
  public enum Pattern: String, CaseIterable, Sendable {
    case importBoundary = "import-boundary"
    case layer
    case countPin = "count-pin"
    case copyContract = "copy-contract"
    case networkSentinel = "network-sentinel"
    case independentModules = "independent-modules"
  }

  /// One of a set of independent modules: its name and the folders its sources live in.
  public struct ModuleHome: Equatable, Sendable {
    public var name: String
    public var paths: [String]
    /// 1-based line of the entry in the Markdown file.
    public var line: Int
  }

  /// A path with the reason it belongs: a fence entry or an exclusion.
  public struct Entry: Equatable, Sendable {
    public var path: String
    public var why: String
    /// 1-based line of the entry in the Markdown file.
    public var line: Int
    /// A layer's exception: the modules (`imports:`) and needles (`api:`) the file may use;
    /// nil when the finding leaves them to graduate, which takes what the file uses today.
    public var grants: [String]? = nil
  }

  /// The file name without its extension.
  public var id: String
  public var title: String
  public var pattern: Pattern
  public var module: String?
  public var fence: [Entry]
  public var api: [String]
  public var exclude: [Entry]
  public var roots: [String]
  /// A layer's folders and the modules they may not import.
  public var paths: [String]
  public var forbid: [String]
  public var why: String?
  public var suite: String?
  public var source: String?
  /// `graduated` once `fitness graduate` has written the suite.
  public var status: String?
  /// The date `fitness graduate` recorded.
  public var graduated: String?
  /// The id of the rule that enforces the finding, recorded by `fitness graduate`.
  public var rule: String? = nil
  /// The Markdown after the front matter.
  public var body: String

  // Count pins.
  /// `enum GameMode`, `array Registry.all`, `files GLOB` or `needle TEXT`.
  public var subject: String? = nil
  /// The file (`in:`) that declares the subject, or a needle's path prefix.
  public var file: String? = nil
  public var count: Int? = nil
  /// The first line of the pin's trail.
  public var trail: String? = nil
  /// A runtime pin's expression, evaluated in `module`.
  public var runtime: String? = nil

  // Copy contracts.
  public var member: String? = nil
  public var catalog: String? = nil
  public var keys: String? = nil
  public var maxLength: Int? = nil
  public var nonEmpty = false
  public var match: String? = nil
  public var itemsPerCase: Int? = nil
  public var exemplars: [Exemplar] = []

  // Independent modules.
  public var modules: [ModuleHome] = []

  // Network sentinels.
  /// The Swift statements that drive the real path with only storage in memory.
  public var drive: String? = nil
  public var sessions: [Entry] = []

  /// A verbatim copy pin: the case and its exact value.
  public struct Exemplar: Equatable, Sendable {
    public var caseName: String
    public var value: String
    public var line: Int
  }
}
