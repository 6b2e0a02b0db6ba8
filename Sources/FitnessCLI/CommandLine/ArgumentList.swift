import CheckCore
import CommandLineIO

/// A command's view of its command line, split by the one grammar both executables share
/// (`ParsedCommandLine`): it takes the options it knows, then its positionals.
///
/// Unknown options are errors, never ignored, so a typo cannot turn a check into a no-op.
struct ArgumentList {
  private var words: ParsedCommandLine
  private var positionalWords: [String]
  let command: String
  /// Every option name the command asked for, to suggest the nearest for a typo.
  private var asked: Set<String> = ["--help", "--color"]

  init(_ words: ParsedCommandLine, positionals: [String], command: String) {
    self.words = words
    self.positionalWords = positionals
    self.command = command
  }

  /// Splits `words` (after the command's name) the way the front would.
  init(_ words: [String], command: String) throws(UsageError) {
    do {
      let split = try ParsedCommandLine(words, command: command)
      self.init(split, positionals: split.positionals, command: command)
    } catch {
      throw UsageError(error.message, command: command)
    }
  }

  /// Takes every `name` flag; true when at least one was there.
  mutating func flag(_ names: String...) -> Bool {
    asked.formUnion(names)
    let given = names.contains(where: words.has)
    words = words.removing(Set(names))
    return given
  }

  /// Takes the values of every `name VALUE` or `name=VALUE`, in order.
  mutating func values(_ name: String) throws(UsageError) -> [String] {
    asked.insert(name)
    let found = words.values(name)
    words = words.removing([name])
    return found
  }

  /// The single value of an option that may appear once.
  mutating func value(_ name: String) throws(UsageError) -> String? {
    let all = try values(name)
    guard all.count <= 1 else { throw UsageError("\(name) is given more than once", command: command) }
    return all.first
  }

  /// Takes `-C DIR`: several are read as git reads them (`-C a -C b` is `a/b`).
  /// `--format text|json` (text when absent): whether JSON was asked for.
  mutating func jsonFormat(command: String) throws(UsageError) -> Bool {
    let format = try value("--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("--format takes text or json, not '\(format)'", command: command)
    }
    return format == "json"
  }

  mutating func directory() -> String? {
    asked.insert("-C")
    let directory = words.directory
    words = words.removing(["-C"])
    return directory
  }

  /// The remaining words, which must all be positionals, at most `limit` of them.
  mutating func positionals(limit: Int) throws(UsageError) -> [String] {
    if let unknown = words.options.first {
      let guess = NearestSpelling.nearest(to: unknown.name, in: asked.sorted()).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError("unknown option '\(unknown.name)'\(guess)", command: command)
    }
    guard positionalWords.count <= limit else {
      throw UsageError("unexpected argument '\(positionalWords[limit])'", command: command)
    }
    defer { positionalWords = [] }
    return positionalWords
  }
}
