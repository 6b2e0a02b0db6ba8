import Foundation

/// A sentence that states a hard rule, and what its words say: the trigger phrase, a
/// number, and the modules, folders and types it names.
struct ProseRule {
  enum Trigger: String {
    case onlyMay = "only … may"
    case never
    case mustNot = "must not"
    case exactly = "exactly N"
    case atMost = "at most N"
    case every
    /// "no feature imports another": independent modules.
    case noneAnother = "no … another"
    /// A sentence that opens with "No": "No static var outside Config."
    case leadingNo = "no …"
    /// "only" without "may": "@State only in views."
    case only
    /// A sentence that opens with "Don't", "Do not" or "Avoid": it forbids what it names,
    /// so an "every" in it quantifies the forbidden act ("Don't create view models for
    /// every view"), never a requirement.
    case prohibition = "don't …"
    /// "The `ServiceLocator` is deprecated": no new use, today's kept until they go.
    case deprecated
    /// "Import AppKit rather than Cocoa": what follows "rather than" or "instead of" is
    /// what the sentence forbids.
    case ratherThan = "rather than"
  }

  var sentence: ProseSentence
  var triggers: [Trigger]
  /// The number after "exactly" or "at most".
  var number: Int?
  /// The sentence's words, in order, as written.
  var words: [String]

  /// The rule a sentence states, or nil when it has no trigger phrase.
  init?(_ sentence: ProseSentence) {
    let words = Self.words(of: sentence.text)
    // What the sentence says, not the code it quotes (`@inline(never)` says no "never"), in
    // its main clause ("…, so they never clash" gives a reason, not a rule).
    let lower = Self.words(of: Self.mainClause(of: sentence)).map { $0.lowercased() }
    var triggers: [Trigger] = []
    var number: Int? = nil
    if let only = lower.firstIndex(of: "only"), lower[only...].contains("may") { triggers.append(.onlyMay) }
    if lower.contains("never") { triggers.append(.never) }
    if zip(lower, lower.dropFirst()).contains(where: { $0 == "must" && $1 == "not" }) || lower.contains("mustn't")
      || Self.disallowance(in: lower) != nil
    {
      triggers.append(.mustNot)
    }
    for (index, word) in lower.enumerated().dropLast() {
      let next = Self.number(lower[index + 1])
      if word == "exactly", let next {
        triggers.append(.exactly)
        number = next
      }
      if word == "most", index > 0, lower[index - 1] == "at", let next {
        triggers.append(.atMost)
        number = number ?? next
      }
    }
    let opener = lower.first.map { $0.replacingOccurrences(of: "\u{2019}", with: "'") }
    let prohibitive =
      sentence.listedAsProhibited || ["don't", "dont", "avoid", "never"].contains(opener ?? "")
      || (opener == "do" && lower.dropFirst().first == "not")
    if prohibitive, opener != "never" { triggers.append(.prohibition) }
    // "All Swift classes must be marked final" quantifies as "every" does.
    if lower.contains("every") || lower.first == "all", !prohibitive { triggers.append(.every) }
    // "Global public types have the `NIO` prefix": a rule on every type it names.
    if !triggers.contains(.every), !prohibitive, lower.contains(where: { $0 == "prefix" || $0 == "suffix" }),
      lower.contains(where: { ["types", "classes", "structs", "enums", "protocols"].contains($0) })
    {
      triggers.append(.every)
    }
    if zip(lower, lower.dropFirst()).contains(where: {
      ($0 == "rather" && $1 == "than") || ($0 == "instead" && $1 == "of")
    }) {
      triggers.append(.ratherThan)
    }
    if let no = lower.firstIndex(where: { $0 == "no" || $0 == "none" }), lower[no...].contains("another") {
      triggers.append(.noneAnother)
    }
    if lower.first == "no" { triggers.append(.leadingNo) }
    if lower.contains(where: { ["deprecated", "deprecate", "obsolete"].contains($0) }) { triggers.append(.deprecated) }
    if lower.contains("only"), !triggers.contains(.onlyMay) { triggers.append(.only) }
    guard !triggers.isEmpty else { return nil }
    self.sentence = sentence
    self.triggers = triggers
    self.number = number
    self.words = words
  }

  /// The word after "rather than" or "instead of": what the sentence forbids in favour of
  /// what comes before.
  var ratherThanWord: String? {
    let lower = words.map { $0.lowercased() }
    for index in lower.indices.dropLast(2)
    where (lower[index] == "rather" && lower[index + 1] == "than")
      || (lower[index] == "instead" && lower[index + 1] == "of")
    {
      return words[index + 2]
    }
    return nil
  }

  /// Whether the sentence speaks of importing or touching (the verbs of a fence).
  var speaksOfImports: Bool {
    words.contains { Self.fenceVerbs.contains($0.lowercased()) }
  }

  /// Whether the sentence speaks of the network ("never touch the network").
  var speaksOfNetwork: Bool {
    words.contains { ["network", "internet", "online", "urlsession"].contains($0.lowercased()) }
  }

  /// The words that name one of `modules`, in order, each once; with `after`, only the
  /// words past that index.
  func modules(among modules: Set<String>, after start: Int = -1) -> [String] {
    var seen = Set<String>()
    return words.enumerated().filter {
      $0.offset > start && modules.contains($0.element) && seen.insert($0.element).inserted
    }
    .map(\.element)
  }

  /// Whether the sentence forbids: "never", "must not", an opening "No", "Don't" or "Avoid",
  /// or what it calls deprecated.
  var forbids: Bool {
    negation != nil || triggers.contains(.leadingNo) || triggers.contains(.prohibition)
      || triggers.contains(.deprecated)
  }

  /// The index of the first "never" or "must" (of "must not"), or of the words that say a
  /// thing is not allowed ("are not allowed", "forbidden").
  var negation: Int? {
    // Only where the main clause says it, outside the code it quotes (see `mainClause`).
    guard triggers.contains(.never) || triggers.contains(.mustNot) else { return nil }
    let lower = words.map { $0.lowercased() }
    let first = lower.indices.first {
      lower[$0] == "never" || lower[$0] == "mustn't"
        || (lower[$0] == "must" && $0 + 1 < lower.count && lower[$0 + 1] == "not")
    }
    return first ?? Self.disallowance(in: lower)
  }

  /// The sentence's text without the code it quotes, and without the clauses that give a
  /// reason ("…, so they never clash", "… because it never …"), each to the next colon or
  /// semicolon: what the sentence rules, not why.
  static func mainClause(of sentence: ProseSentence) -> String {
    var plain = sentence.text
    for span in sentence.code where !span.isEmpty { plain = plain.replacingOccurrences(of: span, with: " ") }
    var kept = ""
    for clause in plain.components(separatedBy: CharacterSet(charactersIn: ";:")) {
      var end = clause.endIndex
      for mark in [", so ", " so that ", " because ", ", since "] {
        if let found = clause.range(of: mark), found.lowerBound < end { end = found.lowerBound }
      }
      kept += clause[..<end] + " ; "
    }
    return kept
  }

  /// Where a sentence says what it names is not allowed: "not allowed", "not permitted",
  /// "forbidden", "prohibited", "banned" (the index of "not", or of the one word).
  static func disallowance(in lower: [String]) -> Int? {
    for (index, word) in lower.enumerated() {
      if ["forbidden", "prohibited", "banned"].contains(word) { return index }
      if word == "not" || word == "aren't" || word == "isn't", index + 1 < lower.count,
        ["allowed", "permitted"].contains(lower[index + 1])
      {
        return index
      }
    }
    return nil
  }

  static let fenceVerbs: Set<String> = [
    "import", "imports", "importing", "imported", "touch", "touches", "use", "uses", "call", "calls", "reach",
    "reaches", "depend", "depends", "link", "links", "see", "sees",
  ]

  /// Words of letters, digits, `_` and `'`; dots inside a word split it (`CloudKit.` ends a sentence).
  static func words(of text: String) -> [String] {
    text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "'") }.map(String.init)
  }

  private static let numberWords = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  ]

  static func number(_ word: String) -> Int? {
    Int(word) ?? numberWords.firstIndex(of: word)
  }
}
