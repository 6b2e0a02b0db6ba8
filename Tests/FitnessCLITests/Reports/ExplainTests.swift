import Findings
import FitnessTestSupport
import Foundation
import Testing

/// `fitness explain` words each pattern's rule: one golden suite of every pattern, as
/// graduate writes it, explained, held to `Golden/explain.txt`.
@Suite struct ExplainTests {
  @Test func everyPatternsRuleIsExplainedInItsOwnWords() throws {
    let golden = Golden.folder
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

  /// Every rule at once, as Markdown: a digest a README or AGENTS.md keeps, and `--check`
  /// says when the committed copy no longer matches the rules.
  @Test func theDigestSaysEveryRuleAndItsCheckFailsWhenStale() throws {
    let repo = try LedgerFixture.make()
    for finding in [LedgerFixture.findingPath, "findings/0011-mode-registry.md"] {
      #expect(try Fitness.run(["graduate", finding], in: repo).status == 0)
    }
    try repo.git(["add", "-A"])
    let digest = try Fitness.run(["explain", "--format", "markdown"], in: repo)
    #expect(digest.status == 0, "\(digest.standardError)")
    try Golden.check(digest.standardOutput, named: "explain-digest.md")
    try repo.write("AGENTS-rules.md", digest.standardOutput)
    try repo.git(["add", "-A"])
    let current = try Fitness.run(["explain", "--format", "markdown", "--check", "AGENTS-rules.md"], in: repo)
    #expect(current.status == 0, "\(current.standardError)")
    #expect(current.standardOutput.isEmpty)
    // A fence entry added since: the committed digest is stale, and says how to mend it.
    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    let allowed = try Fitness.run(
      ["allow", "0007-ledger-outside-sync", LedgerFixture.plainFile, "--why", "the feed posts its own receipts"],
      in: repo)
    #expect(allowed.status == 0, "\(allowed.standardError)")
    try repo.git(["add", "-A"])
    let stale = try Fitness.run(["explain", "--format", "markdown", "--check", "AGENTS-rules.md"], in: repo)
    #expect(stale.status == 1)
    #expect(stale.standardError.contains("AGENTS-rules.md: stale"), "\(stale.standardError)")
    #expect(stale.standardError.contains("fitness explain --format markdown > AGENTS-rules.md"))
    let fresh = try Fitness.run(["explain", "--format", "markdown"], in: repo)
    #expect(fresh.standardOutput.contains("the feed posts its own receipts"))
    #expect(try Fitness.run(["explain", "--format", "yaml"], in: repo).status == 64)
    let missing = try Fitness.run(["explain", "--format", "markdown", "--check", "docs/RULES.md"], in: repo)
    #expect(missing.status == 64)
    #expect(missing.standardError.contains("docs/RULES.md is not in the"), "\(missing.standardError)")
  }
}
