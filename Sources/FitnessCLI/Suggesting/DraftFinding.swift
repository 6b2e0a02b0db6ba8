import Findings

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
  /// Where it ranks among the drafts, lowest first: what a team would keep first (a rule
  /// it wrote itself, then the top of its module graph, then a fence around what holds
  /// its users' data), and why, in words.
  var rank = 0
  var ranking = ""

  func render() -> String {
    var lines = ["---", "title: \(Self.quoted(title))", "pattern: \(pattern)"]
    lines += keys
    lines += ["source: \(Self.quoted(source))", "status: draft", "---"]
    lines.append(Self.boilerplate[0])
    lines.append("")
    lines.append(Self.boilerplate[1] + todo)
    lines.append("")
    lines.append(Self.boilerplate[2])
    return lines.joined(separator: "\n") + "\n"
  }

  /// How the lines suggest writes for a person to read before graduating begin: graduate
  /// drops them from the finding, and `explain` leaves them out, since once the rule is
  /// graduated "nothing enforces it yet" is false.
  static let boilerplate = [
    "Drafted by `fitness suggest`; nothing enforces it yet.", "To complete: ",
    "Then delete the `status: draft` line and graduate this file with `fitness graduate`.",
  ]

  /// Whether `line` is one of the lines above.
  static func isBoilerplate(_ line: some StringProtocol) -> Bool {
    boilerplate.contains { line.hasPrefix($0) }
  }

  /// A YAML double-quoted scalar (JSON's escapes are YAML's).
  static func quoted(_ text: String) -> String { Quoting.json(text) }

  /// A YAML flow list of double-quoted scalars.
  static func list(_ items: [String]) -> String { SentenceDraft.list(items) }

  /// `path:` + `why: ""` entries, with `imports:` when the entry grants a module.
  static func entries(_ key: String, _ paths: [String], imports: ((String) -> String)? = nil) -> [String] {
    SentenceDraft.entries(key, paths, grants: imports.map { ("imports", $0) })
  }

  /// `cloud-kit` style words for a file name.
  static func kebab(_ text: String) -> String { SentenceDraft.kebab(text) }
}
