#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeliberateBreak {
  /// A count pin's drill: one more in the source (a case, an element, a file, a use of the
  /// needle), then the pin raised with the source one short; each must drift.
  static func drill(_ pin: CountPin, trail: [TrailLine], site: RuleSite, files: FileSet) -> Outcome {
    let baseline = PinEvaluation.violations(of: pin, trail: trail, site: site, in: files)
    var breaks: [Break] = []
    func evaluate(_ broken: FileSet, pin: CountPin) -> [Violation] {
      PinEvaluation.violations(of: pin, trail: trail, site: site, in: broken).filter { $0.kind == .pinDrift }
    }
    guard let subject = CountSubject.parse(pin.subject).subject,
      let tally = SourceCounter.tally(subject, in: pin.file, files: files)
    else { return Outcome(baseline: baseline, breaks: []) }
    // One more in the source.
    var broken = files
    var offender = site.suitePath
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
      // A bound with room under it is drilled at today's count: one more then goes over.
      var judged = pin
      if pin.atMost { judged.count = min(pin.count, tally.count) }
      let verdict = evaluate(broken, pin: judged).first
      let said = judged.count < pin.count ? "\(action), the bound at today's \(judged.count)" : action
      breaks.append(Break(action: said, offender: verdict?.path ?? offender, verdict: verdict))
    }
    // One fewer: the pin claims one more than the source has. A bound is met by fewer, so
    // it is lowered under the source instead (a bound of nothing has no lower).
    if pin.atMost, tally.count == 0 { return Outcome(baseline: baseline, breaks: breaks) }
    var moved = pin
    moved.count = pin.atMost ? tally.count - 1 : pin.count + 1
    let verdict = evaluate(files, pin: moved).first
    let movedAction =
      pin.atMost
      ? "the bound lowered to \(moved.count) (the source one over)"
      : "the pin raised to \(moved.count) (the source one short)"
    breaks.append(Break(action: movedAction, offender: verdict?.path ?? "", verdict: verdict))
    return Outcome(baseline: baseline, breaks: breaks)
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
}

extension CountPinRule: DrillableRule {
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    DeliberateBreak.drill(pin, trail: trail, site: site, files: files)
  }
}
