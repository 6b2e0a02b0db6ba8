// Fitness suite written by `fitness graduate` from findings/0019-package-matches-the-imports.md.
// Package.swift matches the imports
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0019-package-matches-the-imports PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct PackageManifestMatchesTheImportsTests {
  static let rule = TargetDependencies(
    id: "0019-package-matches-the-imports",
    title: "Package.swift matches the imports",
    fence: [:]
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
