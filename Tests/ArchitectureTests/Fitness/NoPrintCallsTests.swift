// Fitness suite written by `fitness graduate` from findings/0017-output-through-the-console.md.
// What fitness writes to a terminal goes through its Console
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0017-output-through-the-console PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct NoPrintCallsTests {
  static let rule = CallShape(
    id: "0017-output-through-the-console",
    title: "What fitness writes to a terminal goes through its Console",
    callee: ["print", "debugPrint", "NSLog", "FileHandle.standardOutput.write", "FileHandle.standardError.write", "fputs"],
    forbidDeclared: true,
    fence: [
      "Sources/fitness-embed/main.swift": ["FileHandle.standardError.write"],  // the build plugin's tool, which runs inside SwiftPM's build and has no Console [0017-output-through-the-console]
    ],
    roots: ["Sources"]
  )

  @Test("What fitness writes to a terminal goes through its Console") func noPrintCalls() throws {
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
