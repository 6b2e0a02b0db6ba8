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
///
/// The drill runs where rules are graduated and drilled (the CLI), never inside a suite:
/// this file, `DeliberateBreak+*.swift` and the patterns' `+Drill.swift` files are left
/// out of the vendored engine (EngineSourcesPlugin), which only judges.
public enum DeliberateBreak {
  /// One injected violation and what the rule said about it.
  public struct Break: Sendable {
    /// What was broken, in words: "`import CloudKit` added to Sources/Feed/FeedView.swift".
    public var action: String
    /// The file the rule had to name.
    public var offender: String
    /// The violation that named it; nil when the rule missed the break.
    public var verdict: Violation?

    public init(action: String, offender: String, verdict: Violation?) {
      (self.action, self.offender, self.verdict) = (action, offender, verdict)
    }
  }

  /// The drill of one rule.
  public struct Outcome: Sendable {
    /// The violations of the unbroken files; the drill needs none.
    public var baseline: [Violation]
    public var breaks: [Break]

    public init(baseline: [Violation], breaks: [Break]) {
      (self.baseline, self.breaks) = (baseline, breaks)
    }

    /// Whether the rule passed unbroken and failed every break, naming the offender.
    public var provenRed: Bool {
      baseline.isEmpty && !breaks.isEmpty && breaks.allSatisfy { $0.verdict != nil }
    }
  }

  /// The name of the file the drill creates when no existing file can take the import.
  public static let scratchName = "FitnessDrill.swift"

  /// Runs the drill of any rule, as its pattern breaks it: fences and sentinels' companions
  /// as above; count pins off by one both ways (an element added in the source, the pin
  /// moved); runtime pins moved without a trail line; copy contracts with an offending value
  /// written into the copy.
  /// A pattern without a drill breaks nothing, so it is never proven red.
  public static func drill(_ rule: SuiteRule, files: FileSet, catalogValues: [CopyValue]? = nil) -> Outcome {
    guard let body = rule.body as? any DrillableRule else {
      return Outcome(
        baseline: rule.body.violations(site: rule.site, in: files, catalogValues: catalogValues), breaks: [])
    }
    return body.drill(site: rule.site, files: files, catalogValues: catalogValues)
  }
}

/// A pattern's rule that the drill can break: the rule on `files`, then on copies broken
/// once each. Apart from `PatternRule` so that the vendored engine carries no drill.
public protocol DrillableRule: PatternRule {
  func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome
}
