// Fitness suite: the rule below is data. `fitness check` reads it from this file's
// staged blob; `swift test` compiles it and evaluates it over the package on disk.
// Hand-written until `fitness graduate` exists.

import PackageFiles
import RuleEngine
import Testing

@Suite struct EngineStaysPureTests {
  static let rule = LayerBoundary(
    id: "engine-stays-pure",
    title: "The scanner and the rule engine never see git, the file system or processes",
    paths: ["Sources/SwiftScanner", "Sources/RuleEngine"],
    forbid: ["Foundation", "FoundationEssentials", "Glibc", "Darwin", "CLibGit2", "GitSnapshot"],
    api: ["FileManager", "Process(", "fopen(", "open("]
  )

  @Test func theEngineIsPure() throws {
    let violations = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(violations.isEmpty, "\(violations)")
  }
}
