/// The one grammar of fitness's command line, read the same way by the front (`fitness`)
/// and by `fitness-tool`, so the two can never parse one command line differently. Which
/// options take a value comes from the commands' declarations (`Grammar`): `fitness-tool`
/// knows every command's, the front the shared ones (`Grammar.shared`), and it answers
/// only command lines made of those, which every command's grammar splits alike.
///
/// Words are read left to right. A name that takes a value takes the next word, whatever it
/// looks like (`--why "--all"` is a reason, not a flag), or its `=VALUE` part; `--` ends the
/// options; any other word starting with `-` is an option, known or not. Which options a
/// command accepts is the command's to say: this only splits the words.
package struct ParsedCommandLine: Sendable {
  package struct Option: Equatable, Sendable {
    package var name: String
    package var value: String?
  }

  /// The options in the order given.
  package private(set) var options: [Option] = []
  /// Every other word, in order (the command's name first, when there is one).
  package private(set) var positionals: [String] = []

  /// Splits `words` by `grammar`; the command is their first positional, unless `command`
  /// names it (the words come after its name).
  package init(_ words: [String], command: String? = nil, grammar: Grammar = .shared) throws(CommandLineSyntaxError) {
    var cursor = words.startIndex
    var ended = false
    var valued = grammar.valued.union(command.flatMap { grammar.valuedIn[$0] } ?? [])
    while cursor < words.endIndex {
      let word = words[cursor]
      cursor += 1
      if ended || word == "-" || !word.hasPrefix("-") {
        if command == nil, positionals.isEmpty { valued.formUnion(grammar.valuedIn[word] ?? []) }
        positionals.append(word)
        continue
      }
      if word == "--" {
        ended = true
        continue
      }
      if let equals = word.firstIndex(of: "="), valued.contains(String(word[..<equals])) {
        options.append(Option(name: String(word[..<equals]), value: String(word[word.index(after: equals)...])))
        continue
      }
      if valued.contains(word) {
        guard cursor < words.endIndex else { throw CommandLineSyntaxError(message: "\(word) needs a value") }
        options.append(Option(name: word, value: words[cursor]))
        cursor += 1
        continue
      }
      options.append(Option(name: word, value: nil))
    }
  }

  /// The values of every `name VALUE`, in order.
  package func values(_ name: String) -> [String] {
    options.compactMap { $0.name == name ? $0.value : nil }
  }

  /// Whether the flag `name` was given.
  package func has(_ name: String) -> Bool {
    options.contains { $0.name == name }
  }

  /// `-C DIR` as git reads it: each one relative to the one before (`-C a -C b` is `a/b`),
  /// an absolute one starting afresh; nil without any.
  package var directory: String? {
    values(OptionSpec.directory.name).reduce(nil as String?) { base, folder in
      guard let base, !folder.hasPrefix("/") else { return folder }
      return base + "/" + folder
    }
  }

  /// `--color WHEN`: true, false, or nil for "decide from the terminal".
  package func colour() throws(CommandLineSyntaxError) -> Bool? {
    let option = OptionSpec.color
    let given = values(option.name)
    guard given.count <= 1 else { throw CommandLineSyntaxError(message: "\(option.name) is given more than once") }
    guard let word = given.first else { return nil }
    let words = OptionSpec.colourWords
    guard let known = words.first(where: { $0.word == word }) else {
      let listed = words.dropLast().map(\.word).joined(separator: ", ") + " or " + words.last!.word
      throw CommandLineSyntaxError(message: "\(option.name) takes \(listed), not '\(word)'")
    }
    return known.colour
  }

  /// These words without the options named `names`.
  package func removing(_ names: Set<String>) -> ParsedCommandLine {
    var copy = self
    copy.options.removeAll { names.contains($0.name) }
    return copy
  }
}

/// A command line the grammar cannot split; a usage error (exit 64).
package struct CommandLineSyntaxError: Error, Sendable {
  package var message: String
}
