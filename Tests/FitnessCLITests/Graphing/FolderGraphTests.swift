import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `fitness graph` draws the folders a rule about references judges ("Cart never uses
/// Profile's types", "features form no cycle"): each folder a node, each reference between
/// them an edge counted by files, red where `check` reports a reference that breaks a rule.
@Suite struct FolderGraphTests {
  static func suite(_ name: String, _ arguments: String) -> String {
    """
    import Testing

    @Suite struct \(name) {
      static let rule = DeclarationShape(
        id: "features-form-no-cycle",
        kind: "anything",
        \(arguments),
        roots: ["Sources/App"]
      )
    }

    """
  }

  @Test func aCyclesEdgesAreRedAndTheOthersCounted() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", GuideRuleFixture.manifest)
    try repo.write("Sources/App/Features/Cart/CartView.swift", "struct CartView {\n  let card = ProfileCard()\n}\n")
    try repo.write("Sources/App/Features/Cart/CartBadge.swift", "struct CartBadge {\n  let card: ProfileCard?\n}\n")
    try repo.write(
      "Sources/App/Features/Profile/ProfileCard.swift", "struct ProfileCard {\n  let back = CartView.self\n}\n")
    try repo.write("Sources/App/Features/Orders/OrderList.swift", "struct OrderList {\n  let cart: CartView?\n}\n")
    try repo.write(
      "Tests/AppTests/Fitness/NoCycleTests.swift",
      Self.suite("NoCycleTests", "forbidReferenceCycles: [\"Sources/App/Features/*\"]"))
    try repo.commitAll("a cycle between cart and profile")
    let graph = try Fitness.run(["graph", "--format", "json"], in: repo)
    try #require(graph.status == 0, "\(graph.standardError)")
    let edges = try #require(try GraphTests.json(graph.standardOutput)["edges"] as? [[String: Any]])
    let drawn = edges.filter { ($0["from"] as? String)?.hasPrefix("Sources/") == true }.map {
      "\($0["from"]!) → \($0["to"]!) \($0["files"]!) \(($0["broken"] as? [String] ?? []).joined(separator: ","))"
    }.sorted()
    // Cart's two files name Profile's card, Profile names Cart back: both edges are red, once
    // for each reference `check` reports. Orders names Cart, on no cycle.
    #expect(
      drawn == [
        "Sources/App/Features/Cart → Sources/App/Features/Profile 2 features-form-no-cycle,features-form-no-cycle",
        "Sources/App/Features/Orders → Sources/App/Features/Cart 1 ",
        "Sources/App/Features/Profile → Sources/App/Features/Cart 1 features-form-no-cycle",
      ], "\(drawn)")
    let check = try Fitness.run(["check", "--all"], in: repo)
    #expect(check.status == 1)
    #expect(check.standardError.components(separatedBy: "closes the reference cycle").count - 1 == 3)
    let mermaid = try Fitness.run(["graph", "--format", "mermaid"], in: repo).standardOutput
    #expect(mermaid.contains("subgraph g1[\"folders: features-form-no-cycle\"]"), "\(mermaid)")
    #expect(mermaid.contains("linkStyle"), "\(mermaid)")
  }
}
