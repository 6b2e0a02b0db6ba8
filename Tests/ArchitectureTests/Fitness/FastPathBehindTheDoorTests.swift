// Fitness suite written by `fitness graduate` from findings/0009-fast-path-behind-the-door.md.
// Only the front door runs the fast path
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0009-fast-path-behind-the-door PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct FastPathBehindTheDoorTests {
  static let rule = ImportBoundary(
    id: "0009-fast-path-behind-the-door",
    title: "Only the front door runs the fast path",
    module: "FastPath",
    fence: [
      "Sources/fitness/main.swift",  // the front executable is the fast path's door; it hands the command line over or execs fitness-tool [0009-fast-path-behind-the-door]
    ],
    roots: ["Sources"]
  )

  @Test("Only the front door runs the fast path") func fastPathBehindTheDoor() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
