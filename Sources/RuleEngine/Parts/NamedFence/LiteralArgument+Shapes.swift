/// The arguments the declarations and members patterns share, each declared once: what no
/// selected thing may have, and the fence and scope every named-fence rule ends with.
extension LiteralArgument {
  /// `forbidModifiers` and `forbidAttributes`, about a selected `noun` (`type`, `member`).
  static func forbiddenTraits(of noun: String) -> [LiteralArgument] {
    [
      LiteralArgument(
        "forbidModifiers", .texts, finding: "forbid.modifiers", doc: "modifiers no selected \(noun) may have"),
      LiteralArgument(
        "forbidAttributes", .texts, finding: "forbid.attributes", doc: "attributes no selected \(noun) may have"),
    ]
  }

  /// `forbidDeclared`: no selected `noun` may exist outside the fence.
  static func forbidDeclared(_ noun: String, example: String) -> LiteralArgument {
    LiteralArgument(
      "forbidDeclared", .bool, finding: "forbid.declared",
      doc: "`true`: no selected \(noun) may be declared outside the fence (\(example))")
  }

  /// `fence`, `exclude` and `roots`: the files let past, each with the names (`grants`) it
  /// may keep, and the files judged.
  static func fenceAndScope(granting grants: String, example: String) -> [LiteralArgument] {
    [
      LiteralArgument(
        "fence", .grants, doc: "each file let past, with the \(grants) (`\(example)`) it may keep, and its reason",
        grants: grants),
      .exclude, .roots,
    ]
  }
}
