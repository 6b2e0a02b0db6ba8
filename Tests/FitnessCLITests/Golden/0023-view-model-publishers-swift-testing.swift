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

import Testing

@Suite struct ViewModelPublishedVarsArePrivateSetTests {
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

  @Test("View models never expose a settable published property") func viewModelPublishedVarsArePrivateSet() throws {
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
