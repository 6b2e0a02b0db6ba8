// Fitness suite written by `fitness graduate` from findings/0010-libgit2-reader-in-the-tool.md.
// Only the tool's commands read git through libgit2
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0010-libgit2-reader-in-the-tool PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import FitnessKit
import Testing

@Suite struct LibGit2ReaderStaysInTheToolTests {
  static let rule = LayerBoundary(
    id: "0010-libgit2-reader-in-the-tool",
    title: "Only the tool's commands read git through libgit2",
    paths: ["Sources/SwiftScanner", "Sources/RuleEngine", "Sources/SuiteRuntime", "Sources/Findings", "Sources/CheckCore", "Sources/FastPath", "Sources/fitness", "Sources/GitFileReader", "Sources/FitnessKit", "Sources/CommandLineIO"],
    forbid: ["LibGit2Reader", "CLibGit2"],
    fence: [:]
  )

  @Test("Only the tool's commands read git through libgit2") func libGit2ReaderStaysInTheTool() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
