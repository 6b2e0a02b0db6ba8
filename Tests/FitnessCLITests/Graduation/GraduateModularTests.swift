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

  /// A declarations finding over the app's feature views, as its golden suite: the
  /// literal the compiled suite takes, label for label, in the initializer's order.
  static let viewsFinding = """
    ---
    title: Feature views are public and plain Swift
    pattern: declarations
    select:
      kind: struct
      named: "*View"
    require:
      modifiers: [public]
    forbid:
      attributes: ["@objc"]
    roots: [Sources]
    suite: Tests/AppTests/Fitness
    ---
    The app shell builds every feature's view; an internal one cannot be reached.

    """

  @Test(arguments: [SuiteTemplate.Framework.swiftTesting, .xctest])
  func writesTheGoldenDeclarationsSuite(framework: SuiteTemplate.Framework) throws {
    let repo = try ModularAppFixture.make()
    try repo.write("findings/0022-feature-views.md", Self.viewsFinding)
    try Golden.graduate("0022-feature-views", framework: framework, in: repo, breaks: 2)
  }

  /// A members finding over the app's view models, as its golden suite: every key of the
  /// schema that the finding gives, written in the schema's order, with a fence that names
  /// its member.
  static let publishersFinding = """
    ---
    title: View models never expose a settable published property
    pattern: members
    in:
      named: "*ViewModel"
      conforming: [ObservableObject]
    select:
      kind: var
      attributes: ["@Published"]
    require:
      modifiers: ["private(set)"]
    fence:
      - path: Sources/Feed/LegacyViewModel.swift
        members: [LegacyViewModel.items]
        why: the UIKit screens bind to it until they move to SwiftUI
    roots: [Sources]
    suite: Tests/AppTests/Fitness
    ---
    Views read view models; only the view model writes its state.

    """

  @Test(arguments: [SuiteTemplate.Framework.swiftTesting, .xctest])
  func writesTheGoldenMembersSuite(framework: SuiteTemplate.Framework) throws {
    let repo = try ModularAppFixture.make()
    try repo.write(
      "Sources/Feed/FeedViewModel.swift",
      "import Combine\n\nfinal class FeedViewModel: ObservableObject {\n  @Published private(set) var items: [String] = []\n}\n"
    )
    try repo.write(
      "Sources/Feed/LegacyViewModel.swift",
      "import Combine\n\nfinal class LegacyViewModel: ObservableObject {\n  @Published var items: [String] = []\n}\n")
    try repo.write("findings/0023-view-model-publishers.md", Self.publishersFinding)
    try Golden.graduate("0023-view-model-publishers", framework: framework, in: repo, breaks: 2)
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
        Said.forbiddenImport("Payments", via: "Kit", at: "Sources/Search/SearchView.swift:1:1")),
      "\(result.standardError)")
  }
}
