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

  /// The graph reads an XcodeGen spec as the rule does: templates give a target its type and
  /// folders, a list of platforms makes one module, and `productName` names it. So the layer
  /// drawn is the layer judged.
  @Test func theLayerIsDrawnOverTheModulesTheSpecDeclares() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "project.yml",
      """
      name: Shop
      targetTemplates:
        Feature:
          type: framework
          platform: iOS
          sources:
            - Features/${target_name}
      targets:
        Checkout:
          templates: [Feature]
        Profile:
          templates: [Feature]
        Domain:
          type: framework
          platform: [iOS, macOS]
          productName: DomainKit
          sources: [Domain]

      """)
    try repo.write("Domain/Order.swift", "public struct Order {}\n")
    try repo.write("Features/Checkout/Cart.swift", "import DomainKit\nimport Profile\nstruct Cart {}\n")
    try repo.write("Features/Profile/Me.swift", "import DomainKit\nstruct Me {}\n")
    try repo.write(
      "AppTests/Fitness/CheckoutImportsOnlyDomainTests.swift",
      "import Testing\n\n@Suite struct CheckoutImportsOnlyDomainTests {\n  static let rule = LayerBoundary(\n"
        + "    id: \"checkout-domain\",\n    paths: [\"Features/Checkout\"],\n    mayImport: [\"DomainKit\"],\n"
        + "    fence: [:]\n  )\n}\n")
    try repo.commitAll("a shop")
    let graph = try GraphTests.json(try Fitness.run(["graph", "--format", "json"], in: repo).standardOutput)
    let nodes = try #require(graph["nodes"] as? [[String: Any]])
    let named = nodes.map {
      "\($0["name"] as? String ?? "?") \($0["group"] as? String ?? "?") \($0["files"] as? Int ?? -1)"
    }
    #expect(named == ["Checkout project.yml 1", "DomainKit project.yml 1", "Profile project.yml 1"], "\(named)")
    let layers = try #require(graph["layers"] as? [[String: Any]])
    #expect(layers.first?["from"] as? [String] == ["Checkout"])
    #expect(layers.first?["forbidden"] as? [String] == ["Profile"])
    #expect(try GraphTests.redEdges(in: repo) == [["Checkout", "Profile", "checkout-domain"]])
    #expect(
      try GraphTests.forbiddenImports(in: repo) == [["Features/Checkout/Cart.swift", "Profile", "checkout-domain"]])
  }
}
