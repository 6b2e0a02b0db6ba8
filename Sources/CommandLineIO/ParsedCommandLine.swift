/// The one grammar of fitness's command line, read the same way by the front (`fitness`)
/// and by `fitness-tool`, so the two can never parse one command line differently.
///
/// Words are read left to right. A name that takes a value takes the next word, whatever it
/// looks like (`--why "--all"` is a reason, not a flag), or its `=VALUE` part; `--` ends the
/// options; any other word starting with `-` is an option, known or not. Which options a
/// command accepts is the command's to say: this only splits the words.
package struct ParsedCommandLine: Sendable {
  /// The options that take a value, for every command.
  package static let valued: Set<String> = [
    "-C", "--color", "--rule", "--format", "--output", "--why", "--since", "--framework", "--name", "--suite",
    "--baseline", "--max-importers", "--limit", "--focus",
    "--rev",
  ]

  /// The options that take a value for one command only, where another command has a flag
  /// of the same name (`explain --check FILE`, `vendor --check`).
  package static let valuedIn: [String: Set<String>] = ["explain": ["--check"], "graph": ["--check"]]

  package struct Option: Equatable, Sendable {
    package var name: String
    package var value: String?
  }

  /// The options in the order given.
  package private(set) var options: [Option] = []
  /// Every other word, in order (the command's name first, when there is one).
  package private(set) var positionals: [String] = []

  /// Splits `words`; the command is their first positional, unless `command` names it
  /// (the words come after its name).
  package init(_ words: [String], command: String? = nil) throws(CommandLineSyntaxError) {
    var cursor = words.startIndex
    var ended = false
    var valued = Self.valued.union(command.flatMap { Self.valuedIn[$0] } ?? [])
    while cursor < words.endIndex {
      let word = words[cursor]
      cursor += 1
      if ended || word == "-" || !word.hasPrefix("-") {
        if command == nil, positionals.isEmpty { valued.formUnion(Self.valuedIn[word] ?? []) }
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
    values("-C").reduce(nil as String?) { base, folder in
      guard let base, !folder.hasPrefix("/") else { return folder }
      return base + "/" + folder
    }
  }

  /// What `--color` takes.
  package static let colourWords = ["auto", "always", "never"]

  /// `--color WHEN`: true, false, or nil for "decide from the terminal".
  package func colour() throws(CommandLineSyntaxError) -> Bool? {
    let given = values("--color")
    guard given.count <= 1 else { throw CommandLineSyntaxError(message: "--color is given more than once") }
    switch given.first {
    case nil, "auto"?: return nil
    case "always"?: return true
    case "never"?: return false
    case let other?:
      throw CommandLineSyntaxError(
        message: "--color takes \(Self.colourWords.dropLast().joined(separator: ", ")) or \(Self.colourWords.last!), "
          + "not '\(other)'")
    }
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
