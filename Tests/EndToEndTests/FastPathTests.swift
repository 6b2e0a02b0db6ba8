import FitnessTestSupport
import Foundation
import Testing

/// The hook's fast path (`fitness`, reading git's files directly) against the full tool
/// (`fitness-tool`, through libgit2): for every staged scenario both must print the same
/// verdict with the same exit status, and the trace must show which one answered.
@Suite struct FastPathTests {
  private static let trace = ["FITNESS_TRACE": "1"]

  /// Runs both on what is staged in `repo`; returns the fast path's trace line.
  @discardableResult
  private func expectSameVerdict(_ repo: ScratchRepository, _ comment: Comment? = nil) throws -> String {
    let fast = try FitnessBinary.run(["check", "--staged"], in: repo.root, environment: Self.trace)
    // libgit2's reading, so two readers are compared, not one twice.
    let tool = try ProcessResult.run(
      FitnessBinary.toolPath, ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    let lines = fast.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    let traceLine = lines.first { $0.hasPrefix("fitness: trace:") }.map(String.init) ?? ""
    let verdict = lines.filter { !$0.hasPrefix("fitness: trace:") }.joined(separator: "\n")
    #expect(fast.status == tool.status, comment)
    #expect(verdict == tool.standardError, comment)
    return traceLine
  }

  @Test func anOrdinaryCommitIsJudgedOnTheFastPath() throws {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", AppFixture.plainFile])
    let commit = try repo.run(["commit", "-m", "feed"], environment: Self.trace)
    #expect(commit.status != 0)
    #expect(commit.standardError.contains("fitness: trace: fast path, 1 changed, 1 rules"))
    #expect(commit.standardError.contains(Said.forbiddenImport("CloudKit", at: "Sources/Feed/FeedView.swift:2:1")))
    #expect(try expectSameVerdict(repo).hasPrefix("fitness: trace: fast path"))
  }

  @Test func fenceScenariosAgreeWithTheTool() throws {
    let repo = try AppFixture.make(installHook: false)
    // A clean change.
    try repo.write(AppFixture.plainFile, AppFixture.plainSource + "// edit\n")
    try repo.git(["add", "-A"])
    #expect(try expectSameVerdict(repo, "clean").hasPrefix("fitness: trace: fast path"))
    // A violation, in a CRLF file.
    try repo.write("Sources/Other/Windows.swift", "import SwiftUI\r\nimport CloudKit\r\n")
    try repo.git(["add", "-A"])
    #expect(try expectSameVerdict(repo, "crlf").hasPrefix("fitness: trace: fast path"))
    // The suite widened, and the fenced file no longer importing (stale).
    try repo.write(
      AppFixture.suitePath, AppFixture.suite(fence: [AppFixture.fencedFile, "Sources/Other/Windows.swift"]))
    try repo.write(AppFixture.fencedFile, "struct Engine {}\n")
    try repo.git(["add", "-A"])
    #expect(try expectSameVerdict(repo, "suite changed").hasPrefix("fitness: trace: fast path"))
    // The same after gc (packed objects, packed refs) and in an index of version 4.
    try repo.git(["commit", "-q", "--no-verify", "-m", "x"])
    try repo.git(["gc", "-q", "--prune=now"])
    try repo.git(["update-index", "--index-version", "4"])
    try repo.write("Sources/Other/Windows.swift", "import CloudKit\nlet again = 1\n")
    try repo.write("Sources/Feed/Second.swift", "import CloudKit\n")
    try repo.git(["add", "-A"])
    #expect(try expectSameVerdict(repo, "packed, v4").hasPrefix("fitness: trace: fast path"))
  }

  @Test func theFastPathStepsAsideWhereTheToolMustAnswer() throws {
    let repo = try AppFixture.make(installHook: false)
    // A removal in a repository without findings: no promise can change, the front answers.
    try repo.git(["rm", "-q", AppFixture.fencedFile])
    #expect(try expectSameVerdict(repo, "removal").hasPrefix("fitness: trace: fast path"))
    // With a finding, graduated findings may need checking, which reads YAML.
    try repo.write("findings/0001-note.md", "---\ntitle: x\n---\n")
    try repo.git(["add", "-A"])
    #expect(
      try expectSameVerdict(repo, "removal with findings")
        == "fitness: trace: fitness-tool runs this (the commit may change a graduated finding's promise)")
    try repo.git(["reset", "-q", "--hard"])
    try repo.git(["clean", "-q", "-f", "-d"])
    // A split index: the direct reader does not read it; libgit2 refuses it with a fix.
    try repo.git(["update-index", "--split-index"])
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    #expect(try expectSameVerdict(repo, "split") == "fitness: trace: fitness-tool runs this (split index)")
    try repo.git(["update-index", "--no-split-index"])
    // A changed finding.
    try repo.write("findings/0001-note.md", "---\ntitle: x\n---\n")
    try repo.git(["add", "-A"])
    #expect(
      try expectSameVerdict(repo, "finding")
        == "fitness: trace: fitness-tool runs this (the commit may change a graduated finding's promise)")
  }

  @Test func pinsAndContractsAgreeWithTheTool() throws {
    let repo = try LedgerFixture.make()
    for finding in ["0007-ledger-outside-sync", "0011-mode-registry", "0012-display-lines", "0015-catalog-copy"] {
      let graduated = try FitnessBinary.run(["graduate", "findings/\(finding).md"], in: repo.root)
      #expect(graduated.status == 0, "\(graduated.standardError)")
    }
    try repo.commitAll("graduated")
    // A fourth mode breaks the pin; a long display line breaks the copy contract.
    let modes = LedgerFixture.gameModeSource.replacingOccurrences(
      of: "  case speed\n", with: "  case speed\n  case turbo\n"
    )
    .replacingOccurrences(of: "\"Beat the clock\"", with: "\"Beat the clock before the clock beats you\"")
    try repo.write(LedgerFixture.gameModeFile, modes)
    try repo.git(["add", "-A"])
    #expect(try expectSameVerdict(repo, "pin").hasPrefix("fitness: trace: fast path"))
    // The catalog changed: the front reads it too.
    try repo.git(["reset", "-q", "--hard"])
    let catalogPath = try repo.git(["ls-files", "*.xcstrings"]).trimmingCharacters(in: .whitespacesAndNewlines)
    try repo.write(
      catalogPath,
      LedgerFixture.catalog.replacingOccurrences(of: "Party time", with: "A party that goes on and on and on"))
    try repo.git(["add", "-A"])
    let catalogTrace = try expectSameVerdict(repo, "catalog")
    #expect(catalogTrace.hasPrefix("fitness: trace: fast path"), "\(catalogTrace)")
  }
}
