/// One option as its command declares it, once: its name, the value it takes, and its
/// help. The parsing, `--help`, "did you mean", the usage errors, the front's answered set
/// and the shell completion are all read from these declarations.
package struct OptionSpec: Sendable, Hashable {
  package let name: String
  /// The value's placeholder (`REV`, `DIR`); words separated by `|` (`text|json`) are the
  /// only values it takes. Nil for a flag.
  package let value: String?
  /// What it does, for `--help`; a line break starts a continuation line.
  package let help: String
  /// Whether it may be given more than once (`--rule ID`...).
  package let repeats: Bool
  /// Other spellings it answers to, shown nowhere (`-f` for `--force`).
  package let aliases: [String]

  package init(_ name: String, value: String? = nil, repeats: Bool = false, aliases: [String] = [], help: String) {
    (self.name, self.value, self.repeats, self.aliases, self.help) = (name, value, repeats, aliases, help)
  }

  /// The words it takes, when its value lists them.
  package var choices: [String] {
    guard let value, value.contains("|") else { return [] }
    return value.split(separator: "|").map(String.init)
  }

  /// `--format F`, as the option list shows it: a listed value by a short placeholder.
  package var spelled: String { value.map { "\(name) \($0)" } ?? name }

  /// Whether `words` give it, under its name or an alias.
  package func answers(_ words: ParsedCommandLine) -> Bool {
    ([name] + aliases).contains(where: words.has)
  }

  /// The usage error for a value it does not take: `--format takes text or json, not 'x'`.
  package func refusal(of given: String) -> String {
    let words = choices
    let listed = words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + words.last! : words.joined()
    return "\(name) takes \(listed), not '\(given)'"
  }
}

/// The options every command shares: which snapshot, where, and how to print.
extension OptionSpec {
  package static let staged = OptionSpec(
    "--staged",
    help: "what `git commit` would record: the index at GIT_INDEX_FILE")
  package static let all = OptionSpec("--all", help: "every tracked file in the index")
  package static let revision = OptionSpec(
    "--rev", value: "REV", help: "every file in a revision's tree (CI on a clean checkout)")
  package static let worktree = OptionSpec(
    "--worktree",
    help:
      "the files on disk that git tracks or would add (not ignored): exactly\nwhat the suites judge under `swift test`")
  /// Given several times, each is relative to the one before, as git reads `-C`.
  package static let directory = OptionSpec("-C", value: "DIR", help: "run as if started in DIR")
  package static let color = OptionSpec(
    "--color", value: "WHEN", help: "auto (colour on a terminal), always or never")
  /// Shared so that the front answers the hook's `check --strict` itself.
  package static let strict = OptionSpec(
    "--strict", help: "a warning (a rule whose finding says `severity: warning`) fails the\ncheck as an error does")
  package static let help = OptionSpec("--help", aliases: ["-h"], help: "this help")
  package static let version = OptionSpec("--version", help: "the version")

  /// What `--color` takes, and what each means: colour or not, nil for "decide from the
  /// terminal".
  package static let colourWords: [(word: String, colour: Bool?)] = [("auto", nil), ("always", true), ("never", false)]

  /// The snapshots, one of which a command reads.
  package static let snapshots = [staged, all, revision, worktree]
}
