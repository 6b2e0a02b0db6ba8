// Fitness suite written by `fitness graduate` from findings/0025-console-through-logging.md.
// Console output goes through the logging layer
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0025-console-through-logging PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@Suite struct NoPrintCallsTests {
  static let rule = CallShape(
    id: "0025-console-through-logging",
    title: "Console output goes through the logging layer",
    callee: ["print", "debugPrint", "NSLog"],
    forbidDeclared: true,
    fence: [
      "Sources/Feed/FeedDebug.swift": ["print"],  // the feed's debug dump, compiled out of release builds [0025-console-through-logging]
    ],
    roots: ["Sources"]
  )

  @Test("Console output goes through the logging layer") func noPrintCalls() throws {
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
