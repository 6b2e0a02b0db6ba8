import RuleEngine
import SwiftScanner
import Testing

/// The drill proves a rule red in memory: every break fails the rule, naming the file.
@Suite struct DeliberateBreakTests {
  static func files(_ sources: [String: String]) -> FileSet {
    FileSet(paths: Set(sources.keys), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
  }

  static let app = files([
    "Sources/Sync/Engine.swift": "import CloudKit\nlet c = CKContainer()\n",
    "Sources/Feed/View.swift": "import SwiftUI\n",
  ])

  @Test func aBoundaryIsBrokenThreeWaysAndCaughtEachTime() {
    let rule = FenceRule(
      ImportBoundary(id: "ck", module: "CloudKit", fence: ["Sources/Sync/Engine.swift"], api: ["CKContainer("]))
    let outcome = DeliberateBreak.drill(rule, site: RuleSite(suitePath: "S"), files: Self.app)
    #expect(outcome.baseline.isEmpty)
    #expect(
      outcome.breaks.map(\.action) == [
        "`import CloudKit` added to Sources/Feed/View.swift",
        "`CKContainer(` used in Sources/Feed/View.swift",
        "fence entry Sources/Sync/Engine.swift removed",
      ])
    #expect(outcome.breaks.map { $0.verdict?.kind } == [.forbiddenImport, .forbiddenAPI, .forbiddenImport])
    #expect(outcome.breaks.allSatisfy { $0.verdict?.path == $0.offender })
    #expect(outcome.provenRed)
  }

  @Test func withNoFileOutsideTheFenceTheDrillWritesAScratchFileInMemory() {
    let only = Self.files(["Sources/Sync/Engine.swift": "import CloudKit\n"])
    let rule = FenceRule(ImportBoundary(id: "ck", module: "CloudKit", fence: ["Sources/Sync/Engine.swift"]))
    let outcome = DeliberateBreak.drill(rule, site: RuleSite(suitePath: "S"), files: only)
    #expect(outcome.breaks.first?.offender == "Sources/\(DeliberateBreak.scratchName)")
    #expect(outcome.provenRed)
  }

  @Test func aRuleThatFailsUnbrokenOrChecksNothingIsNotProvenRed() {
    let failing = FenceRule(ImportBoundary(id: "ck", module: "CloudKit"))
    #expect(!DeliberateBreak.drill(failing, site: RuleSite(suitePath: "S"), files: Self.app).provenRed)
    let vacuous = FenceRule(ImportBoundary(id: "ck", module: "CloudKit", exclude: ["Sources"], roots: ["Sources"]))
    let outcome = DeliberateBreak.drill(vacuous, site: RuleSite(suitePath: "S"), files: Self.app)
    #expect(outcome.breaks.isEmpty)
    #expect(outcome.baseline.map(\.kind) == [.vacuousRule])
    #expect(!outcome.provenRed)
  }

  @Test func aLayerOfNeedlesOnlyIsDrilledWithItsNeedles() {
    let rule = FenceRule(LayerBoundary(id: "pure", paths: ["Sources/Feed"], api: ["FileManager"]))
    let outcome = DeliberateBreak.drill(rule, site: RuleSite(suitePath: "S"), files: Self.app)
    #expect(outcome.breaks.map(\.action) == ["`FileManager` used in Sources/Feed/View.swift"])
    #expect(outcome.provenRed)
  }
}
