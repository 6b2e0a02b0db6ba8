// Fitness suite written by `fitness graduate` from findings/0014-writers-read-their-snapshot.md.
// The commands that write read what they change through the snapshot they judge
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0014-writers-read-their-snapshot PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct WritersReadTheirSnapshotTests {
  static let rule = LayerBoundary(
    id: "0014-writers-read-their-snapshot",
    title: "The commands that write read what they change through the snapshot they judge",
    paths: ["Sources/FitnessCLI"],
    fence: [:],
    api: ["FileManager.default.contents(", "Data(contentsOf:", "String(contentsOf", "contentsOfFile"]
  )

  @Test("The commands that write read what they change through the snapshot they judge") func writersReadTheirSnapshot() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
