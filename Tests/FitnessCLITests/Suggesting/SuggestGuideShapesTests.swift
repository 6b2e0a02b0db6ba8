import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// The default `fitness suggest` on repositories shaped like two of the apps a new user
/// tried, each with its guide as the project writes it (sentences of our own saying the
/// same rules): every draft written is a rule the team would keep, the rules FindingFormat.md's
/// table cites from those guides are among them, and what cannot be drafted faithfully is
/// listed with why.
@Suite struct SuggestGuideShapesTests {
  static func drafts(_ out: String) -> [String] {
    out.split(separator: "\n").filter { $0.hasPrefix("would write ") }.map(String.init)
  }

  /// The RSS reader: a coding-guidelines Technote, and release notes beside it whose lines
  /// say "never" and "every" about folders.
  static func reader() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write(
      "Technotes/CodingGuidelines.md",
      """
      # Coding Guidelines

      This app is written in Swift, with a little Objective-C left over.

      ## Classes

      All Swift classes must be marked final.

      Stack views are not allowed in table and outline view cells: they are slow to lay out.

      ## Frameworks

      Import AppKit rather than Cocoa.

      Avoid Combine.

      Avoid SwiftUI, for now.

      Avoid storyboard files; build new views in code.

      """)
    try repo.write(
      "Technotes/ReleaseNotes-Mac.markdown",
      "# Mac Release Notes\n\n### 6.1\n\nFixed a bug where never-read articles would show in the timeline\n"
        + "The Shared folder is no longer read on launch\nEvery feed now refreshes on wake\n")
    try repo.write("Mac/MainWindow/MainWindowController.swift", "import AppKit\nclass MainWindowController {}\n")
    try repo.write(
      "Mac/MainWindow/TimelineCell.swift",
      "import Cocoa\nfinal class TimelineCell: NSTableCellView { let s = NSStackView() }\n")
    try repo.write("Shared/Article/Article.swift", "import Foundation\nimport Combine\nfinal class Article {}\n")
    try repo.write("Mac/Base.lproj/Main.storyboard", "<document/>\n")
    try repo.write("Tests/NetNewsWireTests/ArticleTests.swift", "import XCTest\n")
    try repo.commitAll("the reader")
    return repo
  }

  @Test func theReadersGuideDraftsFiveRulesItsTeamWouldKeep() throws {
    let repo = try Self.reader()
    let out = try Fitness.run(["suggest", "--dry-run"], in: repo).standardOutput
    let drafts = Self.drafts(out)
    // Five drafts, every one from a rule of the guide, none from the release notes.
    #expect(drafts.count == 5, "\(out)")
    let kept = [
      "CodingGuidelines.md:7)", "CodingGuidelines.md:9)", "CodingGuidelines.md:13)",
      "CodingGuidelines.md:15)", "CodingGuidelines.md:17)",
    ]
    for line in kept { #expect(drafts.contains { $0.hasSuffix(line) }, "\(line): \(out)") }
    #expect(!out.contains("ReleaseNotes"), "\(out)")
    // The table's rules: all classes final, AppKit rather than Cocoa, no stack views in cells.
    #expect(out.contains("require:\n  modifiers: [\"final\"]"), "\(out)")
    #expect(out.contains("module: \"Cocoa\""), "\(out)")
    #expect(out.contains("uses: [\"NSStackView\", \"UIStackView\"]"), "\(out)")
    // "Avoid storyboard files; build new views in code": a files rule ("in code" is no place).
    let all = try Fitness.run(["suggest", "--dry-run", "--all"], in: repo).standardOutput
    #expect(all.contains("(draft: files on **/*.storyboard, from Technotes/CodingGuidelines.md:19)"), "\(all)")
  }

  /// The Matrix client: an agents' guide with the rules the docs' table cites, a rule under
  /// a condition and a rule about editing a file by hand.
  @Test func theMatrixClientsGuideDraftsItsRulesAndSaysWhyNotTheRest() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "AGENTS.md",
      """
      # Working on Element X

      - No `MatrixRustSDK` import in views: a view renders its view model's state.
      - Every view model is a `StateStoreViewModelV2`.
      - Make a method async only when the Rust method it wraps is async.
      - Never edit Localizable.strings by hand; it comes from the translation service.

      """)
    try repo.write(
      "ElementX/Sources/Screens/HomeScreen/View/HomeScreen.swift", "import SwiftUI\nstruct HomeScreen {}\n")
    try repo.write(
      "ElementX/Sources/Screens/RoomScreen/ComposerToolbar/View/ComposerToolbar.swift",
      "import MatrixRustSDK\nstruct ComposerToolbar {}\n")
    try repo.write(
      "ElementX/Sources/Screens/HomeScreen/HomeScreenViewModel.swift",
      "typealias HomeScreenViewModelType = StateStoreViewModelV2<Int, Int>\n"
        + "final class HomeScreenViewModel: HomeScreenViewModelType {}\nfinal class RoomScreenViewModel: NSObject {}\n")
    try repo.write(
      "ElementX/Sources/Services/ClientProxy.swift", "import MatrixRustSDK\nfinal class ClientProxy {}\n")
    try repo.write("UnitTests/Sources/HomeTests.swift", "import XCTest\n")
    try repo.commitAll("the client")
    let out = try Fitness.run(["suggest", "--dry-run"], in: repo).standardOutput
    let drafts = Self.drafts(out)
    #expect(drafts.count == 2, "\(out)")
    // Every views folder, the nested screens' too, as the docs' example writes it.
    #expect(out.contains("paths: [\"ElementX/Sources/Screens/**/View\"]"), "\(out)")
    #expect(out.contains("ElementX/Sources/Screens/RoomScreen/ComposerToolbar/View/ComposerToolbar.swift"), "\(out)")
    #expect(!out.contains("ElementX/Sources/Services/ClientProxy.swift\"\n    imports"), "\(out)")
    // "… is a StateStoreViewModelV2": what view models inherit, through the typealias too.
    #expect(out.contains("conforms: [\"StateStoreViewModelV2\"]"), "\(out)")
    #expect(out.contains("types: [\"RoomScreenViewModel\"]"), "\(out)")
    #expect(!out.contains("types: [\"HomeScreenViewModel\"]"), "\(out)")
    #expect(out.contains("AGENTS.md:5: \"Make a method async only when"), "\(out)")
    #expect(out.contains("a rule about editing a file by hand"), "\(out)")
  }

  /// The networking library: a naming rule whose reason clause says "never", and a file
  /// header that asks for `@inline(never)`. Neither is read as a prohibition: the reason
  /// is no rule, and code a sentence quotes says no "never".
  @Test func theLibrarysNamingRuleIsRequiredAndQuotedCodeForbidsNothing() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "CONTRIBUTING.md",
      "# Contributing\n\nAll global public types have the `NIO` prefix, so they never clash with a user's own.\n")
    try repo.write(
      "Sources/NIOCore/ByteBuffer.swift",
      "// Every helper below is `@inline(never)` on purpose, so the inliner cannot bloat the callers.\n"
        + "public struct NIOByteBuffer {}\npublic struct ChannelOptions {}\n@inline(never) func slowPath() {}\n")
    try repo.write("Tests/NIOCoreTests/ByteBufferTests.swift", "import XCTest\n")
    try repo.commitAll("the library")
    let out = try Fitness.run(["suggest", "--dry-run"], in: repo).standardOutput
    #expect(Self.drafts(out).count == 1, "\(out)")
    #expect(out.contains("  modifiers: [\"public\"]\n  topLevel: true\nrequire:\n"), "\(out)")
    #expect(out.contains("named: \"NIO*\""), "\(out)")
    #expect(out.contains("types: [\"ChannelOptions\"]"), "\(out)")
    #expect(!out.contains("api: ["), "\(out)")
  }
}
