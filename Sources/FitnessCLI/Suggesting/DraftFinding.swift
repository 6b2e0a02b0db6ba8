/// A finding `fitness suggest` drafts: front matter with `status: draft`, which graduate
/// refuses until a person has completed it, and a body that says what to complete.
struct DraftFinding {
  /// The file name's words after the number: `cloudkit-stays-in-sync`.
  var slug: String
  var title: String
  var pattern: String
  /// The pattern's keys, as YAML lines, in order.
  var keys: [String]
  /// Where the draft came from: a quoted sentence with its file and line, or the import graph.
  var source: String
  /// What a person must complete, in words.
  var todo: String
  /// One line for the command's output: the pattern and what it is drawn from.
  var summary: String

  func render() -> String {
    var lines = ["---", "title: \(Self.quoted(title))", "pattern: \(pattern)"]
    lines += keys
    lines += ["source: \(Self.quoted(source))", "status: draft", "---"]
    lines.append("Drafted by `fitness suggest`; nothing enforces it yet.")
    lines.append("")
    lines.append("To complete: \(todo)")
    lines.append("")
    lines.append("Then delete the `status: draft` line and graduate this file with `fitness graduate`.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A YAML double-quoted scalar (JSON's escapes are YAML's).
  static func quoted(_ text: String) -> String { Quoting.json(text) }

  /// `path:` + `why: ""` entries, with `imports:` when the entry grants a module.
  static func entries(_ key: String, _ paths: [String], imports: String? = nil) -> [String] {
    guard !paths.isEmpty else { return [] }
    var lines = ["\(key):"]
    for path in paths {
      lines.append("  - path: \(quoted(path))")
      if let imports { lines.append("    imports: \(imports)") }
      lines.append("    why: \"\"")
    }
    return lines
  }

  /// `cloud-kit` style words for a file name: lowercase ASCII letters and digits.
  static func kebab(_ text: String) -> String {
    var out = ""
    var previousLower = false
    for character in text {
      if character.isASCII, character.isLetter || character.isNumber {
        if character.isUppercase, previousLower, !out.hasSuffix("-") { out += "-" }
        out += character.lowercased()
        previousLower = character.isLowercase || character.isNumber
      } else {
        if !out.isEmpty, !out.hasSuffix("-") { out += "-" }
        previousLower = false
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out
  }
}
