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
  /// Whether every format specifier must be positional (`%1$@`, not `%@`).
  public var numberedSpecifiers: Bool
  /// A pattern every key of the catalog the contract selects matches (reverse-DNS, snake case).
  public var keyMatch: String?
  /// For members returning arrays: exactly this many items per case.
  public var itemsPerCase: Int?
  /// Verbatim pins: case (or catalog key) → exact value.
  public var exemplars: [String: String]
  /// Keys (or cases) let past, each with its reason in the suite: today's breaks, adopted
  /// with `graduate --baseline`; an entry whose value keeps the contract is stale.
  public var fence: [String] = []

  public init(
    id: String, title: String? = nil, severity: String? = nil, member: String? = nil, in file: String? = nil,
    catalog: String? = nil,
    keys: String? = nil, maxLength: Int? = nil, nonEmpty: Bool = false, match: String? = nil,
    forbid: [String] = [], numberedSpecifiers: Bool = false, keyMatch: String? = nil, itemsPerCase: Int? = nil,
    exemplars: [String: String] = [:], fence: [String] = []
  ) {
    self.fence = fence
    (self.numberedSpecifiers, self.keyMatch) = (numberedSpecifiers, keyMatch)
    (
      self.id, self.title, self.member, self.file, self.catalog, self.keys, self.maxLength, self.nonEmpty, self.match,
      self.forbid, self.itemsPerCase, self.exemplars
    ) = (id, title, member, file, catalog, keys, maxLength, nonEmpty, match, forbid, itemsPerCase, exemplars)
  }
}

extension CopyContract: RuleLiteral, PatternRule {
  public static let arguments = [
    LiteralArgument("member", .text, doc: "`Type.member`: the member whose string literals are the copy"),
    LiteralArgument("in", .path, doc: "the file that declares the member (searched for when absent)"),
    LiteralArgument(
      "catalog", .path,
      doc: "a String Catalog (`.xcstrings`), or a `.strings` or `.stringsdict` file, to read instead of a member"),
    LiteralArgument("keys", .text, doc: "the catalog's key prefix whose values are judged"),
    LiteralArgument("maxLength", .integer, doc: "the most characters a value may have"),
    LiteralArgument("nonEmpty", .bool, doc: "true: no value may be empty"),
    LiteralArgument("match", .text, doc: "a pattern every value matches (`^[A-Z]`)"),
    LiteralArgument("forbid", .texts, doc: "text no value may contain"),
    LiteralArgument(
      "numberedSpecifiers", .bool,
      doc: "true: every format specifier is positional (`%1$@`, not `%@`), so translators may reorder them"),
    LiteralArgument(
      "keyMatch", .text, doc: "a catalog's only: a pattern every key it selects matches (`^[a-z]+(\\.[a-zA-Z]+)+$`)"),
    LiteralArgument("itemsPerCase", .integer, doc: "for a member returning arrays: exactly this many items per case"),
    LiteralArgument("exemplars", .dictionary, doc: "verbatim pins: case or catalog key to its exact value"),
    LiteralArgument(
      "fence", .exceptions,
      doc: "keys (or cases) let past, each with its reason: today's breaks under `--baseline`, which only shrink",
      grants: "keys"),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    guard (arguments.text("member") != nil) != (arguments.text("catalog") != nil) else {
      throw arguments.failure("a CopyContract reads either 'member' (with 'in') or 'catalog' (with 'keys')")
    }
    for label in ["match", "keyMatch"] {
      if let pattern = arguments.text(label), let problem = PatternMatcher(pattern).problem {
        throw arguments.failure("'\(label)' pattern '\(pattern)': \(problem)")
      }
    }
    if arguments.text("keyMatch") != nil, arguments.text("catalog") == nil {
      throw arguments.failure("'keyMatch' judges a catalog's keys; a member's cases are Swift names, so drop it")
    }
    return CopyContract(
      id: arguments.id, title: arguments.title, member: arguments.text("member"), in: arguments.text("in"),
      catalog: arguments.text("catalog"), keys: arguments.text("keys"), maxLength: arguments.integer("maxLength"),
      nonEmpty: arguments.bool("nonEmpty") ?? false, match: arguments.text("match"), forbid: arguments.list("forbid"),
      numberedSpecifiers: arguments.bool("numberedSpecifiers") ?? false, keyMatch: arguments.text("keyMatch"),
      itemsPerCase: arguments.integer("itemsPerCase"), exemplars: arguments.dictionary("exemplars"),
      fence: arguments.list("fence"))
  }

  public var pattern: String { "copy-contract" }
  public var exceptions: (label: String, paths: [String])? { ("fence", fence) }
  public var catalogRead: (path: String, keys: String?)? { catalog.map { ($0, keys) } }
  public func catalogCopy(_ bytes: [UInt8], path: String) throws(UnreadableCatalog) -> [CopyValue] {
    // The catalog's kind is its extension: a String Catalog, or the older strings files.
    if path.hasSuffix(".stringsdict") { return try StringsDictionary.copy(bytes, keys: keys, path: path) }
    if path.hasSuffix(".strings") { return try StringsFile.copy(bytes, keys: keys, path: path) }
    return try StringCatalog.copy(bytes, keys: keys, path: path)
  }

  /// The catalog, the member's declaring file, or every shipping file to find the member in.
  public var inputs: RuleInputs { (catalog ?? file).map { .files([$0]) } ?? .shipping }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    CopyEvaluation.violations(of: self, values: copy(in: files, catalogValues: catalogValues), site: site)
  }

  /// The copy the contract judges: the member's literals in `files`, or the catalog's
  /// values, which the caller read.
  func copy(in files: FileSet, catalogValues: [CopyValue]?) -> [CopyValue]? {
    catalog == nil ? CopyEvaluation.memberValues(of: self, in: files) : catalogValues
  }
}

extension Violation.Kind {
  /// A user-facing value that breaks its copy contract.
  public static let copyBreach = Self(rawValue: "copy-breach")
}
