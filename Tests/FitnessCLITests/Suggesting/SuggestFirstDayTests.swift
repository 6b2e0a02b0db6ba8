import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// A new team's first `fitness suggest`, on a fixture shaped like the Mastodon client a new
/// user tried (feature packages over shared ones, with a Dangerfile, a release script and
/// a test helper beside them). At most five drafts, each saying why it ranks; none from
/// tools, Danger, test helpers or fitness's own suites; no requirement read out of a
/// prohibition; a feature set only of packages built on the shared ones; and a dismissed
/// draft never comes back.
@Suite struct SuggestFirstDayTests {
  static let claude = """
    # Working on the client

    - DON'T: Create ViewModels for every view.
    - Never make views final.
    - Only the Network package may import Network.

    """

  /// IceCubes' shape: feature packages over Models, Env and Network; the app shell; a
  /// Dangerfile, a script and a test helper that import what no product code does.
  static func mastodon() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    let packages: [String: String] = [
      "Timeline": "import Models\nimport Env\nimport SwiftUI\nstruct TimelineView: View {}\n",
      "Account": "import Models\nimport Network\nstruct AccountView {}\n",
      "Explore": "import Env\nstruct ExploreView {}\n",
      "Notifications": "import Models\nstruct NotificationsView {}\n",
      "Models": "import Env\npublic struct Status {}\n",
      "Env": "public struct Router {}\n",
      "Network": "import Network\npublic struct Client {}\n",
      "DesignSystem": "public struct Theme {}\n",
    ]
    for (name, source) in packages {
      try repo.write("Packages/\(name)/Package.swift", PackageTestTargetTests.manifest(name))
      try repo.write("Packages/\(name)/Sources/\(name)/\(name).swift", source)
    }
    for index in 0..<12 { try repo.write("App/Screen\(index).swift", "import SwiftUI\nimport Timeline\n") }
    try repo.write("App/Widget.swift", "import WidgetKit\nimport RegexBuilder\nstruct Widget {}\n")
    try repo.write("Dangerfile.swift", "import Danger\nlet danger = Danger()\n")
    try repo.write("Scripts/Release/main.swift", "import Subprocess\n")
    try repo.write("Packages/Models/Sources/ModelsTestSupport/Stub.swift", "import SwiftSyntax\n")
    try repo.write("CLAUDE.md", claude)
    try repo.commitAll("the client")
    return repo
  }

  static func drafted(_ out: String) -> [String] {
    out.split(separator: "\n").filter { $0.contains("(draft: ") }.map(String.init)
  }

  @Test func atMostFiveDraftsATeamWouldKeepEachWithWhyItRanks() throws {
    let repo = try Self.mastodon()
    let result = try Fitness.run(["suggest", "--dry-run"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let out = result.standardOutput
    let drafts = Self.drafted(out)
    #expect(!drafts.isEmpty && drafts.count <= 5, "\(out)")
    #expect(out.split(separator: "\n").filter { $0.hasPrefix("  ranks #") }.count == drafts.count, "\(out)")
    // The team's own rules first.
    #expect(drafts.first?.contains("from CLAUDE.md") == true, "\(out)")
    // Nothing from tools, Danger or test helpers; no utility framework fenced.
    for word in ["Danger", "Subprocess", "SwiftSyntax", "RegexBuilder"] {
      #expect(!drafts.contains { $0.contains(word) }, "\(word): \(out)")
    }
    // A prohibition is never read as a requirement: no view-model rule out of "DON'T … every".
    #expect(!drafts.contains { $0.contains("ViewModel") || $0.contains("view models") }, "\(out)")
    // "Never make views final" forbids final; it never requires it, and a view (a struct) is
    // never final: no draft, and the reason says so rather than asking for a module.
    #expect(!out.contains("require:\n  modifiers: [\"final\"]"), "\(out)")
    #expect(
      out.contains(
        "CLAUDE.md:4: \"Never make views final.\": names no module, and no declarations or members rule fitness can "
          + "draft from it"), "\(out)")
    // The feature set holds the packages built on the shared ones, never a base.
    let all = try Fitness.run(["suggest", "--dry-run", "--all"], in: repo).standardOutput
    let set = all.components(separatedBy: "packages-top-modules-stay-independent.md").dropFirst().first ?? ""
    for name in ["Account", "Explore", "Notifications", "Timeline"] {
      #expect(set.contains("- name: \"\(name)\"\n"), "\(name): \(all)")
    }
    for base in ["DesignSystem", "Network", "Env", "Models"] {
      #expect(!set.contains("- name: \(base)\n"), "\(base): \(set)")
    }
  }

  @Test func neverFromFitnessOwnSuitesAndADismissedDraftNeverComesBack() throws {
    let repo = try Self.mastodon()
    #expect(try Fitness.run(["suggest", "--limit", "1"], in: repo).status == 0)
    let first = try #require(
      try FileManager.default.contentsOfDirectory(atPath: repo.root.appendingPathComponent("findings").path).first)
    // The team dismisses the draft rather than deleting it.
    let path = "findings/\(first)"
    try repo.write(path, try repo.text(path).replacingOccurrences(of: "status: draft", with: "status: dismissed"))
    // A suite fitness wrote, whose header states rules in prose of its own.
    try repo.write(
      "Tests/AppTests/Fitness/CloudKitStaysInSyncTests.swift",
      "// Fitness suite written by `fitness graduate` from findings/0001-x.md.\n// Only the sync layer may import "
        + "CloudKit.\n//\n// The rule is data. Every entry has a reason.\n\nimport Testing\n")
    try repo.commitAll("dismissed")
    let again = try Fitness.run(["suggest", "--dry-run", "--all"], in: repo)
    #expect(again.standardOutput.contains("(dismissed in \(path))"), "\(again.standardOutput)")
    #expect(!again.standardOutput.contains("CloudKitStaysInSyncTests.swift"), "\(again.standardOutput)")
    #expect(!again.standardOutput.contains("The rule is data"), "\(again.standardOutput)")
    let graduate = try Fitness.run(["graduate", path], in: repo)
    #expect(graduate.status == 2)
    #expect(
      graduate.standardError.contains("error: status: the team dismissed this finding"), "\(graduate.standardError)")
  }

  /// The RSS reader's and the Matrix client's rules as their guides write them: a kind of
  /// type is selected by its word, "inherits from" is a requirement, and a sentence that
  /// says "import" but names no folder says that the folder is what is missing.
  @Test func theRulesOtherGuidesWriteAreDraftedOrSaidWhyNot() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "CONTRIBUTING.md",
      "# Contributing\n\nEvery class must be final.\nEvery view model inherits from StateStoreViewModelV2.\n"
        + "Never import MatrixRustSDK in views.\n")
    try repo.write("Sources/Shared/Reader.swift", "import Foundation\nclass Reader {}\nfinal class Cache {}\n")
    try repo.write(
      "Sources/Screens/Home/HomeViewModel.swift", "final class HomeViewModel: StateStoreViewModelV2<Int, Int> {}\n")
    try repo.write("Sources/Screens/Room/RoomViewModel.swift", "final class RoomViewModel: NSObject {}\n")
    try repo.write("Sources/Services/Client.swift", "import MatrixRustSDK\nfinal class Client {}\n")
    try repo.write("buildscripts/release.swift", "import Subprocess\n")
    try repo.commitAll("guides")
    let out = try Fitness.run(["suggest", "--dry-run", "--all"], in: repo).standardOutput
    #expect(out.contains("(draft: declarations on classes, from CONTRIBUTING.md:3)"), "\(out)")
    #expect(
      out.contains("require:\n  modifiers: [\"final\"]\nfence:\n  - path: \"Sources/Shared/Reader.swift\""), "\(out)")
    #expect(out.contains("require:\n  conforms: [\"StateStoreViewModelV2\"]\n"), "\(out)")
    #expect(out.contains("    types: [\"RoomViewModel\"]\n"), "\(out)")
    #expect(
      out.contains(
        "\"Never import MatrixRustSDK in views.\": names MatrixRustSDK but no folder of this repository as the layer"),
      "\(out)")
    #expect(!out.contains("Subprocess"), "\(out)")
  }

  /// Rules stated plainly, each drafted: "all" quantifies as "every" does, what follows
  /// "rather than" is the module no new file imports, and "No ViewModels" forbids the kind.
  @Test func plainlyStatedRulesAreDrafted() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "CONTRIBUTING.md",
      "# Contributing\n\nAll Swift classes must be marked `final`.\nImport `AppKit` rather than `Cocoa`.\n"
        + "No ViewModels.\n")
    try repo.write("Sources/Mac/Window.swift", "import Cocoa\n\nclass Window {}\n")
    try repo.write("Sources/Mac/Panel.swift", "import AppKit\n\nfinal class Panel {}\n")
    try repo.write("Sources/Mac/LegacyViewModel.swift", "final class LegacyViewModel {}\n")
    try repo.commitAll("guides")
    let result = try Fitness.run(["suggest", "--dry-run", "--all"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let out = result.standardOutput
    #expect(out.contains("(draft: declarations on classes, from CONTRIBUTING.md:3)"), "\(out)")
    #expect(
      out.contains(
        "require:\n  modifiers: [\"final\"]\nfence:\n  - path: \"Sources/Mac/Window.swift\"\n    types: [\"Window\"]"),
      "\(out)")
    #expect(out.contains("(draft: import-boundary on Cocoa, from CONTRIBUTING.md:4)"), "\(out)")
    #expect(out.contains("module: \"Cocoa\"\nfence:\n  - path: \"Sources/Mac/Window.swift\"\n"), "\(out)")
    #expect(out.contains("(draft: declarations on classes named *ViewModel, from CONTRIBUTING.md:5)"), "\(out)")
    #expect(
      out.contains("forbid:\n  declared: true\nfence:\n  - path: \"Sources/Mac/LegacyViewModel.swift\""), "\(out)")
  }

  /// Sentences a draft would turn around are listed as unmapped, with why: a rule under a
  /// condition the code does not spell, and a rule about editing a file by hand.
  @Test func aSentenceNoDraftCanSayFaithfullyIsListedWithWhy() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "AGENTS.md",
      "# Rules\n\nFunctions are async only when the Rust method is async.\n"
        + "Every screen ships a preview unless it is a sheet.\nNever edit `Localizable.strings` by hand.\n")
    try repo.write("Sources/App/Client.swift", "final class Client {\n  func load() async {}\n  func sync() {}\n}\n")
    try repo.commitAll("guides")
    let result = try Fitness.run(["suggest", "--dry-run", "--all"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let out = result.standardOutput
    #expect(!out.contains("from AGENTS.md:3)") && !out.contains("from AGENTS.md:4)"), "\(out)")
    #expect(!out.contains("from AGENTS.md:5)"), "\(out)")
    #expect(
      out.contains(
        "AGENTS.md:3: \"Functions are async only when the Rust method is async.\": a rule under a condition"), "\(out)")
    #expect(
      out.contains("AGENTS.md:4: \"Every screen ships a preview unless it is a sheet.\": a rule under a condition"),
      "\(out)")
    #expect(
      out.contains("AGENTS.md:5: \"Never edit Localizable.strings by hand.\": a rule about editing a file"), "\(out)")
  }
}
