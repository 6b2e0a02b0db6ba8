#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The members pattern's arguments, each declared once: the finding's key, the literal's
/// label, how it is written and what it means. The literal reader, the finding reader,
/// graduate's writer and the docs' tables all follow from this list.
extension MemberShape {
  public static let patternName = "members"
  public static let arguments =
    [
      LiteralArgument(
        "inKind", .text, finding: "in.kind",
        doc: "whose members: the owning type's kind (class, struct, enum, actor, protocol, or any)"),
      LiteralArgument("inNamed", .text, finding: "in.named", doc: "a glob on the owning type's name (`*ViewModel`)"),
      LiteralArgument(
        "inConforming", .texts, finding: "in.conforming",
        doc: "what the owning type inherits, read through every file of the repository (globs and `{name}` allowed)"),
      LiteralArgument(
        "inNotConforming", .texts, finding: "in.notConforming",
        doc: "what the owning type must not inherit, read through every file of the repository"),
      LiteralArgument(
        "kind", .text, finding: "select.kind", doc: "var, let, func, init, subscript, case, typealias, or any"),
      LiteralArgument(
        "isStatic", .bool, finding: "select.static",
        doc: "true: static and class members only; false: instance members only; absent: both"),
      LiteralArgument(
        "stored", .bool, finding: "select.stored",
        doc:
          "true: stored properties only (a `let`, a `var` with no getter, `lazy` and wrapped ones too); false: computed "
          + "properties only"),
      LiteralArgument(
        "associatedValues", .bool, finding: "select.associatedValues",
        doc: "true: enum cases with associated values only; false: cases without"),
      LiteralArgument(
        "type", .texts, finding: "select.type",
        doc: "globs on the member's written type, one of which it meets (`String`, `*ID`; `String?` meets `String`)"),
      LiteralArgument("named", .text, finding: "select.named", doc: "a glob on the member's name (`*Handler`)"),
      LiteralArgument(
        "attributes", .texts, finding: "select.attributes",
        doc: "attributes every selected member has, property wrappers included (`@Published`)"),
      LiteralArgument(
        "modifiers", .texts, finding: "select.modifiers", doc: "modifiers every selected member has (`public`)"),
      LiteralArgument(
        "requireModifiers", .texts, finding: "require.modifiers",
        doc: "modifiers each selected member must have; `private(set)` is met by a narrower setter or none"),
      LiteralArgument(
        "requireEffects", .texts, finding: "require.effects",
        doc: "`async`, `throws`: effects of a function, an initializer or a getter"),
      LiteralArgument(
        "requireAttributes", .texts, finding: "require.attributes", doc: "attributes each selected member must have"),
      LiteralArgument("requireNamed", .text, finding: "require.named", doc: "a glob each selected member's name meets"),
      LiteralArgument(
        "requireType", .texts, finding: "require.type",
        doc: "globs one of which each selected member's written type meets; a type not written is a breach"),
      LiteralArgument(
        "requireTypedThrows", .bool, finding: "require.typedThrows",
        doc: "`true`: a throwing function says its error type (`throws(ParseError)`, not a bare `throws`)"),
      LiteralArgument(
        "requireParameterTypes", .texts, finding: "require.parameterTypes",
        doc: "globs each met by the type of one of a selected function's parameters (or a case's associated values)"),
      LiteralArgument(
        "requireRawValue", .bool, finding: "require.rawValue",
        doc: "`true`: each selected enum case declares its raw value (`case fast = \"fast\"`)"),
    ]
    + LiteralArgument.forbiddenTraits(of: "member") + [
      LiteralArgument(
        "forbidType", .texts, finding: "forbid.type",
        doc: "globs no selected member's written type may meet (`String`, `UUID`)"),
      LiteralArgument(
        "forbidParameterTypes", .texts, finding: "forbid.parameterTypes",
        doc: "globs no parameter type of a selected function may meet"),
      .forbidDeclared("member", example: "\"no public vars\""),
    ]
    + LiteralArgument.fenceAndScope(granting: "members", example: "Type.member")

}
