import RuleEngine
import Testing

@testable import FitnessCLI

/// A suite's name reads as its rule: from the rule's parts when they name a subject, else
/// from the finding's title, never a name that says only "Sources" or "and others".
@Suite struct SuiteNamingTests {
  static func layer(_ roots: [String], _ forbid: [String]) -> any PatternRule {
    FenceRule(LayerBoundary(id: "r", paths: roots, forbid: forbid))
  }

  @Test func aVagueNameGivesWayToTheTitle() {
    let vague = Self.layer(["Sources"], ["UIKit", "SwiftUI", "AppKit"])
    #expect(SuiteNaming.typeName(for: vague) == "SourcesStayFreeOfUIKitAndOthersTests")
    #expect(
      SuiteNaming.typeName(for: vague, title: "The domain never sees UI frameworks")
        == "TheDomainNeverSeesUIFrameworksTests")
    let calls = Self.layer(["Packages/A", "Packages/B"], [])
    #expect(
      SuiteNaming.typeName(for: calls, title: "Packages never call the clock directly")
        == "PackagesNeverCallTheClockDirectlyTests")
  }

  /// element-x's "no MatrixRustSDK in screens": a plural layer takes `Stay`.
  @Test func aPluralLayerReadsAsASentence() {
    let screens = Self.layer(["ElementX/Sources/Screens"], ["MatrixRustSDK"])
    #expect(SuiteNaming.typeName(for: screens) == "ScreensStayFreeOfMatrixRustSDKTests")
    let feed = Self.layer(["Sources/Feed"], ["CloudKit"])
    #expect(SuiteNaming.typeName(for: feed) == "FeedStaysFreeOfCloudKitTests")
  }

  @Test func aFenceOfTestHelpersNamesTheRuleNotTheHelpers() {
    let boundary = FenceRule(
      ImportBoundary(
        id: "r", module: "Foundation",
        fence: ["Sources/SwiftSyntaxTestSupport/A.swift", "Sources/SwiftSyntaxTestSupport/B.swift"]))
    #expect(SuiteNaming.typeName(for: boundary) == "FoundationStaysInSwiftSyntaxTestSupportTests")
    #expect(
      SuiteNaming.typeName(for: boundary, title: "SwiftSyntax never imports Foundation")
        == "SwiftSyntaxNeverImportsFoundationTests")
  }

  /// An attribute's argument can say the opposite of its name, and "keep their shape" says
  /// nothing: the title names the suite.
  @Test func aNameThatSaysTheOppositeOrNothingGivesWayToTheTitle() {
    let inlined = MemberShape(id: "r", kind: "func", isStatic: true, requireAttributes: ["@inline(never)"])
    #expect(SuiteNaming.typeName(for: inlined) == "RuleTests")
    #expect(
      SuiteNaming.typeName(for: inlined, title: "Static functions are never inlined")
        == "StaticFunctionsAreNeverInlinedTests")
    let shaped = DeclarationShape(id: "r", require: .init(), forbid: .init(modifiers: ["public"]))
    #expect(SuiteNaming.typeName(for: shaped) == "TypesKeepTheirShapeTests")
    #expect(SuiteNaming.typeName(for: shaped, title: "Nothing is public") == "NothingIsPublicTests")
    // A modifier with an argument says what it means.
    let setters = MemberShape(id: "r", kind: "var", requireModifiers: ["private(set)"])
    #expect(SuiteNaming.typeName(for: setters, title: "Setters stay private") == "VarsArePrivateSetTests")
  }

  @Test func aSpecificNameStays() {
    let feed = Self.layer(["Sources/App/Feed"], ["Ledger"])
    #expect(SuiteNaming.typeName(for: feed, title: "The feed never imports the ledger") == "FeedStaysFreeOfLedgerTests")
  }

  @Test func aLongTitleIsCutAtAWordAndANamelessOneKeepsTheParts() {
    let long = SuiteNaming.titleName(String(repeating: "every word counts here ", count: 10))!
    #expect(long.count <= 66 && long.hasSuffix("Tests") && long.hasPrefix("EveryWordCountsHere"))
    let vague = Self.layer(["Sources"], [])
    #expect(SuiteNaming.typeName(for: vague, title: "—") == "SourcesStayFreeOfForbiddenCallsTests")
  }
}
