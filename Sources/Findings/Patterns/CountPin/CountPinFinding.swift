// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: count-pin`: a number the code must keep (cases of an enum, elements of an
/// array, files, needles), counted from source (`subject`) or at run time (`runtime`), with
/// the trail line that says when and why it is that number.
package struct CountPinFinding: FindingPattern {
  package static let name = "count-pin"
  /// A count pin's and a runtime pin's arguments: `runtime` names the expression counted at
  /// run time, instead of `subject`; `trail` is the pin's first trail line.
  package static let arguments =
    (CountPin.arguments + RuntimePin.arguments.filter { $0.label != "count" }).map { argument in
      var argument = argument
      // One of `subject` and `runtime` is given; `module` goes with `runtime`.
      if ["subject", "module"].contains(argument.label) { argument.isRequired = false }
      guard argument.label == "expression" else { return argument }
      return LiteralArgument("expression", .text, finding: "runtime", doc: "instead of `subject`: \(argument.doc)")
    } + [
      LiteralArgument(
        "trail", .text, required: true, doc: "the pin's first trail line: when, the number, why; it states the number",
        keptInSuite: "a comment line above `count:`")
    ]

  /// What the pin counts.
  package enum Counted: Sendable {
    /// Counted from source: `enum GameMode`, `array Registry.all`, `files GLOB` or `needle
    /// TEXT`, in the file (`in:`) that declares it, or under a needle's path prefix.
    case source(subject: String, file: String?)
    /// Counted by running `expression` in `module` (imported `@testable`).
    case runtime(expression: String, module: String)
  }

  /// Nil only in a draft, which leaves the subject to a person.
  package var counted: Counted?
  /// Nil only in a draft.
  package var count: Int?
  /// The first line of the pin's trail; nil only in a draft.
  package var trail: String?
  /// Whether `count` is a bound ("at most"), not the number.
  package var atMost = false

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    let module = try decoder.string("module", required: decoder.has("runtime"))
    let file = try decoder.path("in")
    let subject = try decoder.string("subject", required: false)
    let runtime = try decoder.string("runtime", required: false)
    guard (subject == nil) != (runtime == nil) || (decoder.draft && subject == nil) else {
      throw decoder.error(
        decoder.missingKeyMark, "subject", "a count pin needs either 'subject' (counted from source) or 'runtime'")
    }
    if let subject, let problem = CountSubject.parse(subject).problem {
      throw decoder.error(decoder.mark(of: "subject"), "subject", problem)
    }
    atMost = try decoder.bool("atMost") ?? false
    if atMost, runtime != nil {
      throw decoder.error(
        decoder.mark(of: "atMost"), "atMost",
        "a bound is counted from source: give 'subject', or pin the runtime count exactly")
    }
    if let runtime, let module {
      counted = .runtime(expression: runtime, module: module)
    } else if let subject {
      counted = .source(subject: subject, file: file)
    }
    // A pin from source may leave its number to `graduate --baseline`, which pins today's count.
    let countedFromSource = subject != nil && !decoder.has("count") && !decoder.has("trail")
    guard !countedFromSource else { return }
    guard let count = try decoder.integer("count", required: true) else { return }
    self.count = count
    guard let trail = try decoder.string("trail", required: true) else { return }
    guard TrailLine(text: trail, position: .init(line: 1, column: 1)).states(count) else {
      throw decoder.error(
        decoder.mark(of: "trail"), "trail",
        "the trail line must state the pinned number \(count): say when, \(count), and why")
    }
    self.trail = trail
  }

  package func draft(of finding: Finding, ruleID: String, files: FileSet) throws(PatternRefusal) -> RuleDraft {
    if case .source(let subject, let file)? = counted, count == nil {
      return try today(subject: subject, file: file, finding: finding, ruleID: ruleID, files: files)
    }
    guard let counted, let count else {
      throw PatternRefusal(description: "the pin names no subject or count yet; complete the finding first")
    }
    // The suite writes the trail as comments above `count:`; the reader fills in the line.
    let line = TrailLine(text: "", position: .init(line: 1, column: 1))
    let body: any PatternRule
    switch counted {
    case .runtime(let expression, let module):
      let pin = RuntimePin(id: ruleID, title: finding.title, module: module, expression: expression, count: count)
      body = RuntimePinRule(pin: pin, trail: [line], checked: true)
    case .source(let subject, let file):
      body = CountPinRule(
        pin: CountPin(id: ruleID, title: finding.title, subject: subject, in: file, count: count, atMost: atMost),
        trail: [line])
    }
    return RuleDraft(
      id: ruleID, title: finding.title, body: body, trail: trail.map { ["\($0) [\(finding.id)]"] } ?? [])
  }

  /// A pin that leaves its number out, at today's count and with no trail: `graduate
  /// --baseline` writes the trail line, and graduate without it refuses the draft.
  private func today(subject: String, file: String?, finding: Finding, ruleID: String, files: FileSet)
    throws(PatternRefusal) -> RuleDraft
  {
    guard let parsed = CountSubject.parse(subject).subject,
      let tally = SourceCounter.tally(parsed, in: file, files: files)
    else {
      throw PatternRefusal(description: "\(subject) is not found in the tree, so there is no count to pin today")
    }
    let pin = CountPin(
      id: ruleID, title: finding.title, subject: subject, in: file, count: tally.count, atMost: atMost)
    return RuleDraft(id: ruleID, title: finding.title, body: CountPinRule(pin: pin, trail: []), trail: [])
  }

  /// A pin of an enum's cases or an array's elements that names no `in:` file counts in the
  /// one file that declares its subject; several such files are the finding's to choose.
  package func located(_ draft: RuleDraft, in files: FileSet) throws(PatternRefusal) -> RuleDraft {
    guard var rule = draft.body as? CountPinRule, rule.pin.file == nil,
      let subject = CountSubject.parse(rule.pin.subject).subject
    else { return draft }
    switch subject {
    case .enumCases, .literalElements:
      let tally = SourceCounter.tally(subject, in: nil, files: files)
      if let tally, let first = tally.path, !tally.alsoDeclaredIn.isEmpty {
        throw PatternRefusal(
          description: "\(rule.pin.subject) is declared in several files "
            + "(\(([first] + tally.alsoDeclaredIn).joined(separator: ", "))); "
            + "say which one the pin counts with 'in:' in the finding")
      }
      rule.pin.file = tally?.path
      var located = draft
      located.body = rule
      return located
    default: return draft
    }
  }

  package static func literal(of draft: RuleDraft) -> SuiteLiteral? {
    switch draft.body {
    case let rule as CountPinRule:
      let pin = rule.pin
      var values = ArgumentValues(id: pin.id)
      (values["subject"], values["count"]) = (.text(pin.subject), .integer(pin.count))
      values["in"] = pin.file.map(ArgumentValue.text)
      if pin.atMost { values["atMost"] = .bool(true) }
      return .written(CountPin.self, values: values, name: "pin", test: .report("Self.pin"), editing: .movePin)
    case let rule as RuntimePinRule:
      let pin = rule.pin
      var values = ArgumentValues(id: pin.id)
      (values["module"], values["expression"]) = (.text(pin.module), .text(pin.expression))
      values["count"] = .integer(pin.count)
      let drift = RuntimePin.driftMessage(
        expression: pin.expression, value: "\\(\(pin.expression))", pinned: "\\(Self.pin.count)", id: pin.id)
      return .written(
        RuntimePin.self, values: values, name: "pin",
        test: .runtime(expression: pin.expression, module: pin.module, drift: drift), editing: .movePin)
    default: return nil
    }
  }

  package static func suiteName(of body: any PatternRule) -> String? {
    switch body {
    case let rule as CountPinRule:
      switch CountSubject.parse(rule.pin.subject).subject {
      case .enumCases(let type)?: return "\(RuleWording.identifier(type))StaysPinnedTests"
      case .literalElements(let owner, let name)?:
        return "\(RuleWording.identifier((owner ?? "") + "." + name))StaysPinnedTests"
      case .files(let glob)?:
        let folder = glob.split(separator: "/").last { !$0.contains("*") && !$0.contains("?") } ?? "Files"
        return "\(RuleWording.identifier(String(folder)))FilesStayPinnedTests"
      case .needle(let needle)?: return "\(RuleWording.identifier(needle))CallsStayPinnedTests"
      case nil: return "CountStaysPinnedTests"
      }
    case let rule as RuntimePinRule:
      let parts = rule.pin.expression.split(separator: ".").filter { $0 != "count" }.joined(separator: ".")
      return "\(RuleWording.identifier(parts))StaysPinnedTests"
    default: return nil
    }
  }

  package static func contract(of rule: SuiteRule) -> [String] {
    switch rule.body {
    case let rule as CountPinRule:
      let pin = rule.pin
      let bound = pin.atMost ? "at most " : ""
      return ["count: \(bound)\(pin.count) (\(pin.subject)\(pin.file.map { " in \($0)" } ?? ""))", "trail:"]
        + rule.trail.map { "  \($0.text)" }
    case let rule as RuntimePinRule:
      let pin = rule.pin
      return ["count: \(pin.count) (\(pin.expression), at run time in \(pin.module))", "trail:"]
        + rule.trail.map { "  \($0.text)" }
    default: return []
    }
  }

  package var places: [String] {
    if case .source(_, let file?)? = counted { return [file] }
    return []
  }

  /// "The mode registry has exactly 18 entries": a pin on the first enum the sentence names
  /// (a capitalised word) that a Swift file declares.
  package static func draft(from sentence: DraftSentence) -> SentenceDraft? {
    guard let count = sentence.exactly else { return nil }
    for word in sentence.words where word.first?.isUppercase == true {
      guard let tally = SourceCounter.tally(.enumCases(type: word), in: nil, files: sentence.files),
        let path = tally.path
      else { continue }
      let today =
        tally.count == count
        ? "" : " Today \(word) has \(tally.count) cases, not \(count): change the code or the number."
      return SentenceDraft(
        slug: SentenceDraft.kebab(word) + "-has-\(count)",
        keys: [
          "subject: \(SentenceDraft.quoted("enum \(word)"))", "in: \(SentenceDraft.quoted(path))", "count: \(count)",
          "trail: \(SentenceDraft.quoted("\(sentence.date): \(count), as \(sentence.place) states"))",
        ],
        todo: "Say in the trail why the number is \(count).\(today)", summary: "count pin on enum \(word) at \(count)")
    }
    return nil
  }
}
