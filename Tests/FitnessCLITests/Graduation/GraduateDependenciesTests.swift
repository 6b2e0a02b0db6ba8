import FitnessTestSupport
import Testing

@testable import FitnessCLI

/// graduate writes a target-dependencies rule as a `TargetDependencies` literal, held to its
/// golden suite under both frameworks, proven red by an undeclared import, an unused
/// dependency and a fence entry taken out.
@Suite struct GraduateDependenciesTests {
  static let finding = """
    ---
    title: Package.swift matches the imports
    pattern: target-dependencies
    fence:
      - path: Package.swift
        dependencies: [AppTests.Checkout, AppTests.Feed, AppTests.Profile, AppTests.Search]
        why: the app's test target links every feature, for the UI tests to come
    suite: Tests/AppTests/Fitness
    source: Bylaws' showcase rules
    ---
    A target that imports what it does not declare builds only by luck of build order.

    """

  @Test(arguments: [SuiteTemplate.Framework.swiftTesting, .xctest])
  func writesTheGoldenDependenciesSuite(framework: SuiteTemplate.Framework) throws {
    let repo = try ModularAppFixture.make()
    try repo.write("findings/0026-manifest-matches-imports.md", Self.finding)
    try Golden.graduate("0026-manifest-matches-imports", framework: framework, in: repo, breaks: 3)
  }
}
