#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Structural rules on user-facing copy: the string literals a member returns (per case of
/// its switch), or the values of a String Catalog's keys.
public struct CopyContract: Sendable {
  public var id: String
  public var title: String?
  /// `GameMode.displayLine`: the member whose string literals are the copy.
  public var member: String?
  public var file: String?
  /// A String Catalog (`.xcstrings`) instead of a member, with the key prefix to check.
  public var catalog: String?
  public var keys: String?
  public var maxLength: Int?
  public var nonEmpty: Bool
  /// A pattern every value must match (`^[A-Z]`); see `PatternMatcher` for the syntax.
  public var match: String?
  /// Substrings no value may contain.
  public var forbid: [String]
  /// For members returning arrays: exactly this many items per case.
  public var itemsPerCase: Int?
  /// Verbatim pins: case (or catalog key) → exact value.
  public var exemplars: [String: String]

  public init(
    id: String, title: String? = nil, member: String? = nil, in file: String? = nil, catalog: String? = nil,
    keys: String? = nil, maxLength: Int? = nil, nonEmpty: Bool = false, match: String? = nil,
    forbid: [String] = [], itemsPerCase: Int? = nil, exemplars: [String: String] = [:]
  ) {
    self.id = id
    self.title = title
    self.member = member
    self.file = file
    self.catalog = catalog
    self.keys = keys
    self.maxLength = maxLength
    self.nonEmpty = nonEmpty
    self.match = match
    self.forbid = forbid
    self.itemsPerCase = itemsPerCase
    self.exemplars = exemplars
  }
}
