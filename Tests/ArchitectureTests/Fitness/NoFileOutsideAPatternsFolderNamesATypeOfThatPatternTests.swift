// Fitness suite written by `fitness graduate` from findings/0016-pattern-types-named-only-in-their-folders.md.
// No file outside a pattern's folder names a type of that pattern
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0016-pattern-types-named-only-in-their-folders PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct NoFileOutsideAPatternsFolderNamesATypeOfThatPatternTests {
  static let rule = LayerBoundary(
    id: "0016-pattern-types-named-only-in-their-folders",
    title: "No file outside a pattern's folder names a type of that pattern",
    paths: ["Sources"],
    fence: [:],
    api: ["CallShape", "CallsFinding", "CatalogDocument", "CatalogJSONReader", "CopyContract", "CopyEvaluation", "CountPin", "CountPinRule", "CountSubject", "DeclarationShape", "DeclarationsFinding", "DrillCall", "DrillDeclaration", "DrillMember", "FenceEvaluation", "FenceMessages", "FenceRule", "ImportBoundary", "IndependentModules", "LayerBoundary", "LayerFinding", "MemberShape", "MemberStrings", "MembersFinding", "NetworkSentinel", "PatternMatcher", "PinEvaluation", "Reexports", "RuntimePin", "RuntimePinRule", "SentinelRule", "SourceCounter", "StringCatalog"],
    exclude: [
      "Sources/Findings/Patterns",  // each pattern's finding side, its folder and the registry, is where its types live [0016-pattern-types-named-only-in-their-folders]
      "Sources/RuleEngine/Patterns",  // each pattern's engine side, its folder and the registry, is where its types live [0016-pattern-types-named-only-in-their-folders]
      "Sources/SuiteRuntime/Patterns",  // each pattern's suite-runtime side (the fence's report(of: FenceRule)), vendored with its engine folder [0016-pattern-types-named-only-in-their-folders]
    ]
  )

  @Test("No file outside a pattern's folder names a type of that pattern") func noFileOutsideAPatternsFolderNamesATypeOfThatPattern() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
