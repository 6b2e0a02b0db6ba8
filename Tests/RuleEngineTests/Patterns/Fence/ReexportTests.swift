import FitnessTestSupport
import RuleEngine
import SwiftScanner
import Testing

/// `@_exported import CloudKit` in `Kit` makes every `import Kit` an import of CloudKit. A
/// fence that records the re-exporter sees through it; one that loses or gains a
/// re-exporter says so.
@Suite struct ReexportTests {
  let site = RuleSite(suitePath: "Tests/AppTests/Fitness/CloudKitStaysInSyncTests.swift")
  let exports = "Sources/Kit/Exports.swift"

  func rule(reexports: [String: [String]]) -> FenceRule {
    FenceRule(
      ImportBoundary(
        id: "cloudkit", module: "CloudKit", fence: [exports, "Sources/Sync/Engine.swift"], reexports: reexports))
  }

  func files(_ sources: [String: String]) -> FileSet {
    FileSet(paths: Set(sources.keys), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
  }

  var tree: [String: String] {
    [
      exports: "@_exported import CloudKit\n",
      "Sources/Sync/Engine.swift": "import CloudKit\n",
      "Sources/Feed/FeedView.swift": "import SwiftUI\nimport Kit\n",
      "Sources/Feed/Plain.swift": "import SwiftUI\n",
    ]
  }

  @Test func importingARecordedReexporterImportsWhatItReexports() {
    let found = FenceEvaluation.violations(of: rule(reexports: ["Kit": [exports]]), site: site, in: files(tree))
    #expect(
      found.map { "\($0.path):\($0.position!.line) \($0.subject) \($0.kind.rawValue)" } == [
        "Sources/Feed/FeedView.swift:2 CloudKit forbidden-import"
      ])
    #expect(
      found[0].message.hasPrefix(Said.forbiddenImportMessage("CloudKit", via: "Kit") + " [cloudkit]; change the code"))
    // Without the record, the file's `import Kit` hides CloudKit; the re-exporter is reported instead.
    let unrecorded = FenceEvaluation.violations(of: rule(reexports: [:]), site: site, in: files(tree))
    #expect(unrecorded.map { "\($0.path) \($0.kind.rawValue)" } == ["\(exports) unrecorded-reexport"])
    #expect(
      unrecorded[0].message.contains(#"record it in 'reexports' in \#(site.suitePath), like "Kit": ["\#(exports)"]"#))
  }

  @Test func reexportsAreFollowedTransitively() {
    var tree = self.tree
    tree["Sources/Umbrella/All.swift"] = "@_exported import Kit\n"
    tree["Sources/Feed/FeedView.swift"] = "import Umbrella\n"
    let found = FenceEvaluation.violations(
      of: rule(reexports: ["Kit": [exports], "Umbrella": ["Sources/Umbrella/All.swift"]]), site: site,
      in: files(tree))
    // The umbrella itself imports Kit, so it too holds CloudKit outside the fence.
    #expect(
      found.map { "\($0.path) \($0.subject)" } == [
        "Sources/Feed/FeedView.swift CloudKit", "Sources/Umbrella/All.swift CloudKit",
      ])
  }

  @Test func aReexporterGoneOrNoLongerReexportingIsStale() {
    var tree = self.tree
    tree[exports] = "import CloudKit\n"
    let changed = FenceEvaluation.violations(of: rule(reexports: ["Kit": [exports]]), site: site, in: files(tree))
    #expect(changed.map(\.kind) == [.staleEntry])
    #expect(changed[0].message.hasPrefix(Said.staleReexporter("Kit", in: exports)))
    tree[exports] = nil
    let gone = FenceEvaluation.violations(of: rule(reexports: ["Kit": [exports]]), site: site, in: files(tree))
    #expect(
      gone.contains {
        $0.kind == .staleEntry && $0.message.hasPrefix(Said.staleReexporter("Kit", in: exports, gone: true))
      })
  }

  @Test func aFenceEntryStillUsesWhatItGetsThroughAReexporter() {
    var tree = self.tree
    tree["Sources/Sync/Engine.swift"] = "import Kit\n"
    let found = FenceEvaluation.violations(of: rule(reexports: ["Kit": [exports]]), site: site, in: files(tree))
    #expect(!found.contains { $0.kind == .staleEntry }, "\(found.map(\.message))")
  }

  @Test func theDrillImportsTheReexporter() {
    let outcome = DeliberateBreak.drill(
      rule(reexports: ["Kit": [exports]]), site: site,
      files: files(tree.filter { $0.key != "Sources/Feed/FeedView.swift" }))
    #expect(outcome.provenRed)
    #expect(
      outcome.breaks.contains {
        $0.action == "`import Kit` (a re-exporter) added to Sources/Feed/Plain.swift" && $0.verdict != nil
      })
  }

  @Test func theReaderTakesReexportersWithReasonsAndPlacesThem() throws {
    let suite = """
      static let rule = ImportBoundary(
        id: "cloudkit",
        module: "CloudKit",
        fence: [
          "Sources/Kit/Exports.swift",  // Kit wraps CloudKit [0001]
        ],
        reexports: [
          "Kit": ["Sources/Kit/Exports.swift"],  // Kit hands CloudKit to its users [0001]
        ]
      )
      """
    let rules = try RuleBlockReader.rules(in: Array(suite.utf8), path: site.suitePath)
    let fence = try #require(rules.first?.fence)
    #expect(fence.reexports == ["Kit": [exports]])
    #expect(fence.searchedModules == ["CloudKit", "Kit"])
    let key = RuleSite.reexportKey("Kit", exports)
    #expect(rules[0].reasons[key] == "Kit hands CloudKit to its users [0001]")
    #expect(rules[0].site.entryPositions[key]?.line == 8)
    #expect(rules[0].site.entryPositions[exports]?.line == 5)
    let unreasoned = suite.replacingOccurrences(of: "  // Kit hands CloudKit to its users [0001]", with: "")
    #expect(throws: RuleBlockError.self) { try RuleBlockReader.rules(in: Array(unreasoned.utf8), path: "x") }
  }
}
