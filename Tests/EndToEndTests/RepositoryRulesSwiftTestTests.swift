import FitnessTestSupport
import Foundation
import Testing

/// The rules about the repository as a whole (a folder layout, where a type lives, a
/// type's counterpart, what a type inherits through other files, which folders' types a file
/// references), graduated into one package and run by the real `swift test`: green,
/// then red at each rule's place in turn, then green again. One package for the three, so
/// the vendored engine compiles once (each rule's hook and drill are in its own suite:
/// `FolderLayoutTests`, `TypePlacementTests`, `CounterpartTypeTests`,
/// `InheritanceAcrossFilesEndToEndTests`, `ReferencesBetweenFoldersEndToEndTests`).
@Suite(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
struct RepositoryRulesSwiftTestTests {
  @Test func eachRuleGoesRedAndGreenUnderTheRealSwiftTest() throws {
    var files = [
      "Sources/App/Features/Legacy/Helpers/Formatting.swift": "struct Formatting {}\n",
      "Sources/App/Shared/SettingsViewModel.swift": "final class SettingsViewModel {}\n",
      "Sources/App/Data/CartRepository.swift": "final class CartRepository {}\n",
      "Sources/App/Data/OrdersRepository.swift": "struct OrdersRepository {}\n",
      "Tests/AppTests/CartRepositoryTests.swift": "import Testing\n\nstruct CartRepositoryTests {}\n",
    ]
    for (path, text) in InheritanceAcrossFilesEndToEndTests.files { files[path] = text }
    for (path, text) in ReferencesBetweenFoldersEndToEndTests.files { files[path] = text }
    for feature in ["Cart", "Profile"] {
      files["Sources/App/Features/\(feature)/Models/\(feature).swift"] = "struct \(feature) {}\n"
      files["Sources/App/Features/\(feature)/ViewModels/\(feature)ViewModel.swift"] =
        "final class \(feature)ViewModel {}\n"
      files["Sources/App/Features/\(feature)/Views/\(feature)Screen.swift"] = "struct \(feature)Screen {}\n"
    }
    let (repo, _) = try BaselinedApp.adopt(
      files: files,
      findings: [
        ("findings/0070-feature-layout.md", FolderLayoutTests.finding),
        ("findings/0071-view-models-live.md", TypePlacementTests.finding),
        ("findings/0073-repositories-tested.md", CounterpartTypeTests.finding),
        ("findings/0074-screen-models-inherit-base.md", InheritanceAcrossFilesEndToEndTests.finding),
      ] + ReferencesBetweenFoldersEndToEndTests.findings, why: "before the rules")
    let green = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")

    // Each break on its own, then mended: the suite names it at the rule's place.
    let breaks: [(story: String, break: () throws -> Void, said: String, mend: () throws -> Void)] = [
      (
        "the profile's views gone",
        {
          try FileManager.default.removeItem(at: repo.root.appendingPathComponent("Sources/App/Features/Profile/Views"))
        },
        "Sources/App/Features/Profile: error: lacks the folder Views",
        {
          try GraduatedPackageTests.edit(
            repo, "Sources/App/Features/Profile/Views/ProfileScreen.swift", "struct ProfileScreen {}\n")
        }
      ),
      (
        "a view model among the views",
        {
          try GraduatedPackageTests.edit(
            repo, "Sources/App/Features/Cart/Views/SearchViewModel.swift", "final class SearchViewModel {}\n")
        },
        "Sources/App/Features/Cart/Views/SearchViewModel.swift:1:7: error: class SearchViewModel is declared outside",
        {
          try FileManager.default.removeItem(
            at: repo.root.appendingPathComponent("Sources/App/Features/Cart/Views/SearchViewModel.swift"))
        }
      ),
      (
        "the cart repository's tests gone",
        {
          try FileManager.default.removeItem(
            at: repo.root.appendingPathComponent("Tests/AppTests/CartRepositoryTests.swift"))
        },
        "Sources/App/Data/CartRepository.swift:1:7: error: class CartRepository has no CartRepositoryTests",
        {
          try GraduatedPackageTests.edit(
            repo, "Tests/AppTests/CartRepositoryTests.swift", "struct CartRepositoryTests {}\n")
        }
      ),
      (
        "an extension in another file makes settings a screen model",
        {
          try GraduatedPackageTests.edit(
            repo, "Sources/App/Settings/SettingsModel+Screen.swift", "extension SettingsModel: ScreenModel {}\n")
        },
        "Sources/App/Settings/SettingsModel.swift:1:7: error: class SettingsModel does not conform to BaseScreenModel",
        {
          try FileManager.default.removeItem(
            at: repo.root.appendingPathComponent("Sources/App/Settings/SettingsModel+Screen.swift"))
        }
      ),
      (
        "cart names the orders' list, which names cart's view: a cycle",
        {
          try GraduatedPackageTests.edit(
            repo, "Sources/App/Features/Cart/CartView.swift",
            "struct CartView {\n  let title = Theme.name\n  var orders: [OrderList] { [] }\n}\n")
        },
        "Sources/App/Features/Cart/CartView.swift:3:16: error: the file references OrderList",
        {
          try GraduatedPackageTests.edit(
            repo, "Sources/App/Features/Cart/CartView.swift", "struct CartView {\n  let title = Theme.name\n}\n")
        }
      ),
    ]
    for (story, broken, said, mend) in breaks {
      try broken()
      let red = try GraduatedPackageTests.swiftTest(in: repo)
      #expect(red.status != 0, "\(story): swift test passed")
      #expect(red.standardOutput.contains(said), "\(story): \(red.standardOutput)")
      try mend()
    }
    let mended = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(mended.status == 0, "\(mended.standardOutput)\(mended.standardError)")
  }
}
