import FitnessTestSupport
import RuleEngine
import SwiftScanner
import Testing

/// "Only the Yosemite layer may touch Storage": a fence entry that names a folder lets past
/// every file under it, with one reason, and is stale only when nothing under it uses what
/// the fence guards.
@Suite struct FolderFenceTests {
  private let site = RuleSite(suitePath: "Tests/AppTests/Fitness/StorageTests.swift")

  private func rule(_ fence: String) throws -> FenceRule {
    let rules = try RuleBlockReader.rules(
      in: Array(
        """
        static let rule = ImportBoundary(
          id: "storage",
          module: "Storage",
          fence: [
            \(fence)
          ]
        )
        """.utf8), path: site.suitePath)
    return try #require(rules.first?.fence)
  }

  private func source(_ text: String) -> ScannedSource { ScannedSource(Array(text.utf8)) }

  private var files: FileSet {
    FileSet(
      paths: ["Yosemite/Sources/Actions.swift", "Yosemite/Sources/Stores/Orders.swift", "App/View.swift"],
      sources: [
        "Yosemite/Sources/Actions.swift": source("import Storage\n"),
        "Yosemite/Sources/Stores/Orders.swift": source("import Foundation\n"),
        "App/View.swift": source("import Yosemite\n"),
      ])
  }

  @Test func aFolderEntryLetsPastEveryFileUnderIt() throws {
    let fence = try rule("\"Yosemite/\",  // the Yosemite layer owns persistence [0042]")
    #expect(fence.fence == ["Yosemite/"])
    #expect(FenceEvaluation.violations(of: fence, site: site, in: files).isEmpty)
    // A file added under the folder is let past; one outside it is not.
    var grown = files
    grown.paths.formUnion(["Yosemite/Sources/New.swift", "YosemiteKit/Leak.swift"])
    grown.sources["Yosemite/Sources/New.swift"] = source("import Storage\n")
    grown.sources["YosemiteKit/Leak.swift"] = source("import Storage\n")
    let found = FenceEvaluation.violations(of: fence, site: site, in: grown)
    #expect(found.map(\.path) == ["YosemiteKit/Leak.swift"])
  }

  @Test func aFolderEntryIsStaleOnlyWhenNothingUnderItUsesTheModule() throws {
    let fence = try rule("\"Yosemite/\",  // the Yosemite layer owns persistence [0042]")
    var quiet = files
    quiet.sources["Yosemite/Sources/Actions.swift"] = source("import Foundation\n")
    let stale = FenceEvaluation.violations(of: fence, site: site, in: quiet)
    #expect(stale.map(\.kind) == [.staleEntry])
    #expect(
      stale.first?.message.hasPrefix(Said.staleEntry("Yosemite/", uses: "Storage") + " [storage]") == true)
    var gone = files
    gone.paths = ["App/View.swift"]
    gone.sources = ["App/View.swift": source("import Yosemite\n")]
    #expect(
      FenceEvaluation.violations(of: fence, site: site, in: gone).first?.message.contains(
        "no file the rule judges lies under the folder any more") == true)
    // A check that did not read the folder's files leaves the entry's staleness to one that did.
    quiet.unreadEntries = ["storage": ["Yosemite/"]]
    #expect(FenceEvaluation.violations(of: fence, site: site, in: quiet).isEmpty)
  }

  @Test func aGlobEntryLetsPastWhatItMatches() throws {
    let fence = try rule("\"*/Sources/Stores/*.swift\",  // stores persist their own models [0042]")
    var files = self.files
    files.sources["Yosemite/Sources/Stores/Orders.swift"] = source("import Storage\n")
    files.sources["Yosemite/Sources/Actions.swift"] = source("import Storage\n")
    let found = FenceEvaluation.violations(of: fence, site: site, in: files)
    #expect(found.map(\.path) == ["Yosemite/Sources/Actions.swift"])
  }

  @Test func aLayersFolderEntryGrantsWhatItNamesToEachFile() throws {
    let rules = try RuleBlockReader.rules(
      in: Array(
        """
        static let rule = LayerBoundary(
          id: "views",
          paths: ["App/Screens/*/View"],
          forbid: ["Storage", "Networking"],
          fence: [
            "App/Screens/Legacy/": ["Storage"],  // the legacy screens still read the store [0043]
          ]
        )
        """.utf8), path: site.suitePath)
    let layer = try #require(rules.first?.fence)
    let files = FileSet(
      paths: [
        "App/Screens/Home/View/HomeView.swift", "App/Screens/Legacy/View/OldView.swift",
        "App/Screens/Home/Model/HomeModel.swift",
      ],
      sources: [
        "App/Screens/Home/View/HomeView.swift": source("import Storage\n"),
        "App/Screens/Legacy/View/OldView.swift": source("import Storage\nimport Networking\n"),
        "App/Screens/Home/Model/HomeModel.swift": source("import Storage\n"),
      ])
    let found = FenceEvaluation.violations(of: layer, site: site, in: files)
    // The glob root judges both views and not the model; the folder entry grants Storage only.
    #expect(
      found.map { "\($0.path) \($0.subject)" } == [
        "App/Screens/Home/View/HomeView.swift Storage", "App/Screens/Legacy/View/OldView.swift Networking",
      ])
    #expect(found[1].message.contains("add Networking to the fence entry 'App/Screens/Legacy/' that holds it"))
    // The drill breaks through a file the folder entry holds.
    let drill = DeliberateBreak.drill(layer, site: site, files: files)
    #expect(
      drill.breaks.contains { $0.action.hasPrefix("fence entry App/Screens/Legacy/ removed") && $0.verdict != nil })
  }

  @Test func wildcardsOtherThanStarsAreRefusedAndSinglePathsStayPlain() {
    #expect(PathRules.problem(with: "Sources/[AB]/", globs: true)?.contains("only '*', '**' and '?'") == true)
    #expect(PathRules.problem(with: "Sources/*/View", globs: true) == nil)
    #expect(PathRules.problem(with: "Sources/*/Localizable.xcstrings")?.contains("plain path") == true)
  }
}

extension FolderFenceTests {
  @Test func aPlainEntryWrittenForAFolderSaysHowToNameAFolder() throws {
    let fence = try rule("\"Yosemite/Sources\",  // the Yosemite layer owns persistence [0042]")
    let found = FenceEvaluation.violations(of: fence, site: site, in: files)
    #expect(found.first { $0.kind == .staleEntry }?.message.contains("write 'Yosemite/Sources/' to let past") == true)
  }
}
