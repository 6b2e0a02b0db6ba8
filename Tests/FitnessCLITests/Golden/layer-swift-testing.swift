// Fitness suite written by `fitness graduate` from findings/0008-feed-stays-pure.md.
// The feed never touches the ledger or the disk
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0008-feed-stays-pure PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@Suite struct FeedStaysFreeOfLedgerTests {
  static let rule = LayerBoundary(
    id: "0008-feed-stays-pure",
    title: "The feed never touches the ledger or the disk",
    paths: ["Sources/App/Feed"],
    forbid: ["Ledger"],
    fence: [:],
    api: ["FileManager"]
  )

  @Test("The feed never touches the ledger or the disk") func feedStaysFreeOfLedger() throws {
    let verdict = try FitnessPackage.verdict(of: FenceRule(Self.rule))
    for place in verdict.places {
      Issue.record(
        Comment(rawValue: place.message),
        sourceLocation: SourceLocation(
          fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column))
    }
    #expect(verdict.report.isEmpty, Comment(rawValue: verdict.report))
  }
}
