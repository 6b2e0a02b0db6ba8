// Fitness suite written by `fitness graduate` from findings/0022-feature-views.md.
// Feature views are public and plain Swift
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0022-feature-views PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@Suite struct ViewsArePublicTests {
  static let rule = DeclarationShape(
    id: "0022-feature-views",
    title: "Feature views are public and plain Swift",
    kind: "struct",
    named: "*View",
    requireModifiers: ["public"],
    forbidAttributes: ["@objc"],
    fence: [:],
    roots: ["Sources"]
  )

  @Test("Feature views are public and plain Swift") func viewsArePublic() throws {
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
