/// A small, strict reader of command-line words: flags, options with values, positionals.
///
/// Unknown flags are errors, never ignored, so a typo cannot turn a check into a no-op.
struct ArgumentList {
  private var words: [String]
  let command: String

  init(_ words: [String], command: String) {
    self.words = words
    self.command = command
  }

  /// Removes every `name` flag; true when at least one was there.
  mutating func flag(_ names: String...) -> Bool {
    let before = words.count
    words.removeAll { names.contains($0) }
    return words.count != before
  }

  /// Removes and returns the values of every `name VALUE` or `name=VALUE`.
  mutating func values(_ name: String) throws(UsageError) -> [String] {
    var found: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == name {
        guard index + 1 < words.count else {
          throw UsageError("\(name) needs a value", command: command)
        }
        found.append(words[index + 1])
        words.removeSubrange(index...index + 1)
      } else if word.hasPrefix(name + "=") {
        found.append(String(word.dropFirst(name.count + 1)))
        words.remove(at: index)
      } else {
        index += 1
      }
    }
    return found
  }

  /// The single value of an option that may appear once.
  mutating func value(_ name: String) throws(UsageError) -> String? {
    let all = try values(name)
    guard all.count <= 1 else { throw UsageError("\(name) is given more than once", command: command) }
    return all.first
  }

  /// The remaining words, which must all be positionals, at most `limit` of them.
  mutating func positionals(limit: Int) throws(UsageError) -> [String] {
    if let unknown = words.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw UsageError("unknown option '\(unknown)'", command: command)
    }
    guard words.count <= limit else {
      throw UsageError("unexpected argument '\(words[limit])'", command: command)
    }
    defer { words = [] }
    return words
  }
}
