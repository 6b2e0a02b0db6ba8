// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
  import SwiftScanner
#endif

/// `pattern: copy-contract`: the copy a member returns, or a String Catalog's keys hold,
/// keeps its length, shape and words.
package struct CopyContractFinding: FindingPattern {
  package static let name = "copy-contract"
  package static let arguments = CopyContract.arguments

  /// A verbatim copy pin: the case and its exact value.
  package struct Exemplar: Equatable, Sendable {
    package var caseName: String
    package var value: String
    package var line: Int
  }

  /// `Type.member`, declared in `file`; or a catalog and its key prefix.
  package var member: String?
  package var file: String?
  package var catalog: String?
  package var keys: String?
  package var maxLength: Int?
  package var nonEmpty: Bool
  package var match: String?
  /// Substrings the copy may not hold, kept as written: white space is the point ("  ").
  package var forbid: [String]
  /// Whether every format specifier must be numbered (`%1$@`).
  package var numberedSpecifiers: Bool
  /// A pattern every selected key matches.
  package var keyMatch: String?
  package var itemsPerCase: Int?
  package var exemplars: [Exemplar]
  /// Keys (or cases) let past, each with its reason.
  package var fence: [Finding.Entry]

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    forbid = try decoder.strings("forbid", trimming: false)
    file = try decoder.path("in")
    catalog = try decoder.path("catalog")
    member = try decoder.string("member", required: false)
    keys = try decoder.string("keys", required: false)
    guard (member == nil) != (catalog == nil) else {
      throw decoder.error(
        decoder.missingKeyMark, "member", "a copy contract needs either 'member' (with 'in') or 'catalog' (with 'keys')"
      )
    }
    if let member, member.split(separator: ".").count != 2 {
      throw decoder.error(
        decoder.mark(of: "member"), "member", "name the member as Type.member, like GameMode.displayLine")
    }
    maxLength = try decoder.integer("maxLength", required: false)
    itemsPerCase = try decoder.integer("itemsPerCase", required: false)
    nonEmpty = try decoder.bool("nonEmpty") ?? false
    numberedSpecifiers = try decoder.bool("numberedSpecifiers") ?? false
    match = try decoder.string("match", required: false)
    if let match, let problem = PatternMatcher(match).problem {
      throw decoder.error(decoder.mark(of: "match"), "match", "the pattern cannot be used: \(problem)")
    }
    keyMatch = try decoder.string("keyMatch", required: false)
    if let keyMatch, let problem = PatternMatcher(keyMatch).problem {
      throw decoder.error(decoder.mark(of: "keyMatch"), "keyMatch", "the pattern cannot be used: \(problem)")
    }
    if keyMatch != nil, catalog == nil {
      throw decoder.error(
        decoder.mark(of: "keyMatch"), "keyMatch", "keyMatch judges a catalog's keys; a member's cases are Swift names")
    }
    exemplars = try Self.exemplars(decoder)
    fence = try decoder.entries("fence", grantKeys: [], named: "key")
    let constraints = [
      maxLength != nil, itemsPerCase != nil, nonEmpty, match != nil, !forbid.isEmpty, !exemplars.isEmpty,
      numberedSpecifiers, keyMatch != nil,
    ]
    guard constraints.contains(true) else {
      throw decoder.error(
        decoder.missingKeyMark, "maxLength",
        "a copy contract needs at least one of maxLength, nonEmpty, match, forbid, numberedSpecifiers, keyMatch, "
          + "itemsPerCase, exemplars")
    }
  }

  package func draft(of finding: Finding, ruleID: String, files: FileSet) -> RuleDraft {
    var pinned: [String: String] = [:]
    for exemplar in exemplars { pinned[exemplar.caseName] = exemplar.value }
    let contract = CopyContract(
      id: ruleID, title: finding.title, member: member, in: file, catalog: catalog, keys: keys, maxLength: maxLength,
      nonEmpty: nonEmpty, match: match, forbid: forbid, numberedSpecifiers: numberedSpecifiers, keyMatch: keyMatch,
      itemsPerCase: itemsPerCase, exemplars: pinned, fence: fence.map { QuotedPath.spelling(ofText: $0.path) })
    return RuleDraft(id: ruleID, title: finding.title, body: contract)
  }

  /// A member contract that names no `in:` file reads the member where it is declared.
  package func located(_ draft: RuleDraft, in files: FileSet) -> RuleDraft {
    guard var contract = draft.body as? CopyContract, contract.member != nil, contract.file == nil else {
      return draft
    }
    contract.file = CopyEvaluation.memberValues(of: contract, in: files)?.first?.path
    var located = draft
    located.body = contract
    return located
  }

  package static func literal(of draft: RuleDraft) -> SuiteLiteral? {
    guard let contract = draft.body as? CopyContract else { return nil }
    var values = ArgumentValues(id: contract.id)
    (values["member"], values["in"]) = (contract.member.map(ArgumentValue.text), contract.file.map(ArgumentValue.text))
    (values["catalog"], values["keys"]) = (
      contract.catalog.map(ArgumentValue.text), contract.keys.map(ArgumentValue.text)
    )
    (values["maxLength"], values["match"]) = (
      contract.maxLength.map(ArgumentValue.integer), contract.match.map(ArgumentValue.text)
    )
    values["nonEmpty"] = contract.nonEmpty ? .bool(true) : nil
    (values["forbid"], values["exemplars"]) = (.texts(contract.forbid), .pairs(contract.exemplars))
    values["itemsPerCase"] = contract.itemsPerCase.map(ArgumentValue.integer)
    values["numberedSpecifiers"] = contract.numberedSpecifiers ? .bool(true) : nil
    values["keyMatch"] = contract.keyMatch.map(ArgumentValue.text)
    values["fence"] = contract.fence.isEmpty ? nil : .texts(contract.fence)
    return .written(
      CopyContract.self, values: values, name: "contract", test: .report("Self.contract"), editing: .editContract)
  }

  package static func suiteName(of body: any PatternRule) -> String? {
    guard let contract = body as? CopyContract else { return nil }
    if let member = contract.member { return "\(RuleWording.identifier(member))KeepsItsFormatTests" }
    return "\(RuleWording.identifier(contract.keys ?? "Catalog"))CopyKeepsItsFormatTests"
  }

  package static func contract(of rule: SuiteRule) -> [String] {
    guard let contract = rule.body as? CopyContract else { return [] }
    var lines = ["copy: \(contract.member ?? "\(contract.catalog ?? "") keys \(contract.keys ?? "*")")"]
    if let limit = contract.maxLength { lines.append("  maxLength: \(limit)") }
    if contract.nonEmpty { lines.append("  nonEmpty: true") }
    if let pattern = contract.match { lines.append("  match: /\(pattern)/") }
    if !contract.forbid.isEmpty {
      lines.append("  forbid: \(contract.forbid.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    if contract.numberedSpecifiers { lines.append("  numberedSpecifiers: true") }
    if let pattern = contract.keyMatch { lines.append("  keyMatch: /\(pattern)/") }
    if let items = contract.itemsPerCase { lines.append("  itemsPerCase: \(items)") }
    for (name, value) in contract.exemplars.sorted(by: { $0.key < $1.key }) {
      lines.append("  exemplar .\(name): \"\(value)\"")
    }
    if !contract.fence.isEmpty { lines += RuleWording.entries("fence", contract.fence, in: rule) }
    return lines
  }

  package var places: [String] { [file, catalog].compactMap { $0 } }
  package var exceptions: [Finding.Entry] { fence }

  /// `exemplars:`, a list of `case:` + `value:`, each case once.
  private static func exemplars(_ decoder: FindingDecoder) throws(FindingsError) -> [Exemplar] {
    guard decoder.has("exemplars") else { return [] }
    guard case .sequence(let items, _) = decoder.node("exemplars") else {
      throw decoder.error(
        decoder.mark(of: "exemplars"), "exemplars", "expected a list of entries with 'case' and 'value'")
    }
    var result: [Exemplar] = []
    for (here, pairs, mark) in try decoder.mappings(items, of: "exemplars", holding: "'case:' and 'value:'") {
      var caseName: String?
      var text: String?
      for pair in pairs {
        guard case .scalar(let scalar, _) = pair.value else {
          throw decoder.error(pair.value.mark, "\(here).\(pair.key)", "expected a single value")
        }
        switch pair.key {
        case "case": caseName = scalar.trimmingSpaces
        case "value": text = scalar
        default:
          throw decoder.error(pair.keyMark, "\(here).\(pair.key)", "unknown key; an exemplar has 'case' and 'value'")
        }
      }
      guard let caseName, !caseName.isEmpty else {
        throw decoder.error(mark, "\(here).case", "required key is missing")
      }
      guard let text else { throw decoder.error(mark, "\(here).value", "required key is missing") }
      if result.contains(where: { $0.caseName == caseName }) {
        throw decoder.error(mark, "\(here).case", "'\(caseName)' is listed twice")
      }
      result.append(Exemplar(caseName: caseName, value: text, line: decoder.line(of: mark)))
    }
    return result
  }
}
