/// One type declaration or extension as the code view shows it: what a declarations rule
/// selects and judges.
///
/// The names are as written, so a rule says what the team reads in the file: an
/// inheritance entry is its name without generic arguments or attributes (`@unchecked
/// Sendable` is `Sendable`, `Reducer<State>` is `Reducer`, `SwiftUI.View` stays qualified).
public struct TypeDeclaration: Hashable, Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
  }

  public var kind: Kind
  /// The name with its enclosing types (`Outer.Inner`); an extension's is the extended
  /// type as written (`Outer.Inner`, `Swift.Array`), without generic arguments.
  public var name: String
  /// The modifiers written before the keyword, in order (`public`, `final`, `private(set)`).
  public var modifiers: [String]
  /// The attributes written before the keyword, by name with their `@` and without
  /// arguments (`@MainActor`, `@available`).
  public var attributes: [String]
  /// The same attributes as written, with their arguments and no spaces
  /// (`@available(iOS17,*)`), for a rule that names an attribute's arguments.
  public var writtenAttributes: [String] = []
  /// The inheritance clause's entries, each followed by what it stands for when it names a
  /// typealias the same file declares (`DeclarationWalk+Aliases`).
  public var inherited: [String]
  /// The offset of the keyword (`class`) in the file.
  public var keyword: Int
  /// The offsets between the braces of its body; nil when it has none the scanner found.
  public var body: Range<Int>?

  public init(
    kind: Kind, name: String, modifiers: [String] = [], attributes: [String] = [], inherited: [String] = [],
    keyword: Int, body: Range<Int>? = nil
  ) {
    (self.kind, self.name, self.modifiers, self.attributes, self.inherited, self.keyword, self.body) = (
      kind, name, modifiers, attributes, inherited, keyword, body
    )
  }
}

/// What a file declares: its types and extensions, and the previews it ships.
public struct DeclarationList: Sendable {
  public var types: [TypeDeclaration]
  /// The members of its types and extensions, and its top-level declarations, in order.
  public var members: [MemberDeclaration]
  /// The extent of every `#Preview` macro, from `#` to the end of its closure.
  public var previewMacros: [Range<Int>]
  /// Where the scanner stopped reading declarations because the file nests braces or types
  /// deeper, or declares more, than it reads (the limits below); nil when every
  /// declaration was read. A rule must not pass what it did not read.
  public var unreadFrom: Int?
  /// The limits that keep the scanner's walk linear on any bytes, which rules name in their
  /// messages: braces nested deeper than this (each `#if` copies the nesting), types nested
  /// deeper (each body is found by a scan to its closing brace), and declarations in one
  /// file (each is compared with the file's extensions). No hand-written file comes near them.
  public static let braceDepth = 256
  public static let typeDepth = 32
  public static let declarationLimit = 4096
  /// Members in one file: each is a few words, so this bounds memory, not time.
  public static let memberLimit = 65536
  /// The inheritance entries of the extensions, by the extended type's last name component,
  /// then by the name as written, each entry once: a file of thousands of extensions of one
  /// type is asked about in one lookup, not one comparison per extension.
  var extensionEntries: [String: [(name: String, inherited: [String])]] = [:]
}
