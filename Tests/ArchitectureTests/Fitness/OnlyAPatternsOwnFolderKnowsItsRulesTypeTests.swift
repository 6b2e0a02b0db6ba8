// Fitness suite written by `fitness graduate` from findings/0015-patterns-known-only-in-their-folders.md.
// Only a pattern's own folder knows its rule's type
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0015-patterns-known-only-in-their-folders PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct OnlyAPatternsOwnFolderKnowsItsRulesTypeTests {
  static let rule = LayerBoundary(
    id: "0015-patterns-known-only-in-their-folders",
    title: "Only a pattern's own folder knows its rule's type",
    paths: ["Sources"],
    fence: [:],
    api: ["as? FenceRule", "as! FenceRule", "is FenceRule", "as? CountPinRule", "as! CountPinRule", "is CountPinRule", "as? RuntimePinRule", "as! RuntimePinRule", "is RuntimePinRule", "as? CopyContract", "as! CopyContract", "is CopyContract", "as? SentinelRule", "as! SentinelRule", "is SentinelRule", "as? DeclarationShape", "as! DeclarationShape", "is DeclarationShape", "as? MemberShape", "as! MemberShape", "is MemberShape", "as? any PinnedRule", "as? PinnedRule"],
    exclude: [
      "Sources/Findings/Patterns",  // each pattern's finding side is the one place that may know its own rule's type [0015-patterns-known-only-in-their-folders]
      "Sources/RuleEngine/Patterns",  // each pattern's engine side is the one place that may know its own rule's type [0015-patterns-known-only-in-their-folders]
    ]
  )

  @Test("Only a pattern's own folder knows its rule's type") func onlyAPatternsOwnFolderKnowsItsRulesType() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
