import FitnessTestSupport
import Foundation
import Testing

/// A folder layout through the real commands ("every feature folder holds exactly Models,
/// ViewModels and Views"): adopted with a baseline (one entry per child folder that breaks
/// it today), proven red by its drill, refusing through the installed hook what `check
/// --rev` refuses, including a commit that breaks a folder by taking a file out of another
/// one (its suite under the real `swift test`: `RepositoryRulesSwiftTestTests`).
@Suite struct FolderLayoutTests {
  static let finding = """
    ---
    title: Every feature folder holds its models, view models and views
    pattern: files
    folders: ["Sources/App/Features/*"]
    require: [Models, ViewModels, Views]
    only: true
    source: the team's architecture guide
    ---
    A feature's parts live where the next reader looks for them.

    """

  static let suite = "Tests/AppTests/Fitness/EveryFeatureFolderHoldsItsModelsViewModelsAndViewsTests.swift"

  /// Two features in the layout and a legacy one out of it (a Helpers folder, no layers),
  /// graduated with a baseline, the hook installed, all of it committed.
  static func adopted() throws -> ScratchRepository {
    var files = [
      "Sources/App/Features/Legacy/Helpers/Formatting.swift": "struct Formatting {}\n",
      "Sources/App/App.swift": "struct App {}\n",
    ]
    for feature in ["Cart", "Profile"] {
      for layer in ["Models", "ViewModels", "Views"] {
        files["Sources/App/Features/\(feature)/\(layer)/\(feature)\(layer).swift"] = "struct \(feature)\(layer) {}\n"
      }
    }
    let (repo, graduated) = try BaselinedApp.adopt(
      files: files, finding: ("findings/0070-feature-layout.md", finding), why: "before the layout rule")
    #expect(
      graduated.contains(
        "drill: folder Sources/App/Features/Cart/Models/ taken away → caught at Sources/App/Features/Cart\n"),
      "\(graduated)")
    #expect(
      graduated.contains(
        "drill: folder Sources/App/Features/Cart/FitnessDrill/ added → caught at "
          + "Sources/App/Features/Cart/FitnessDrill/FitnessDrill.swift:1:1"),
      "\(graduated)")
    let text = String(decoding: try repo.read(suite), as: UTF8.self)
    for child in ["Helpers", "Models", "ViewModels", "Views"] {
      #expect(text.contains("\"Sources/App/Features/Legacy/\(child)/\",  // baseline"), "\(text)")
    }
    return repo
  }

  @Test func aNewFeatureOutOfTheLayoutIsRefusedAtTheFolderAndTheFolderItMayNotHold() throws {
    let repo = try Self.adopted()
    try repo.write("Sources/App/Features/Search/Views/SearchView.swift", "struct SearchView {}\n")
    try repo.write("Sources/App/Features/Search/ViewModels/SearchModel.swift", "struct SearchModel {}\n")
    try repo.write("Sources/App/Features/Search/Helpers/Query.swift", "struct Query {}\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(
      repo, at: ["Sources/App/Features/Search", "Sources/App/Features/Search/Helpers/Query.swift:1:1"],
      "a search feature without models, with helpers")
    let refused = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(refused.standardError.contains("Sources/App/Features/Search: error: lacks the folder Models"))
    try repo.git(["mv", "Sources/App/Features/Search/Helpers", "Sources/App/Features/Search/Models"])
    let mended = try repo.run(["commit", "-q", "-m", "the query is the search's model"])
    #expect(mended.status == 0, "\(mended.standardError)")
  }

  /// Taking the last file out of Cart/Views breaks Cart, a folder the commit holds no file
  /// of any more there: the hook judges the layout over every path under it.
  @Test func aCommitThatEmptiesARequiredFolderIsRefusedAtItsFeature() throws {
    let repo = try Self.adopted()
    try repo.git(["rm", "-q", "Sources/App/Features/Cart/Views/CartViews.swift"])
    try RefusedCommit.expect(repo, at: ["Sources/App/Features/Cart"], "the cart's only view deleted")
  }

  /// The legacy feature gains its models: that baseline entry lets nothing past any more,
  /// and is stale until the suite drops it.
  @Test func theBaselineOnlyShrinks() throws {
    let repo = try Self.adopted()
    try repo.write("Sources/App/Features/Legacy/Models/Money.swift", "struct Money {}\n")
    try repo.git(["add", "-A"])
    let stale = try repo.run(["commit", "-q", "-m", "legacy models"])
    #expect(stale.status == 1)
    #expect(
      stale.standardError.contains("fence entry 'Sources/App/Features/Legacy/Models/' is stale"),
      "\(stale.standardError)")
    let text = String(decoding: try repo.read(Self.suite), as: UTF8.self)
    try repo.write(
      Self.suite, text.split(separator: "\n").filter { !$0.contains("Legacy/Models/") }.joined(separator: "\n") + "\n")
    try repo.git(["add", "-A"])
    let shrunk = try repo.run(["commit", "-q", "-m", "legacy models, the entry gone"])
    #expect(shrunk.status == 0, "\(shrunk.standardError)")
  }
}
