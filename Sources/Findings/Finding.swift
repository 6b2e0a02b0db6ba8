/// A review finding: the invariant a reviewer recorded in `findings/*.md`.
public struct Finding: Equatable, Sendable {
  public enum Pattern: String, CaseIterable, Sendable {
    case importBoundary = "import-boundary"
    case layer
    case countPin = "count-pin"
    case copyContract = "copy-contract"
    case networkSentinel = "network-sentinel"
  }

  /// A path with the reason it belongs: a fence entry or an exclusion.
  public struct Entry: Equatable, Sendable {
    public var path: String
    public var why: String
    /// 1-based line of the entry in the Markdown file.
    public var line: Int
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
  /// The Markdown after the front matter.
  public var body: String
}
