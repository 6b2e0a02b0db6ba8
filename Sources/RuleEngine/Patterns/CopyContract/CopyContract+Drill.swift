#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeliberateBreak {
  /// A copy contract's drill: the first value rewritten to break its first constraint, in
  /// the member's source or in the catalog's values.
  static func drill(_ contract: CopyContract, site: RuleSite, files: FileSet, catalogValues: [CopyValue]?)
    -> Outcome
  {
    let baseline = contract.violations(site: site, in: files, catalogValues: catalogValues)
    let values = contract.copy(in: files, catalogValues: catalogValues)
    // A key renamed to one the pattern refuses: its own break, beside the value's.
    var keyBreaks: [Break] = []
    if let pattern = contract.keyMatch, var renamed = catalogValues, let first = renamed.first,
      let wrong = ["Fitness drill key", "FITNESS_DRILL", "fitness drill", "0", "~"].first(where: {
        !PatternMatcher(pattern).matches($0)
      })
    {
      renamed[0].name = wrong
      let verdict = contract.violations(site: site, in: files, catalogValues: renamed)
        .first { $0.kind == .copyBreach && $0.message.contains("'\(wrong)'") }
      keyBreaks.append(
        Break(action: "the key '\(first.name)' renamed to '\(wrong)'", offender: first.path, verdict: verdict))
    }
    // A fence entry taken away: what it let past is caught again.
    if let entry = contract.fence.first {
      var narrowed = contract
      narrowed.fence.removeFirst()
      let verdict = narrowed.violations(site: site, in: files, catalogValues: catalogValues)
        .first { $0.kind == .copyBreach && $0.subject == entry }
      keyBreaks.append(Break(action: "fence entry \(entry) removed", offender: entry, verdict: verdict))
    }
    // The value broken is one the fence does not let past.
    let fenced = Set(contract.fence)
    guard let values,
      let (caseIndex, itemIndex) = values.indices.lazy.filter({
        !fenced.contains(QuotedPath.spelling(ofText: values[$0].name))
      }).compactMap({ index in
        values[index].items.firstIndex { $0.value != nil }.map { (index, $0) }
      }).first,
      let original = values[caseIndex].items[itemIndex].value,
      let offending = offendingValue(for: contract, replacing: original, caseName: values[caseIndex].name)
    else { return Outcome(baseline: baseline, breaks: keyBreaks) }
    let item = values[caseIndex].items[itemIndex]
    let action = "the copy for \(values[caseIndex].name) changed to \"\(offending)\""
    var brokenFiles = files
    var brokenValues = catalogValues
    if contract.catalog == nil {
      guard let offset = item.offset, let source = files.sources[item.path] else {
        return Outcome(baseline: baseline, breaks: [])
      }
      let end = MemberStrings.decode(source.bytes, from: offset + 1).end
      let escaped = Array(offending.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"").utf8)
      brokenFiles.sources[item.path] = ScannedSource(
        Array(source.bytes[...offset]) + escaped + Array(source.bytes[end...]))
    } else {
      brokenValues?[caseIndex].items[itemIndex].value = offending
    }
    let verdict = contract.violations(site: site, in: brokenFiles, catalogValues: brokenValues)
      .first { $0.kind == .copyBreach && $0.message.contains(offending.isEmpty ? "\"\"" : offending) }
    return Outcome(
      baseline: baseline, breaks: keyBreaks + [Break(action: action, offender: item.path, verdict: verdict)])
  }

  /// A value that breaks the contract, derived from the first constraint it has.
  private static func offendingValue(for contract: CopyContract, replacing original: String, caseName: String)
    -> String?
  {
    if let limit = contract.maxLength { return String(repeating: "W", count: limit + 1) }
    if contract.nonEmpty { return "" }
    if let needle = contract.forbid.first { return original + needle }
    if contract.numberedSpecifiers { return original + " %@" }
    if let pattern = contract.match {
      let matcher = PatternMatcher(pattern)
      return ["", " ", "0", "a", "A", "!", "drill", "DRILL", "~ ~"].first { !matcher.matches($0) }
    }
    if contract.exemplars[caseName] != nil { return original + " (drill)" }
    return nil
  }
}

extension CopyContract: DrillableRule {
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    DeliberateBreak.drill(self, site: site, files: files, catalogValues: catalogValues)
  }
}
