// Fitness suite written by `fitness graduate` from findings/0007-ledger-outside-sync.md.
// Only the sync layer may touch the ledger
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0007-ledger-outside-sync PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@Suite struct LedgerStaysInSyncTests {
  static let rule = ImportBoundary(
    id: "0007-ledger-outside-sync",
    title: "Only the sync layer may touch the ledger",
    module: "Ledger",
    fence: [
      "Sources/App/Sync/SyncEngine.swift",  // posts every change through one writer [0007-ledger-outside-sync]
    ],
    api: ["Ledger("],
    roots: ["Sources/App"]
  )

  @Test("Only the sync layer may touch the ledger") func ledgerStaysInSync() throws {
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
