#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The deliberate-break drill: proves a rule red before anyone relies on it.
///
/// A rule that passes on every input protects nothing. The drill evaluates the rule on the
/// unbroken files (which must pass), then on copies with one real violation injected each:
/// the fenced module imported from a file outside the fence, every API needle used there,
/// and a fence entry removed. Each break must fail the rule and name the offending file.
/// Everything happens in memory; no file is touched.
public enum DeliberateBreak {
  /// One injected violation and what the rule said about it.
  public struct Break: Sendable {
    /// What was broken, in words: "`import CloudKit` added to Sources/Feed/FeedView.swift".
    public var action: String
    /// The file the rule had to name.
    public var offender: String
    /// The violation that named it; nil when the rule missed the break.
    public var verdict: Violation?
  }

  /// The drill of one rule.
  public struct Outcome: Sendable {
    /// The violations of the unbroken files; the drill needs none.
    public var baseline: [Violation]
    public var breaks: [Break]

    /// Whether the rule passed unbroken and failed every break, naming the offender.
    public var provenRed: Bool {
      baseline.isEmpty && !breaks.isEmpty && breaks.allSatisfy { $0.verdict != nil }
    }
  }

  /// The name of the file the drill creates when no existing file can take the import.
  public static let scratchName = "FitnessDrill.swift"

  /// Runs the drill of `rule` over `files`.
  public static func drill(_ rule: FenceRule, site: RuleSite, files: FileSet) -> Outcome {
    var breaks: [Break] = []
    let fence = Set(rule.fence)
    if rule.direction == .independent {
      breaks += crossImports(rule, site: site, fence: fence, files: files)
    } else if let (target, original) = breakTarget(for: rule, fence: fence, files: files) {
      // Through a recorded re-exporter: `import Kit` brings the fenced module in unspelled.
      let reexports = Reexports(rule, in: files)
      for module in reexports.brought.keys.sorted()
      where reexports.brought[module]?.contains(where: rule.modules.contains) == true {
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(Array("import \(module)\n".utf8) + original), kind: .forbiddenImport,
            action: "`import \(module)` (a re-exporter) added to \(target)"))
        break
      }
      if let module = rule.modules.first {
        let line = "import \(module)\n"
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(Array(line.utf8) + original), kind: .forbiddenImport,
            action: "`import \(module)` added to \(target)"))
      }
      for needle in rule.api {
        let line = "\n_ = \(needle)\n"
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(original + Array(line.utf8)), kind: .forbiddenAPI,
            action: "`\(needle)` used in \(target)"))
      }
    }
    for entry in rule.fence.sorted() {
      guard let source = files.sources[entry], rule.covers(entry),
        FenceEvaluation.uses(rule, source.facts(needles: rule.api))
      else {
        continue
      }
      var narrowed = rule
      narrowed.remove(entry)
      let verdict = FenceEvaluation.violations(of: narrowed, site: site, in: files)
        .first { $0.path == entry && $0.kind != .staleEntry }
      breaks.append(Break(action: "fence entry \(entry) removed", offender: entry, verdict: verdict))
      break
    }
    // A layer's exception grants what it names and nothing more: a module it does not
    // grant, imported into the excepted file, must still be caught.
    if rule.entriesGrant {
      for entry in rule.fence.sorted() {
        guard let source = files.sources[entry], rule.covers(entry),
          let module = rule.modules.first(where: { rule.forbids($0, in: entry) && !rule.allows(entry, $0) })
        else { continue }
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: entry,
            replacing: ScannedSource(Array("import \(module)\n".utf8) + source.bytes), kind: .forbiddenImport,
            action: "`import \(module)` added to fence entry \(entry), which does not grant it"))
        break
      }
    }
    return Outcome(baseline: FenceEvaluation.violations(of: rule, site: site, in: files), breaks: breaks)
  }

  /// Runs the drill of any rule: fences and sentinels' companions as above; count pins off
  /// by one both ways (an element added in the source, the pin moved); runtime pins moved
  /// without a trail line; copy contracts with an offending value written into the copy.
  public static func drill(_ rule: SuiteRule, files: FileSet, catalogValues: [CopyValue]? = nil) -> Outcome {
    let site = rule.site
    switch rule.body {
    case .fence(let fence):
      return drill(fence, site: site, files: files)
    case .sentinel(let sentinel, _):
      var outcome = drill(sentinel.companion, site: site, files: files)
      outcome.baseline = RuleEvaluation.violations(of: rule, in: files)
      return outcome
    case .countPin(let pin, let trail):
      return pinDrill(pin, trail: trail, rule: rule, files: files)
    case .runtimePin(var pin, let trail, let checked):
      let baseline = RuleEvaluation.violations(of: rule, in: files)
      pin.count += 1
      let moved = SuiteRule(body: .runtimePin(pin, trail: trail, checked: checked), site: site, reasons: [:])
      let verdict = RuleEvaluation.violations(of: moved, in: files).first { $0.kind == .trailMissing }
      let action = "the pin moved to \(pin.count) without a trail line"
      return Outcome(baseline: baseline, breaks: [Break(action: action, offender: site.suitePath, verdict: verdict)])
    case .copyContract(let contract):
      return copyDrill(contract, rule: rule, files: files, catalogValues: catalogValues)
    }
  }

  private static func pinDrill(_ pin: CountPin, trail: [TrailLine], rule: SuiteRule, files: FileSet) -> Outcome {
    let baseline = RuleEvaluation.violations(of: rule, in: files)
    var breaks: [Break] = []
    func evaluate(_ broken: FileSet, pin: CountPin) -> [Violation] {
      let changed = SuiteRule(body: .countPin(pin, trail: trail), site: rule.site, reasons: [:])
      return RuleEvaluation.violations(of: changed, in: broken).filter { $0.kind == .pinDrift }
    }
    guard let subject = CountSubject.parse(pin.subject).subject,
      let tally = SourceCounter.tally(subject, in: pin.file, files: files)
    else { return Outcome(baseline: baseline, breaks: []) }
    // One more in the source.
    var broken = files
    var offender = rule.site.suitePath
    var action: String?
    switch subject {
    case .enumCases:
      if let path = tally.path, let source = files.sources[path], let first = tally.elements.first {
        let line = lineStart(of: first, in: source.bytes)
        broken.sources[path] = ScannedSource(
          Array(source.bytes[..<line]) + Array("  case fitnessDrill\n".utf8) + Array(source.bytes[line...]))
        offender = path
        action = "`case fitnessDrill` added to \(pin.subject) in \(path)"
      }
    case .literalElements:
      if let path = tally.path, let source = files.sources[path], let first = tally.elements.first {
        let element = Array(source.bytes[first..<elementEnd(from: first, in: source)])
        broken.sources[path] = ScannedSource(
          Array(source.bytes[..<first]) + element + Array(", ".utf8) + Array(source.bytes[first...]))
        offender = path
        action = "an element added to \(pin.subject) in \(path)"
      }
    case .files(let glob):
      var path = glob.replacingAll("**/", with: "").replacingAll("*", with: "FitnessDrill")
      path = path.replacingAll("?", with: "X")
      if Glob.matches(path, glob), !files.paths.contains(path) {
        broken.paths.insert(path)
        action = "a file \(path) added"
      }
    case .needle(let needle):
      let base = pin.file ?? "Sources"
      let path =
        base.hasSuffix(".swift") ? base : "\(base.hasSuffix("/") ? String(base.dropLast()) : base)/\(scratchName)"
      let original = files.sources[path]?.bytes ?? []
      broken.sources[path] = ScannedSource(original + Array("\n_ = \(needle)\n".utf8))
      broken.paths.insert(path)
      action = "`\(needle)` used once more in \(path)"
    }
    if let action {
      let verdict = evaluate(broken, pin: pin).first
      breaks.append(Break(action: action, offender: verdict?.path ?? offender, verdict: verdict))
    }
    // One fewer: the pin claims one more than the source has.
    var raised = pin
    raised.count += 1
    let verdict = evaluate(files, pin: raised).first
    breaks.append(
      Break(
        action: "the pin raised to \(raised.count) (the source one short)", offender: verdict?.path ?? "",
        verdict: verdict))
    return Outcome(baseline: baseline, breaks: breaks)
  }

  private static func copyDrill(_ contract: CopyContract, rule: SuiteRule, files: FileSet, catalogValues: [CopyValue]?)
    -> Outcome
  {
    let baseline = RuleEvaluation.violations(of: rule, in: files, catalogValues: catalogValues)
    let values = contract.catalog == nil ? CopyEvaluation.memberValues(of: contract, in: files) : catalogValues
    guard let values,
      let (caseIndex, itemIndex) = values.indices.lazy.compactMap({ index in
        values[index].items.firstIndex { $0.value != nil }.map { (index, $0) }
      }).first,
      let original = values[caseIndex].items[itemIndex].value,
      let offending = offendingValue(for: contract, replacing: original, caseName: values[caseIndex].name)
    else { return Outcome(baseline: baseline, breaks: []) }
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
    let verdict = RuleEvaluation.violations(of: rule, in: brokenFiles, catalogValues: brokenValues)
      .first { $0.kind == .copyBreach && $0.message.contains(offending.isEmpty ? "\"\"" : offending) }
    return Outcome(baseline: baseline, breaks: [Break(action: action, offender: item.path, verdict: verdict)])
  }

  /// A value that breaks the contract, derived from the first constraint it has.
  private static func offendingValue(for contract: CopyContract, replacing original: String, caseName: String)
    -> String?
  {
    if let limit = contract.maxLength { return String(repeating: "W", count: limit + 1) }
    if contract.nonEmpty { return "" }
    if let needle = contract.forbid.first { return original + needle }
    if let pattern = contract.match {
      let matcher = PatternMatcher(pattern)
      return ["", " ", "0", "a", "A", "!", "drill", "DRILL", "~ ~"].first { !matcher.matches($0) }
    }
    if contract.exemplars[caseName] != nil { return original + " (drill)" }
    return nil
  }

  private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] != SourceByte.newline { index -= 1 }
    return index
  }

  private static func elementEnd(from start: Int, in source: ScannedSource) -> Int {
    var index = start
    var depth = 0
    while index < source.code.count {
      let byte = source.code[index]
      if byte == SourceByte.openParen || byte == SourceByte.openBracket || byte == SourceByte.openBrace { depth += 1 }
      if byte == SourceByte.closeParen || byte == SourceByte.closeBracket || byte == SourceByte.closeBrace {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0, byte == SourceByte.comma { break }
      index += 1
    }
    while index > start, SourceByte.isWhitespace(source.bytes[index - 1]) { index -= 1 }
    return index
  }

  /// The file that takes the injected import and needles: the first covered file outside
  /// the fence, else a new scratch file under the rule's first root.
  private static func breakTarget(for rule: FenceRule, fence: Set<String>, files: FileSet)
    -> (path: String, bytes: [UInt8])?
  {
    for path in files.sources.keys.sorted() where rule.covers(path) && !fence.contains(path) {
      if let source = files.sources[path] { return (path, source.bytes) }
    }
    var root = Substring(rule.roots.first ?? "Sources")
    while root.hasSuffix("/") { root = root.dropLast() }
    let scratch = root.isEmpty || root == "." ? scratchName : "\(root)/\(scratchName)"
    return rule.covers(scratch) && !fence.contains(scratch) ? (scratch, []) : nil
  }

  static func attempt(
    _ rule: FenceRule, site: RuleSite, files: FileSet, offender: String, replacing source: ScannedSource,
    kind: Violation.Kind, action: String
  ) -> Break {
    var broken = files
    broken.paths.insert(offender)
    broken.sources[offender] = source
    let verdict = FenceEvaluation.violations(of: rule, site: site, in: broken)
      .first { $0.path == offender && $0.kind == kind }
    return Break(action: action, offender: offender, verdict: verdict)
  }
}
