import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// A layer's allowlist on the graph: it forbids every module of the package it does not name
/// (the layer's own aside), and the edge that breaks it is red where `check` refuses it.
@Suite struct AllowlistGraphTests {
  @Test func theLayerForbidsEveryOwnModuleItDoesNotName() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "Package.swift",
      "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [\n"
        + "  .target(name: \"Domain\"), .target(name: \"Checkout\"), .target(name: \"Profile\"),\n])\n")
    try repo.write("Sources/Domain/Order.swift", "public struct Order {}\n")
    try repo.write("Sources/Checkout/Cart.swift", "import Domain\nimport Profile\nstruct Cart {}\n")
    try repo.write("Sources/Profile/Me.swift", "import Domain\nstruct Me {}\n")
    try repo.write(
      "Tests/AppTests/Fitness/CheckoutImportsOnlyDomainTests.swift",
      "import Testing\n\n@Suite struct CheckoutImportsOnlyDomainTests {\n  static let rule = LayerBoundary(\n"
        + "    id: \"checkout-domain\",\n    paths: [\"Sources/Checkout\"],\n    mayImport: [\"Domain\"],\n"
        + "    fence: [:]\n  )\n}\n")
    try repo.commitAll("a shop")
    let graph = try GraphTests.json(try Fitness.run(["graph", "--format", "json"], in: repo).standardOutput)
    let layers = try #require(graph["layers"] as? [[String: Any]])
    #expect(layers.first?["from"] as? [String] == ["Checkout"])
    #expect(layers.first?["forbidden"] as? [String] == ["Profile"])
    #expect(try GraphTests.redEdges(in: repo) == [["Checkout", "Profile", "checkout-domain"]])
    #expect(
      try GraphTests.forbiddenImports(in: repo) == [["Sources/Checkout/Cart.swift", "Profile", "checkout-domain"]])
  }
}
