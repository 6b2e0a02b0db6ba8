// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// A sentence of a team's prose as `fitness suggest` hands it to each pattern
/// (`FindingPattern.draft(from:)`): its words, and what the working tree can answer.
package struct DraftSentence {
  /// Its words of letters, digits, `_` and `'`, as written.
  package var words: [String]
  /// Whether it says "never" or "must not".
  package var negated: Bool
  /// The working tree's Swift files, whole.
  package var files: FileSet
  /// The folder of the repository that a word of these names by its last component
  /// (`API` names `Sources/API`), shallowest first; nil when none does.
  package var folder: ([String]) -> String?
  /// The number after "exactly", when it says one ("has exactly 18 entries").
  package var exactly: Int?
  /// Where it is written, `path:line`, and today's date, `YYYY-MM-DD`: a pin's trail says both.
  package var place: String
  package var date: String

  package init(
    words: [String], negated: Bool, files: FileSet, folder: @escaping ([String]) -> String?, exactly: Int? = nil,
    place: String = "", date: String = ""
  ) {
    (self.words, self.negated, self.files, self.folder) = (words, negated, files, folder)
    (self.exactly, self.place, self.date) = (exactly, place, date)
  }

  package var lower: [String] { words.map { $0.lowercased() } }

  /// Whether it speaks of view models ("view models", "ViewModels").
  package var speaksOfViewModels: Bool {
    let lower = self.lower
    return lower.enumerated().contains { index, word in
      ["viewmodel", "viewmodels"].contains(word)
        || (word == "view" && index + 1 < lower.count && ["model", "models"].contains(lower[index + 1]))
    }
  }
}

/// What a pattern drafts from a sentence: its keys as YAML lines, and what a person must
/// complete before graduating it.
package struct SentenceDraft {
  /// The file name's words after the number: `view-models-keep-their-shape`.
  package var slug: String
  package var keys: [String]
  package var todo: String
  /// One line for the command's output: the pattern and what it is drawn from.
  package var summary: String

  package init(slug: String, keys: [String], todo: String, summary: String) {
    (self.slug, self.keys, self.todo, self.summary) = (slug, keys, todo, summary)
  }

  /// A YAML double-quoted scalar.
  package static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A YAML flow list of double-quoted scalars: a name as code spells it (`[Room].x`,
  /// `Outer.Inner`, `@MainActor`) can hold what a plain flow scalar cannot.
  package static func list(_ items: [String]) -> String {
    "[" + items.map(quoted).joined(separator: ", ") + "]"
  }

  /// `path:` + `why: ""` entries under `key`, each with what it grants (`imports: Module`,
  /// `members: [Type.member]`) when given.
  package static func entries(_ key: String, _ paths: [String], grants: (key: String, value: (String) -> String)? = nil)
    -> [String]
  {
    guard !paths.isEmpty else { return [] }
    var lines = ["\(key):"]
    for path in paths {
      lines.append("  - path: \(quoted(path))")
      if let grants { lines.append("    \(grants.key): \(grants.value(path))") }
      lines.append("    why: \"\"")
    }
    return lines
  }

  /// `cloud-kit` style words for a file name: lowercase ASCII letters and digits.
  package static func kebab(_ text: String) -> String {
    var out = ""
    var previousLower = false
    for character in text {
      if character.isASCII, character.isLetter || character.isNumber {
        if character.isUppercase, previousLower, !out.hasSuffix("-") { out += "-" }
        out += character.lowercased()
        previousLower = character.isLowercase || character.isNumber
      } else {
        if !out.isEmpty, !out.hasSuffix("-") { out += "-" }
        previousLower = false
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out
  }
}
