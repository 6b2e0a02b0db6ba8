// Fitness suite written by `fitness graduate` from findings/0005-command-list.md.
// Every command of fitness is a deliberate, documented decision
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library.
// To move the pin, change 'count:' and add a trail line above it: when, the new
// number, and why. The latest trail line must state the pinned number.
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file

import FitnessKit
import Testing

@Suite struct CommandListStaysPinnedTests {
  static let pin = CountPin(
    id: "0005-command-list",
    title: "Every command of fitness is a deliberate, documented decision",
    subject: "array EntryPoint.commands",
    in: "Sources/FitnessCLI/EntryPoint.swift",
    // 2026-11-29: graduate, allow, drill and vendor joined check, imports, install and uninstall — 8 commands [0005-command-list]
    // 2026-11-29: fences, list and explain, for reviewers and CI — 11 commands
    // 2026-12-01: suggest, which drafts findings from the import graph and prose rules (issue 20) — 12 commands
    // 2026-12-05: graph, which draws what imports what with every rule on it (issue 43) — 13 commands
    // 2026-12-05: completion, the shell completion read from each command's usage line (issue 44) — 14 commands
    // 2026-12-07: lsp, agent-hook and mcp, the rules where code is written (issue 63) — 17 commands
    count: 17
  )

  @Test("Every command of fitness is a deliberate, documented decision") func commandListStaysPinned() throws {
    let report = try FitnessPackage.report(of: Self.pin)
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
