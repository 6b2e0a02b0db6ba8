#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Every member of this kind, in these types, has these traits and never those": no
/// `nonisolated(unsafe)` outside the fence, view models' `@Published` properties are
/// `private(set)`, every `public func` of the API is `async`, no `static var` outside the
/// configuration, no `@State` outside a `View`.
///
/// Each file is judged alone, so a commit reads only the files it stages: a member belongs
/// to the type or extension whose body declares it, and what the rule asks of that type
/// (`in`) is read from the declarations in the same file. A fence entry names the members of
/// its file it lets past; it is stale once they are gone or comply.
public struct MemberShape: SchemaRule, NamedFenceRule, Sendable {
  public let values: ArgumentValues

  // The values, read once for evaluation.
  /// Whose members: the owning type's kind, a glob on its name, what it conforms to and
  /// must not; nil when the rule takes every member, top-level declarations included.
  public let owners: Owners?
  /// `var`, `let`, `func`, `init`, `subscript`, `case`, `typealias`, or `any`.
  public let kind: String
  /// true: `static`/`class` members only; false: instance members only; nil: both.
  public let isStatic: Bool?
  /// true: stored properties only; false: computed ones only; nil: any member.
  public let stored: Bool?
  /// true: enum cases with associated values only; false: cases without; nil: any member.
  public let associatedValues: Bool?
  /// Globs on the written type, one of which a selected member meets; empty: any.
  public let types: [String]
  public let named: String?
  public let attributes: [String]
  public let modifiers: [String]
  public let require: Traits
  public let forbid: Traits
  public let reach: FenceAndScope

  public struct Owners: Sendable, Equatable {
    public var kind: String
    public var named: String?
    public var conforming: [String]
    public var notConforming: [String]
  }

  public struct Traits: Sendable, Equatable {
    public var modifiers: [String]
    public var attributes: [String]
    /// `async`, `throws`: required only.
    public var effects: [String]
    /// A glob on the member's name: required only.
    public var named: String?
    /// Globs on the written type: required, one of them; forbidden, each.
    public var types: [String] = []
    /// Whether a throwing function must say its error type: required only.
    public var typedThrows = false
    /// Globs on parameter types: required, each by some parameter; forbidden, by none.
    public var parameterTypes: [String] = []
    /// Whether an enum case must declare its raw value: required only.
    public var rawValue = false

    public var isEmpty: Bool {
      modifiers.isEmpty && attributes.isEmpty && effects.isEmpty && named == nil && types.isEmpty && !typedThrows
        && parameterTypes.isEmpty && !rawValue
    }
  }

  public init(values: ArgumentValues) {
    self.values = values
    let hasOwners = ["inKind", "inNamed", "inConforming", "inNotConforming"].contains { values[$0] != nil }
    owners =
      hasOwners
      ? Owners(
        kind: values.text("inKind") ?? "any", named: values.text("inNamed"), conforming: values.texts("inConforming"),
        notConforming: values.texts("inNotConforming")) : nil
    kind = values.text("kind") ?? "any"
    isStatic = values.bool("isStatic")
    stored = values.bool("stored")
    associatedValues = values.bool("associatedValues")
    types = values.texts("type")
    named = values.text("named")
    attributes = values.texts("attributes")
    modifiers = values.texts("modifiers")
    require = Traits(
      modifiers: values.texts("requireModifiers"), attributes: values.texts("requireAttributes"),
      effects: values.texts("requireEffects"), named: values.text("requireNamed"), types: values.texts("requireType"),
      typedThrows: values.bool("requireTypedThrows") ?? false,
      parameterTypes: values.texts("requireParameterTypes"), rawValue: values.bool("requireRawValue") ?? false)
    forbid = Traits(
      modifiers: values.texts("forbidModifiers"), attributes: values.texts("forbidAttributes"), effects: [], named: nil,
      types: values.texts("forbidType"), parameterTypes: values.texts("forbidParameterTypes"))
    reach = FenceAndScope(values)
  }

  /// The literal a suite writes: one label per key of the finding, in the schema's order.
  public init(
    id: String, title: String? = nil, severity: String? = nil, inKind: String? = nil, inNamed: String? = nil,
    inConforming: [String]? = nil,
    inNotConforming: [String]? = nil, kind: String? = nil, isStatic: Bool? = nil, stored: Bool? = nil,
    associatedValues: Bool? = nil, type: [String]? = nil, named: String? = nil,
    attributes: [String]? = nil, modifiers: [String]? = nil, requireModifiers: [String]? = nil,
    requireEffects: [String]? = nil, requireAttributes: [String]? = nil, requireNamed: String? = nil,
    requireType: [String]? = nil, requireTypedThrows: Bool? = nil, requireParameterTypes: [String]? = nil,
    requireRawValue: Bool? = nil,
    forbidModifiers: [String]? = nil, forbidAttributes: [String]? = nil, forbidType: [String]? = nil,
    forbidParameterTypes: [String]? = nil, forbidDeclared: Bool? = nil,
    fence: [String: [String]] = [:], exclude: [String]? = nil, roots: [String]? = nil
  ) {
    var values = ArgumentValues(id: id, title: title)
    let texts: [(String, String?)] = [
      ("inKind", inKind), ("inNamed", inNamed), ("kind", kind), ("named", named), ("requireNamed", requireNamed),
    ]
    for (label, value) in texts { values[label] = value.map(ArgumentValue.text) }
    let lists: [(String, [String]?)] = [
      ("inConforming", inConforming), ("inNotConforming", inNotConforming), ("attributes", attributes),
      ("modifiers", modifiers), ("requireModifiers", requireModifiers), ("requireEffects", requireEffects),
      ("requireAttributes", requireAttributes), ("forbidModifiers", forbidModifiers),
      ("forbidAttributes", forbidAttributes), ("exclude", exclude), ("roots", roots), ("type", type),
      ("requireType", requireType), ("requireParameterTypes", requireParameterTypes), ("forbidType", forbidType),
      ("forbidParameterTypes", forbidParameterTypes),
    ]
    for (label, value) in lists { values[label] = value.map(ArgumentValue.texts) }
    values["isStatic"] = isStatic.map(ArgumentValue.bool)
    values["stored"] = stored.map(ArgumentValue.bool)
    values["requireTypedThrows"] = requireTypedThrows.map(ArgumentValue.bool)
    values["associatedValues"] = associatedValues.map(ArgumentValue.bool)
    values["requireRawValue"] = requireRawValue.map(ArgumentValue.bool)
    values["forbidDeclared"] = forbidDeclared.map(ArgumentValue.bool)
    values["fence"] = .map(fence)
    self.init(values: values)
  }

  public static let memberKinds = MemberTraits.kinds
  public static let effectWords = ["async", "throws"]
  static let accessLevels = MemberTraits.accessLevels
  /// The modifiers a member may carry, as the scanner records them (details without spaces).
  public static let memberModifiers = MemberTraits.modifiers
}

extension Violation.Kind {
  /// A selected member that lacks what a members rule requires, has what it forbids, or is
  /// declared where the rule forbids it.
  public static let memberBreach = Self(rawValue: "member-breach")
}
