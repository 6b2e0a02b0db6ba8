#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What the repository's own declarations say each type inherits: every class's, struct's,
/// enum's, actor's and protocol's inheritance clause, every extension's added conformances,
/// and every typealias's targets, by the simple name they are declared under, from every
/// file of a snapshot.
///
/// "Screen models inherit `BaseScreenModel`" must hold when `ScreenModel` comes from an
/// extension in another file, or through an intermediate class: a type's supertypes are what
/// it lists, then what each of those lists here, and so on. A name no file of the repository
/// declares with an inheritance clause (`UIViewController`, a type of another module) is read
/// no further. Two types of one simple name (`Cart.Item`, `Order.Item`) are read as one: the
/// facts hold no module and no scope.
public struct SupertypeIndex: Sendable, Equatable {
  /// The entries listed for each simple name, in the order first listed, each once.
  public private(set) var listed: [String: [String]] = [:]

  public init() {}

  /// Adds what the declaration named `name` (a type, an extension's extended type, an alias)
  /// lists, by its simple name.
  public mutating func add(_ name: String, lists entries: [String]) {
    guard !entries.isEmpty else { return }
    let simple = Self.simpleName(name)
    var known = listed[simple] ?? []
    for entry in entries where !known.contains(entry) { known.append(entry) }
    listed[simple] = known
  }

  /// Everything the type named `name` inherits through the index, breadth first, each once:
  /// its own entries, then theirs. An entry keeps its spelling (`SwiftUI.View`); it is looked
  /// up by its last component.
  public func supertypes(of name: String) -> [String] {
    var found: [String] = []
    var seen: Set<String> = [Self.simpleName(name)]
    var queue = listed[Self.simpleName(name)] ?? []
    while !queue.isEmpty {
      let entry = queue.removeFirst()
      guard !found.contains(entry) else { continue }
      found.append(entry)
      let simple = Self.simpleName(entry)
      if seen.insert(simple).inserted { queue += listed[simple] ?? [] }
    }
    return found
  }

  /// How many entries the type named `name` lists itself, with its extensions: the first
  /// of `supertypes(of:)`.
  public func own(_ name: String) -> Int { listed[Self.simpleName(name)]?.count ?? 0 }

  /// The last component of a dotted name: `Inner` for `Outer.Inner`.
  static func simpleName(_ name: String) -> String {
    // On the UTF-8 view: a Character search walks grapheme clusters, and this runs for
    // every type of every file when a rule reads what types inherit.
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
  }
}

/// What a rule's verdict on one file depends on in the others, gathered once for a whole
/// judgement from each file's verdict (`NamedFenceRule.gathered`): the counterparts' names
/// the files declare, what their types inherit, and where the types they name are declared.
public struct GatheredDeclarations: Sendable, Equatable {
  /// The names of the types that may be a counterpart; nil when the rule has none.
  public var counterparts: Set<String>?
  /// What the types of every file inherit; nil when the rule reads only each file's own.
  public var supertypes: SupertypeIndex?
  /// Where the types every file names are declared; nil when the rule reads no references.
  public var references: ReferenceMap?
  /// The files that declare each type the rule judges but for what it inherits, by simple
  /// name: gathered when a staged check asks which files a change reaches
  /// (`FileSet.headRecords`); nil otherwise.
  public var candidates: [String: [String]]?

  public init(counterparts: Set<String>? = nil, supertypes: SupertypeIndex? = nil, references: ReferenceMap? = nil) {
    (self.counterparts, self.supertypes, self.references) = (counterparts, supertypes, references)
  }
}
