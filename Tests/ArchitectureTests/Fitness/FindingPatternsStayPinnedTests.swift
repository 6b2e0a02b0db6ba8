// Fitness suite written by `fitness graduate` from findings/0012-finding-patterns-registry.md.
// Every pattern a finding may name is a deliberate, documented decision
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

@Suite struct FindingPatternsStayPinnedTests {
  static let pin = CountPin(
    id: "0012-finding-patterns-registry",
    title: "Every pattern a finding may name is a deliberate, documented decision",
    subject: "array FindingPatterns.all",
    in: "Sources/Findings/Patterns/FindingPatterns.swift",
    // 2026-12-02: import-boundary, layer, count-pin, copy-contract, network-sentinel and independent-modules, each one file in Sources/Findings/Patterns (issue 19) — 6 patterns [0012-finding-patterns-registry]
    // 2026-12-03: declarations, rules about what a type is (final, @MainActor, conformances, names, previews), one file in Sources/Findings/Patterns (issue 30) — 7 patterns [0012-finding-patterns-registry]
    // 2026-12-04: members, rules about what a type holds (modifiers, effects, attributes of its members), read by its schema in Sources/Findings/Patterns/Members (issues 39, 41) — 8 patterns [0012-finding-patterns-registry]
    // 2026-12-05: files, rules about which paths may exist at all (no new storyboards, no new Core folders), read by its schema in Sources/Findings/Patterns/Files (issue 45) — 9 patterns [0012-finding-patterns-registry]
    // 2026-12-06: calls, rules about where calls are made and what they pass, one file in Sources/Findings/Patterns/Calls (issue 60) — 10 patterns [0012-finding-patterns-registry]
    // 2026-12-07: target-dependencies, rules about the targets' dependencies in every Package.swift (undeclared imports, unused dependencies), read by its schema in Sources/Findings/Patterns/TargetDependencies (issue 61) — 11 patterns [0012-finding-patterns-registry]
    count: 11
  )

  @Test("Every pattern a finding may name is a deliberate, documented decision") func findingPatternsStayPinned() throws {
    let report = try FitnessPackage.report(of: Self.pin)
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
