#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What the declarations and members patterns say alike, declared once: a breach, the
/// place the scan stopped reading, an attribute as it may be written, and the problems of a
/// rule's attributes and fence entries.
extension NamedFenceRule {
  /// `WHAT PROBLEM, which [id] DEMANDS SELECTION ("TITLE"); change the code: FIX, or change
  /// the contract: let "NAME" past in this file's fence entry in SUITE with a reason`.
  func breach(
    _ kind: Violation.Kind, at path: String, _ position: SourcePosition?, name: String, says words: String,
    fix: String, site: RuleSite
  ) -> Violation {
    let titled = title.map { " (\"\($0)\")" } ?? ""
    return Violation(
      ruleID: id, kind: kind, path: path, position: position,
      message: "\(words)\(titled); change the code: \(fix), or change the contract: let \"\(name)\" past in this "
        + "file's fence entry in \(site.suitePath) with a reason",
      subject: name)
  }

  /// One breach of the selected `what` (`class Cart`, named `name` in the fence) for each
  /// of its problems: `WHAT PROBLEM, which [id] DEMAND SELECTION`, with the problem's fix.
  func breaches(
    _ kind: Violation.Kind, of what: String, name: String, at path: String, _ position: SourcePosition?,
    problems: [(problem: String, fix: String)], site: RuleSite
  ) -> [Violation] {
    problems.map { problem, fix in
      breach(
        kind, at: path, position, name: name, says: "\(what) \(problem), which [\(id)] \(demand) \(selection)",
        fix: fix, site: site)
    }
  }

  /// Where the scan stopped reading the file, if it did: what it did not read is not passed.
  /// `limits` names what the file exceeded beyond the shared depths.
  func unread(in facts: DeclarationFacts, at path: String, limits: String, site: RuleSite) -> [Violation] {
    guard facts.list.unreadFrom != nil else { return [] }
    let things = namedThing + "s"
    return [
      Violation(
        ruleID: id, kind: .unreadDeclarations, path: path, position: facts.unreadPosition,
        message: "the \(things) from here on are not read: the file nests braces deeper than "
          + "\(DeclarationList.braceDepth), types deeper than \(DeclarationList.typeDepth), or declares more than "
          + "\(limits), so [\(id)] cannot judge them; change the code: split the file, or change the contract: "
          + "add it to 'exclude' in \(site.suitePath) (generated code) with a reason",
        subject: "unread \(things)")
    ]
  }

  /// Whether `attribute` is met by what is written (`AttributeSpelling`).
  static func hasAttribute(_ attribute: String, in names: [String], written: [String]) -> Bool {
    AttributeSpelling.has(attribute, in: names, written: written)
  }

  /// Whether `attribute` is among the attribute names `written`.
  static func hasAttribute(_ attribute: String, in written: [String]) -> Bool {
    AttributeSpelling.has(attribute, in: written)
  }

  /// Each attribute of each labelled list that is not written as one (`@Name`, no
  /// arguments), and each fence entry that lets nothing past; `example` is an attribute of
  /// the pattern's, `entry` a name an entry could give.
  func spellingProblems(attributes lists: [(String, [String])], example: String, entry: String)
    -> [ArgumentProblem]
  {
    var found: [ArgumentProblem] = []
    for (label, list) in lists {
      for (index, attribute) in list.enumerated() {
        // `@Name`, or `@Name(arguments)` to require or forbid those arguments.
        let open = attribute.firstIndex(of: "(")
        let name = attribute[..<(open ?? attribute.endIndex)].dropFirst()
        let closed = open.map { attribute.hasSuffix(")") && attribute[$0...].count > 2 } ?? true
        guard
          !attribute.hasPrefix("@") || name.isEmpty || !closed
            || !name.utf8.allSatisfy({ SourceByte.isIdentifier($0) || $0 == SourceByte.dot })
        else { continue }
        found.add(
          label, index,
          "'\(attribute)' is not an attribute; write it with its '@', and its arguments in parentheses when "
            + "they matter, like \"\(example)\" or \"@inline(never)\"")
      }
    }
    for path in fence.keys.sorted() where fence[path]!.isEmpty {
      found.add(
        "fence", nil, "'\(path)' lets nothing past; name its \(namedThing)s, like [\"\(entry)\"], or remove the entry")
    }
    return found
  }
}

extension Violation.Kind {
  /// Where a declarations or members rule's scan stopped reading a file: no name a fence
  /// entry could let past, so graduate, a baseline and `allow` ask for the file in
  /// 'exclude', with a reason, instead.
  public static let unreadDeclarations = Self(rawValue: "unread-declarations")
}
