// Fitness suite written by `fitness graduate` from findings/0018-vendored-engine-imports-only-itself.md.
// The vendored engine imports none of our other modules
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0018-vendored-engine-imports-only-itself PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct VendoredEngineImportsOnlyItselfTests {
  static let rule = LayerBoundary(
    id: "0018-vendored-engine-imports-only-itself",
    title: "The vendored engine imports none of our other modules",
    paths: ["Sources/SwiftScanner", "Sources/RuleEngine", "Sources/SuiteRuntime"],
    mayImport: ["SwiftScanner", "RuleEngine", "SuiteRuntime"],
    fence: [:]
  )

  @Test("The vendored engine imports none of our other modules") func vendoredEngineImportsOnlyItself() throws {
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
