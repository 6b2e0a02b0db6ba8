import FitnessTestSupport
import Testing

@testable import FitnessCLI

/// Graduate in a modular app: independent modules, and a fence whose module is
/// re-exported, each written as its golden suite in both frameworks and clean at once.
@Suite struct GraduateModularTests {
  @Test(arguments: [
    ("0020-features-independent", SuiteTemplate.Framework.swiftTesting),
    ("0020-features-independent", .xctest),
    ("0021-payments-in-checkout", .swiftTesting),
    ("0021-payments-in-checkout", .xctest),
  ])
  func writesTheGoldenSuite(finding: String, framework: SuiteTemplate.Framework) throws {
    let repo = try ModularAppFixture.make()
    let result = try Fitness.run(["graduate", "findings/\(finding).md", "--framework", framework.rawValue], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let suite = try #require(
      result.standardOutput.split(separator: "\n").last?.split(separator: "→").last?.split(separator: ";").first
    )
    .trimmingCharacters(in: .whitespaces)
    try Golden.check(try repo.text(suite), named: "\(finding)-\(framework.rawValue).swift")
    let drill = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("drill: ") }
    #expect(drill.count >= 3, "\(result.standardOutput)")
    #expect(!drill.contains { $0.hasSuffix("missed") })
    let check = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(check.status == 0, "\(check.standardError)")
  }

  /// A finding whose module is re-exported by a file that imports it into a module no
  /// fence allows: graduate refuses, naming the importer the re-export reaches.
  @Test func aReexportThatReachesAnImporterOutsideTheFenceIsFoundAtGraduation() throws {
    let repo = try ModularAppFixture.make()
    try repo.write("Sources/Search/SearchView.swift", "import Kit\n\npublic struct SearchView {}\n")
    let result = try Fitness.run(["graduate", ModularAppFixture.paymentsFinding], in: repo)
    #expect(result.status != 0)
    #expect(
      result.standardError.contains(
        "Sources/Search/SearchView.swift:1:1: error: imports Payments through Kit (which re-exports it) outside its "
          + "fence"), "\(result.standardError)")
  }
}
