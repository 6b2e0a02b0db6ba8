// Fitness suite written by `fitness graduate` from findings/0023-view-model-publishers.md.
// View models never expose a settable published property
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0023-view-model-publishers PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import XCTest

final class ViewModelPublishedVarsArePrivateSetTests: XCTestCase {
  static let rule = MemberShape(
    id: "0023-view-model-publishers",
    title: "View models never expose a settable published property",
    inNamed: "*ViewModel",
    inConforming: ["ObservableObject"],
    kind: "var",
    attributes: ["@Published"],
    requireModifiers: ["private(set)"],
    fence: [
      "Sources/Feed/LegacyViewModel.swift": ["LegacyViewModel.items"],  // the UIKit screens bind to it until they move to SwiftUI [0023-view-model-publishers]
    ],
    roots: ["Sources"]
  )

  /// View models never expose a settable published property
  func testViewModelPublishedVarsArePrivateSet() throws {
    let verdict = try FitnessPackage.verdict(of: Self.rule)
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
