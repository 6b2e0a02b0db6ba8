#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Every declaration of this kind and name has these traits, and never those": view models
/// are `final` and `@MainActor`, nothing in the domain inherits from `NSObject`, every
/// `View` ships a `#Preview`.
///
/// Each file is judged alone, so a commit reads only the files it stages. The files in
/// `fence` are let past, each with its reason in the suite; an entry is stale once its file
/// is gone or complies.
public struct DeclarationShape: SchemaRule, NamedFenceRule, Sendable {
  /// What a declaration has, or must not have.
  public struct Traits: Sendable, Equatable {
    /// The kinds it may be (`actor`; `struct`, `enum`): required only.
    public var kinds: [String]
    /// `final`, `public`, …: an access level is met by itself (`public` also by `open`),
    /// and `internal` by no access modifier at all.
    public var modifiers: [String]
    /// `@MainActor`: by name, with arguments ignored.
    public var attributes: [String]
    /// Names in the inheritance clause, or added by an extension in the same file.
    public var conformances: [String]
    /// A glob on the type's own name (`*View`).
    public var named: String?
    /// A preview for the type in the same file (see `ScannedSource.previews`).
    public var preview: Bool
    /// API needles its body, or an extension of it in its file, uses in code: forbidden only.
    public var uses: [String]

    public init(
      kinds: [String] = [], modifiers: [String] = [], attributes: [String] = [], conformances: [String] = [],
      named: String? = nil, preview: Bool = false, uses: [String] = []
    ) {
      (self.modifiers, self.attributes, self.conformances, self.named, self.preview) = (
        modifiers, attributes, conformances, named, preview
      )
      (self.kinds, self.uses) = (kinds, uses)
    }

    public var isEmpty: Bool {
      kinds.isEmpty && modifiers.isEmpty && attributes.isEmpty && conformances.isEmpty && named == nil && !preview
        && uses.isEmpty
    }
  }

  /// The arguments as given, which the rule keeps for writing it back.
  public let values: ArgumentValues
  /// `class`, `struct`, `enum`, `actor`, `protocol`, `any` (every type), or `anything`:
  /// every declaration, types and their extensions and the top-level functions, properties
  /// and aliases, for a rule that forbids them all ("these modules hold no code").
  public let kind: String
  /// A glob on the selected types' names.
  public let named: String?
  /// Names every selected type lists among its conformances.
  public let conforming: [String]
  /// Modifiers every selected type has (an access level is met as `require` meets it).
  public let modifiers: [String]
  /// Whether only types declared at a file's top level are selected, none nested in another.
  public let topLevel: Bool
  public let require: Traits
  /// Where each selected type must be declared: folders or globs its file lies under
  /// ("view models live in `Features/*/ViewModels/`"). A file's place is not in its facts,
  /// so the breach is found for every selected type and kept only where the file lies
  /// outside (`holds(_:at:)`).
  public let requireUnder: [String]
  /// The name of a type each selected type requires beside it, built from its own
  /// (`{name}Model`: every `CartView` has a `CartViewModel`), declared in a file of
  /// `counterpartIn` (the rule's roots when empty): a verdict that reads other files.
  public let counterpart: String?
  public let counterpartIn: [String]
  /// Only `modifiers`, `attributes`, `conformances` (what it inherits) and `uses` are read.
  public let forbid: Traits
  /// Folders whose types no selected declaration may name ("Cart never uses Profile's
  /// types"): a name counts when every type of that name the repository declares lies in
  /// one of them.
  public let forbidReferences: [String]
  /// Globs whose matching folders may not reference each other's types in a cycle
  /// ("features form no cycle").
  public let referenceCycles: [String]
  /// What each selected type's members must and must not have; nil when the rule asks
  /// nothing of them.
  public let members: MemberDemands?
  public let reach: FenceAndScope

  public init(values: ArgumentValues) {
    self.values = values
    kind = values.text("kind") ?? "any"
    named = values.text("named")
    conforming = values.texts("conforming")
    modifiers = values.texts("modifiers")
    topLevel = values.bool("topLevel") ?? false
    require = Traits(
      kinds: values.texts("requireKind"), modifiers: values.texts("requireModifiers"),
      attributes: values.texts("requireAttributes"),
      conformances: values.texts("requireConforms"), named: values.text("requireNamed"),
      preview: values.bool("requirePreview") ?? false)
    requireUnder = values.texts("requireUnder")
    counterpart = values.text("requireCounterpart")
    counterpartIn = values.texts("requireCounterpartIn")
    forbid = Traits(
      modifiers: values.texts("forbidModifiers"), attributes: values.texts("forbidAttributes"),
      conformances: values.texts("forbidInherits"), uses: values.texts("forbidUses"))
    forbidReferences = values.texts("forbidReferences")
    referenceCycles = values.texts("forbidReferenceCycles")
    members = MemberDemands(values)
    reach = FenceAndScope(values)
  }

  public init(
    id: String, title: String? = nil, severity: String? = nil, kind: String = "any", named: String? = nil,
    conforming: [String] = [],
    modifiers: [String] = [], topLevel: Bool = false, require: Traits, requireUnder: [String] = [],
    counterpart: String? = nil, counterpartIn: [String] = [],
    forbid: Traits = Traits(), forbidReferences: [String] = [], forbidReferenceCycles: [String] = [],
    forbidDeclared: Bool = false, memberValues: [(String, ArgumentValue?)] = [],
    fence: [String: [String]] = [:], exclude: [String] = [], roots: [String] = []
  ) {
    var values = ArgumentValues(id: id, title: title)
    for (label, value) in memberValues { values[label] = value }
    if topLevel { values["topLevel"] = .bool(true) }
    if forbidDeclared { values["forbidDeclared"] = .bool(true) }
    if kind != "any" { values["kind"] = .text(kind) }
    values["named"] = named.map(ArgumentValue.text)
    values["requireNamed"] = require.named.map(ArgumentValue.text)
    values["requireCounterpart"] = counterpart.map(ArgumentValue.text)
    if require.preview { values["requirePreview"] = .bool(true) }
    let lists: [(String, [String])] = [
      ("conforming", conforming), ("modifiers", modifiers), ("requireKind", require.kinds),
      ("requireModifiers", require.modifiers),
      ("requireAttributes", require.attributes),
      ("requireConforms", require.conformances), ("requireUnder", requireUnder),
      ("requireCounterpartIn", counterpartIn), ("forbidModifiers", forbid.modifiers),
      ("forbidAttributes", forbid.attributes), ("forbidInherits", forbid.conformances), ("forbidUses", forbid.uses),
      ("forbidReferences", forbidReferences), ("forbidReferenceCycles", forbidReferenceCycles),
      ("exclude", exclude),
      ("roots", roots),
    ]
    for (label, list) in lists where !list.isEmpty { values[label] = .texts(list) }
    values["fence"] = .map(fence)
    self.init(values: values)
  }

  /// The literal a suite writes, one label per trait, in the order of `arguments`.
  public init(
    id: String, title: String? = nil, severity: String? = nil, kind: String = "any", named: String? = nil,
    conforming: [String] = [],
    modifiers: [String] = [], topLevel: Bool = false, requireKind: [String] = [], requireModifiers: [String] = [],
    requireAttributes: [String] = [], requireConforms: [String] = [],
    requireNamed: String? = nil, requirePreview: Bool = false, requireUnder: [String] = [],
    requireCounterpart: String? = nil, requireCounterpartIn: [String] = [], forbidModifiers: [String] = [],
    forbidAttributes: [String] = [], forbidInherits: [String] = [], forbidUses: [String] = [],
    forbidReferences: [String] = [], forbidReferenceCycles: [String] = [],
    forbidDeclared: Bool = false, membersKind: String? = nil, membersStatic: Bool? = nil, membersStored: Bool? = nil,
    membersNamed: String? = nil, membersRequireModifiers: [String]? = nil, membersRequireAttributes: [String]? = nil,
    membersForbidModifiers: [String]? = nil, membersForbidAttributes: [String]? = nil,
    membersForbidDeclared: Bool? = nil, fence: [String: [String]] = [:], exclude: [String] = [], roots: [String] = []
  ) {
    let memberValues: [(String, ArgumentValue?)] = [
      ("membersKind", membersKind.map(ArgumentValue.text)), ("membersStatic", membersStatic.map(ArgumentValue.bool)),
      ("membersStored", membersStored.map(ArgumentValue.bool)), ("membersNamed", membersNamed.map(ArgumentValue.text)),
      ("membersRequireModifiers", membersRequireModifiers.map(ArgumentValue.texts)),
      ("membersRequireAttributes", membersRequireAttributes.map(ArgumentValue.texts)),
      ("membersForbidModifiers", membersForbidModifiers.map(ArgumentValue.texts)),
      ("membersForbidAttributes", membersForbidAttributes.map(ArgumentValue.texts)),
      ("membersForbidDeclared", membersForbidDeclared.map(ArgumentValue.bool)),
    ]
    self.init(
      id: id, title: title, kind: kind, named: named, conforming: conforming, modifiers: modifiers,
      topLevel: topLevel,
      require: Traits(
        kinds: requireKind, modifiers: requireModifiers, attributes: requireAttributes, conformances: requireConforms,
        named: requireNamed, preview: requirePreview),
      requireUnder: requireUnder, counterpart: requireCounterpart, counterpartIn: requireCounterpartIn,
      forbid: Traits(
        modifiers: forbidModifiers, attributes: forbidAttributes, conformances: forbidInherits, uses: forbidUses),
      forbidReferences: forbidReferences, forbidReferenceCycles: forbidReferenceCycles,
      forbidDeclared: forbidDeclared, memberValues: memberValues, fence: fence, exclude: exclude, roots: roots)
  }

  /// Whether a top-level function, property or alias is one a rule about `anything` is about.
  public func selects(topLevel member: MemberDeclaration) -> Bool {
    guard selectsAnything, member.ownerIndex == nil else { return false }
    if let named, !Glob.matches(member.name, named) { return false }
    return selectsModifiers(member.modifiers)
  }

  /// Whether declared `written` modifiers meet every modifier the rule selects by.
  private func selectsModifiers(_ written: [String]) -> Bool {
    let written = written.map { $0.split(separator: "(").first.map(String.init) ?? $0 }
    return modifiers.allSatisfy { Self.has($0, in: written) }
  }

  static let accessLevels = ["private", "fileprivate", "internal", "package", "public", "open"]
  /// The modifiers a type declaration may carry, and the only kinds each fits.
  public static let typeModifiers: [String: [String]] = [
    "private": [], "fileprivate": [], "internal": [], "package": [], "public": [],
    "open": ["class"], "final": ["class"], "indirect": ["enum"], "distributed": ["actor"], "nonisolated": [],
  ]

  public var bodyNeedles: [String] { forbid.uses }

  /// The kind that selects every declaration, not only types.
  public static let anything = "anything"
  /// Whether the rule is about every declaration, extensions and top-level members too.
  public var selectsAnything: Bool { kind == Self.anything }

  /// Whether `declaration` is one the rule is about, reading only its own file.
  public func selects(_ declaration: TypeDeclaration, in list: DeclarationList) -> Bool {
    selectsShape(declaration, in: list)
      && selectsInheriting(list.conformances(of: declaration), name: declaration.simpleName)
  }

  /// Whether a type that inherits `conformances` meets every name the rule selects by.
  func selectsInheriting(_ conformances: [String], name: String) -> Bool {
    conforming.allSatisfy { wanted in conformances.contains { ConformancePattern.matches($0, wanted, name: name) } }
  }

  /// Whether `declaration` is one the rule is about, what it inherits aside: its kind, name,
  /// modifiers and place.
  func selectsShape(_ declaration: TypeDeclaration, in list: DeclarationList) -> Bool {
    if !selectsAnything {
      guard declaration.kind != .extension, kind == "any" || declaration.kind.rawValue == kind else { return false }
    }
    if let named, !Glob.matches(declaration.simpleName, named) { return false }
    guard selectsModifiers(declaration.modifiers) else { return false }
    if topLevel,
      declaration.name.contains(".") || list.types.contains(where: { $0.body?.contains(declaration.keyword) == true })
    {
      return false
    }
    return true
  }
}

extension Violation.Kind {
  /// A selected declaration that lacks what a declarations rule requires, or has what it
  /// forbids.
  public static let declarationBreach = Self(rawValue: "declaration-breach")
  /// A selected declaration in a file outside the folders a declarations rule requires.
  public static let misplacedDeclaration = Self(rawValue: "misplaced-declaration")
  /// A selected declaration whose counterpart (`{name}Model`) no file of the rule declares.
  public static let missingCounterpart = Self(rawValue: "missing-counterpart")
  /// Not a breach: a declaration that may be some type's counterpart, as a file's verdict
  /// records it for the rule to gather (`DeclarationShape.declaredNames`); never reported.
  public static let counterpartDeclared = Self(rawValue: "counterpart-declared")
}
