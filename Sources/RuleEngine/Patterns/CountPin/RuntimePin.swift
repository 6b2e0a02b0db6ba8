#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A count only a running program knows (`PartyOccasion.bigParty.modes.count`), pinned in a
/// suite that imports `module`. `fitness check` checks its trail; `swift test` checks the value.
public struct RuntimePin: Sendable {
  public var id: String
  public var title: String?
  public var module: String
  public var expression: String
  public var count: Int

  public init(id: String, title: String? = nil, severity: String? = nil, module: String, expression: String, count: Int)
  {
    (self.id, self.title, self.module, self.expression, self.count) = (id, title, module, expression, count)
  }

  /// What the suite says when the value drifts from the pin. The suite's code writes it with
  /// `value` and `pinned` as Swift interpolations, so its words are these and no copy.
  public static func driftMessage(expression: String, value: String, pinned: String, id: String) -> String {
    "\(expression) is \(value), pinned at \(pinned) [\(id)]; if the change is deliberate, move the pin and add a "
      + "trail line here, else change the code back"
  }
}

extension RuntimePin: RuleLiteral {
  public static let arguments = [
    LiteralArgument("module", .text, required: true, doc: "the module the suite imports `@testable` to count in"),
    LiteralArgument(
      "expression", .text, required: true, doc: "the Swift expression whose value is counted at run time"),
    LiteralArgument(
      "count", .integer, required: true, doc: "the pinned number; the comment lines above it are its trail",
      trailed: true),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let expression = arguments.text("expression") ?? ""
    let pin = RuntimePin(
      id: arguments.id, title: arguments.title, module: arguments.text("module") ?? "", expression: expression,
      count: arguments.integer("count") ?? 0)
    return RuntimePinRule(
      pin: pin, trail: arguments.trail(above: "count"), checked: arguments.suiteCodeMentions(expression))
  }
}

/// A runtime pin as its suite writes it: the pin, its trail, and whether the suite's code
/// still evaluates the expression (without it, `swift test` checks nothing).
public struct RuntimePinRule: PinnedRule {
  public var pin: RuntimePin
  public var trail: [TrailLine]
  public var checked: Bool

  public init(pin: RuntimePin, trail: [TrailLine], checked: Bool) {
    (self.pin, self.trail, self.checked) = (pin, trail, checked)
  }

  public var id: String { pin.id }
  public var count: Int { pin.count }
  public var title: String? { pin.title }
  public var pattern: String { "count-pin" }
  public var judgedAtRunTime: Bool { true }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    var found = PinEvaluation.trailViolations(id: pin.id, count: pin.count, trail: trail, site: site)
    if !checked {
      found.append(
        site.violation(
          of: pin.id, .sentinelWeakened,
          message: "the suite no longer evaluates \(pin.expression) [\(pin.id)]; restore its test, or delete the "
            + "pin and its finding together", subject: pin.expression))
    }
    return found
  }
}
