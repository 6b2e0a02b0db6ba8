// Fitness suite written by `fitness graduate` from findings/0011-mode-registry.md.
// The mode registry has exactly three modes
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

@Suite struct GameModeStaysPinnedTests {
  static let pin = CountPin(
    id: "0011-mode-registry",
    title: "The mode registry has exactly three modes",
    subject: "enum GameMode",
    in: "Sources/App/Modes/GameMode.swift",
    // 2026-11: classic, party and speed — 3 modes [0011-mode-registry]
    count: 3
  )

  @Test("The mode registry has exactly three modes") func gameModeStaysPinned() throws {
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
