#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule literal a suite declares (`CountPin(id: …, subject: …, count: 8)`): the arguments
/// it takes, and the rule its checked arguments read into. `RuleBlockReader` reads a literal
/// only through this, so the shape the hook accepts is written once, beside the type that
/// `swift test` compiles from the same text.
public protocol RuleLiteral: Sendable {
  /// The type's name as a suite spells it.
  static var literalName: String { get }
  /// The arguments beside `id` and `title`, which every literal takes: the required ones
  /// first, each in the order messages list them.
  static var arguments: [LiteralArgument] { get }
  /// The rule that `arguments`, already checked against their kinds, declare; refuses what
  /// only this pattern forbids (a layer's grant of something it does not fence).
  static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule
  var id: String { get }
}

extension RuleLiteral {
  /// The type's own name: a suite's literal calls the type, so the name the reader looks
  /// for is the one the compiler resolves, and cannot drift from it. Asked of the runtime
  /// once per type (`RuleLiterals.names`).
  public static var literalName: String {
    RuleLiterals.names[ObjectIdentifier(Self.self)] ?? _typeName(Self.self, qualified: false)
  }
}

/// One labelled argument of a rule literal, and how its value is written.
public struct LiteralArgument: Sendable {
  /// How a value is written, which says how it is read and checked.
  public enum Kind: Sendable {
    /// A string literal.
    case text
    /// A string literal naming a path, carried as git spells its bytes.
    case path
    case integer
    case bool
    /// An array of string literals (`api`, a layer's `forbid`).
    case texts
    /// An array of paths (`roots`, `paths`).
    case paths
    /// An array of paths the rule lets past it, each with its reason (`fence`, `sessions`).
    case exceptions
    /// An array of paths the rule leaves out, each with its reason (`exclude`).
    case exclusions
    /// A dictionary of paths to what each may use, each with its reason (a layer's `fence`).
    case grants
    /// A dictionary of module names to the folders their sources live in (`modules`).
    case homes
    /// A dictionary of re-exporting modules to the files that re-export, each with its
    /// reason (`reexports`).
    case reexporters
    /// A dictionary of string literals (`exemplars`).
    case dictionary
  }

  public var label: String
  public var kind: Kind
  public var isRequired: Bool
  /// The key a finding gives it, dotted inside a part (`require.modifiers`); nil when a
  /// finding spells it as the literal does.
  public var findingKey: String?
  /// What it means, in one line: the docs' tables and graduate's help are made from it.
  public var doc: String
  /// What a `grants` entry names, in messages: `modules or needles`, `members`.
  public var grantNoun: String
  /// Whether the comment lines right above it are its trail (a pin's `count:`): one line per
  /// move, read with it and written with it.
  public var trailed: Bool
  /// For a key only a finding has (a sentinel's `drive`), how its suite keeps it instead of
  /// an argument (`the test's body`); nil for an argument of the literal.
  public var keptInSuite: String?
  /// Whether an empty value says something and is written (a layer's `mayImport: []`: none
  /// of the repository's own modules), where other empty lists are left out.
  public var keptWhenEmpty: Bool

  public init(
    _ label: String, _ kind: Kind, required: Bool = false, finding: String? = nil, doc: String = "",
    grants grantNoun: String = "modules or needles", trailed: Bool = false, keptInSuite: String? = nil,
    keptWhenEmpty: Bool = false
  ) {
    (self.label, self.kind, self.isRequired, self.findingKey, self.doc) = (label, kind, required, finding, doc)
    (self.grantNoun, self.trailed, self.keptInSuite, self.keptWhenEmpty) = (
      grantNoun, trailed, keptInSuite, keptWhenEmpty
    )
  }

  /// The finding's key for it: `findingKey`, else the label.
  public var keyInFinding: String { findingKey ?? label }

  /// The key a finding's entry names its grants under: `imports` (a layer's), `members`,
  /// `types`.
  public var grantKey: String { grantNoun == "modules or needles" ? "imports" : grantNoun }

  /// One name a grant of this argument could be, for messages: `SwiftUI`, `Type.member`.
  public var grantExample: String {
    switch grantNoun {
    case "members": return "Type.member"
    case "types": return "Type"
    default: return "SwiftUI"
    }
  }
}

extension LiteralArgument {
  /// `exclude`, as every pattern that judges Swift files takes it.
  public static let exclude = LiteralArgument(
    "exclude", .exclusions, doc: "path prefixes that do not ship, each with its reason")
  /// `roots`, as every pattern that judges Swift files takes it.
  public static let roots = LiteralArgument(
    "roots", .paths, doc: "path prefixes to judge; without it, every Swift file outside test folders")
}
