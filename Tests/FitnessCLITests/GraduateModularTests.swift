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
    try Golden.graduate(finding, framework: framework, in: try ModularAppFixture.make(), breaks: 3)
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
