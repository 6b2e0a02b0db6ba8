/// A command's options as its usage lines declare them (`[--format text|json] [-C DIR]`):
/// the one place each is spelled with its value, which shell completion reads rather than
/// keeping a second list.
struct UsageSynopsis: Equatable {
  struct Option: Equatable {
    var name: String
    /// The value's placeholder (`DIR`, `REV`, `text|json`); nil for a flag.
    var value: String?

    /// The words a value may be, when the usage line lists them (`text|json`).
    var choices: [String] {
      guard let value, value.contains("|") else { return [] }
      return value.split(separator: "|").map(String.init)
    }
  }

  var command: String
  /// Every option of every usage line, once, in the order first written.
  var options: [Option] = []
  /// The positionals' placeholders (`FINDING`, `RULE-ID`, `PATH`).
  var positionals: [String] = []

  /// Reads the usage lines at the top of `help`: `usage: fitness NAME …`, then each line
  /// that starts, indented, with `fitness NAME`.
  init(command: String, help: String) {
    self.command = command
    for line in help.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      let words = trimmed.split(separator: " ").map(String.init)
      let start: Int
      if words.starts(with: ["usage:", "fitness", command]) {
        start = 3
      } else if words.starts(with: ["fitness", command]) {
        start = 2
      } else {
        continue
      }
      read(Array(words[start...]))
    }
  }

  private mutating func read(_ words: [String]) {
    var index = 0
    while index < words.count {
      let raw = words[index]
      index += 1
      let word = Self.bare(raw)
      guard !word.isEmpty, word != "|" else { continue }
      guard word.hasPrefix("-") else {
        if !positionals.contains(word) { positionals.append(word) }
        continue
      }
      // A value follows unless the option's bracket closes on it or an alternative does.
      var value: String? = nil
      if !raw.hasSuffix("]"), !raw.hasSuffix("]..."), index < words.count {
        let next = Self.bare(words[index])
        if !next.hasPrefix("-"), next != "|", !next.isEmpty {
          value = next.replacingAll("\"", with: "")
          index += 1
        }
      }
      if let known = options.firstIndex(where: { $0.name == word }) {
        // `--format text|json` and `--format text|json|mermaid` in two usage lines: every word.
        if let value, let had = options[known].value, had != value {
          let words = options[known].choices + Option(name: word, value: value).choices
          var seen = Set<String>()
          options[known].value = words.filter { seen.insert($0).inserted }.joined(separator: "|")
        }
      } else {
        options.append(Option(name: word, value: value))
      }
    }
  }

  /// A word without its brackets and repetition mark.
  private static func bare(_ word: String) -> String {
    var text = Substring(word)
    if text.hasSuffix("...") { text = text.dropLast(3) }
    while text.first == "[" { text = text.dropFirst() }
    while text.last == "]" { text = text.dropLast() }
    return String(text)
  }
}
