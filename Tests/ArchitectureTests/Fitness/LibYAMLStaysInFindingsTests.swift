// Fitness suite: the rule below is data. `fitness check` reads it from this file's
// staged blob; `swift test` compiles it and evaluates it over the package on disk.
// Hand-written until `fitness graduate` exists.

import PackageFiles
import RuleEngine
import Testing

@Suite struct LibYAMLStaysInFindingsTests {
  static let rule = ImportBoundary(
    id: "libyaml-in-findings",
    title: "Only the finding reader (Findings) touches libyaml",
    module: "CLibYAML",
    fence: [
      "Sources/Findings/YAMLReader.swift"  // the one function that runs libyaml [hand-written]
    ],
    api: ["yaml_"],
    roots: ["Sources"]
  )

  @Test func onlyTheFindingReaderUsesLibYAML() throws {
    let violations = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(violations.isEmpty, "\(violations)")
  }
}
