import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `graduate --baseline`: a fence adopted where the code breaks it today fences every
/// offender under one dated reason, grouped in the suite; from then on the baseline only
/// shrinks (a fixed file's entry is stale) and a new offender is refused.
@Suite struct BaselineTests {
  static let finding = """
    ---
    title: Only the sync layer may import the ledger
    pattern: import-boundary
    module: Ledger
    roots: [Sources/App]
    suite: Tests/AppTests/Fitness
    ---
    Adopted on an app whose feed still talks to the ledger.

    """

  @Test func todaysOffendersAreFencedAsABaselineThatOnlyShrinks() throws {
    let repo = try LedgerFixture.make()
    try repo.write("Sources/App/Feed/FeedModel.swift", "import Ledger\n\nstruct FeedModel {}\n")
    try repo.write("Sources/App/Feed/FeedCell.swift", "import Ledger\n\nstruct FeedCell {}\n")
    try repo.write("findings/0020-ledger-baseline.md", Self.finding)
    try repo.commitAll("an app that breaks the rule today")

    // Without a baseline: refused, with the fence block to write by hand.
    let refused = try Fitness.run(["graduate", "findings/0020-ledger-baseline.md"], in: repo)
    #expect(refused.status == 2)
    #expect(
      refused.standardError.contains(
        "the finding has no fence, but 3 files break the rule today, through 1 name (Ledger)"))

    let graduated = try Fitness.run(
      ["graduate", "findings/0020-ledger-baseline.md", "--baseline", "legacy feed, burning down in Q1"], in: repo)
    // The in-process runner fixes the recorded date (SOURCE_DATE_EPOCH) at 2026-12-01.
    #expect(graduated.status == 0, "\(graduated.standardError)")
    let suite = try #require(
      try FileManager.default.contentsOfDirectory(atPath: repo.path + "/Tests/AppTests/Fitness")
        .first { $0.contains("Ledger") && $0.hasSuffix("Tests.swift") && $0 != "LedgerStaysInSyncTests.swift" })
    let text = String(decoding: try repo.read("Tests/AppTests/Fitness/" + suite), as: UTF8.self)
    #expect(
      text.contains(
        """
              // Baseline (2026-12-01): legacy feed, burning down in Q1. It only shrinks: when a file below is fixed, its entry turns stale; delete it.
              "Sources/App/Feed/FeedCell.swift",  // baseline 2026-12-01: legacy feed, burning down in Q1
              "Sources/App/Feed/FeedModel.swift",  // baseline 2026-12-01: legacy feed, burning down in Q1
              "Sources/App/Sync/SyncEngine.swift",  // baseline 2026-12-01: legacy feed, burning down in Q1
        """), "\(text)")
    try repo.commitAll("graduated with a baseline")
    #expect(try Fitness.run(["check", "--all"], in: repo).status == 0)

    // A new offender outside the baseline is refused.
    try repo.write("Sources/App/Feed/FeedHeader.swift", "import Ledger\n")
    try repo.git(["add", "-A"])
    let grown = try Fitness.run(["check", "--staged"], in: repo)
    #expect(grown.status == 1)
    #expect(
      grown.standardError.contains(Said.forbiddenImport("Ledger", at: "Sources/App/Feed/FeedHeader.swift:1:1")))
    try repo.git(["reset", "-q", "--hard"])

    // A fixed file: its baseline entry is stale, so the baseline can only shrink.
    try repo.write("Sources/App/Feed/FeedCell.swift", "struct FeedCell {}\n")
    try repo.git(["add", "-A"])
    let fixed = try Fitness.run(["check", "--staged"], in: repo)
    #expect(fixed.status == 1)
    #expect(
      fixed.standardError.contains(Said.staleEntryNamed("Sources/App/Feed/FeedCell.swift")), "\(fixed.standardError)")
  }

  @Test func aLayersBaselineGrantsEachFileWhatItUsesToday() throws {
    let repo = try LedgerFixture.make()
    try repo.write("Sources/App/Feed/FeedModel.swift", "import Ledger\n\nstruct FeedModel {}\n")
    try repo.write(
      "findings/0021-feed-pure.md",
      "---\ntitle: The feed never imports the ledger\npattern: layer\npaths: [Sources/App/Feed]\nforbid: [Ledger, Sync]\nwhy: the feed renders what sync hands it\n"
        + "suite: Tests/AppTests/Fitness\n---\n")
    try repo.commitAll("a feed that imports the ledger")
    let graduated = try Fitness.run(["graduate", "findings/0021-feed-pure.md", "--baseline", "old feed"], in: repo)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    try repo.commitAll("graduated")
    let suites = try FileManager.default.contentsOfDirectory(atPath: repo.path + "/Tests/AppTests/Fitness")
    let texts = try suites.map { String(decoding: try repo.read("Tests/AppTests/Fitness/" + $0), as: UTF8.self) }
    #expect(
      texts.contains {
        $0.contains(#""Sources/App/Feed/FeedModel.swift": ["Ledger"],  // baseline 2026-12-01: old feed"#)
      })
    // The grant is what the file uses today, not the whole layer: a new forbidden import is caught.
    try repo.write("Sources/App/Feed/FeedModel.swift", "import Ledger\nimport Sync\n\nstruct FeedModel {}\n")
    try repo.git(["add", "-A"])
    #expect(try Fitness.run(["check", "--staged"], in: repo).status == 1)
  }

  /// A baseline fences the files the finding has no entry for, under its own reason; an
  /// entry the team wrote by hand ("base class of …") is never widened under the team's
  /// reason. What it does not let past is refused, nothing written, until the team widens it.
  @Test func aHandWrittenEntryIsNeverWidened() throws {
    let repo = try LedgerFixture.make()
    try repo.write(
      "Sources/App/Legacy/Screens.swift", "class LegacyBase: NSObject {}\n\nclass LegacyChild: NSObject {}\n")
    try repo.write("Sources/App/Legacy/Old.swift", "class OldThing: NSObject {}\n")
    let finding = { (types: String) in
      "---\ntitle: Nothing inherits from NSObject\npattern: declarations\nselect:\n  kind: class\nforbid:\n"
        + "  inherits: [NSObject]\nfence:\n  - path: Sources/App/Legacy/Screens.swift\n    types: [\(types)]\n"
        + "    why: base class of the old screens\nroots: [Sources/App]\nsuite: Tests/AppTests/Fitness\n---\n"
    }
    try repo.write("findings/0022-no-nsobject.md", finding("LegacyBase"))
    try repo.commitAll("old screens")
    let before = try repo.fingerprint()
    let refused = try Fitness.run(["graduate", "findings/0022-no-nsobject.md", "--baseline", "old code"], in: repo)
    #expect(refused.status == 1, "\(refused.standardError)")
    #expect(refused.standardError.contains("Sources/App/Legacy/Screens.swift:3:1: error: class LegacyChild"))
    #expect(refused.standardError.contains("it never widens an entry the team wrote"), "\(refused.standardError)")
    #expect(!refused.standardError.contains("Old.swift:"), "the file with no entry is baselined")
    #expect(try repo.fingerprint() == before)

    // Widened by the team, the entry keeps its reason and its names; the other file is baselined.
    try repo.write("findings/0022-no-nsobject.md", finding("LegacyBase, LegacyChild"))
    let graduated = try Fitness.run(["graduate", "findings/0022-no-nsobject.md", "--baseline", "old code"], in: repo)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    let suites = try FileManager.default.contentsOfDirectory(atPath: repo.path + "/Tests/AppTests/Fitness")
    let text = try #require(
      try suites.map { String(decoding: try repo.read("Tests/AppTests/Fitness/" + $0), as: UTF8.self) }
        .first { $0.contains("NSObject") })
    #expect(
      text.contains(
        #""Sources/App/Legacy/Screens.swift": ["LegacyBase", "LegacyChild"],  // base class of the old screens"#),
      "\(text)")
    #expect(
      text.contains(#""Sources/App/Legacy/Old.swift": ["OldThing"],  // baseline 2026-12-01: old code"#), "\(text)")
  }

  /// A layer's hand-written entry keeps the grants the team gave it.
  @Test func aLayersHandWrittenEntryKeepsItsGrants() throws {
    let repo = try LedgerFixture.make()
    try repo.write("Sources/App/Feed/FeedModel.swift", "import Ledger\nimport Sync\n\nstruct FeedModel {}\n")
    try repo.write("Sources/App/Feed/FeedCell.swift", "import Ledger\n\nstruct FeedCell {}\n")
    try repo.write(
      "findings/0021-feed-pure.md",
      "---\ntitle: The feed never imports the ledger\npattern: layer\npaths: [Sources/App/Feed]\nforbid: [Ledger, Sync]\n"
        + "why: the feed renders what sync hands it\nfence:\n  - path: Sources/App/Feed/FeedModel.swift\n"
        + "    imports: [Ledger]\n    why: reads the balance once\nsuite: Tests/AppTests/Fitness\n---\n")
    try repo.commitAll("a feed that imports the ledger")
    let refused = try Fitness.run(["graduate", "findings/0021-feed-pure.md", "--baseline", "old feed"], in: repo)
    #expect(refused.status == 1, "\(refused.standardError)")
    #expect(refused.standardError.contains("Sources/App/Feed/FeedModel.swift:2:1"), "\(refused.standardError)")
    #expect(refused.standardError.contains("it never widens an entry the team wrote"))
  }

  @Test func aBaselineNeedsAFenceAndAReason() throws {
    let repo = try LedgerFixture.make()
    try repo.write("findings/0020-ledger-baseline.md", Self.finding)
    let empty = try Fitness.run(["graduate", "findings/0020-ledger-baseline.md", "--baseline", "TODO"], in: repo)
    #expect(empty.status == 2)
    #expect(empty.standardError.contains("--baseline needs a reason a reviewer can read"))
    let pin = try Fitness.run(["graduate", "findings/0011-mode-registry.md", "--baseline", "old code"], in: repo)
    #expect(pin.status == 2)
    #expect(pin.standardError.contains("--baseline pins today's count; leave 'count' and 'trail' out"))
    let sentinel = try Fitness.run(["graduate", "findings/0013-deck-offline.md", "--baseline", "old code"], in: repo)
    #expect(sentinel.status == 2)
    #expect(sentinel.standardError.contains("--baseline is for rules with a fence"), "\(sentinel.standardError)")
  }

  /// A copy contract over a catalog that breaks it today is adopted with its breaking keys
  /// let past under the baseline's reason; each fixed value turns its entry stale.
  @Test func aCopyContractsBaselineLetsTodaysKeysPast() throws {
    let repo = try LedgerFixture.make()
    let catalog = "Sources/App/Resources/Localizable.strings"
    try repo.write(catalog, "\"screen_title\" = \"Title %1$@\";\n\"screen_count\" = \"%@ of %@\";\n")
    try repo.write(
      "findings/0031-numbered.md",
      "---\ntitle: Always the numbered form\npattern: copy-contract\ncatalog: \(catalog)\nkeys: screen_\n"
        + "numberedSpecifiers: true\nsuite: Tests/AppTests/Fitness\n---\nTranslators reorder arguments.\n")
    try repo.commitAll("a catalog before the rule")
    let refused = try Fitness.run(["graduate", "findings/0031-numbered.md"], in: repo)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("1 key breaks the rule today"), "\(refused.standardError)")
    #expect(refused.standardError.contains("fence:\n  - key: screen_count\n    why: \"\""), "\(refused.standardError)")
    let adopted = try Fitness.run(
      ["graduate", "findings/0031-numbered.md", "--baseline", "translations redo"], in: repo)
    #expect(adopted.status == 0, "\(adopted.standardError)")
    #expect(
      adopted.standardOutput.contains("drill: fence entry screen_count removed → caught"), "\(adopted.standardOutput)")
    let suite = try repo.text("Tests/AppTests/Fitness/ScreenCopyKeepsItsFormatTests.swift")
    #expect(suite.contains("\"screen_count\",  // baseline "), "\(suite)")
    #expect(try Fitness.run(["check", "--worktree"], in: repo).status == 0)
    try repo.write(catalog, "\"screen_title\" = \"Title %1$@\";\n\"screen_count\" = \"%1$@ of %2$@\";\n")
    let stale = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(stale.status == 1)
    #expect(
      stale.standardError.contains("fence entry 'screen_count' is stale: its value keeps the contract now"),
      "\(stale.standardError)")
  }
}
