// Fitness suite written by `fitness graduate` from findings/0020-features-independent.md.
// No feature imports another feature
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0020-features-independent PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@Suite struct NoFeatureImportsAnotherFeatureTests {
  static let rule = IndependentModules(
    id: "0020-features-independent",
    title: "No feature imports another feature",
    modules: [
      "Feed": ["Sources/Feed"],
      "Profile": ["Sources/Profile"],
      "Search": ["Sources/Search"],
    ],
    fence: [
      "Sources/Feed/FeedView.swift": ["Profile"],  // the feed shows profile cards [0020-features-independent]
    ]
  )

  @Test("No feature imports another feature") func noFeatureImportsAnotherFeature() throws {
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
