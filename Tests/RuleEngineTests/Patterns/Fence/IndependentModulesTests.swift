import FitnessTestSupport
import RuleEngine
import SwiftScanner
import Testing

/// "No feature package imports another": one rule for a set of modules, each excepted
/// file naming the one module it may import, judged alike in the hook and `swift test`.
@Suite struct IndependentModulesTests {
  let site = RuleSite(suitePath: "Tests/AppTests/Fitness/FeaturesStayIndependentTests.swift")
  let rule = FenceRule(
    IndependentModules(
      id: "features", title: "No feature imports another",
      modules: [
        "Search": ["Packages/Search/Sources"], "Profile": ["Packages/Profile/Sources"],
        "Feed": ["Packages/Feed/Sources", "Packages/Feed/Extras"],
      ],
      fence: ["Packages/Search/Sources/Search/ProfileLink.swift": ["Profile"]]))

  func files(_ sources: [String: String]) -> FileSet {
    FileSet(paths: Set(sources.keys), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
  }

  @Test func aCrossImportIsCaughtInEveryModuleAndOwnImportsAreNot() {
    let found = FenceEvaluation.violations(
      of: rule, site: site,
      in: files([
        "Packages/Search/Sources/Search/ProfileLink.swift": "import Profile\n",
        "Packages/Search/Sources/Search/Results.swift": "import Foundation\nimport Feed\n",
        "Packages/Feed/Extras/Cards.swift": "import Search\nimport DesignSystem\n",
        "Packages/Profile/Sources/Profile/Card.swift": "import Foundation\n",
        "Packages/Profile/Tests/ProfileTests/CardTests.swift": "import Search\n",
      ]))
    #expect(
      found.map { "\($0.path):\($0.position!.line) \($0.subject)" } == [
        "Packages/Feed/Extras/Cards.swift:1 Search", "Packages/Search/Sources/Search/Results.swift:2 Feed",
      ])
    #expect(
      ("x: error: " + found[0].message).hasPrefix(Said.crossImport("Search", at: "x") + " [features]; change the code"))
    #expect(found[0].message.contains("(\"No feature imports another\")"))
    #expect(found[0].message.contains("or change the contract: add this file to the fence in \(site.suitePath)"))
  }

  @Test func anExceptionOpensOneModuleAndGoesStaleWithItsImport() {
    let ungranted = FenceEvaluation.violations(
      of: rule, site: site,
      in: files([
        "Packages/Search/Sources/Search/ProfileLink.swift": "import Profile\nimport Feed\n"
      ]))
    #expect(ungranted.map(\.subject) == ["Feed"])
    #expect(ungranted[0].message.hasPrefix("uses Feed, which its fence entry does not grant (it grants Profile)"))
    let stale = FenceEvaluation.violations(
      of: rule, site: site, in: files(["Packages/Search/Sources/Search/ProfileLink.swift": "import UIKit\n"]))
    #expect(stale.map(\.kind) == [.staleEntry])
    #expect(
      stale[0].message.hasPrefix(
        Said.staleEntry("Packages/Search/Sources/Search/ProfileLink.swift", uses: "Profile") + " [features]"))
  }

  @Test func aNestedPackageBelongsToTheLongestFolder() {
    let nested = FenceRule(
      IndependentModules(
        id: "nested", modules: ["Outer": ["Packages/Outer"], "Inner": ["Packages/Outer/Inner"]]))
    #expect(nested.home(of: "Packages/Outer/Inner/A.swift") == "Inner")
    #expect(nested.home(of: "Packages/Outer/B.swift") == "Outer")
    #expect(nested.home(of: "Packages/OuterKit/C.swift") == nil)
    let found = FenceEvaluation.violations(
      of: nested, site: site,
      in: files(["Packages/Outer/Inner/A.swift": "import Outer\n", "Packages/Outer/B.swift": "struct B {}\n"]))
    #expect(found.map(\.path) == ["Packages/Outer/Inner/A.swift"])
  }

  @Test func theDrillAddsACrossImportForEachModule() {
    let outcome = DeliberateBreak.drill(
      rule, site: site,
      files: files([
        "Packages/Search/Sources/Search/ProfileLink.swift": "import Profile\n",
        "Packages/Search/Sources/Search/Results.swift": "struct Results {}\n",
        "Packages/Profile/Sources/Profile/Card.swift": "struct Card {}\n",
      ]))
    #expect(outcome.provenRed, "\(outcome.breaks.map(\.action))")
    let actions = outcome.breaks.map(\.action)
    #expect(actions.contains("`import Profile` added to Packages/Feed/Sources/FitnessDrill.swift, in Feed"))
    #expect(actions.contains("`import Feed` added to Packages/Profile/Sources/Profile/Card.swift, in Profile"))
    #expect(actions.contains("`import Feed` added to Packages/Search/Sources/Search/Results.swift, in Search"))
    #expect(actions.contains("fence entry Packages/Search/Sources/Search/ProfileLink.swift removed"))
    #expect(
      actions.contains(
        "`import Feed` added to fence entry Packages/Search/Sources/Search/ProfileLink.swift, which does not grant it"))
  }

  static let suite = """
    static let rule = IndependentModules(
      id: "features",
      title: "No feature imports another",
      modules: [
        "Profile": ["Packages/Profile/Sources"],
        "Search": ["Packages/Search/Sources"],
      ],
      fence: FENCE
    )
    """

  func read(_ fence: String, suite: String = Self.suite) throws(RuleBlockError) -> [SuiteRule] {
    try RuleBlockReader.rules(
      in: Array(suite.replacingOccurrences(of: "FENCE", with: fence).utf8), path: site.suitePath)
  }

  @Test func theReaderTakesModulesAndGrantsWithReasons() throws {
    let rules = try read(
      """
      [
          "Packages/Search/Sources/Search/ProfileLink.swift": ["Profile"],  // deep links open a profile [0009]
        ]
      """)
    let fence = try #require(rules.first?.fence)
    #expect(fence.direction == .independent)
    #expect(
      fence.homes == [
        .init(name: "Profile", paths: ["Packages/Profile/Sources"]),
        .init(name: "Search", paths: ["Packages/Search/Sources"]),
      ])
    #expect(fence.grants["Packages/Search/Sources/Search/ProfileLink.swift"] == ["Profile"])
    #expect(rules[0].reasons["Packages/Search/Sources/Search/ProfileLink.swift"] == "deep links open a profile [0009]")
    #expect(rules[0].pattern == "independent-modules")
  }

  @Test(arguments: [
    (#"["Packages/Search/Sources/Search/A.swift": ["Feed"],  // reason [x]"# + "\n]", "is not one of the modules"),
    (#"["Packages/Search/Sources/Search/A.swift": ["Profile"]]"#, "needs a reason"),
    ("[]", "write 'fence: [:]' for no exceptions"),
  ])
  func badExceptionsAreRefused(_ fence: String, _ message: String) {
    do {
      _ = try read(fence)
      Issue.record("\(fence) was read")
    } catch {
      #expect(error.message.contains(message), "\(fence): \(error.message)")
    }
  }

  @Test func aSetOfOneModuleOrAModuleWithoutFoldersIsRefused() {
    let one = Self.suite.replacingOccurrences(of: "    \"Search\": [\"Packages/Search/Sources\"],\n", with: "")
    #expect(throws: RuleBlockError.self) { try read("[:]", suite: one) }
    do {
      _ = try read("[:]", suite: one)
    } catch {
      #expect(error.message.contains("needs at least two modules"))
    }
    let empty = Self.suite.replacingOccurrences(of: "[\"Packages/Search/Sources\"]", with: "[]")
    do {
      _ = try read("[:]", suite: empty)
      Issue.record("a module without folders was read")
    } catch {
      #expect(error.message.contains("'Search' in 'modules' needs a list of paths"))
    }
  }
}
