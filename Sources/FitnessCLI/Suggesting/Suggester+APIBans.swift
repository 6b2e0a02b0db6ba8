import Findings
import RuleEngine

/// "Never use `@unchecked Sendable`", "the `ServiceLocator` is deprecated": a sentence that
/// forbids a spelling of code, drafted as a layer over the shipping code with that spelling
/// in its `api:`, today's users fenced (a deprecation keeps them until they go).
extension Suggester {
  /// The spellings a forbidding sentence names that a layer's `api:` can fence: what it
  /// writes in backticks that reads as Swift (`@unchecked Sendable`, `DispatchQueue.main`,
  /// `print(`), not a module, a path or a command; and, for what it calls deprecated, a
  /// type this repository declares that it names as a word (`The ServiceLocator is
  /// deprecated`).
  func bannedSpellings(in rule: ProseRule, modules: Set<String>) -> [String] {
    guard rule.forbids else { return [] }
    var found = rule.sentence.code.filter { span in
      !modules.contains(span) && Self.readsAsSwift(span)
    }
    if found.isEmpty, rule.triggers.contains(.deprecated) {
      found = rule.words.filter { word in
        word.first?.isUppercase == true && word.dropFirst().contains(where: \.isLowercase) && declaresType(word)
      }
    }
    var seen = Set<String>()
    return found.filter { seen.insert($0).inserted }
  }

  /// Whether a backticked span reads as a spelling of Swift code a needle can find: names
  /// a type, member, attribute or call (an upper-case letter, `.`, `(` or `@`), and holds
  /// nothing a command or path would (`swift test`, `Sources/App`, `--force`).
  static func readsAsSwift(_ span: String) -> Bool {
    guard let first = span.first, first == "@" || first == "_" || first == "#" || first.isLetter else { return false }
    let allowed = span.allSatisfy { $0.isLetter || $0.isNumber || "_.()@#: ".contains($0) }
    let spaced = span.contains(" ")
    let codeLike = span.contains(where: \.isUppercase) || span.contains(".") || span.contains("(") || first == "@"
    return allowed && codeLike && (!spaced || first == "@") && span.count <= 60
  }

  /// Whether a shipping Swift file declares a type named `name`.
  private func declaresType(_ name: String) -> Bool {
    swift.contains { path, source in
      ShippingCode.ships(path)
        && !source.typeBodies(named: name, kinds: ["class", "struct", "enum", "actor", "protocol"]).isEmpty
    }
  }

  /// The layer that keeps `spellings` out of the shipping code (or out of the folder the
  /// sentence names), each file that uses one today fenced with what it uses.
  func apiBanDraft(spellings: [String], rule: ProseRule, title: String) -> DraftFinding {
    let sentence = rule.sentence
    let named = folder(namedIn: rule.words, other: "")
    let shipping = swift.keys.filter(ShippingCode.ships).sorted()
    // The folder the sentence names, else every top-level folder that holds shipping code.
    let tops = shipping.compactMap { path in path.contains("/") ? String(path.prefix { $0 != "/" }) : nil }
    let roots = named.map { [$0] } ?? Array(Set(tops)).sorted()
    var used: [String: [String]] = [:]
    for path in shipping where roots.contains(where: { PathPrefix.contains(path, under: $0) }) {
      guard let source = swift[path] else { continue }
      let hits = zip(spellings, source.codeOccurrences(of: spellings)).filter { !$0.1.isEmpty }.map(\.0)
      if !hits.isEmpty { used[path] = hits }
    }
    let offenders = used.keys.sorted()
    let deprecated = rule.triggers.contains(.deprecated)
    return DraftFinding(
      slug: DraftFinding.kebab(Self.last(roots.first ?? "code")) + "-never-uses-"
        + DraftFinding.kebab(spellings[0].filter { $0.isLetter || $0.isNumber || $0 == " " }),
      title: title, pattern: "layer",
      keys: [
        "paths: \(DraftFinding.list(roots))", "api: \(DraftFinding.list(spellings))",
        "why: \(DraftFinding.quoted(sentence.text))",
      ]
        + SentenceDraft.entries(
          "fence", offenders,
          grants: ("api", { DraftFinding.list(used[$0]!) })),
      source: Self.source(of: rule),
      todo: offenders.isEmpty
        ? "No shipping file uses \(spellings.joined(separator: ", ")) today: check that the paths are the code the sentence means."
        : deprecated
          ? "\(offenders.count) file\(offenders.count == 1 ? " uses" : "s use") it today: to keep them until they go, delete the fence and graduate with --baseline WHY (one reason; the entries only shrink), or give each a why."
          : "\(offenders.count) file\(offenders.count == 1 ? " uses" : "s use") it today: give each a why, or fix the code and drop the entry (or delete the fence and graduate with --baseline WHY).",
      summary: "layer on \(spellings.joined(separator: ", ")) (api), from \(sentence.path):\(sentence.line)")
  }
}
