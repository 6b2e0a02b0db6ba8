// Fitness suite written by `fitness graduate` from findings/0013-one-catalog-reader.md.
// A String Catalog is read into copy in one place
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0013-one-catalog-reader PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct OneCatalogReaderTests {
  static let rule = LayerBoundary(
    id: "0013-one-catalog-reader",
    title: "A String Catalog is read into copy in one place",
    paths: ["Sources"],
    fence: [:],
    api: ["StringCatalog.values("]
  )

  @Test("A String Catalog is read into copy in one place") func oneCatalogReader() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
