// Fitness suite written by `fitness graduate` from findings/0015-catalog-copy.md.
// Catalog mode names fit the picker
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift.
// To change the contract, edit its values here, with the reviewers who own the copy.
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@Suite struct ModeCopyKeepsItsFormatTests {
  static let contract = CopyContract(
    id: "0015-catalog-copy",
    title: "Catalog mode names fit the picker",
    catalog: "Resources/Localizable.xcstrings",
    keys: "mode.",
    maxLength: 24,
    match: "^[A-Z]",
    fence: []
  )

  @Test("Catalog mode names fit the picker") func modeCopyKeepsItsFormat() throws {
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
