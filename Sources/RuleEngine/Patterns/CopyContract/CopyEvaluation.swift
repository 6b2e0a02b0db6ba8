#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Evaluates a copy contract over the copy it names. Every message names the case and the
/// offending value, then which side to change.
public enum CopyEvaluation {
  /// The copy of `contract` in `files`: the member's literals; nil when it is not declared.
  /// (Catalog contracts get their values from the catalog reader instead.)
  public static func memberValues(of contract: CopyContract, in files: FileSet) -> [CopyValue]? {
    guard let member = contract.member else { return nil }
    let paths =
      contract.file.map { [$0] }
      ?? files.sources.keys.filter(RuleInputs.Selection.shipping(under: nil).selects).sorted()
    for path in paths {
      if let source = files.sources[path], let values = MemberStrings.values(of: member, in: source, path: path) {
        return values
      }
    }
    return nil
  }

  public static func violations(of contract: CopyContract, values: [CopyValue]?, site: RuleSite) -> [Violation] {
    let judge = CopyJudge(contract: contract, site: site)
    guard let values, !values.isEmpty else {
      let place = contract.file ?? contract.catalog ?? "any Swift file outside test folders"
      return [
        judge.violation(
          contract.file ?? contract.catalog ?? site.suitePath, nil,
          "found no copy for \(judge.subject) in \(place) [\(contract.id)]; restore it, or change the contract in "
            + "\(site.suitePath) to point at where the copy lives", kind: .subjectMissing)
      ]
    }
    let fenced = Set(contract.fence)
    var breaking = Set<String>()
    var found: [Violation] = []
    let matcher = contract.match.map(PatternMatcher.init)
    let keyMatcher = contract.keyMatch.map(PatternMatcher.init)
    for value in values {
      let broken =
        (keyMatcher.map { judge.keyBreaches(of: [value], matcher: $0) } ?? [])
        + judge.breaches(of: value, matcher: matcher)
      // A key the fence names is let past, the suite's entry spelled as paths are.
      let key = QuotedPath.spelling(ofText: value.name)
      if !broken.isEmpty { breaking.insert(key) }
      // Each names its key: what a fence entry would let past.
      if !fenced.contains(key) {
        found += broken.map {
          var named = $0; named.subject = key; return named
        }
      }
    }
    found += judge.exemplarBreaches(in: values)
    let named = Set(values.map { QuotedPath.spelling(ofText: $0.name) })
    for entry in contract.fence.sorted() where !breaking.contains(entry) {
      let reason = named.contains(entry) ? "its value keeps the contract now" : "no value has that key any more"
      found.append(
        .stale(Violation.fenceEntry(entry), reason: reason, ruleID: contract.id, site: site, key: entry, subject: entry)
      )
    }
    return found
  }

  /// The keys (or cases) whose values break `contract` today, as its fence spells them.
  public static func breakingKeys(of contract: CopyContract, values: [CopyValue], site: RuleSite) -> [String] {
    var open = contract
    open.fence = []
    let judge = CopyJudge(contract: open, site: site)
    let matcher = contract.match.map(PatternMatcher.init)
    let keyMatcher = contract.keyMatch.map(PatternMatcher.init)
    return values.filter { value in
      !((keyMatcher.map { judge.keyBreaches(of: [value], matcher: $0) } ?? [])
        + judge.breaches(of: value, matcher: matcher))
        .isEmpty
    }.map { QuotedPath.spelling(ofText: $0.name) }
  }
}

/// One contract's judgement of its copy: each value's count of items, each item's text, and
/// the exemplars pinned verbatim, in the words every copy violation shares.
private struct CopyJudge {
  let contract: CopyContract
  let site: RuleSite
  let subject: String

  init(contract: CopyContract, site: RuleSite) {
    (self.contract, self.site) = (contract, site)
    subject = contract.member ?? "\(contract.catalog ?? "")[\(contract.keys ?? "")*]"
  }

  var change: String { "change the copy, or change the contract in \(site.suitePath)" }

  func violation(_ path: String, _ position: SourcePosition?, _ message: String, kind: Violation.Kind = .copyBreach)
    -> Violation
  {
    Violation(ruleID: contract.id, kind: kind, path: path, position: position, message: message, subject: subject)
  }

  /// How a value is named in a message: the member's case, or the catalog's key.
  func label(_ name: String) -> String {
    contract.catalog == nil ? "\(subject) for .\(name)" : "'\(name)'"
  }

  /// Each key that does not match `keyMatch`, at its entry in the catalog.
  func keyBreaches(of values: [CopyValue], matcher: PatternMatcher) -> [Violation] {
    values.filter { !matcher.matches($0.name) }.map { value in
      violation(
        value.path, value.position,
        "the key '\(value.name)' does not match /\(contract.keyMatch ?? "")/ [\(contract.id)]; change the copy: "
          + "rename the key (and its uses), or change the contract in \(site.suitePath) (keyMatch)")
    }
  }

  /// The value's count of items, then each item's text, against the contract.
  func breaches(of value: CopyValue, matcher: PatternMatcher?) -> [Violation] {
    let label = label(value.name)
    var found: [Violation] = []
    if let expected = contract.itemsPerCase, value.items.count != expected {
      found.append(
        violation(
          value.path, value.position,
          "\(label) has \(value.items.count) item\(value.items.count == 1 ? "" : "s"), the contract says "
            + "\(expected) [\(contract.id)]; \(change) (itemsPerCase)"))
    }
    for item in value.items {
      guard let text = item.value else { continue }
      found += breaches(of: text, at: item, label: label, matcher: matcher)
    }
    return found
  }

  /// One item's text against the limit, emptiness, the pattern and the forbidden words.
  private func breaches(of text: String, at item: CopyValue.Item, label: String, matcher: PatternMatcher?)
    -> [Violation]
  {
    let quoted = "\"\(text)\""
    var found: [Violation] = []
    if let limit = contract.maxLength, text.count > limit {
      found.append(
        violation(
          item.path, item.position,
          "\(label) is \(text.count) characters, over the limit of \(limit): \(quoted) [\(contract.id)]; "
            + "\(change) (maxLength)"))
    }
    if contract.nonEmpty, text.allSatisfy(\.isWhitespace) {
      found.append(
        violation(item.path, item.position, "\(label) is empty: \(quoted) [\(contract.id)]; \(change) (nonEmpty)"))
    }
    if let matcher, let pattern = contract.match, !matcher.matches(text) {
      found.append(
        violation(
          item.path, item.position,
          "\(label) does not match /\(pattern)/: \(quoted) [\(contract.id)]; \(change) (match)"
        ))
    }
    if contract.numberedSpecifiers, let unnumbered = FormatSpecifiers.firstUnnumbered(in: text) {
      found.append(
        violation(
          item.path, item.position,
          "\(label) uses \(unnumbered) where a numbered specifier (\(FormatSpecifiers.numbered(unnumbered))) is "
            + "required: \(quoted) [\(contract.id)]; \(change) (numberedSpecifiers)"))
    }
    for needle in contract.forbid where text.contains(needle) {
      found.append(
        violation(
          item.path, item.position,
          "\(label) contains the forbidden \"\(needle)\": \(quoted) [\(contract.id)]; \(change) (forbid)"))
    }
    return found
  }

  /// Each exemplar: its case must exist and its first item read exactly as pinned.
  func exemplarBreaches(in values: [CopyValue]) -> [Violation] {
    var found: [Violation] = []
    for (name, expected) in contract.exemplars.sorted(by: { $0.key < $1.key }) {
      guard let value = values.first(where: { $0.name == name }) else {
        found.append(
          violation(
            site.suitePath, site.position,
            "the exemplar for .\(name) names no case of \(subject) [\(contract.id)]; restore the case, or change the "
              + "contract: remove the exemplar in \(site.suitePath)", kind: .subjectMissing))
        continue
      }
      let actual = value.items.first?.value
      if actual != expected {
        let shown = actual.map { "\"\($0)\"" } ?? "no plain literal"
        found.append(
          violation(
            value.items.first?.path ?? value.path, value.items.first?.position ?? value.position,
            "\(label(name)) is \(shown), pinned verbatim as \"\(expected)\" [\(contract.id)]; if the new copy is "
              + "deliberate, change the exemplar in \(site.suitePath), else restore the copy"))
      }
    }
    return found
  }
}
