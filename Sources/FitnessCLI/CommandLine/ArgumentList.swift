import CheckCore
import CommandLineIO

/// A command's view of its command line, split by the grammar every command's
/// declarations make (`Grammar`): it takes the options its table declares, then its
/// positionals.
///
/// Unknown options are errors, never ignored, so a typo cannot turn a check into a no-op;
/// "did you mean" looks among the command's declared options.
struct ArgumentList {
  private var words: ParsedCommandLine
  private var positionalWords: [String]
  let command: String
  /// What the command declares, and what every command takes.
  private let known: [OptionSpec]

  init(_ words: ParsedCommandLine, positionals: [String], command: String, options: [OptionSpec]) {
    self.words = words
    self.positionalWords = positionals
    self.command = command
    known = options + [.help, .color]
  }

  /// Splits `words` (after the command's name) the way the front would.
  init(_ words: [String], command: String, options: [OptionSpec], grammar: Grammar) throws(UsageError) {
    do {
      let split = try ParsedCommandLine(words, command: command, grammar: grammar)
      self.init(split, positionals: split.positionals, command: command, options: options)
    } catch {
      throw UsageError(error.message, command: command)
    }
  }

  /// Takes every `option` flag given; true when at least one was there.
  mutating func flag(_ options: OptionSpec...) -> Bool {
    let names = Set(options.flatMap { [$0.name] + $0.aliases })
    let given = names.contains(where: words.has)
    words = words.removing(names)
    return given
  }

  /// Takes the values of every `option VALUE` or `option=VALUE`, in order; each must be one
  /// of the words the option lists, when it lists some.
  mutating func values(_ option: OptionSpec) throws(UsageError) -> [String] {
    let found = words.values(option.name)
    words = words.removing([option.name])
    if !option.choices.isEmpty, let wrong = found.first(where: { !option.choices.contains($0) }) {
      throw UsageError(option.refusal(of: wrong), command: command)
    }
    return found
  }

  /// The single value of an option that may appear once.
  mutating func value(_ option: OptionSpec) throws(UsageError) -> String? {
    let all = try values(option)
    guard all.count <= 1 else { throw UsageError("\(option.name) is given more than once", command: command) }
    return all.first
  }

  /// Refuses a positional the command did not take: called once the command has read its
  /// arguments, so a command that takes none need not say so.
  mutating func finish() throws(UsageError) {
    _ = try positionals(limit: 0)
  }

  /// Refuses an option the command does not declare, before the command reads any: a typo
  /// is named as one (`--wyh`: did you mean `--why`?), not reported as the option it missed.
  func refuseUnknownOptions() throws(UsageError) {
    let names = Set(known.flatMap { [$0.name] + $0.aliases })
    guard let unknown = words.options.first(where: { !names.contains($0.name) }) else { return }
    let guess =
      NearestSpelling.nearest(to: unknown.name, in: known.map(\.name).sorted()).map { "; did you mean '\($0)'?" } ?? ""
    throw UsageError("unknown option '\(unknown.name)'\(guess)", command: command)
  }

  /// The remaining words, which must all be positionals, at most `limit` of them.
  mutating func positionals(limit: Int) throws(UsageError) -> [String] {
    try refuseUnknownOptions()
    guard positionalWords.count <= limit else {
      throw UsageError("unexpected argument '\(positionalWords[limit])'", command: command)
    }
    defer { positionalWords = [] }
    return positionalWords
  }
}
