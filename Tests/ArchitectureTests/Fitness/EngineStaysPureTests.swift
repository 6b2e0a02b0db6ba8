// Fitness suite written by `fitness graduate` from findings/0003-engine-stays-pure.md.
// The scanner and the rule engine never see git, the file system or processes
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0003-engine-stays-pure PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file

import FitnessKit
import Testing

@Suite struct EngineStaysPureTests {
  static let rule = LayerBoundary(
    id: "0003-engine-stays-pure",
    title: "The scanner and the rule engine never see git, the file system or processes",
    paths: ["Sources/SwiftScanner", "Sources/RuleEngine"],
    forbid: ["Foundation", "FoundationEssentials", "Glibc", "Darwin", "CLibGit2", "LibGit2Reader"],
    fence: [:],
    api: ["FileManager", "Process(", "fopen(", "open("]
  )

  @Test("The scanner and the rule engine never see git, the file system or processes") func engineStaysPure() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
