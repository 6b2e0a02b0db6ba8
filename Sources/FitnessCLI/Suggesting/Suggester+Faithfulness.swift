/// The sentences suggest lists as unmapped rather than draft: those a draft would turn
/// around.
extension Suggester {
  /// Why no draft would say what the sentence says, for the sentences a draft would turn
  /// around: a rule under a condition the code does not spell ("async only when the Rust
  /// method is async" is not "every function is async"), and a rule about editing a file
  /// ("never edit Localizable.strings" is about people and generated files, not code that
  /// names the file). Nil when a draft can be faithful.
  static func unfaithful(_ rule: ProseRule) -> String? {
    let lower = rule.words.map { $0.lowercased() }
    let conditions: Set<String> = ["when", "unless", "if", "whenever", "except"]
    if let only = lower.firstIndex(where: { $0 == "only" || $0 == "every" || $0 == "all" }),
      lower[only...].contains(where: conditions.contains)
    {
      return "a rule under a condition (when, if, unless) that names no place or trait in the code; "
        + "a draft would drop the condition and say more than the sentence"
    }
    let editing: Set<String> = ["edit", "edits", "modify", "change", "hand", "regenerate", "overwrite"]
    let fileKinds = [".strings", ".stringsdict", ".xcstrings", ".xib", ".storyboard", ".plist", ".pbxproj", ".json"]
    if lower.contains(where: editing.contains),
      rule.sentence.text.split(separator: " ").contains(where: { word in
        var bare = word.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." }
        while bare.hasSuffix(".") { bare.removeLast() }
        return fileKinds.contains { bare.hasSuffix($0) }
      })
    {
      return "a rule about editing a file by hand, which no rule over the code can see"
    }
    return nil
  }
}
