// Fitness suite written by `fitness graduate` from findings/0002-libyaml-in-findings.md.
// Only the finding reader (Findings) touches libyaml
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0002-libyaml-in-findings PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file

import FitnessKit
import Testing

@Suite struct LibYAMLStaysInFindingsTests {
  static let rule = ImportBoundary(
    id: "0002-libyaml-in-findings",
    title: "Only the finding reader (Findings) touches libyaml",
    module: "CLibYAML",
    fence: [
      "Sources/Findings/YAMLReader.swift",  // the one function that runs libyaml and copies its tree into Swift values [0002-libyaml-in-findings]
    ],
    api: ["yaml_"],
    roots: ["Sources"]
  )

  @Test("Only the finding reader (Findings) touches libyaml") func libYAMLStaysInFindings() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
