import FitnessTestSupport
import Foundation
import Testing

/// Fence entries are decisions: `fitness allow` writes only entries the next check keeps,
/// takes them out again with `--remove`, and a layer's entry grants exactly what it names.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct FenceEntryTests {
  @Test func anEntryThatWouldBeStaleAtOnceIsRefusedAndNothingIsWritten() throws {
    let repo = try AppFixture.make(installHook: false)
    let before = try repo.fingerprint()
    let allow = try FitnessBinary.run(
      ["allow", "cloudkit-in-sync", AppFixture.plainFile, "--why", "renders CloudKit shares"], in: repo.root)
    #expect(allow.status == 2, "\(allow.standardError)")
    #expect(allow.standardError.contains("uses none of CloudKit, 'CKContainer(' today (it imports SwiftUI)"))
    #expect(try repo.fingerprint() == before)
  }

  @Test func anEntryIsAddedAndTakenOutAgainWithoutAHandEdit() throws {
    let repo = try AppFixture.make(installHook: false)
    let original = try repo.read(AppFixture.suitePath)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    let allow = try FitnessBinary.run(
      ["allow", "cloudkit-in-sync", AppFixture.plainFile, "--why", "renders CloudKit shares"], in: repo.root)
    #expect(allow.status == 0, "\(allow.standardError)")
    #expect(try FitnessBinary.run(["check", "--worktree"], in: repo.root).status == 0)
    let remove = try FitnessBinary.run(["allow", "cloudkit-in-sync", AppFixture.plainFile, "--remove"], in: repo.root)
    #expect(remove.status == 0, "\(remove.standardError)")
    #expect(try repo.read(AppFixture.suitePath) == original)
    let check = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
    #expect(check.status == 1)
    #expect(check.standardError.contains(Said.forbiddenImport("CloudKit", at: "FeedView.swift:2:1")))
    let again = try FitnessBinary.run(["allow", "cloudkit-in-sync", AppFixture.plainFile, "--remove"], in: repo.root)
    #expect(again.status == 0)
    #expect(again.standardOutput.contains("is not in the fence"))
  }

  static let layerSuite = "Tests/AppTests/Fitness/ModelsStayPureTests.swift"
  static let layer = """
    import Testing

    @Suite struct ModelsStayPureTests {
      static let rule = LayerBoundary(
        id: "models-pure",
        title: "Models never see the UI or the network",
        paths: ["Sources/Models"],
        forbid: ["SwiftUI", "DesignSystem", "NetworkClient"],
        fence: [:]
      )
    }

    """

  /// The real app's hole: a model fenced for its SwiftUI import silently gained more.
  @Test func aLayerExceptionGrantsWhatItNamesAndNoMore() throws {
    let repo = try AppFixture.make()
    try repo.write(Self.layerSuite, Self.layer)
    try repo.write("Sources/Models/Color.swift", "import SwiftUI\n")
    try repo.write("Sources/Models/Item.swift", "struct Item {}\n")
    let allow = try FitnessBinary.run(
      ["allow", "models-pure", "Sources/Models/Color.swift", "--why", "maps tokens to SwiftUI.Color"], in: repo.root)
    #expect(allow.status == 0, "\(allow.standardError)")
    let suite = String(decoding: try repo.read(Self.layerSuite), as: UTF8.self)
    #expect(suite.contains(#""Sources/Models/Color.swift": ["SwiftUI"],  // maps tokens to SwiftUI.Color"#))
    try repo.git(["add", "-A"])
    let first = try repo.run(["commit", "-m", "models"])
    #expect(first.status == 0, "\(first.standardError)")
    try repo.write("Sources/Models/Color.swift", "import SwiftUI\nimport DesignSystem\nimport NetworkClient\n")
    try repo.git(["add", "-A"])
    let widened = try repo.run(["commit", "-m", "more"])
    #expect(widened.status == 1)
    #expect(
      widened.standardError.contains(
        "Sources/Models/Color.swift:2:1: error: uses DesignSystem, which its fence entry does not grant (it grants SwiftUI)"
      ))
    #expect(widened.standardError.contains("Sources/Models/Color.swift:3:1: error: uses NetworkClient"))
    let drill = try FitnessBinary.run(["drill", "models-pure"], in: repo.root)
    #expect(drill.standardOutput.contains("added to fence entry Sources/Models/Color.swift, which does not grant it"))
  }

  @Test func theOldListFormOfALayerFenceIsRefusedSayingHowToWriteIt() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.write(
      Self.layerSuite,
      Self.layer.replacingOccurrences(
        of: "fence: [:]", with: "fence: [\n      \"Sources/Models/Color.swift\",  // maps tokens [x]\n    ]"))
    try repo.write("Sources/Models/Color.swift", "import SwiftUI\nimport NetworkClient\n")
    try repo.git(["add", "-A"])
    let check = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    #expect(check.status == 2)
    #expect(
      check.standardError.contains(
        #"\#(Self.layerSuite):10:7: error: a layer's fence entry must say what it grants"#))
    #expect(check.standardError.contains(#"write "Sources/Models/Color.swift": ["Module"],"#))
  }
}

extension FenceEntryTests {
  /// `fitness allow RULE Sources/Feed` writes one folder entry, `"Sources/Feed/"`, which
  /// lets past every file under the folder and is taken out again by the same path.
  @Test func aFolderBecomesOneFolderEntry() throws {
    let repo = try AppFixture.make(installHook: false)
    let original = try repo.read(AppFixture.suitePath)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    let allow = try FitnessBinary.run(
      ["allow", "cloudkit-in-sync", "Sources/Feed", "--why", "the feed renders CloudKit shares"], in: repo.root)
    #expect(allow.status == 0, "\(allow.standardError)")
    #expect(allow.standardOutput.contains("+ Sources/Feed/  // the feed renders CloudKit shares"))
    let suite = String(decoding: try repo.read(AppFixture.suitePath), as: UTF8.self)
    #expect(suite.contains("\"Sources/Feed/\",  // the feed renders CloudKit shares"), "\(suite)")
    // A new file under the folder is let past; the folder's entry stays until none uses CloudKit.
    try repo.write("Sources/Feed/FeedShare.swift", "import CloudKit\n")
    #expect(try FitnessBinary.run(["check", "--worktree"], in: repo.root).status == 0)
    let remove = try FitnessBinary.run(["allow", "cloudkit-in-sync", "Sources/Feed", "--remove"], in: repo.root)
    #expect(remove.status == 0, "\(remove.standardError)")
    #expect(try repo.read(AppFixture.suitePath) == original)
    // A folder none of whose files uses the module is refused: its entry would be stale at once.
    try repo.write(AppFixture.plainFile, AppFixture.plainSource)
    try repo.write("Sources/Feed/FeedShare.swift", "import SwiftUI\n")
    let stale = try FitnessBinary.run(
      ["allow", "cloudkit-in-sync", "Sources/Feed", "--why", "the feed renders CloudKit shares"], in: repo.root)
    #expect(stale.status == 2)
    #expect(stale.standardError.contains("no file under 'Sources/Feed/' breaks rule cloudkit-in-sync today"))
    #expect(try repo.read(AppFixture.suitePath) == original)
  }
}
