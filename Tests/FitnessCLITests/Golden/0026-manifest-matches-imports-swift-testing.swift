// Fitness suite written by `fitness graduate` from findings/0026-manifest-matches-imports.md.
// Package.swift matches the imports
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0026-manifest-matches-imports PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@Suite struct PackageManifestMatchesTheImportsTests {
  static let rule = TargetDependencies(
    id: "0026-manifest-matches-imports",
    title: "Package.swift matches the imports",
    fence: [
      "Package.swift": ["AppTests.Checkout", "AppTests.Feed", "AppTests.Profile", "AppTests.Search"],  // the app's test target links every feature, for the UI tests to come [0026-manifest-matches-imports]
    ]
  )

  @Test("Package.swift matches the imports") func packageManifestMatchesTheImports() throws {
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
