import FitnessTestSupport
import Foundation
import Testing

/// Where a type lives ("view models live in their feature's `ViewModels` folder"): a
/// declarations rule's `require.under`, through the real commands. A file's place is not in
/// its declaration facts, which the scan cache keeps per blob, so the rule is held where that
/// matters most: a rename that moves an unchanged file is refused by the hook with a warm
/// cache, as `check --rev` and libgit2 refuse it.
@Suite struct TypePlacementTests {
  static let finding = """
    ---
    title: View models live in their feature's ViewModels folder
    pattern: declarations
    select:
      named: "*ViewModel"
    require:
      under: ["Sources/App/Features/*/ViewModels/"]
    roots: [Sources/App]
    source: the team's architecture guide
    ---
    A view model is found where its feature keeps them.

    """

  static let suite = "Tests/AppTests/Fitness/ViewModelsLiveInTheirFeaturesViewModelsFolderTests.swift"

  static func adopted() throws -> ScratchRepository {
    let (repo, graduated) = try BaselinedApp.adopt(
      files: [
        "Sources/App/Features/Cart/ViewModels/CartViewModel.swift": "final class CartViewModel {}\n",
        "Sources/App/Features/Cart/Views/CartView.swift": "struct CartView {}\n",
        "Sources/App/Shared/SettingsViewModel.swift": "final class SettingsViewModel {}\n",
      ], finding: ("findings/0071-view-models-live.md", finding), why: "before the rule")
    #expect(
      graduated.contains(
        "drill: `class FitnessDrillViewModel` declared in Sources/App/Features/Cart/Views/FitnessDrill.swift → caught at"
      ), "\(graduated)")
    let text = String(decoding: try repo.read(suite), as: UTF8.self)
    #expect(text.contains("requireUnder: [\"Sources/App/Features/*/ViewModels/\"],"), "\(text)")
    #expect(text.contains("\"Sources/App/Shared/SettingsViewModel.swift\": [\"SettingsViewModel\"],  // baseline"))
    // A full check keeps each file's verdict in the scan cache, by blob.
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    return repo
  }

  @Test func aTypeMovedOutOfItsFolderIsRefusedWhereverItsBytesWereJudged() throws {
    let repo = try Self.adopted()
    try repo.git([
      "mv", "Sources/App/Features/Cart/ViewModels/CartViewModel.swift",
      "Sources/App/Features/Cart/Views/CartViewModel.swift",
    ])
    let libgit2 = try FitnessBinary.run(
      ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(libgit2.status == 1, "\(libgit2.standardError)")
    try RefusedCommit.expect(
      repo, at: ["Sources/App/Features/Cart/Views/CartViewModel.swift:1:7"], "the cart's view model among its views")
    let said = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(
      said.standardError.contains(
        "class CartViewModel is declared outside Sources/App/Features/*/ViewModels/, where [0071-view-models-live] "
          + "requires types named *ViewModel to be declared"), "\(said.standardError)")
    try repo.git([
      "mv", "Sources/App/Features/Cart/Views/CartViewModel.swift",
      "Sources/App/Features/Cart/ViewModels/CartViewModel.swift",
    ])
    let back = try repo.run(["commit", "-q", "-m", "back where it lives"])
    #expect(back.status == 0, "\(back.standardError)")
  }

  /// The baselined view model moves into a feature: its entry lets nothing past any more.
  @Test func theBaselineOnlyShrinks() throws {
    let repo = try Self.adopted()
    try FileManager.default.createDirectory(
      at: repo.root.appendingPathComponent("Sources/App/Features/Settings/ViewModels"),
      withIntermediateDirectories: true)
    try repo.git([
      "mv", "Sources/App/Shared/SettingsViewModel.swift",
      "Sources/App/Features/Settings/ViewModels/SettingsViewModel.swift",
    ])
    let stale = try repo.run(["commit", "-q", "-m", "settings get a feature"])
    #expect(stale.status == 1)
    #expect(
      stale.standardError.contains("fence entry 'Sources/App/Shared/SettingsViewModel.swift' is stale"),
      "\(stale.standardError)")
  }
}
