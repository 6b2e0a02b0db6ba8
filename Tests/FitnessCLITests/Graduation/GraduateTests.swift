import CheckCore
import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `fitness graduate`, `allow` and `drill`, run in-process on real repositories made by git.
/// Nothing here compiles a package; GraduatedPackageTests does that once, end to end.
@Suite struct GraduateTests {
  static let layerFinding = """
    ---
    title: The feed never touches the ledger or the disk
    pattern: layer
    paths: [Sources/App/Feed]
    forbid: [Ledger]
    api: ["FileManager"]
    why: the feed renders what sync hands it
    suite: Tests/AppTests/Fitness
    ---
    Keep the feed a pure view model.

    """

  // MARK: - Golden outputs

  @Test(arguments: [
    ("import-boundary", SuiteTemplate.Framework.swiftTesting),
    ("import-boundary", .xctest),
    ("layer", .swiftTesting),
    ("layer", .xctest),
  ])
  func writesTheGoldenSuite(pattern: String, framework: SuiteTemplate.Framework) throws {
    let repo = try LedgerFixture.make()
    var finding = LedgerFixture.findingPath
    if pattern == "layer" {
      finding = "findings/0008-feed-stays-pure.md"
      try repo.write(finding, Self.layerFinding)
    }
    let result = try Fitness.run(["graduate", finding, "--framework", framework.rawValue], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let suite = try #require(result.standardOutput.split(separator: "\n").last?.split(separator: "→").last)
      .split(separator: ";").first!.trimmingCharacters(in: .whitespaces)
    try Golden.check(try repo.text(suite), named: "\(pattern)-\(framework.rawValue).swift")
    if pattern == "import-boundary", framework == .swiftTesting {
      try Golden.check(try repo.text(finding), named: "graduated-finding.md")
      #expect(try repo.text(LedgerFixture.supportPath) == VendoredSupport.render(patterns: ["ImportBoundary"]))
    }
  }

  @Test(arguments: [
    ("0011-mode-registry", SuiteTemplate.Framework.swiftTesting),
    ("0011-mode-registry", .xctest),
    ("0012-display-lines", .swiftTesting),
    ("0012-display-lines", .xctest),
    ("0013-deck-offline", .swiftTesting),
    ("0013-deck-offline", .xctest),
    ("0014-mode-count", .swiftTesting),
    ("0014-mode-count", .xctest),
    ("0015-catalog-copy", .swiftTesting),
    ("0015-catalog-copy", .xctest),
  ])
  func writesTheGoldenSuiteOfEachPattern(finding: String, framework: SuiteTemplate.Framework) throws {
    try Golden.graduate(finding, framework: framework, in: try LedgerFixture.make(), breaks: 2)
  }

  @Test func aCatalogContractReadsTheStringCatalogAndNamesTheKey() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", "findings/0015-catalog-copy.md"], in: repo).status == 0)
    try repo.write(
      "Resources/Localizable.xcstrings",
      LedgerFixture.catalog.replacingOccurrences(of: "\"Party time\"", with: "\"party time all night long, again\""))
    let check = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(check.status == 1)
    #expect(check.standardError.contains("Resources/Localizable.xcstrings:7:5: error: 'mode.party' is 32 characters"))
    #expect(check.standardError.contains("'mode.party' does not match /^[A-Z]/: \"party time all night long, again\""))
    #expect(!check.standardError.contains("other.title"))
  }

  @Test func aGraduatedFindingWhoseSuiteIsGoneStopsTheCommitUntilItIsRetired() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", "findings/0011-mode-registry.md"], in: repo).status == 0)
    try repo.commitAll("graduate")
    let suite = "Tests/AppTests/Fitness/GameModeStaysPinnedTests.swift"
    try repo.git(["rm", "-q", suite])
    let gone = try Fitness.run(["check", "--staged"], in: repo)
    #expect(gone.status == 1)
    // Where, which rule, and the side to change here; the words are in a golden file.
    let line = try #require(
      gone.standardError.split(separator: "\n").first { $0.hasPrefix("findings/0011-mode-registry.md: error: ") },
      "\(gone.standardError)")
    #expect(line.contains(suite) && line.contains("[0011-mode-registry]") && line.contains("change the contract"))
    try Golden.check(line + "\n", named: "suite-missing.txt")
    let finding = try repo.text("findings/0011-mode-registry.md")
    try repo.write(
      "findings/0011-mode-registry.md", finding.replacingOccurrences(of: "status: graduated", with: "status: retired"))
    try repo.git(["add", "-A"])
    let retired = try Fitness.run(["check", "--staged"], in: repo)
    #expect(retired.status == 0, "\(retired.standardError)")
  }

  @Test func aPinWithoutInIsLocatedOnceAtGraduation() throws {
    let repo = try LedgerFixture.make()
    let finding = LedgerFixture.patternFindings["findings/0011-mode-registry.md"]!
      .replacingOccurrences(of: "in: Sources/App/Modes/GameMode.swift\n", with: "")
    try repo.write("findings/0011-mode-registry.md", finding)
    #expect(try Fitness.run(["graduate", "findings/0011-mode-registry.md"], in: repo).status == 0)
    let suite = try repo.text("Tests/AppTests/Fitness/GameModeStaysPinnedTests.swift")
    #expect(suite.contains("    in: \"\(LedgerFixture.gameModeFile)\",\n"))
  }

  @Test func detectsXCTestFromTheTargetsTests() throws {
    let repo = try LedgerFixture.make()
    try repo.write(
      LedgerFixture.findingPath,
      LedgerFixture.finding.replacingOccurrences(of: "suite: Tests/AppTests/Fitness", with: "suite: Tests/AppXCTests"))
    let result = try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let suite = try repo.text("Tests/AppXCTests/Fitness/LedgerStaysInSyncTests.swift")
    #expect(suite.contains("final class LedgerStaysInSyncTests: XCTestCase"))
    #expect(
      try repo.text("Tests/AppXCTests/Fitness/FitnessSupport.swift")
        == VendoredSupport.render(patterns: ["ImportBoundary"]))
  }

  /// Placement is decided by the finding: two test targets of the package that holds its
  /// files could both test them, so both are listed with the exact `suite:` line, and a
  /// Fitness folder graduated into one of them before does not sway it.
  @Test func twoTargetsThatCouldHoldTheSuiteAreListedWhateverWasGraduatedBefore() throws {
    let repo = try LedgerFixture.make()
    let unplaced = LedgerFixture.finding.replacingOccurrences(of: "suite: Tests/AppTests/Fitness\n", with: "")
    try repo.write(LedgerFixture.findingPath, unplaced)
    try repo.write("Tests/AppTests/FeedTitleTests.swift", "import Testing\n")
    try repo.commitAll("a second test file")
    for before in [false, true] {
      if before {
        try repo.write("Tests/AppXCTests/Fitness/PlaceholderTests.swift", "import XCTest\n")
        try repo.commitAll("a suite graduated before")
      }
      let ambiguous = try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo)
      #expect(ambiguous.status == 2, "\(before)")
      #expect(ambiguous.standardError.contains("cannot tell which test target gets the suite"), "\(before)")
      #expect(ambiguous.standardError.contains("Tests/AppTests (AppTests): suite: Tests/AppTests/Fitness"))
      #expect(ambiguous.standardError.contains("Tests/AppXCTests (AppXCTests): suite: Tests/AppXCTests/Fitness"))
      // Recommended, with why, never chosen: the target that holds suites already, else
      // the larger one.
      let recommended =
        before
        ? "recommended: Tests/AppXCTests/Fitness, as it already holds this repository's fitness suites"
        : "recommended: Tests/AppTests/Fitness, as the largest test target (2 Swift files)"
      #expect(ambiguous.standardError.contains(recommended), "\(ambiguous.standardError)")
      #expect(
        !FileManager.default.fileExists(atPath: repo.path + "/Tests/AppTests/Fitness/LedgerStaysInSyncTests.swift"))
    }
    try repo.write(
      LedgerFixture.findingPath,
      unplaced.replacingOccurrences(
        of: "source: review of PR 142\n", with: "source: review of PR 142\nsuite: Tests/AppXCTests/Fitness\n"))
    let placed = try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo)
    #expect(placed.status == 0, "\(placed.standardError)")
    #expect(try repo.text("Tests/AppXCTests/Fitness/LedgerStaysInSyncTests.swift").contains("XCTestCase"))
  }

  // MARK: - Widening and allow

  @Test func aSecondFindingForTheSameFenceWidensTheSuiteAndTouchesNothingElse() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    // A human edits the suite: a comment that must survive.
    let original = try repo.text(LedgerFixture.suitePath).replacingOccurrences(
      of: "    fence: [\n", with: "    // Reviewed by the sync owners.\n    fence: [\n")
    try repo.write(LedgerFixture.suitePath, original)
    try repo.write("Sources/App/Sync/Retry/RetryQueue.swift", "import Ledger\n\nstruct RetryQueue {}\n")
    try repo.write("Sources/App/Audit/AuditLog.swift", "import Ledger\n\nstruct AuditLog {}\n")
    try repo.write(
      "findings/0009-retry.md",
      """
      ---
      title: Retries and the audit log post to the ledger
      pattern: import-boundary
      module: Ledger
      fence:
        - path: Sources/App/Sync/Retry/RetryQueue.swift
          why: replays failed posts in order
        - path: Sources/App/Audit/AuditLog.swift
          why: records each post once
      ---
      Found in review.

      """)
    let result = try Fitness.run(["graduate", "findings/0009-retry.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let widened = try repo.text(LedgerFixture.suitePath)
    let added = [
      #"      "Sources/App/Audit/AuditLog.swift",  // records each post once [0009-retry]"#,
      #"      "Sources/App/Sync/Retry/RetryQueue.swift",  // replays failed posts in order [0009-retry]"#,
    ]
    var expected = original.components(separatedBy: "\n")
    let first = try #require(expected.firstIndex { $0.contains(LedgerFixture.fencedFile) })
    // Sorted among the existing entries: both sort before SyncEngine.swift.
    expected.insert(contentsOf: added, at: first)
    #expect(widened == expected.joined(separator: "\n"))
    let finding = try repo.text("findings/0009-retry.md")
    #expect(finding.contains("suite: \(LedgerFixture.suitePath)"))
    #expect(finding.contains("widened in `\(LedgerFixture.suitePath)`"))
    let check = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(check.status == 0, "\(check.standardError)")
  }

  @Test func allowWidensByHandWithAReason() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    let rule = "0007-ledger-outside-sync"
    try repo.write("Sources/App/Audit/AuditLog.swift", "import Ledger\n")
    let before = try repo.text(LedgerFixture.suitePath)
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 1)

    let boilerplate = try Fitness.run(["allow", rule, "Sources/App/Audit/AuditLog.swift", "--why", "TODO"], in: repo)
    #expect(boilerplate.status == 64)
    let missing = try Fitness.run(["allow", rule, "Sources/App/Nope.swift", "--why", "a reason"], in: repo)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("is not a file of the working tree"))
    let outside = try Fitness.run(["allow", rule, "Package.swift", "--why", "a reason"], in: repo)
    #expect(outside.status == 2)
    #expect(outside.standardError.contains("outside what rule \(rule) checks"))
    let unknown = try Fitness.run(["allow", "nope", LedgerFixture.plainFile, "--why", "a reason"], in: repo)
    #expect(unknown.status == 64)
    #expect(try repo.text(LedgerFixture.suitePath) == before)

    let allowed = try Fitness.run(
      ["allow", rule, "Sources/App/Audit/AuditLog.swift", "--why", "records each post once"], in: repo)
    #expect(allowed.status == 0, "\(allowed.standardError)")
    let after = try repo.text(LedgerFixture.suitePath)
    #expect(after.contains(#"      "Sources/App/Audit/AuditLog.swift",  // records each post once"#))
    #expect(after.components(separatedBy: "\n").count == before.components(separatedBy: "\n").count + 1)
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 0)
    let again = try Fitness.run(
      ["allow", rule, "Sources/App/Audit/AuditLog.swift", "--why", "records each post once"], in: repo)
    #expect(again.status == 0)
    #expect(again.standardOutput.contains("already in the fence"))
  }

  // MARK: - Refusals: nothing is written

  @Test func aFindingWithoutAFenceIsRefusedWithTheImportersAsAFenceBlock() throws {
    let repo = try LedgerFixture.make()
    try repo.write(
      LedgerFixture.findingPath,
      """
      ---
      title: Only the sync layer may touch the ledger
      pattern: import-boundary
      module: Ledger
      roots: [Sources/App]
      suite: Tests/AppTests/Fitness
      ---
      """)
    let before = try repo.fingerprint()
    let result = try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo)
    #expect(result.status == 2)
    #expect(result.standardError.contains("The fence is a decision, not a headcount"))
    #expect(result.standardError.contains("but 1 file breaks the rule today, through 1 name (Ledger)"))
    #expect(
      result.standardError.contains("run `fitness graduate \(LedgerFixture.findingPath) --baseline WHY`"),
      "\(result.standardError)")
    #expect(result.standardError.contains("fence:\n  - path: \(LedgerFixture.fencedFile)\n    why: \"\"\n"))
    #expect(try repo.fingerprint() == before)
  }

  @Test func aRuleThatFailsTodayIsNotGraduated() throws {
    let repo = try LedgerFixture.make()
    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    let before = try repo.fingerprint()
    let result = try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo)
    #expect(result.status == 1)
    #expect(result.standardError.contains(Said.forbiddenImport("Ledger", at: "\(LedgerFixture.plainFile):1:1")))
    #expect(result.standardError.contains("nothing was written"))
    #expect(try repo.fingerprint() == before)
  }

  @Test func dryRunForceAndGraduatingTwice() throws {
    let repo = try LedgerFixture.make()
    let before = try repo.fingerprint()
    let dry = try Fitness.run(["graduate", LedgerFixture.findingPath, "--dry-run"], in: repo)
    #expect(dry.status == 0)
    #expect(dry.standardOutput.contains("would write \(LedgerFixture.suitePath)"))
    #expect(dry.standardOutput.contains("static let rule = ImportBoundary("))
    #expect(try repo.fingerprint() == before)

    try repo.write(LedgerFixture.suitePath, "// someone else's file\n")
    let taken = try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo)
    #expect(taken.status == 2)
    #expect(taken.standardError.contains("pass --force"))
    #expect(try repo.text(LedgerFixture.suitePath) == "// someone else's file\n")
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath, "--force"], in: repo).status == 0)

    let graduated = try repo.text(LedgerFixture.findingPath)
    let twice = try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo)
    #expect(twice.status == 0)
    #expect(twice.standardOutput.contains("is already graduated into \(LedgerFixture.suitePath)"))
    #expect(try repo.text(LedgerFixture.findingPath) == graduated)
  }

  @Test func aSuiteFolderThatLeadsOutOfTheRepositoryIsRefused() throws {
    let repo = try LedgerFixture.make()
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-outside-\(UUID())")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("Tests/AppTests/Fitness").path, withDestinationPath: outside.path)
    let result = try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo)
    #expect(result.status == 2)
    #expect(result.standardError.contains("leads outside the repository"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
  }

  /// Each malformed finding: exit 2, `path:line:col`, the key path, and nothing written.
  @Test(arguments: [
    ("fence:\n  - path: Sources/App/Sync/SyncEngine.swift\n    why: TODO\n", "8:10: error: fence[0].why: must say why"),
    (
      "fence:\n  - path: ../outside.swift\n    why: escapes\n",
      "error: fence[0].path: '../outside.swift' must not climb out"
    ),
    (
      "fence:\n  - path: Sources/App/{A,B}.swift\n    why: braces\n",
      "error: fence[0].path: 'Sources/App/{A,B}.swift' may use only '*', '**' and '?'"
    ),
    ("fence:\n  - path: /abs.swift\n    why: absolute\n", "must be relative to the repository root"),
    (
      "fence:\n  - path: A.swift\n    why: one\n  - path: A.swift\n    why: two\n",
      "fence[1].path: 'A.swift' is listed twice"
    ),
    ("fence: [unclosed\n", "error: "),
    ("pattern2: x\n", "error: pattern2: unknown key for pattern 'import-boundary'"),
  ])
  func aMalformedFindingWritesNothing(extra: String, expected: String) throws {
    let repo = try LedgerFixture.make()
    let text = "---\ntitle: Bad\npattern: import-boundary\nmodule: Ledger\nsuite: Tests/AppTests\n\(extra)---\nBody.\n"
    try repo.write("findings/0010-bad.md", text)
    let before = try repo.fingerprint()
    let result = try Fitness.run(["graduate", "findings/0010-bad.md"], in: repo)
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("findings/0010-bad.md:"), "\(result.standardError)")
    #expect(result.standardError.contains(expected), "\(result.standardError)")
    #expect(try repo.fingerprint() == before)
  }

  @Test func anUnknownPatternAndAMissingFrontMatterAreBadInput() throws {
    let repo = try LedgerFixture.make()
    try repo.write("findings/a.md", "---\ntitle: T\npattern: shape\n---\n")
    try repo.write("findings/b.md", "# just notes\n")
    let unknown = try Fitness.run(["graduate", "findings/a.md"], in: repo)
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("findings/a.md:3:10: error: pattern: unknown pattern 'shape'"))
    let bare = try Fitness.run(["graduate", "findings/b.md"], in: repo)
    #expect(bare.status == 2)
    #expect(bare.standardError.contains("findings/b.md:1:1: error: a finding starts with a '---' line"))
  }

  // MARK: - The drill command

  @Test func drillProvesEveryRuleRedAndFlagsARuleThatFailsUnbroken() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    let proven = try Fitness.run(["drill"], in: repo)
    #expect(proven.status == 0, "\(proven.standardError)")
    #expect(proven.standardOutput.contains("`import Ledger` added to \(LedgerFixture.plainFile)\n  caught: "))
    #expect(proven.standardOutput.contains("fence entry \(LedgerFixture.fencedFile) removed\n  caught: "))
    #expect(proven.standardOutput.contains("0007-ledger-outside-sync: proven red (3 breaks)"))
    let before = try repo.fingerprint()
    try repo.remove(LedgerFixture.fencedFile)
    let stale = try Fitness.run(["drill", "0007-ledger-outside-sync"], in: repo)
    #expect(stale.status == 1)
    #expect(stale.standardError.contains("is not proven red: it fails unbroken"))
    #expect(try Fitness.run(["drill", "nope"], in: repo).status == 64)
    var after = try repo.fingerprint()
    after[LedgerFixture.fencedFile] = before[LedgerFixture.fencedFile]
    #expect(after == before)
  }

  /// A layer's fence entry grants what the finding names, or else what its file uses today.
  @Test func aLayerFindingsEntriesGraduateWithTheirGrants() throws {
    let repo = try LedgerFixture.make()
    try repo.write("Sources/App/Feed/FeedCache.swift", "import Foundation\nlet m = FileManager.default\n")
    try repo.write("Sources/App/Feed/FeedSync.swift", "import Ledger\n")
    let finding = GraduateTests.layerFinding.replacingOccurrences(
      of: "api: [\"FileManager\"]\n",
      with: """
        api: ["FileManager"]
        fence:
          - path: Sources/App/Feed/FeedCache.swift
            why: keeps the last feed on disk
          - path: Sources/App/Feed/FeedSync.swift
            why: posts reads back to the ledger
            imports: [Ledger]

        """)
    try repo.write("findings/0008-feed-stays-pure.md", finding)
    let result = try Fitness.run(["graduate", "findings/0008-feed-stays-pure.md"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let suite = try repo.text("Tests/AppTests/Fitness/FeedStaysFreeOfLedgerTests.swift")
    #expect(suite.contains(#""Sources/App/Feed/FeedCache.swift": ["FileManager"],  // keeps the last feed on disk"#))
    #expect(suite.contains(#""Sources/App/Feed/FeedSync.swift": ["Ledger"],  // posts reads back to the ledger"#))
    #expect(try repo.text("findings/0008-feed-stays-pure.md").contains("which does not grant it"))
  }
}
