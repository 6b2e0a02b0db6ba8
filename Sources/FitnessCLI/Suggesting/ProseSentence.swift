/// A sentence of prose where a team states its rules: `CLAUDE.md`, `AGENTS.md`,
/// `CONTRIBUTING.md`, `README.md`, and the comment block that opens a Swift file.
struct ProseSentence: Equatable {
  var path: String
  /// 1-based line the sentence starts on.
  var line: Int
  var text: String

  /// The Markdown files read for rules, by name, in any folder.
  static let ruleFiles: Set<String> = ["CLAUDE.md", "AGENTS.md", "CONTRIBUTING.md", "README.md"]

  /// The sentences of a Markdown file, outside code blocks and tables; list markers,
  /// heading marks and emphasis dropped.
  static func markdown(_ text: String, path: String) -> [ProseSentence] {
    var paragraphs: [(line: Int, lines: [String])] = []
    var current: (line: Int, lines: [String])? = nil
    var fenced = false
    func flush() {
      if let current, !current.lines.isEmpty { paragraphs.append(current) }
      current = nil
    }
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingBlanks()
      if line.hasPrefix("```") || line.hasPrefix("~~~") {
        fenced.toggle()
        flush()
        continue
      }
      if fenced || line.isEmpty || line.hasPrefix("|") || line.hasPrefix("<") || raw.hasPrefix("    ") {
        flush()
        continue
      }
      var body = Substring(line)
      let marker =
        body.hasPrefix("#") || body.hasPrefix("- ") || body.hasPrefix("* ") || body.hasPrefix("> ")
        || body.first?.isNumber == true && body.contains(". ") && body.prefix(4).contains(".")
      if marker {
        flush()
        body = body.drop { $0 == "#" || $0 == "-" || $0 == "*" || $0 == ">" || $0.isNumber || $0 == "." || $0 == " " }
      }
      if current == nil { current = (index + 1, []) }
      current?.lines.append(String(body))
      if line.hasPrefix("#") { flush() }
    }
    flush()
    return paragraphs.flatMap { sentences(of: $0.lines, startingAt: $0.line, path: path) }
  }

  /// The sentences of the comment block that opens a Swift file (before its first line of
  /// code); a file's header is where its rules are stated ("Only … may …").
  static func swiftHeader(_ text: String, path: String) -> [ProseSentence] {
    var lines: [String] = []
    var first = 0
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingBlanks()
      if line.isEmpty {
        if lines.isEmpty { continue }
        break
      }
      guard line.hasPrefix("//") else { break }
      if lines.isEmpty { first = index + 1 }
      lines.append(String(line.drop { $0 == "/" }.drop { $0 == " " }))
    }
    return sentences(of: lines, startingAt: first, path: path)
  }

  /// Splits a paragraph at `.`, `!` or `?` followed by a space or its end, keeping each
  /// sentence's first line.
  static func sentences(of lines: [String], startingAt first: Int, path: String) -> [ProseSentence] {
    var found: [ProseSentence] = []
    var text = ""
    var start = first
    for (offset, line) in lines.enumerated() {
      let characters = Array(line)
      for (index, character) in characters.enumerated() {
        if text.isEmpty {
          if character == " " { continue }
          start = first + offset
        }
        text.append(character)
        let ends = character == "." || character == "!" || character == "?"
        if ends, index + 1 == characters.count || characters[index + 1] == " " {
          found.append(ProseSentence(path: path, line: start, text: clean(text)))
          text = ""
        }
      }
      if !text.isEmpty { text.append(" ") }
    }
    if !text.trimmingBlanks().isEmpty {
      found.append(ProseSentence(path: path, line: start, text: clean(text)))
    }
    return found
  }

  /// Without Markdown emphasis and code marks, white space collapsed.
  private static func clean(_ text: String) -> String {
    text.filter { $0 != "*" && $0 != "`" }.split(separator: " ").joined(separator: " ")
  }
}

extension StringProtocol {
  /// Without the spaces, tabs and carriage returns at either end.
  fileprivate func trimmingBlanks() -> String {
    var text = Substring(self)
    while let first = text.first, " \t\r".contains(first) { text = text.dropFirst() }
    while let last = text.last, " \t\r".contains(last) { text = text.dropLast() }
    return String(text)
  }
}
