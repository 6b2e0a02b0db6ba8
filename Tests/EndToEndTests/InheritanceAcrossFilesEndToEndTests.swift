import FitnessTestSupport
import Foundation
import Testing

/// "Screen models inherit `BaseScreenModel`", where a type's `ScreenModel` conformance may
/// come from an extension in another file and its base through an intermediate class:
/// a declarations rule reads what types inherit through every file. Through the real
/// commands: a commit that changes only another file (it adds the extension, or takes the
/// intermediate class's base away) is refused at the type it breaks, where `check --rev`
/// and libgit2 refuse it, and `allow` lets that type past.
@Suite struct InheritanceAcrossFilesEndToEndTests {
  static let finding = """
    ---
    title: Screen models inherit BaseScreenModel
    pattern: declarations
    select:
      kind: class
      conforming: [ScreenModel]
    require:
      conforms: [BaseScreenModel]
    roots: [Sources/App]
    source: the architecture guide
    ---
    A screen model that skips the base class misses its lifecycle hooks.

    """

  static let suite = "Tests/AppTests/Fitness/ScreenModelTypesConformBaseScreenModelTests.swift"

  static let files = [
    "Sources/App/Base/BaseScreenModel.swift": "class BaseScreenModel {}\n\nprotocol ScreenModel: AnyObject {}\n",
    "Sources/App/Base/IntermediateModel.swift": "class IntermediateModel: BaseScreenModel, ScreenModel {}\n",
    "Sources/App/Cart/CartModel.swift": "final class CartModel: IntermediateModel {}\n",
    "Sources/App/Settings/SettingsModel.swift": "final class SettingsModel {\n  var name = \"\"\n}\n",
    "Sources/App/Legacy/LegacyModel.swift": "final class LegacyModel: ScreenModel {}\n",
  ]

  static func adopted() throws -> ScratchRepository {
    let (repo, graduated) = try BaselinedApp.adopt(
      files: files, finding: ("findings/0074-screen-models-inherit-base.md", finding), why: "before the rule")
    #expect(graduated.contains("drill: "), "\(graduated)")
    #expect(graduated.contains("→ caught at Sources/App/"), "\(graduated)")
    let text = String(decoding: try repo.read(suite), as: UTF8.self)
    // Only the screen model without the base is baselined; the one through the
    // intermediate class complies.
    #expect(text.contains("\"Sources/App/Legacy/LegacyModel.swift\": [\"LegacyModel\"],  // baseline"), "\(text)")
    #expect(!text.contains("CartModel.swift"), "\(text)")
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    return repo
  }

  static let settings = "Sources/App/Settings/SettingsModel.swift:1:7"

  @Test func anExtensionInAnotherFileIsRefusedAtTheTypeItMakesAScreenModel() throws {
    let repo = try Self.adopted()
    try repo.write("Sources/App/Settings/SettingsModel+Screen.swift", "extension SettingsModel: ScreenModel {}\n")
    try repo.git(["add", "-A"])
    let libgit2 = try FitnessBinary.run(
      ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(libgit2.status == 1 && libgit2.standardError.contains(Self.settings), "\(libgit2.standardError)")
    try RefusedCommit.expect(repo, at: [Self.settings], "an extension makes SettingsModel a screen model")
    let said = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(
      said.standardError.contains(
        "class SettingsModel does not conform to BaseScreenModel (it inherits ScreenModel, AnyObject; a type of "
          + "another module is read no further), which [0074-screen-models-inherit-base] requires conformance to "
          + "BaseScreenModel of classes conforming to ScreenModel"), "\(said.standardError)")

    // `allow` reads the other files too: it lets SettingsModel past, and the commit lands.
    let allow = try FitnessBinary.run(
      [
        "allow", "0074-screen-models-inherit-base", "Sources/App/Settings/SettingsModel.swift", "--why",
        "settings is moving to the new base next sprint",
      ], in: repo.root)
    #expect(allow.status == 0, "\(allow.standardError)")
    #expect(
      String(decoding: try repo.read(Self.suite), as: UTF8.self).contains(
        "\"Sources/App/Settings/SettingsModel.swift\": [\"SettingsModel\"]"))
    try repo.git(["add", "-A"])
    let landed = try repo.run(["commit", "-q", "-m", "settings is a screen model, let past"])
    #expect(landed.status == 0, "\(landed.standardError)")

    // Dropping the extension, in its own file, makes that entry stale.
    try repo.git(["rm", "-q", "Sources/App/Settings/SettingsModel+Screen.swift"])
    let stale = try repo.run(["commit", "-q", "-m", "settings is no screen model"])
    #expect(stale.status == 1)
    #expect(
      stale.standardError.contains("'SettingsModel' in fence entry 'Sources/App/Settings/SettingsModel.swift'"),
      "\(stale.standardError)")
  }

  static let publishedFinding = """
    ---
    title: Screen models publish what they store
    pattern: members
    in:
      kind: class
      conforming: [ScreenModel]
    select:
      kind: var
      stored: true
    require:
      attributes: ["@Published"]
    roots: [Sources/App]
    source: the architecture guide
    ---
    A screen model's state that is not published never redraws the screen.

    """

  /// A members rule's owners are selected through every file too: the extension that makes
  /// SettingsModel a screen model, in a file of its own, is refused at its stored var.
  @Test func aMembersRulesOwnerIsSelectedThroughAnotherFile() throws {
    let (repo, graduated) = try BaselinedApp.adopt(
      files: Self.files, finding: ("findings/0077-screen-models-publish.md", Self.publishedFinding),
      why: "before the rule")
    #expect(graduated.contains("→ caught at Sources/App/"), "\(graduated)")
    try repo.write("Sources/App/Settings/SettingsModel+Screen.swift", "extension SettingsModel: ScreenModel {}\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(
      repo, at: ["Sources/App/Settings/SettingsModel.swift:2:3"], "an extension makes SettingsModel a screen model")
  }

  static let cloudKitFinding = """
    ---
    title: Only the sync layer imports CloudKit
    pattern: import-boundary
    module: CloudKit
    roots: [Sources/App]
    source: the architecture guide
    ---
    The sync layer owns every record.

    """

  /// A rule read across files has the hook scan every file, but the rules beside it that
  /// judge each file alone still judge only what the commit changes: a breach committed
  /// earlier without the hook, in a file this commit leaves alone, keeps HEAD's verdict.
  @Test func theRulesBesideItStillJudgeOnlyTheChangedFiles() throws {
    let (repo, _) = try BaselinedApp.adopt(
      files: Self.files,
      findings: [
        ("findings/0074-screen-models-inherit-base.md", Self.finding),
        ("findings/0007-cloudkit-in-sync.md", Self.cloudKitFinding),
      ], why: "before the rules")
    try repo.write("Sources/App/Legacy/Backup.swift", "import CloudKit\n\nenum Backup {}\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "--no-verify", "-m", "a breach the hook never saw"])
    try repo.write(
      "Sources/App/Cart/CartModel.swift", "final class CartModel: IntermediateModel {\n  var total = 0\n}\n")
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "the cart keeps a total"])
    #expect(commit.status == 0, "\(commit.standardError)")
  }

  @Test func anIntermediateClassLosingItsBaseIsRefusedAtEveryScreenModelBelowIt() throws {
    let repo = try Self.adopted()
    try repo.write("Sources/App/Base/IntermediateModel.swift", "class IntermediateModel: ScreenModel {}\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(
      repo, at: ["Sources/App/Base/IntermediateModel.swift:1:1", "Sources/App/Cart/CartModel.swift:1:7"],
      "the intermediate class loses its base")
    // An alias, in a file of its own, gives it back: the commit lands.
    try repo.write("Sources/App/Base/IntermediateModel.swift", "class IntermediateModel: Base, ScreenModel {}\n")
    try repo.write("Sources/App/Base/Aliases.swift", "typealias Base = BaseScreenModel\n")
    try repo.git(["add", "-A"])
    let landed = try repo.run(["commit", "-q", "-m", "the base through an alias"])
    #expect(landed.status == 0, "\(landed.standardError)")
  }
}
