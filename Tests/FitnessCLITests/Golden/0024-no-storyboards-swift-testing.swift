// Fitness suite written by `fitness graduate` from findings/0024-no-storyboards.md.
// Avoid storyboards
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0024-no-storyboards PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@Suite struct NoNewStoryboardsTests {
  static let rule = NoNewFiles(
    id: "0024-no-storyboards",
    title: "Avoid storyboards",
    paths: ["**/*.storyboard"],
    fence: [
      "Sources/Feed/Base.lproj/Feed.storyboard",  // the feed's cells, until the feed moves to SwiftUI [0024-no-storyboards]
    ]
  )

  @Test("Avoid storyboards") func noNewStoryboards() throws {
    let verdict = try FitnessPackage.verdict(of: Self.rule)
    for place in verdict.places {
      Issue.record(
        Comment(rawValue: place.message),
        sourceLocation: SourceLocation(
          fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column))
    }
    #expect(verdict.report.isEmpty, Comment(rawValue: verdict.report))
  }
}
