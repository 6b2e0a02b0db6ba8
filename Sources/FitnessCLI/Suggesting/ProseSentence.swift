/// A sentence of prose where a team states its rules (`isGuide`), and the comment block that
/// opens a Swift file.
struct ProseSentence: Equatable {
  var path: String
  /// 1-based line the sentence starts on.
  var line: Int
  var text: String
  /// Whether it stands in a list under a heading or lead-in that forbids ("DON'T", "Avoid:",
  /// "Never"): the item names what is forbidden, even where its own words require
  /// ("Create ViewModels for every view").
  var listedAsProhibited = false
  /// What it writes in backticks, in order (`@unchecked Sendable`, `ServiceLocator`): the
  /// spellings of code it speaks of.
  var code: [String] = []

  /// The guides read for rules, by name, in any folder: agents' instructions, contributors'
  /// guides, READMEs.
  static let ruleFiles: Set<String> = [
    "CLAUDE.md", "AGENTS.md", "GEMINI.md", "README.md", ".cursorrules", ".windsurfrules", "copilot-instructions.md",
  ]
  /// Folders whose Markdown files are all read: where teams keep notes on how the code is
  /// built (NetNewsWire's `Technotes/`, `docs/`), and Cursor's rules (`.cursor/rules/*.mdc`).
  static let guideFolders: Set<String> = ["Technotes", "technotes", "docs", "Docs", "Documentation"]

  /// Whether `path` is prose a team writes its rules in: a guide by name, any
  /// `CONTRIBUTING*`, or Markdown in a guide folder.
  static func isGuide(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard let name = parts.last.map(String.init) else { return false }
    if ruleFiles.contains(name) || name.hasPrefix("CONTRIBUTING") { return true }
    guard name.hasSuffix(".md") || name.hasSuffix(".mdc") || name.hasSuffix(".markdown") else { return false }
    if isChangeLog(name) { return false }
    // A DocC catalog documents the code; it is not where a team states rules for it.
    if parts.contains(where: { $0.hasSuffix(".docc") }) { return false }
    let folders = parts.dropLast().map(String.init)
    return folders.contains(where: guideFolders.contains)
      || zip(folders, folders.dropFirst()).contains {
        $0 == ".cursor" && $1 == "rules"
      }
  }

  /// Whether a file named `name` records what changed (`ReleaseNotes-6.1.markdown`,
  /// `CHANGELOG.md`): its "never" and "every" describe fixes, not rules, whatever folder
  /// holds it.
  static func isChangeLog(_ name: String) -> Bool {
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    let squeezed = stem.lowercased().filter { $0.isLetter }
    return ["releasenotes", "changelog"].contains { squeezed.hasPrefix($0) }
      || ["changes", "history", "news", "whatsnew"].contains(squeezed)
  }

  /// A run of lines with no full stop longer than this is read a line a sentence: a list
  /// written without markers (one change per line), not one sentence wrapped.
  static let longestWrappedSentence = 300

  /// The sentences of a Markdown file, outside code blocks and tables; list markers,
  /// heading marks and emphasis dropped.
  static func markdown(_ text: String, path: String) -> [ProseSentence] {
    var paragraphs: [(line: Int, lines: [String])] = []
    var current: (line: Int, lines: [String])? = nil
    var fenced = false
    // Whether the list being read stands under a lead-in that forbids, and whether this
    // paragraph is one of its items.
    var prohibiting = false
    var prohibitedParagraphs = Set<Int>()
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
      let item = marker && !line.hasPrefix("#") && !line.hasPrefix(">")
      if marker {
        flush()
        body = body.drop { $0 == "#" || $0 == "-" || $0 == "*" || $0 == ">" || $0.isNumber || $0 == "." || $0 == " " }
      }
      // A heading, or a lead-in line ending in ":", starts a list whose items it governs.
      if line.hasPrefix("#") || (!item && current == nil && body.hasSuffix(":")) {
        prohibiting = isProhibitingLeadIn(String(body))
        // The lead-in itself states nothing: its items do.
        if prohibiting {
          flush()
          continue
        }
      }
      if current == nil {
        current = (index + 1, [])
        if item, prohibiting { prohibitedParagraphs.insert(paragraphs.count) }
      }
      current?.lines.append(String(body))
      if line.hasPrefix("#") { flush() }
    }
    flush()
    return paragraphs.enumerated().flatMap { index, paragraph in
      sentences(of: paragraph.lines, startingAt: paragraph.line, path: path).map { sentence in
        var sentence = sentence
        sentence.listedAsProhibited = prohibitedParagraphs.contains(index)
        return sentence
      }
    }
  }

  /// Whether a heading or lead-in forbids what its list names, and says nothing else:
  /// "DON'T", "Don'ts", "Do not:", "Avoid", "Never", "Things to avoid:", "Anti-patterns".
  static func isProhibitingLeadIn(_ text: String) -> Bool {
    let words = ProseRule.words(of: text.replacingOccurrences(of: "\u{2019}", with: "'")).map { $0.lowercased() }
    let alone: Set<String> = ["don't", "dont", "don'ts", "donts", "avoid", "never", "forbidden", "prohibited"]
    switch words.count {
    case 1: return alone.contains(words[0]) || words[0] == "antipatterns"
    case 2: return words == ["do", "not"] || words == ["anti", "patterns"] || alone.contains(words[1])
    case 3: return words[1] == "to" && words[2] == "avoid"
    default: return false
    }
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
    // Each line's part of the sentence being read, with its line: what it falls back to
    // when the sentence runs past `longestWrappedSentence`.
    var parts: [(line: Int, text: String)] = []
    // Whether an odd number of backticks precedes: a full stop inside one (`Foo.bar`) ends
    // no sentence.
    var inCode = false
    var start = first
    func emit() {
      if text.count > longestWrappedSentence, parts.count > 1 {
        for part in parts where !part.text.trimmingBlanks().isEmpty {
          found.append(ProseSentence(path: path, line: part.line, text: clean(part.text), code: codeSpans(part.text)))
        }
      } else {
        found.append(ProseSentence(path: path, line: start, text: clean(text), code: codeSpans(text)))
      }
      text = ""
      parts = []
    }
    for (offset, line) in lines.enumerated() {
      let characters = Array(line)
      for (index, character) in characters.enumerated() {
        if text.isEmpty {
          if character == " " { continue }
          start = first + offset
        }
        if parts.last?.line != first + offset { parts.append((first + offset, "")) }
        text.append(character)
        parts[parts.count - 1].text.append(character)
        if character == "`" { inCode.toggle() }
        let ends = character == "." || character == "!" || character == "?"
        if ends, !inCode, index + 1 == characters.count || characters[index + 1] == " " { emit() }
      }
      if !text.isEmpty { text.append(" ") }
    }
    if !text.trimmingBlanks().isEmpty { emit() }
    return found
  }

  /// The spans between pairs of backticks, blanks at either end dropped, empty ones left out.
  static func codeSpans(_ text: String) -> [String] {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).compactMap { index in
      let span = parts[index].trimmingBlanks()
      return span.isEmpty ? nil : span
    }
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
