#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension CallShape: DrillableRule {
  /// A calls rule's drill: a scratch file in its scope makes a call the rule selects, where
  /// the rule wants it and passing what it wants; copies of it then break one demand each
  /// (the call moved out of the types or the function it must stand in, a string it must
  /// match replaced, a string it must not match passed). Under `forbid: called`, the call
  /// itself is the break. A fence entry removed is one more break when a fenced call breaks
  /// the rule today.
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    let baseline = violations(site: site, in: files, catalogValues: nil)
    guard let place = drillPlace(files: files), let base = DrillCall(rule: self) else {
      return .init(baseline: baseline, breaks: [])
    }
    var breaks: [DeliberateBreak.Break] = []
    func attempt(_ action: String, _ text: String) {
      let verdict = drilled(text, at: place, site: site, files: files).first { $0.kind == .callBreach }
      breaks.append(.init(action: "\(action) in \(place.path)", offender: place.path, verdict: verdict))
    }
    // The unbroken scratch file must pass, or a break proves nothing.
    guard drilled(forbidDeclared ? base.withoutCall() : base.text, at: place, site: site, files: files).isEmpty else {
      return .init(baseline: baseline, breaks: [])
    }
    let shown = "`\(base.call)`"
    if forbidDeclared {
      attempt("\(shown) called", base.text)
    } else {
      if !requireInType.isEmpty {
        attempt("\(shown) called outside \(requireInType.joined(separator: " or "))", base.outsideTypes())
      }
      if !requireInFunction.isEmpty {
        attempt("\(shown) called outside \(requireInFunction.joined(separator: " or "))", base.outsideFunction())
      }
      if !requireStrings.isEmpty, let wrong = DrillCall.string(avoiding: requireStrings) {
        attempt("\(shown) called with \"\(wrong)\"", base.passing(wrong))
      }
      for banned in forbidStrings {
        let text = TypeSelection.fill(banned, with: "fitness drill")
        attempt("\(shown) called with \"\(text)\"", base.passing(text))
      }
    }
    if let entry = fenceEntryBreak(site: site, files: files, kind: .callBreach) { breaks.append(entry) }
    return .init(baseline: baseline, breaks: breaks)
  }
}

/// The call the drill makes, where it stands, and its one-demand variations.
struct DrillCall {
  /// The callee as written, filled from the rule's first glob.
  var callee: String
  /// The types it stands in, outermost first.
  var types: [String]
  var function: String
  var isAsync: Bool
  /// The string it passes, when the rule reads strings.
  var string: String?
  /// The labels it passes, as the rule selects them.
  var labels: [String]

  init?(rule: CallShape) {
    let callee = rule.callees.lazy.map { TypeSelection.fill($0, with: "fitnessDrill") }.first { filled in
      rule.callees.contains { Glob.matches(filled, $0) }
    }
    guard var callee else { return nil }
    if callee.hasPrefix(".") { callee = "fitnessDrill()" + callee }
    self.callee = callee
    types =
      (rule.inNamed.map { [TypeSelection.fill($0, with: "FitnessDrill")] } ?? [])
      + (rule.requireInType.first.map { [TypeSelection.fill($0, with: "FitnessDrill")] } ?? [])
    if types.isEmpty { types = ["FitnessDrill"] }
    function =
      (rule.requireInFunction.first ?? rule.inFunction).map { TypeSelection.fill($0, with: "fitnessDrill") }
      ?? "fitnessDrill"
    isAsync = rule.inAsync == true
    labels = rule.labels
    if !rule.requireStrings.isEmpty || !rule.forbidStrings.isEmpty {
      string = rule.requireStrings.first.map { TypeSelection.fill($0, with: "fitness") } ?? "fitness drill"
    }
  }

  /// A string that meets none of `globs`.
  static func string(avoiding globs: [String]) -> String? {
    ["fitness drill", "x", "FitnessDrill", "fitness.drill", "..."].first { text in
      !globs.contains { Glob.matches(text, $0) }
    }
  }

  var call: String {
    let arguments = (string.map { ["\"\($0)\""] } ?? []) + labels.map { "\($0): 0" }
    return "\(callee)(\(arguments.joined(separator: ", ")))"
  }

  var text: String { wrapped(call, inTypes: types, function: function) }

  func withoutCall() -> String { wrapped("", inTypes: types, function: function) }

  func outsideTypes() -> String { wrapped(call, inTypes: ["FitnessDrillElsewhere"], function: function) }

  func outsideFunction() -> String { wrapped(call, inTypes: types, function: "fitnessDrillElsewhere") }

  func passing(_ other: String) -> String {
    var copy = self
    copy.string = other
    return copy.text
  }

  private func wrapped(_ statement: String, inTypes types: [String], function: String) -> String {
    var text = "func \(function)()\(isAsync ? " async" : "") {\n  \(statement)\n}"
    for type in types.reversed() {
      text = "enum \(type) {\n" + text.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n}"
    }
    // A function in a type is static, so the file compiles as it reads.
    return text.replacingAll("  func \(function)", with: "  static func \(function)") + "\n"
  }
}
