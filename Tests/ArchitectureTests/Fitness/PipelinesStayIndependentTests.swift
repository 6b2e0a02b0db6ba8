// Fitness suite written by `fitness graduate` from findings/0008-pipelines-independent.md.
// The finding reader, the libgit2 reader and the check pipeline never import each other
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0008-pipelines-independent PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct PipelinesStayIndependentTests {
  static let rule = IndependentModules(
    id: "0008-pipelines-independent",
    title: "The finding reader, the libgit2 reader and the check pipeline never import each other",
    modules: [
      "Findings": ["Sources/Findings"],
      "LibGit2Reader": ["Sources/LibGit2Reader"],
      "CheckCore": ["Sources/CheckCore"],
    ],
    fence: [:]
  )

  @Test("The finding reader, the libgit2 reader and the check pipeline never import each other") func pipelinesStayIndependent() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
