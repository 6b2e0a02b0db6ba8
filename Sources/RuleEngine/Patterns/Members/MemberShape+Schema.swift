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
        doc: "what the owning type conforms to, in its own file (globs and `{name}` allowed)"),
      LiteralArgument(
        "inNotConforming", .texts, finding: "in.notConforming",
        doc: "what the owning type must not conform to, in its own file"),
      LiteralArgument(
        "kind", .text, finding: "select.kind", doc: "var, let, func, init, subscript, case, typealias, or any"),
      LiteralArgument(
        "isStatic", .bool, finding: "select.static",
        doc: "true: static and class members only; false: instance members only; absent: both"),
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
    ]
    + LiteralArgument.forbiddenTraits(of: "member") + [.forbidDeclared("member", example: "\"no public vars\"")]
    + LiteralArgument.fenceAndScope(granting: "members", example: "Type.member")

}
