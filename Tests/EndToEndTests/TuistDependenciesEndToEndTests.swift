import FitnessTestSupport
import Foundation
import Testing

/// "The targets match the imports" over a Tuist `Project.swift`, through the real commands:
/// a commit that only takes a dependency out of the manifest is refused at the source it
/// leaves undeclared, as `check --rev HEAD` and libgit2 refuse it.
@Suite struct TuistDependenciesEndToEndTests {
  static let project = """
    import ProjectDescription

    let project = Project(
      name: "Shop",
      targets: [
        .target(
          name: "Checkout", destinations: .iOS, product: .framework, bundleId: "io.shop.checkout",
          sources: ["Checkout/**"], dependencies: [.target(name: "Domain")]),
        .target(
          name: "Domain", destinations: .iOS, product: .framework, bundleId: "io.shop.domain",
          sources: ["Domain/**"]),
      ]
    )

    """

  @Test func aDependencyTakenOutOfTheManifestIsRefusedAtTheImport() throws {
    let finding = XcodeProjectDependenciesEndToEndTests.finding
    let (repo, graduated) = try GraduatedPackage.adopt(
      files: [
        "Package.swift": XcodeGenDependenciesEndToEndTests.manifest, "Shop/Project.swift": Self.project,
        "Shop/Checkout/Cart.swift": "import Domain\n", "Shop/Domain/Order.swift": "public struct Order {}\n",
        "Tests/AppTests/AppTests.swift": "import Testing\n",
      ], finding: ("findings/0095-tuist.md", finding))
    #expect(graduated.contains("→ caught at Shop/Project.swift:"), "\(graduated)")
    try repo.write(
      "Shop/Project.swift",
      Self.project.replacingOccurrences(of: ", dependencies: [.target(name: \"Domain\")]", with: ""))
    try repo.git(["add", "-A"])
    let libgit2 = try FitnessBinary.run(
      ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(libgit2.standardError.contains("Shop/Checkout/Cart.swift:1:1"), "\(libgit2.standardError)")
    try RefusedCommit.expect(repo, at: ["Shop/Checkout/Cart.swift:1:1"], "checkout's dependency dropped")
    let said = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(
      said.standardError.contains("add .target(name: \"Domain\") to Checkout's dependencies"), "\(said.standardError)")
  }
}
