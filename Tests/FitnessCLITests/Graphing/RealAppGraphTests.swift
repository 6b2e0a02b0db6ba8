import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `fitness graph` on an app shaped like the Matrix client: one app module that imports
/// forty other libraries, and an SDK 166 of its files import, one of them against a rule.
/// The libraries no rule names are one node; the one breaking file is one red line beside
/// the 165 that break nothing, not a red edge of 166.
@Suite struct RealAppGraphTests {
  static func app() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", GuideRuleFixture.manifest)
    for index in 1...40 {
      try repo.write("Sources/App/Dependencies/Uses\(index).swift", "import Library\(index)\n\nenum Uses\(index) {}\n")
    }
    for index in 1...165 {
      try repo.write("Sources/App/Services/Service\(index).swift", "import MatrixRustSDK\n\nenum Service\(index) {}\n")
    }
    try repo.write("Sources/App/Views/RoomView.swift", "import MatrixRustSDK\nimport Library1\n\nstruct RoomView {}\n")
    // Each service let past by name, as a baseline writes them: the view is the one file the
    // rule names, in the same module as the 165 it lets past.
    let entries = (1...165).map { "      \"Sources/App/Services/Service\($0).swift\",  // wraps the SDK" }
    try repo.write(
      "Tests/AppTests/Fitness/ViewsStayOffTheSDKTests.swift",
      """
      import Testing

      @Suite struct ViewsStayOffTheSDKTests {
        static let rule = ImportBoundary(
          id: "views-off-the-sdk",
          module: "MatrixRustSDK",
          fence: [
      \(entries.joined(separator: "\n"))
          ],
          roots: ["Sources/App"]
        )
      }

      """)
    try repo.commitAll("an app of one module")
    return repo
  }

  @Test func otherLibrariesAreOneNodeAndABreakIsItsFilesEdge() throws {
    let repo = try Self.app()
    let graph = try GraphTests.json(try Fitness.run(["graph", "--format", "json"], in: repo).standardOutput)
    let nodes = try #require(graph["nodes"] as? [[String: Any]]).map { $0["name"] as! String }
    #expect(!nodes.contains("Library7"), "\(nodes)")
    #expect(nodes.contains("40 other libraries") && nodes.contains("MatrixRustSDK"), "\(nodes)")
    let edges = try #require(graph["edges"] as? [[String: Any]])
    let others = try #require(edges.first { $0["to"] as? String == "40 other libraries" })
    // 41 files import one of them: each dependency file, and the view.
    #expect(others["from"] as? String == "App" && others["files"] as? Int == 41, "\(others)")
    let sdk = try #require(edges.first { $0["to"] as? String == "MatrixRustSDK" })
    #expect(sdk["files"] as? Int == 166 && sdk["brokenFiles"] as? Int == 1, "\(sdk)")

    let mermaid = try Fitness.run(["graph", "--format", "mermaid"], in: repo).standardOutput
    let red = try MermaidShape.verify(mermaid)
    #expect(red.count == 1, "\(mermaid)")
    #expect(mermaid.contains("-->|\"165\"|"), "\(mermaid)")
    #expect(mermaid.contains("-->|\"1 · ✗ views-off-the-sdk\"|"), "\(mermaid)")
    // The same text every time.
    #expect(mermaid == (try Fitness.run(["graph", "--format", "mermaid"], in: repo).standardOutput))

    // Every module when asked for.
    let all = try GraphTests.json(
      try Fitness.run(["graph", "--format", "json", "--all-modules"], in: repo).standardOutput)
    let every = try #require(all["nodes"] as? [[String: Any]]).map { $0["name"] as! String }
    #expect(every.contains("Library7") && !every.contains("40 other libraries"), "\(every)")
    // A focus on one library draws it, not the collapsed node.
    let focused = try Fitness.run(["graph", "--format", "json", "--focus", "Library7"], in: repo)
    let near = try #require(try GraphTests.json(focused.standardOutput)["nodes"] as? [[String: Any]])
    #expect(near.contains { $0["name"] as? String == "Library7" }, "\(focused.standardOutput)")
  }

  /// In an app of one declared target, the folders a rule names are its parts: a file under
  /// one is drawn there, not in the target that compiles it.
  @Test func theFoldersARuleNamesStandForTheOneTargetsParts() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", GuideRuleFixture.manifest)
    try repo.write("Sources/App/Views/RoomView.swift", "import MatrixRustSDK\n\nstruct RoomView {}\n")
    try repo.write("Sources/App/Services/Rooms.swift", "import MatrixRustSDK\n\nenum Rooms {}\n")
    try repo.write(
      "Tests/AppTests/Fitness/ViewsStayOffTheSDKTests.swift",
      """
      import Testing

      @Suite struct ViewsStayOffTheSDKTests {
        static let rule = LayerBoundary(
          id: "views-off-the-sdk",
          paths: ["Sources/App/Views"],
          forbid: ["MatrixRustSDK"],
          fence: [:]
        )
      }

      """)
    try repo.commitAll("an app of one module")
    #expect(try GraphTests.redEdges(in: repo) == [["Sources/App/Views", "MatrixRustSDK", "views-off-the-sdk"]])
  }
}
