import SwiftScanner
import Testing

@testable import RuleEngine

/// The files pattern: which paths it holds, what its drill adds, and how a baseline lets
/// today's paths past.
@Suite struct NoNewFilesTests {
  private let site = RuleSite(suitePath: "Tests/AppTests/Fitness/NoNewStoryboardsTests.swift")

  @Test func aPathTheGlobsHoldIsABreachUnlessTheFenceLetsItPast() throws {
    let rules = try RuleBlockReader.rules(
      in: Array(
        """
        static let rule = NoNewFiles(
          id: "no-colour-assets",
          paths: ["**/*.colorset"],
          fence: [
            "App/Assets.xcassets/Brand/",  // the brand colours, kept until the design system ships
          ]
        )
        """.utf8), path: site.suitePath)
    let rule = try #require(rules.first?.body as? NoNewFiles)
    let files = FileSet(
      paths: [
        "App/Assets.xcassets/Brand/Blue.colorset/Contents.json", "App/Assets.xcassets/Accent.colorset/Contents.json",
        "App/Assets.xcassets/Icon.imageset/Contents.json",
      ], sources: [:])
    let found = rule.violations(site: site, in: files, catalogValues: nil)
    #expect(found.map(\.path) == ["App/Assets.xcassets/Accent.colorset/Contents.json"])
    #expect(found[0].message.contains("is a new path matching '**/*.colorset', which no new file may"))
    #expect(rule.inputs.reading == .path && rule.inputs.eachFileAlone)
  }

  @Test func theDrillAddsAPathEachGlobMatches() {
    let files = FileSet(paths: ["Core/Auth/A.swift"], sources: [:])
    #expect(NoNewFiles(id: "x", paths: ["**/*.storyboard"]).newPath(in: files) == "FitnessDrill.storyboard")
    #expect(NoNewFiles(id: "x", paths: ["Core/*/"]).newPath(in: files) == "Core/FitnessDrill/FitnessDrill")
    #expect(NoNewFiles(id: "x", paths: ["Legacy/"]).newPath(in: files) == "Legacy/FitnessDrill")
  }

  /// A rule of two globs is proven for each: the second glob's break is drilled too.
  @Test func theDrillBreaksEveryGlob() {
    let rule = NoNewFiles(id: "x", paths: ["**/*.storyboard", "**/*.xib"])
    let outcome = rule.drill(site: RuleSite(suitePath: ""), files: FileSet(paths: [], sources: [:]), catalogValues: nil)
    #expect(outcome.breaks.map(\.offender) == ["FitnessDrill.storyboard", "FitnessDrill.xib"])
    #expect(outcome.breaks.allSatisfy { $0.verdict != nil })
    #expect(outcome.breaks.map(\.action).last == "new path FitnessDrill.xib added (**/*.xib)")
  }

  @Test func aBaselineLetsAFolderTheGlobNamesPastAsTheFolder() throws {
    let rule = NoNewFiles(id: "core", paths: ["Core/*/"])
    let files = FileSet(
      paths: ["Core/Auth/A.swift", "Core/Auth/B.swift", "Core/Vault/C.swift", "App/D.swift"], sources: [:])
    let (baselined, added) = try #require(rule.baselined(over: files))
    #expect(added == ["Core/Auth/", "Core/Vault/"])
    #expect(baselined.violations(site: site, in: files, catalogValues: nil).isEmpty)
    let storyboards = NoNewFiles(id: "sb", paths: ["**/*.storyboard"])
    #expect(
      storyboards.baselined(over: FileSet(paths: ["Mac/Main.storyboard"], sources: [:]))?.added == [
        "Mac/Main.storyboard"
      ])
  }

  @Test func aRuleWithNoPathsIsRefused() {
    #expect(throws: RuleBlockError.self) {
      try RuleBlockReader.rules(in: Array("static let rule = NoNewFiles(id: \"x\", paths: [])\n".utf8), path: "S")
    }
  }
}
