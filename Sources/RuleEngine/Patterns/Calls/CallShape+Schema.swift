#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The calls pattern's arguments, each declared once: the finding's key, the literal's
/// label, how it is written and what it means. The literal reader, the finding reader,
/// graduate's writer and the docs' tables all follow from this list.
extension CallShape {
  public static let patternName = "calls"
  public static let arguments =
    [
      LiteralArgument(
        "inNamed", .text, finding: "in.named",
        doc: "a glob on the name of a type or extension around the call, at any depth (`*ViewModel`)"),
      LiteralArgument(
        "inFunction", .text, finding: "in.function",
        doc: "a glob on the name of the function, initializer, subscript or computed property whose body holds it"),
      LiteralArgument(
        "inAsync", .bool, finding: "in.async",
        doc: "true: calls in the body of an `async` function or getter only; false: in one that is not"),
      LiteralArgument(
        "callee", .texts, finding: "select.callee",
        doc:
          "globs on the callee as written, its base and name joined by dots, one of which a selected call meets "
          + "(`print`, `*.lock`, `UserDefaults.*`; `.bar` when the base is not a name)"),
      LiteralArgument(
        "labels", .texts, finding: "select.labels",
        doc: "argument labels a selected call passes, each of them (`syntaxText` for `String(syntaxText:)`)"),
      LiteralArgument(
        "requireInType", .texts, finding: "require.inType",
        doc: "globs one of which names a type or extension around each selected call, at any depth"),
      LiteralArgument(
        "requireInFunction", .texts, finding: "require.inFunction",
        doc: "globs one of which names the function (or initializer, subscript, computed property) holding each call"),
      LiteralArgument(
        "requireStrings", .texts, finding: "require.strings",
        doc: "globs one of which each string literal passed without a label meets (a key: `*.*`)"),
      LiteralArgument(
        "forbidStrings", .texts, finding: "forbid.strings",
        doc: "globs no string literal argument of a selected call may meet (`*...*`)"),
      LiteralArgument(
        "forbidDeclared", .bool, finding: "forbid.called",
        doc: "`true`: no selected call may be made outside the fence (\"no print outside the logging layer\")"),
    ]
    + LiteralArgument.fenceAndScope(granting: "calls", example: "print")
}
