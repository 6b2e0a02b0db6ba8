// Fitness suite written by `fitness graduate` from findings/0012-display-lines.md.
// Display lines fit the mode picker
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift.
// To change the contract, edit its values here, with the reviewers who own the copy.
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@Suite struct GameModeDisplayLineKeepsItsFormatTests {
  static let contract = CopyContract(
    id: "0012-display-lines",
    title: "Display lines fit the mode picker",
    member: "GameMode.displayLine",
    in: "Sources/App/Modes/GameMode.swift",
    maxLength: 24,
    nonEmpty: true,
    match: "^[A-Z]",
    forbid: ["!"],
    exemplars: [
      "classic": "Play it straight",
    ],
    fence: []
  )

  @Test("Display lines fit the mode picker") func gameModeDisplayLineKeepsItsFormat() throws {
    let verdict = try FitnessPackage.verdict(of: Self.contract)
    for place in verdict.places {
      Issue.record(
        Comment(rawValue: place.message),
        sourceLocation: SourceLocation(
          fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column))
    }
    #expect(verdict.report.isEmpty, Comment(rawValue: verdict.report))
  }
}
