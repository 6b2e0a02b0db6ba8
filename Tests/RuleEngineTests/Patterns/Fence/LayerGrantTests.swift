import FitnessTestSupport
import RuleEngine
import SwiftScanner
import Testing

/// A layer's exception grants exactly what it names; everything else the layer forbids
/// stays forbidden in the excepted file, in the hook and under `swift test` alike.
@Suite struct LayerGrantTests {
  let site = RuleSite(suitePath: "Tests/AppTests/Fitness/ModelsStayPureTests.swift")
  let rule = FenceRule(
    LayerBoundary(
      id: "models-pure", paths: ["Sources/Models/"], forbid: ["SwiftUI", "DesignSystem", "NetworkClient"],
      fence: ["Sources/Models/Color.swift": ["SwiftUI"]], api: ["URLSession("]))

  func files(_ sources: [String: String]) -> FileSet {
    FileSet(paths: Set(sources.keys), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
  }

  @Test func anExceptionOpensOnlyWhatItGrants() {
    let clean = FenceEvaluation.violations(
      of: rule, site: site, in: files(["Sources/Models/Color.swift": "import SwiftUI\n"]))
    #expect(clean.isEmpty)
    let widened = FenceEvaluation.violations(
      of: rule, site: site,
      in: files([
        "Sources/Models/Color.swift":
          "import SwiftUI\nimport DesignSystem\nimport NetworkClient\nlet s = URLSession(x)\n"
      ]))
    #expect(
      widened.map { "\($0.position!) \($0.subject)" } == ["2:1 DesignSystem", "3:1 NetworkClient", "4:9 URLSession("])
    // The words are in ViolationWordsTests' golden file; here, what it names and both sides.
    let message = widened[0].message
    #expect(message.contains("DesignSystem") && message.contains("SwiftUI") && message.contains("[models-pure]"))
    #expect(message.contains("change the code") && message.contains("change the contract"))
    #expect(message.contains(site.suitePath))
  }

  /// A layer's fence lists exceptions, not a way through: a needle outside it is kept out
  /// of the layer, or its file added to the fence.
  @Test func aLayersNeedleMessageSaysToKeepItOut() {
    let found = FenceEvaluation.violations(
      of: rule, site: site, in: files(["Sources/Models/Feed.swift": "let s = URLSession(x)\n"]))
    let message = try? #require(found.first?.message)
    #expect(message?.contains("'URLSession('") == true && message?.contains("[models-pure]") == true)
    #expect(message?.contains("change the code") == true && message?.contains("change the contract") == true)
    #expect(message?.contains("go through the files in the fence") == false)
  }

  @Test func aGrantTheFileNoLongerNeedsIsStale() {
    let twoGrants = FenceRule(
      LayerBoundary(
        id: "models-pure", paths: ["Sources/Models/"], forbid: ["SwiftUI", "DesignSystem"],
        fence: ["Sources/Models/Color.swift": ["SwiftUI", "DesignSystem"]]))
    let found = FenceEvaluation.violations(
      of: twoGrants, site: site, in: files(["Sources/Models/Color.swift": "import SwiftUI\n"]))
    #expect(found.map(\.kind) == [.staleEntry])
    #expect(
      found.first?.message.hasPrefix(
        Said.staleEntry("Sources/Models/Color.swift", uses: "DesignSystem") + " [models-pure]")
        == true)
  }

  @Test func theDrillImportsAModuleTheEntryDoesNotGrant() {
    let outcome = DeliberateBreak.drill(
      rule, site: site,
      files: files(["Sources/Models/Color.swift": "import SwiftUI\n", "Sources/Models/Item.swift": "struct Item {}\n"]))
    #expect(outcome.provenRed)
    let grant = outcome.breaks.first { $0.action.contains("which does not grant it") }
    #expect(
      grant?.action == "`import DesignSystem` added to fence entry Sources/Models/Color.swift, which does not grant it")
    #expect(grant?.verdict?.path == "Sources/Models/Color.swift")
  }

  static let suite = """
    static let rule = LayerBoundary(
      id: "models-pure",
      paths: ["Sources/Models/"],
      forbid: ["SwiftUI", "DesignSystem"],
      fence: FENCE,
      api: ["URLSession("]
    )
    """

  func read(_ fence: String) throws(RuleBlockError) -> [SuiteRule] {
    try RuleBlockReader.rules(
      in: Array(Self.suite.replacingOccurrences(of: "FENCE", with: fence).utf8), path: site.suitePath)
  }

  @Test func theReaderTakesGrantsWithTheirReasons() throws {
    let rules = try read(
      """
      [
          "Sources/Models/Color.swift": ["SwiftUI"],  // maps tokens to SwiftUI.Color [0012]
          "Sources/Models/Fetch.swift": ["DesignSystem", "URLSession("],  // the old loader [0013]
        ]
      """)
    let fence = try #require(rules.first?.fence)
    #expect(fence.fence == ["Sources/Models/Color.swift", "Sources/Models/Fetch.swift"])
    #expect(fence.grants["Sources/Models/Fetch.swift"] == ["DesignSystem", "URLSession("])
    #expect(rules[0].reasons["Sources/Models/Color.swift"] == "maps tokens to SwiftUI.Color [0012]")
    #expect(rules[0].reasons["Sources/Models/Fetch.swift"] == "the old loader [0013]")
    #expect(rules[0].site.entryPositions["Sources/Models/Fetch.swift"]?.line == 7)
    #expect(try read("[:]").first?.fence?.fence == [])
  }

  @Test(arguments: [
    (#"["Sources/Models/Color.swift",  // the old form [x]"# + "\n]", "must say what it grants"),
    ("[]", "write 'fence: [:]' for no exceptions"),
    (#"["Sources/Models/Color.swift": ["UIKit"],  // reason [x]"# + "\n]", "which this layer neither forbids"),
    (#"["Sources/Models/Color.swift": [],  // reason [x]"# + "\n]", "grants nothing"),
    (#"["Sources/Models/Color.swift": ["SwiftUI"]]"#, "needs a reason"),
  ])
  func theOldFormAndBadGrantsAreRefusedWithTheWayToWriteThem(_ fence: String, _ message: String) {
    do {
      _ = try read(fence)
      Issue.record("\(fence) was read")
    } catch {
      #expect(error.message.contains(message), "\(fence): \(error.message)")
    }
  }
}
