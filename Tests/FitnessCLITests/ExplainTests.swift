import Findings
import FitnessTestSupport
import Foundation
import Testing

/// `fitness explain` words each pattern's rule: one golden suite of every pattern, as
/// graduate writes it, explained, held to `Golden/explain.txt`.
@Suite struct ExplainTests {
  @Test func everyPatternsRuleIsExplainedInItsOwnWords() throws {
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    let suites = try FileManager.default.contentsOfDirectory(atPath: golden.path)
      .filter { $0.hasSuffix("-swift-testing.swift") }.sorted()
    let repo = try ScratchRepository()
    for (index, name) in suites.enumerated() {
      let text = try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
      try repo.write("Tests/AppTests/Fitness/Golden\(index)Tests.swift", text)
    }
    try repo.commitAll()
    let list = try Fitness.run(["list"], in: repo)
    #expect(list.status == 0, "\(list.standardError)")
    let rows = list.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    // Every pattern is here, so a pattern whose words change shows in the golden file.
    #expect(Set(rows.map { $0[1] }) == Set(FindingPatterns.all.map { $0.name }))
    var explained = ""
    for row in rows {
      let result = try Fitness.run(["explain", row[0]], in: repo)
      #expect(result.status == 0, "\(result.standardError)")
      explained += result.standardOutput + "\n"
    }
    try Golden.check(explained, named: "explain.txt")
  }
}
