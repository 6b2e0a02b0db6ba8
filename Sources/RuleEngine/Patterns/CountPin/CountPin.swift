#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "`subject` counts exactly `count`" (or, with `atMost`, no more than `count`): a registry's
/// size, pinned with its history.
///
/// In a suite, the comment lines right above `count:` are the pin's trail: one line per
/// change, saying when, the new number and why. The latest line must state the pinned
/// number, so moving the pin is a written decision, never a chore.
public struct CountPin: Sendable {
  public var id: String
  public var title: String?
  /// `enum GameMode`, `array Registry.all`, `files Sources/Modes/*.swift` or `needle register(`.
  public var subject: String
  /// The file that declares an enum or array (searched for when nil), or the path prefix a
  /// needle is counted under.
  public var file: String?
  public var count: Int
  /// Whether `count` is a bound, not the number: "an event is at most 24 bytes", "the
  /// singletons are at most these two". Fewer is then no drift.
  public var atMost: Bool

  public init(
    id: String, title: String? = nil, severity: String? = nil, subject: String, in file: String? = nil, count: Int,
    atMost: Bool = false
  ) {
    (self.id, self.title, self.subject, self.file, self.count, self.atMost) = (id, title, subject, file, count, atMost)
  }
}

extension CountPin: RuleLiteral {
  public static let arguments = [
    LiteralArgument(
      "subject", .text, required: true,
      doc: "what is counted: `enum T` (cases), `array T.all` (elements), `files GLOB`, `needle TEXT`"),
    LiteralArgument(
      "in", .path, doc: "the file that declares the enum or array, or the prefix a needle is counted under"),
    LiteralArgument(
      "count", .integer, required: true, doc: "the pinned number; the comment lines above it are its trail",
      trailed: true),
    LiteralArgument("atMost", .bool, doc: "`true`: `count` is a bound, not the number; fewer is no drift"),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let subject = arguments.text("subject") ?? ""
    if let problem = CountSubject.parse(subject).problem {
      throw arguments.failure("subject '\(subject)': \(problem)")
    }
    let pin = CountPin(
      id: arguments.id, title: arguments.title, subject: subject, in: arguments.text("in"),
      count: arguments.integer("count") ?? 0, atMost: arguments.bool("atMost") ?? false)
    return CountPinRule(pin: pin, trail: arguments.trail(above: "count"))
  }
}

/// A count pin as its suite writes it: the pin, and the trail above its `count:`.
public struct CountPinRule: PinnedRule {
  public var pin: CountPin
  public var trail: [TrailLine]

  public init(pin: CountPin, trail: [TrailLine]) {
    self.pin = pin
    self.trail = trail
  }

  public var id: String { pin.id }
  public var count: Int { pin.count }
  public var title: String? { pin.title }
  public var pattern: String { "count-pin" }

  /// The declaring file (every shipping file, when the pin names none), the files a needle
  /// is counted in, or only the paths, for a glob of files.
  public var inputs: RuleInputs {
    switch CountSubject.parse(pin.subject).subject {
    case .enumCases?, .literalElements?: return pin.file.map { .files([$0]) } ?? .shipping
    case .needle(let needle)?: return .needle(needle, under: pin.file)
    case .files?: return .everyPath
    case nil: return .suite
    }
  }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    PinEvaluation.violations(of: pin, trail: trail, site: site, in: files)
  }
}

extension Violation.Kind {
  /// A pinned count that no longer matches its subject.
  public static let pinDrift = Self(rawValue: "pin-drift")
  /// A pin whose trail does not state the pinned number.
  public static let trailMissing = Self(rawValue: "trail-missing")
}
