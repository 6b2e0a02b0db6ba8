import FitnessTestSupport
import Foundation
import Testing

/// The burn-down of exceptions: NetNewsWire's "all classes are final" adopted with a
/// baseline of three classes, then made final one commit at a time. `fences --history`
/// shows the baseline shrinking, at each commit that changed it and no other.
@Suite struct FenceHistoryTests {
  static func burningDown() throws -> (repo: ScratchRepository, commits: [String]) {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", GuideRuleFixture.manifest)
    for name in ["Feed", "Account", "Search"] { try repo.write("Sources/App/\(name).swift", "class \(name) {}\n") }
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.write("findings/0053-final-classes.md", GuideRuleFixture.finalClasses)
    try repo.commitAll("an app that breaks the rule today")
    let graduate = try Fitness.run(
      ["graduate", "findings/0053-final-classes.md", "--baseline", "legacy classes, made final as they are touched"],
      in: repo)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    try repo.commitAll("adopt the rule with a baseline")
    let suite = "Tests/AppTests/Fitness/ClassesAreFinalTests.swift"
    var commits = [try repo.git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)]
    for name in ["Feed", "Account"] {
      try repo.write("Sources/App/\(name).swift", "final class \(name) {}\n")
      let text = try #require(String(data: try repo.read(suite), encoding: .utf8))
      let shrunk = text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("\"Sources/App/\(name).swift\"") }.joined(separator: "\n")
      try repo.write(suite, shrunk)
      try repo.commitAll("\(name) made final")
      commits.append(try repo.git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines))
      try repo.write("README.md", "An app; \(name) is final now.\n")
      try repo.commitAll("a commit that changes no rule")
    }
    return (repo, commits)
  }

  @Test func theBaselineShrinksAtEachCommitThatChangedIt() throws {
    let (repo, commits) = try Self.burningDown()
    let text = try Fitness.run(["fences", "--history"], in: repo)
    #expect(text.status == 0, "\(text.standardError)")
    let lines = text.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "0053-final-classes", "\(text.standardOutput)")
    let points = lines.dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
    #expect(points.map { $0[1] } == commits.map { String($0.prefix(10)) })
    #expect(
      lines.dropFirst().map { $0.components(separatedBy: "  ").last ?? "" } == [
        "entries 3, baseline 3", "entries 2, baseline 2", "entries 1, baseline 1",
      ])

    let json = try Fitness.run(["fences", "--history", "--format", "json"], in: repo)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let rules = try #require(object["rules"] as? [[String: Any]])
    let baselines = (rules.first?["points"] as? [[String: Any]])?.compactMap { $0["baseline"] as? Int }
    #expect(baselines == [3, 2, 1])

    let since = try Fitness.run(["fences", "--history", "--since", commits[1]], in: repo)
    #expect(since.standardOutput.contains("entries 1, baseline 1"))
    #expect(!since.standardOutput.contains("entries 3, baseline 3"), "\(since.standardOutput)")

    let chart = try Fitness.run(["fences", "--history", "--format", "mermaid"], in: repo)
    #expect(chart.standardOutput.contains("xychart-beta"))
    #expect(chart.standardOutput.contains("  line [3, 2, 1]"), "\(chart.standardOutput)")
  }

  @Test func historyTakesNoSnapshotButARevision() throws {
    let (repo, _) = try Self.burningDown()
    #expect(try Fitness.run(["fences", "--history", "--staged"], in: repo).status == 64)
    #expect(try Fitness.run(["fences", "--history", "--format", "svg"], in: repo).status == 64)
    #expect(try Fitness.run(["fences", "--format", "json", "--since", "HEAD"], in: repo).status == 64)
    let older = try Fitness.run(["fences", "--history", "--rev", "HEAD~2"], in: repo)
    #expect(older.status == 0, "\(older.standardError)")
    #expect(!older.standardOutput.contains("entries 1, baseline 1"), "\(older.standardOutput)")
  }

  /// A CI checkout is often shallow (one commit deep): the walk ends where the clone does,
  /// and says so, instead of failing on a parent that was never fetched.
  @Test func aShallowCloneIsWalkedAsFarAsItGoes() throws {
    let (repo, commits) = try Self.burningDown()
    let clone = try ScratchRepository()
    try clone.git(["fetch", "-q", "--depth", "2", "file://" + repo.root.path, "HEAD"])
    try clone.git(["reset", "-q", "--hard", "FETCH_HEAD"])
    let walked = try Fitness.run(["fences", "--history"], in: clone)
    #expect(walked.status == 0, "\(walked.standardError)")
    #expect(walked.standardOutput.contains("a shallow clone: its history starts at"), "\(walked.standardOutput)")
    #expect(walked.standardOutput.contains("entries 1, baseline 1"))
    #expect(!walked.standardOutput.contains(String(commits[0].prefix(10))))
  }
}
