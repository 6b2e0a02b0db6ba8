import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `fitness graph` on repositories shaped like three real apps: its red edges are exactly
/// the forbidden imports `check` reports, its Mermaid is well formed, Graphviz draws its
/// DOT, and a committed graph is checked against the tree.
@Suite struct GraphTests {
  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The repository shaped like one of the three apps.
  static func fixture(_ shape: String) throws -> ScratchRepository {
    switch shape {
    case "mastodon": try ArchitectureFixtures.mastodon()
    case "element": try ArchitectureFixtures.element()
    default: try ArchitectureFixtures.reader()
    }
  }

  /// Each red edge once per break, as `[from, to, rule]`, sorted.
  static func redEdges(in repo: ScratchRepository, _ extra: [String] = []) throws -> [[String]] {
    let graph = try Fitness.run(["graph", "--format", "json"] + extra, in: repo)
    #expect(graph.status == 0, "\(graph.standardError)")
    let edges = try #require(try json(graph.standardOutput)["edges"] as? [[String: Any]])
    return edges.flatMap { edge in
      (edge["broken"] as? [String] ?? []).map { [edge["from"] as! String, edge["to"] as! String, $0] }
    }.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
  }

  /// The forbidden imports `check --all` reports, as `[path, module, rule]`.
  static func forbiddenImports(in repo: ScratchRepository) throws -> [[String]] {
    let check = try Fitness.run(["check", "--all", "--format", "json"], in: repo)
    let violations = try #require(try json(check.standardOutput)["violations"] as? [[String: Any]])
    return violations.filter { $0["kind"] as? String == "forbidden-import" }.map {
      [$0["path"] as! String, $0["subject"] as! String, $0["rule"] as! String]
    }
  }

  @Test(arguments: ["mastodon", "element", "reader"])
  func redEdgesAreExactlyTheViolationsCheckReports(_ shape: String) throws {
    let repo = try Self.fixture(shape)
    let breaks =
      switch shape {
      case "mastodon": ArchitectureFixtures.mastodonBreaks
      case "element": ArchitectureFixtures.elementBreaks
      default: ArchitectureFixtures.readerBreaks
      }
    let red = try Self.redEdges(in: repo)
    #expect(red == breaks, "\(red)")
    let reported = try Self.forbiddenImports(in: repo)
    #expect(reported.count == red.count, "\(reported)")
    #expect(reported.map { $0[2] }.sorted() == red.map { $0[2] }.sorted())
    #expect(Set(reported.map { $0[1] }) == Set(red.map { $0[1] }))
  }

  @Test func twentyPackagesAreGroupedAndAppleModulesLeftOut() throws {
    let repo = try ArchitectureFixtures.mastodon()
    let graph = try Self.json(try Fitness.run(["graph", "--format", "json"], in: repo).standardOutput)
    let nodes = try #require(graph["nodes"] as? [[String: Any]])
    let names = nodes.map { $0["name"] as! String }
    for name in ArchitectureFixtures.mastodonFeatures + ArchitectureFixtures.mastodonBases {
      #expect(names.contains(name), "\(name): \(names)")
      let node = nodes.first { $0["name"] as? String == name }
      #expect(node?["group"] as? String == "Packages/\(name)")
    }
    // A test target ships nothing: Timeline's tests import Account, and draw no edge.
    let edges = try #require(graph["edges"] as? [[String: Any]])
    #expect(!edges.contains { $0["from"] as? String == "Timeline" && $0["to"] as? String == "Account" })
    // Foundation is left out, SwiftUI stays because a rule names it; --all-modules keeps both.
    #expect(!names.contains("Foundation") && names.contains("SwiftUI") && names.contains("Network"))
    let all = try Self.json(try Fitness.run(["graph", "--format", "json", "--all-modules"], in: repo).standardOutput)
    #expect((all["nodes"] as? [[String: Any]])?.contains { $0["name"] as? String == "Foundation" } == true)
    // The independent features are one set; the layer names its roots and what it forbids.
    let sets = try #require(graph["sets"] as? [[String: Any]])
    #expect(sets.first?["modules"] as? [String] == ["Account", "Explore", "Notifications", "Timeline"])
    let layers = try #require(graph["layers"] as? [[String: Any]])
    #expect(layers.first?["from"] as? [String] == ["Models"])
    #expect(layers.first?["forbidden"] as? [String] == ["DesignSystem", "SwiftUI"])
    // The same text every time, so a committed graph diffs line by line.
    let again = try Fitness.run(["graph"], in: repo).standardOutput
    #expect(again == (try Fitness.run(["graph"], in: repo).standardOutput))
  }

  @Test func focusDrawsOneModulesNeighbourhood() throws {
    let repo = try ArchitectureFixtures.mastodon()
    let graph = try Self.json(
      try Fitness.run(["graph", "--format", "json", "--focus", "Models"], in: repo).standardOutput)
    let edges = try #require(graph["edges"] as? [[String: Any]])
    #expect(!edges.isEmpty)
    #expect(edges.allSatisfy { $0["from"] as? String == "Models" || $0["to"] as? String == "Models" })
    let unknown = try Fitness.run(["graph", "--focus", "Modles"], in: repo)
    #expect(
      unknown.status == 64 && unknown.standardError.contains("did you mean 'Models'?"), "\(unknown.standardError)")
  }

  /// GitHub renders Mermaid only when it parses: every node an edge names is declared,
  /// subgraphs close, and the red link styles point at the edges that break a rule.
  @Test(arguments: ["mastodon", "element", "reader"])
  func theMermaidIsWellFormed(_ shape: String) throws {
    let repo = try Self.fixture(shape)
    let text = try Fitness.run(["graph", "--format", "mermaid"], in: repo).standardOutput
    try MermaidShape.verify(text)
  }

  @Test(arguments: ["mastodon", "element", "reader"])
  func graphvizDrawsTheSVG(_ shape: String) throws {
    let repo = try Self.fixture(shape)
    // Without Graphviz, it says how to get it and draws nothing.
    let without = try Fitness.run(["graph", "--format", "svg"], in: repo, environment: ["PATH": "/nonexistent"])
    #expect(without.status == 2 && without.standardOutput.isEmpty, "\(without.standardOutput)")
    #expect(without.standardError.contains("apt-get install graphviz"), "\(without.standardError)")
    let svg = try Fitness.run(["graph", "--format", "svg"], in: repo)
    guard Toolchain.onPath("dot") else {
      #expect(svg.status == 2 && svg.standardError.contains("apt-get install graphviz"), "\(svg.standardError)")
      return
    }
    #expect(svg.status == 0, "\(svg.standardError)")
    #expect(svg.standardOutput.contains("<svg") && svg.standardOutput.contains("</svg>"))
    // FITNESS_KEEP_DRAWINGS=FOLDER keeps each drawing, to look at as a person would.
    if let folder = ProcessInfo.processInfo.environment["FITNESS_KEEP_DRAWINGS"] {
      try Data(svg.standardOutput.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(shape).svg"))
    }
    // The red edge is drawn red, with its rule's id.
    let red = (try Self.redEdges(in: repo)).first
    #expect(svg.standardOutput.contains("#d00000"))
    #expect(red.map { svg.standardOutput.contains($0[2].replacingOccurrences(of: "-", with: "&#45;")) } == true)
  }

  @Test func aCommittedGraphIsChecked() throws {
    let repo = try ArchitectureFixtures.reader()
    let drawn = try Fitness.run(["graph"], in: repo).standardOutput
    try repo.write("docs/Architecture.md", "# Modules\n\n```mermaid\n\(drawn)```\n")
    try repo.commitAll("the graph in the docs")
    let current = try Fitness.run(["graph", "--check", "docs/Architecture.md"], in: repo)
    #expect(current.status == 0, "\(current.standardError)")
    #expect(current.standardOutput.isEmpty)
    try repo.write("Modules/RSCore/Sources/RSCore/Core.swift", "import Foundation\nimport RSWeb\n")
    let stale = try Fitness.run(["graph", "--check", "docs/Architecture.md"], in: repo)
    #expect(stale.status == 1, "\(stale.standardError)")
    #expect(stale.standardError.contains("docs/Architecture.md: stale"), "\(stale.standardError)")
    // The committed revision still matches itself.
    #expect(try Fitness.run(["graph", "--rev", "HEAD", "--check", "docs/Architecture.md"], in: repo).status == 0)
    let missing = try Fitness.run(["graph", "--check", "docs/None.md"], in: repo)
    #expect(missing.status == 64, "\(missing.standardError)")
    // A Markdown file without the chart says so, rather than that the modules changed.
    try repo.write("docs/Plain.md", "# Modules\n\nNo chart yet.\n")
    let plain = try Fitness.run(["graph", "--check", "docs/Plain.md"], in: repo)
    #expect(plain.status == 1 && plain.standardError.contains("holds no ```mermaid block"), "\(plain.standardError)")
  }
}

/// The GitHub job summary draws the modules the violations involve, with their red edges,
/// and falls back to the table alone when the chart would pass Mermaid's limit.
@Suite struct JobSummaryGraphTests {
  @Test func theSummaryDrawsEachBreakBetweenItsModules() throws {
    let repo = try ArchitectureFixtures.mastodon()
    let summary = repo.root.appendingPathComponent("summary.md").path
    let check = try Fitness.run(
      ["check", "--all", "--format", "github"], in: repo, environment: ["GITHUB_STEP_SUMMARY": summary])
    #expect(check.status == 1, "\(check.standardError)")
    let text = try String(contentsOfFile: summary, encoding: .utf8)
    // Valid Markdown: every fence closes, and the chart sits between the two tables.
    #expect(text.components(separatedBy: "```").count % 2 == 1, "\(text)")
    let chart = try #require(ModuleGraph.mermaidBlock(in: text), "\(text)")
    let red = try MermaidShape.verify(chart)
    #expect(red.count == ArchitectureFixtures.mastodonBreaks.count, "\(chart)")
    for module in ["Account", "Timeline", "Explore", "Network", "Models", "DesignSystem"] {
      #expect(chart.contains("[\"\(module)"), "\(module): \(chart)")
    }
    #expect(!chart.contains("[\"Compose\""), "only the modules a violation involves: \(chart)")
    let place = try #require(text.range(of: "| place | rule | message |"))
    let rules = try #require(text.range(of: "| rule | pattern |"))
    let drawn = try #require(text.range(of: "```mermaid"))
    #expect(place.lowerBound < drawn.lowerBound && drawn.lowerBound < rules.lowerBound)
  }

  @Test func aChartPastTheLimitLeavesTheTableAlone() throws {
    let homes = ModuleHomes(paths: [], read: { _ in nil }, drawings: [])
    var graph = ModuleGraph(sources: [:], homes: homes, rules: [], violations: [])
    graph.nodes = [.init(name: "A", group: "", files: 1), .init(name: "B", group: "", files: 1)]
    graph.edges = [.init(from: "A", to: "B", files: 1, broken: ["r"])]
    let fits = GitHubReport.graphSection(graph)
    #expect(fits.contains("```mermaid\n") && fits.contains("linkStyle 0 "), "\(fits)")
    let big = GitHubReport.graphSection(graph, limit: 20)
    #expect(!big.contains("```") && big.contains("too big to draw here"), "\(big)")
  }
}
