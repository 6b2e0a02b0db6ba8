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

import XCTest

final class NoFeatureImportsAnotherFeatureTests: XCTestCase {
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

  /// No feature imports another feature
  func testNoFeatureImportsAnotherFeature() throws {
    let verdict = try FitnessPackage.verdict(of: FenceRule(Self.rule))
    for place in verdict.places {
      #if canImport(ObjectiveC)
        let location = XCTSourceCodeLocation(filePath: place.filePath, lineNumber: place.line)
        record(
          XCTIssue(
            type: .assertionFailure, compactDescription: place.message,
            sourceCodeContext: XCTSourceCodeContext(location: location)))
      #else
        recordFailure(withDescription: place.message, inFile: place.filePath, atLine: place.line, expected: true)
      #endif
    }
    XCTAssert(verdict.report.isEmpty, verdict.report)
  }
}
