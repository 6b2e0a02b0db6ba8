// Fitness suite written by `fitness graduate` from findings/0014-mode-count.md.
// Three modes at run time
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift.
// To move the pin, change 'count:' and add a trail line above it: when, the new
// number, and why. The latest trail line must state the pinned number.
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@testable import App

@Suite struct GameModeAllCasesStaysPinnedTests {
  static let pin = RuntimePin(
    id: "0014-mode-count",
    title: "Three modes at run time",
    module: "App",
    expression: "GameMode.allCases.count",
    // 2026-11: 3 modes [0014-mode-count]
    count: 3
  )

  @Test("Three modes at run time") func gameModeAllCasesStaysPinned() throws {
    #expect(GameMode.allCases.count == Self.pin.count, "GameMode.allCases.count is \(GameMode.allCases.count), pinned at \(Self.pin.count) [0014-mode-count]; if the change is deliberate, move the pin and add a trail line here, else change the code back")
    let verdict = try FitnessPackage.verdict(of: Self.pin)
    for place in verdict.places {
      Issue.record(
        Comment(rawValue: place.message),
        sourceLocation: SourceLocation(
          fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column))
    }
    #expect(verdict.report.isEmpty, Comment(rawValue: verdict.report))
  }
}
