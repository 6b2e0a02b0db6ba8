// Fitness suite written by `fitness graduate` from findings/0011-rule-literals-registry.md.
// Every rule literal the engine reads is a deliberate pattern
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library.
// To move the pin, change 'count:' and add a trail line above it: when, the new
// number, and why. The latest trail line must state the pinned number.
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct RuleLiteralsStayPinnedTests {
  static let pin = CountPin(
    id: "0011-rule-literals-registry",
    title: "Every rule literal the engine reads is a deliberate pattern",
    subject: "array RuleLiterals.all",
    in: "Sources/RuleEngine/Patterns/RuleLiterals.swift",
    // 2026-12-02: ImportBoundary, LayerBoundary, IndependentModules, CountPin, RuntimePin, CopyContract and NetworkSentinel, each one file in Sources/RuleEngine/Patterns (issue 19) — 7 literals [0011-rule-literals-registry]
    // 2026-12-03: DeclarationShape, the declarations pattern's literal, in Sources/RuleEngine/Patterns (issue 30) — 8 literals [0011-rule-literals-registry]
    // 2026-12-04: MemberShape, the members pattern's literal, built from its schema in Sources/RuleEngine/Patterns/Members (issues 39, 41) — 9 literals [0011-rule-literals-registry]
    // 2026-12-05: NoNewFiles, the files pattern's literal, built from its schema in Sources/RuleEngine/Patterns/Files (issue 45) — 10 literals [0011-rule-literals-registry]
    // 2026-12-06: CallShape, the calls pattern's literal, built from its schema in Sources/RuleEngine/Patterns/Calls (issue 60) — 11 literals [0011-rule-literals-registry]
    // 2026-12-07: TargetDependencies, whether each Package.swift matches its targets' imports, built from its schema in Sources/RuleEngine/Patterns/TargetDependencies (issue 61) — 12 literals [0011-rule-literals-registry]
    count: 12
  )

  @Test("Every rule literal the engine reads is a deliberate pattern") func ruleLiteralsStayPinned() throws {
    let report = try FitnessPackage.report(of: Self.pin)
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
