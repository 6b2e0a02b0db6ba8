import FitnessTestSupport
import Foundation
import Testing

/// Folder fences and glob roots through the installed hook: what a folder entry lets past
/// grows with the folder, its staleness is judged over every file it holds (read when a
/// commit touches one), and a file a glob starts to match is judged like any file under a
/// root. `check --rev` of each recorded commit agrees.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct FolderAndGlobTests {
  @Test func aFolderEntryLetsNewFilesPastAndIsStaleOnlyWhenNoFileUnderItUsesTheAPI() throws {
    let repo = try GuideRuleFixture.graduated()
    try repo.write(
      "Sources/App/Storage/Sizes.swift",
      "import Foundation\n\nenum Sizes {\n  static var count: Int { FileManager.default.subpaths(atPath: \".\")?.count ?? 0 }\n}\n"
    )
    try repo.git(["add", "-A"])
    let grown = try repo.run(["commit", "-q", "-m", "a new file under the storage folder"])
    #expect(grown.status == 0, "\(grown.standardError)")
    // One file stops using the API while another, unchanged, still does: the entry holds.
    try repo.write("Sources/App/Storage/Disk.swift", "enum Disk {\n  static var root: String { \".\" }\n}\n")
    try repo.git(["add", "-A"])
    let holds = try repo.run(["commit", "-q", "-m", "Disk no longer asks the file manager"])
    #expect(holds.status == 0, "\(holds.standardError)")
    // The last user stops: the folder entry is stale, in the hook and in `check --rev`.
    try repo.write("Sources/App/Storage/Sizes.swift", "enum Sizes {\n  static var count: Int { 0 }\n}\n")
    try repo.git(["add", "-A"])
    let stale = try repo.run(["commit", "-q", "-m", "nothing under Storage touches the disk"])
    let message = Said.staleEntry("Sources/App/Storage/", uses: "FileManager.default", needle: true)
    #expect(stale.status == 1)
    #expect(stale.standardError.contains(message), "\(stale.standardError)")
    try repo.git(["commit", "-q", "--no-verify", "-m", "recorded stale"])
    let recorded = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(recorded.status == 1 && recorded.standardError.contains(message), "\(recorded.standardError)")
    // A commit that touches nothing the entry holds leaves its verdict to HEAD's.
    try repo.write("Sources/App/Feed/FeedView.swift", "struct FeedView {\n  let title = \"News\"\n}\n")
    try repo.git(["add", "-A"])
    let elsewhere = try repo.run(["commit", "-q", "-m", "a title"])
    #expect(elsewhere.status == 0, "\(elsewhere.standardError)")
  }

  @Test func aFileAGlobRootStartsToMatchIsJudged() throws {
    let repo = try GuideRuleFixture.graduated()
    try repo.write(
      "Sources/App/Screens/Search/View/SearchView.swift", "import Dispatch\n\nstruct SearchView {}\n")
    try repo.write(
      "Sources/App/Screens/Search/Model/SearchModel.swift", "import Dispatch\n\nstruct SearchModel {}\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(
      repo, at: ["Sources/App/Screens/Search/View/SearchView.swift:1:1"], "a new screen whose view imports Dispatch")
  }
}
