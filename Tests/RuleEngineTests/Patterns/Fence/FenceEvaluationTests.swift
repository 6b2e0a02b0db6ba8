import FitnessTestSupport
import RuleEngine
import SwiftScanner
import Testing

@Suite struct FenceEvaluationTests {
  private func files(_ sources: [String: String], extra: [String] = []) -> FileSet {
    FileSet(
      paths: Set(sources.keys).union(extra),
      sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
  }

  private let site = RuleSite(suitePath: "Tests/AppTests/Fitness/CloudTests.swift")

  private let boundary = FenceRule(
    ImportBoundary(
      id: "cloud", module: "CloudKit", fence: ["Sources/Sync/A.swift"], api: ["CKContainer("],
      exclude: ["Sources/Spikes"]))

  @Test func importsAndNeedlesOutsideTheFenceAreViolations() {
    let found = FenceEvaluation.violations(
      of: boundary, site: site,
      in: files([
        "Sources/Sync/A.swift": "import CloudKit\nlet c = CKContainer()",
        "Sources/Feed/B.swift": "import UIKit\n@preconcurrency import CloudKit.CKRecord\nlet c = CKContainer(x)",
        "Sources/Feed/C.swift": "// import CloudKit\nlet s = \"CKContainer(\"",
        "Sources/Spikes/D.swift": "import CloudKit",
        "Tests/AppTests/E.swift": "import CloudKit",
      ]))
    #expect(
      found.map { "\($0.path):\($0.position!) \($0.kind.rawValue)" } == [
        "Sources/Feed/B.swift:2:1 forbidden-import", "Sources/Feed/B.swift:3:9 forbidden-api",
      ])
    #expect(found[0].message.hasPrefix(Said.forbiddenImportMessage("CloudKit") + " [cloud]; change the code"))
    #expect(found[0].message.contains("or change the contract: widen the fence in \(site.suitePath)"))
  }

  @Test func staleEntriesAreReportedOnlyWhereTheSnapshotShowsThem() {
    let gone = FenceEvaluation.violations(of: boundary, site: site, in: files(["Sources/Feed/B.swift": ""]))
    #expect(gone.map(\.kind) == [.staleEntry])
    #expect(gone[0].message.hasPrefix(Said.staleEntry("Sources/Sync/A.swift")))
    let unused = FenceEvaluation.violations(
      of: boundary, site: site, in: files(["Sources/Sync/A.swift": "import Foundation"]))
    #expect(unused.map(\.kind) == [.staleEntry])
    #expect(unused[0].message.hasPrefix(Said.staleEntry("Sources/Sync/A.swift", uses: "CloudKit")))
    let notJudged = FenceEvaluation.violations(
      of: boundary, site: site, in: files(["Sources/Feed/B.swift": ""], extra: ["Sources/Sync/A.swift"]))
    #expect(notJudged.isEmpty)
  }

  /// A layer may fence needles only: the stale message names them, never an empty subject.
  @Test func aStaleEntryNamesWhatTheFenceGrantsEvenWithoutModules() {
    let layer = FenceRule(
      LayerBoundary(
        id: "no-net", paths: ["Sources/Deck/"], fence: ["Sources/Deck/Net.swift": ["URLSession("]],
        api: ["URLSession("]))
    let found = FenceEvaluation.violations(of: layer, site: site, in: files(["Sources/Deck/Net.swift": "let x = 1"]))
    #expect(found.map(\.kind) == [.staleEntry])
    #expect(
      found.first?.message.hasPrefix(
        Said.staleEntry("Sources/Deck/Net.swift", uses: "URLSession(", needle: true) + " [no-net]")
        == true)
    let both = FenceEvaluation.violations(of: boundary, site: site, in: files(["Sources/Sync/A.swift": "let x = 1"]))
    #expect(both.first?.message.contains("no longer uses CloudKit or 'CKContainer('") == true)
  }

  @Test func aRuleWhoseRootsSelectNothingIsVacuous() {
    let rule = FenceRule(ImportBoundary(id: "typo", module: "CloudKit", roots: ["Source"]))
    let found = FenceEvaluation.violations(of: rule, site: site, in: files(["Sources/A.swift": "import CloudKit"]))
    #expect(found.map(\.kind) == [.vacuousRule])
    #expect(found[0].message.contains("'Source' select no Swift file"))
  }

  @Test func layersForbidModulesInsideTheirPaths() {
    let rule = FenceRule(
      LayerBoundary(
        id: "domain", paths: ["Sources/Domain/"], forbid: ["UIKit", "SwiftUI"],
        fence: ["Sources/Domain/Colors.swift": ["SwiftUI"]]))
    let found = FenceEvaluation.violations(
      of: rule, site: site,
      in: files([
        "Sources/Domain/Model.swift": "import Foundation\n#if os(iOS)\nimport UIKit\n#endif",
        "Sources/Domain/Colors.swift": "import SwiftUI",
        "Sources/DomainKit/Other.swift": "import UIKit",
        "Sources/App/View.swift": "import SwiftUI",
      ]))
    #expect(found.map { "\($0.path):\($0.position!)" } == ["Sources/Domain/Model.swift:3:1"])
    #expect(("x: error: " + found[0].message).hasPrefix(Said.layerImport("UIKit", at: "x") + " [domain]"))
  }

  @Test func defaultRootsLeaveTestFoldersOut() {
    let rule = FenceRule(ImportBoundary(id: "x", module: "M"))
    #expect(rule.covers("Sources/App/A.swift"))
    #expect(rule.covers("App/A.swift"))
    #expect(!rule.covers("Tests/AppTests/A.swift"))
    #expect(!rule.covers("AppUITests/A.swift"))
    #expect(!rule.covers("Sources/App/A.m"))
    #expect(PathPrefix.contains("Sources/App/A.swift", under: "Sources/App/"))
    #expect(!PathPrefix.contains("Sources/AppKit/A.swift", under: "Sources/App"))
  }
}
