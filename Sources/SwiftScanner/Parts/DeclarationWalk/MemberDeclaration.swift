/// One member as the code view shows it: a `var`, `let`, `func`, `init`, `subscript`,
/// enum `case` or `typealias` declared directly in a type's or an extension's body, or at a
/// file's top level. What a members rule selects and judges.
///
/// Accessors (`get`, `set`, `willSet`, `didSet`) are parts of their property, and functions
/// declared inside a body are local, so neither is a member. A member of an extension
/// belongs to the extended type as the extension names it.
public struct MemberDeclaration: Hashable, Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    case `var`, `let`, `func`, `init`, `subscript`, `case`, `typealias`
  }

  public var kind: Kind
  /// The member's own name as written, without backticks: `shared`, `==`, `init`,
  /// `subscript`; each binding of `var a = 1, b = 2` and each case of `case a, b` is a member.
  public var name: String
  /// The type or extension whose body declares it (`Outer.Inner`); nil at a file's top level.
  public var owner: String?
  /// The index of that type or extension in the file's `DeclarationList.types`.
  public var ownerIndex: Int?
  /// The modifiers written before the keyword, with their detail (`private(set)`,
  /// `nonisolated(unsafe)`).
  public var modifiers: [String]
  /// The attributes written before the keyword, by name with their `@` (`@Published`).
  public var attributes: [String]
  /// The same attributes as written, with their arguments and no spaces (`@inline(never)`),
  /// for a rule that names an attribute's arguments.
  public var writtenAttributes: [String] = []
  /// `async` and `throws` as a function, an initializer or a getter declares them
  /// (`rethrows` and `throws(E)` are `throws`).
  public var effects: [String]
  /// Whether a property computes its value (a body that is not only `willSet`/`didSet`).
  public var isComputed: Bool
  /// The type as written, spaces collapsed: a property's annotation (`[String: Int]`), or
  /// the type its initial value names when it has none (`= Store()`, `= Set<Int>()`, a
  /// string, integer, floating-point or Boolean literal); a function's or a subscript's
  /// result (`-> T`, `Void` when none is written). Nil when it is not written and not read
  /// from the value (`= makeID()`), and for every other kind.
  public var type: String?
  /// Whether `type` was read from the initial value rather than written.
  public var typeIsInferred = false
  /// The types of a function's, an initializer's or a subscript's parameters, or of an enum
  /// case's associated values, as written.
  public var parameterTypes: [String] = []
  /// Whether an enum case declares associated values (`case loaded(Data)`, or `()`).
  public var hasAssociatedValues = false
  /// Whether an enum case declares its raw value (`case fast = "fast"`).
  public var hasRawValue = false
  /// What `throws(E)` names (`E`); nil for a bare `throws`, `rethrows` or no throwing.
  public var thrownType: String?
  /// The names a `typealias` stands for (`= A<T> & B`: `A`, `B`), as an inheritance clause
  /// spells them; empty for every other kind. Other files' clauses are read through them.
  public var aliasTargets: [String] = []
  /// The offset of the keyword (`var`), or of the name for a later binding or case.
  public var keyword: Int

  public init(
    kind: Kind, name: String, owner: String?, ownerIndex: Int?, modifiers: [String] = [], attributes: [String] = [],
    effects: [String] = [], isComputed: Bool = false, type: String? = nil, parameterTypes: [String] = [],
    thrownType: String? = nil, keyword: Int
  ) {
    (self.kind, self.name, self.owner, self.ownerIndex) = (kind, name, owner, ownerIndex)
    (self.type, self.parameterTypes, self.thrownType) = (type, parameterTypes, thrownType)
    (self.modifiers, self.attributes, self.effects, self.isComputed, self.keyword) = (
      modifiers, attributes, effects, isComputed, keyword
    )
  }

  /// `Owner.name`, or the name alone at a file's top level: how a fence entry names it.
  public var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }

  /// The written type without an outer optional: `String?`, `String!` and `Optional<String>`
  /// are `String`.
  public var unwrappedType: String? {
    guard var type else { return nil }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
    return type
  }

  /// Whether it is a property: a `var` or a `let`.
  public var isProperty: Bool { kind == .var || kind == .let }

  /// Whether it is a type's member rather than an instance's: `static`, or `class`.
  public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}
