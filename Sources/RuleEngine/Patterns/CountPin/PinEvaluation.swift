#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Evaluates count pins and their trails. Pure, like every evaluation.
public enum PinEvaluation {
  /// Every violation of `pin`: drift of the count, a missing subject, a trail that does not
  /// state the number.
  public static func violations(of pin: CountPin, trail: [TrailLine], site: RuleSite, in files: FileSet)
    -> [Violation]
  {
    var found = trailViolations(id: pin.id, count: pin.count, trail: trail, site: site)
    let parsed = CountSubject.parse(pin.subject)
    guard let subject = parsed.subject else {
      found.append(
        site.violation(
          of: pin.id, .subjectMissing,
          message: "the subject '\(pin.subject)' cannot be read [\(pin.id)]: \(parsed.problem ?? "")",
          subject: pin.subject))
      return found
    }
    guard let tally = SourceCounter.tally(subject, in: pin.file, files: files) else {
      let place = pin.file.map { "in \($0)" } ?? "in any Swift file outside test folders"
      found.append(
        Violation(
          ruleID: pin.id, kind: .subjectMissing, path: pin.file ?? site.suitePath,
          position: pin.file == nil ? site.position : nil,
          message: "\(pin.subject) is not declared \(place) [\(pin.id)]; restore the declaration, "
            + "or change the contract: point the pin at the file that declares it in \(site.suitePath)",
          subject: pin.subject))
      return found
    }
    if let first = tally.path, !tally.alsoDeclaredIn.isEmpty {
      let all = ([first] + tally.alsoDeclaredIn).joined(separator: ", ")
      found.append(
        site.violation(
          of: pin.id, .subjectMissing,
          message: "\(pin.subject) is declared in several files (\(all)) [\(pin.id)]; change the contract: "
            + "name the one the pin counts with 'in:' in \(site.suitePath)",
          subject: pin.subject))
      return found
    }
    guard tally.count != pin.count, !(pin.atMost && tally.count < pin.count) else { return found }
    var path = site.suitePath
    var position = site.position
    if let file = tally.path, let source = files.sources[file] {
      path = file
      let offset = tally.count > pin.count ? tally.elements[pin.count] : tally.declaration ?? 0
      position = source.position(of: offset)
    }
    let what = subject.describe(tally.count)
    let pinned = pin.atMost ? "pinned at most \(pin.count)" : "pinned at \(pin.count)"
    let advice =
      tally.count > pin.count
      ? "if the \(ordinal(pin.count + 1)) is deliberate, bump the pin and add a trail line in \(site.suitePath); "
        + "else change the code back"
      : "if the change is deliberate, lower the pin and add a trail line in \(site.suitePath); "
        + "else change the code back"
    found.append(
      Violation(
        ruleID: pin.id, kind: .pinDrift, path: path, position: position,
        message: "\(what), \(pinned) [\(pin.id)]; \(advice)", subject: pin.subject))
    return found
  }

  /// The trail must exist and its latest line must state the pinned number.
  public static func trailViolations(id: String, count: Int, trail: [TrailLine], site: RuleSite) -> [Violation] {
    if let latest = trail.last, latest.states(count) { return [] }
    let problem =
      trail.isEmpty
      ? "the pin of \(count) has no trail"
      : "the pin is \(count) but the trail's latest line does not state \(count)"
    return [
      site.violation(
        of: id, .trailMissing,
        message: "\(problem) [\(id)]; add a trail line above 'count:' in \(site.suitePath): "
          + "when, the new number, and why it moved", subject: id)
    ]
  }

  static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }
}
