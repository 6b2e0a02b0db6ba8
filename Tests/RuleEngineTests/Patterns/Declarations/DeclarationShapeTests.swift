import SwiftScanner
import Testing

@testable import RuleEngine

/// The declarations pattern: what it selects, what it holds a selected type to, its fence,
/// its literal and its drill.
@Suite struct DeclarationShapeTests {
  static let suite = """
    @Suite struct ViewModelsAreFinalTests {
      static let rule = DeclarationShape(
        id: "view-models-final",
        title: "View models are final and main-actor bound",
        kind: "class",
        named: "*ViewModel",
        requireModifiers: ["final"],
        requireAttributes: ["@MainActor"],
        fence: [
          "Sources/Legacy/OldViewModel.swift": ["OldViewModel"],  // subclassed by the UIKit screens
        ],
        roots: ["Sources"]
      )
    }

    """

  /// What a violation says broke, before ", which": `class Outer.RowViewModel is not final`,
  /// less its kind word. A breach's subject is the declaration's name alone, as `allow`
  /// writes it into a fence entry.
  static func breach(_ violation: Violation) -> String {
    let head = violation.message.components(separatedBy: ", which").first ?? violation.message
    return String(head.drop { $0 != " " }.dropFirst())
  }

  static func rule(_ text: String = suite) throws -> SuiteRule {
    try #require(try RuleBlockReader.rules(in: Array(text.utf8), path: "Tests/AppTests/Fitness/VMTests.swift").first)
  }

  static func files(_ sources: [String: String]) -> FileSet {
    FileSet(paths: Set(sources.keys), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
  }

  static let compliant: [String: String] = [
    "Sources/Feed/FeedViewModel.swift": "@MainActor\nfinal class FeedViewModel: ObservableObject {}\n",
    "Sources/Legacy/OldViewModel.swift": "class OldViewModel: NSObject {}\n",
    "Sources/Feed/FeedView.swift": "struct FeedView: View { var body: some View { Text(\"\") } }\n",
    "Sources/Feed/Settings.swift": "struct SettingsViewModel {}\nextension FeedViewModel {}\nclass Helper {}\n",
  ]

  /// An attribute written with its module is the attribute: `@SwiftUI.MainActor` is
  /// `@MainActor`, `@Observation.Observable` is `@Observable`.
  @Test func aModuleQualifiedAttributeMeetsTheRule() throws {
    let rule = try Self.rule(
      Self.suite.replacingAll(
        "requireAttributes: [\"@MainActor\"]", with: "requireAttributes: [\"@MainActor\", \"@Observable\"]"))
    let sources = [
      "Sources/Feed/A10ViewModel.swift": "@SwiftUI.MainActor @Observation.Observable final class A10ViewModel {}\n",
      "Sources/Legacy/OldViewModel.swift": "class OldViewModel {}\n",
    ]
    #expect(RuleEvaluation.violations(of: rule, in: Self.files(sources)).isEmpty)
    // Another module's attribute of another name still is not.
    var other = sources
    other["Sources/Feed/A10ViewModel.swift"] = "@SwiftUI.State @Observable final class A10ViewModel {}\n"
    #expect(
      RuleEvaluation.violations(of: rule, in: Self.files(other)).map(Self.breach) == ["A10ViewModel lacks @MainActor"])
  }

  /// Conformances may be globs, and `{name}` is the declaration's own name: "every
  /// `FooViewModel` conforms to its `FooViewModelProtocol`".
  @Test func aConformanceMayBeAPatternOfTheDeclarationsName() throws {
    let suite = """
      static let rule = DeclarationShape(
        id: "view-models-have-protocols",
        kind: "class",
        named: "*ViewModel",
        conforming: ["*Observable*"],
        requireConforms: ["{name}Protocol"],
        forbidInherits: ["Legacy*"],
        roots: ["Sources"]
      )
      """
    let rule = try Self.rule(suite)
    let sources = [
      "Sources/Feed/FeedViewModel.swift": "final class FeedViewModel: ObservableObject, FeedViewModelProtocol {}\n",
      "Sources/Feed/ListViewModel.swift": "final class ListViewModel: ObservableObject, FeedViewModelProtocol {}\n",
      "Sources/Feed/OldViewModel.swift": "class OldViewModel: ObservableObject, LegacyBase {}\n"
        + "extension OldViewModel: Feed.OldViewModelProtocol {}\n",
      "Sources/Feed/PlainViewModel.swift": "class PlainViewModel {}\n",
    ]
    let found = RuleEvaluation.violations(of: rule, in: Self.files(sources)).map(Self.breach)
    // PlainViewModel is not selected (it conforms to nothing `*Observable*`); OldViewModel's
    // protocol is declared in an extension, module-qualified.
    #expect(
      found.sorted() == [
        "ListViewModel does not conform to ListViewModelProtocol", "OldViewModel inherits from Legacy*",
      ],
      "\(found)")
    // A pattern that can meet no name is refused, as a name would be.
    #expect(throws: RuleBlockError.self) {
      try Self.rule(suite.replacingAll("{name}Protocol", with: "{name}-Protocol"))
    }
    // And the drill proves it red with a name that meets each pattern.
    let drilled = DeliberateBreak.drill(rule, files: Self.files(sources))
    #expect(drilled.breaks.allSatisfy { $0.verdict != nil }, "\(drilled.breaks.map(\.action))")
  }

  @Test func aCompliantTreeAndUnselectedDeclarationsPass() throws {
    let rule = try Self.rule()
    #expect(RuleEvaluation.violations(of: rule, in: Self.files(Self.compliant)).isEmpty)
  }

  @Test func aSelectedClassMissingATraitIsNamedAtItsKeywordWithBothSidesToChange() throws {
    var sources = Self.compliant
    sources["Sources/Feed/ProfileViewModel.swift"] = "import SwiftUI\n\n@MainActor\nclass ProfileViewModel {}\n"
    let found = RuleEvaluation.violations(of: try Self.rule(), in: Self.files(sources))
    #expect(found.count == 1)
    let violation = try #require(found.first)
    #expect(violation.kind == .declarationBreach)
    #expect(violation.place == "Sources/Feed/ProfileViewModel.swift:4:1")
    // The words are in ViolationWordsTests' golden file; here, what it names and both sides.
    #expect(violation.subject == "ProfileViewModel")
    #expect(Self.breach(violation).hasSuffix("ProfileViewModel is not final"))
    #expect(violation.message.contains("[view-models-final]"))
    #expect(violation.message.contains("change the code"))
    #expect(violation.message.contains("change the contract"))
    #expect(violation.message.contains("\"ProfileViewModel\"") && violation.message.contains("VMTests.swift"))
  }

  @Test func eachMissingTraitIsItsOwnViolation() throws {
    var sources = Self.compliant
    sources["Sources/Feed/A.swift"] = "struct Outer {\n  class RowViewModel {}\n}\n"
    let found = RuleEvaluation.violations(of: try Self.rule(), in: Self.files(sources))
    #expect(found.map(Self.breach) == ["Outer.RowViewModel is not final", "Outer.RowViewModel lacks @MainActor"])
    #expect(found.allSatisfy { $0.place == "Sources/Feed/A.swift:2:3" })
  }

  @Test func aFenceEntryIsStaleWhenItsFileIsGoneOrComplies() throws {
    var gone = Self.compliant
    gone["Sources/Legacy/OldViewModel.swift"] = nil
    let missing = RuleEvaluation.violations(of: try Self.rule(), in: Self.files(gone))
    #expect(missing.map(\.kind) == [.staleEntry])
    #expect(missing.first?.message.contains("the file no longer exists") == true)
    #expect(missing.first?.place == "Tests/AppTests/Fitness/VMTests.swift:10:7")

    var mended = Self.compliant
    mended["Sources/Legacy/OldViewModel.swift"] = "@MainActor final class OldViewModel: NSObject {}\n"
    let complies = RuleEvaluation.violations(of: try Self.rule(), in: Self.files(mended))
    #expect(complies.map(\.kind) == [.staleEntry])
    #expect(complies.first?.message.contains("complies") == true)
  }

  @Test func anUnjudgedFenceEntryIsNotCalledStale() throws {
    // The staged check judges only what a commit changes: the entry exists but is not read.
    var files = Self.files(["Sources/Feed/FeedViewModel.swift": Self.compliant["Sources/Feed/FeedViewModel.swift"]!])
    files.paths.insert("Sources/Legacy/OldViewModel.swift")
    #expect(RuleEvaluation.violations(of: try Self.rule(), in: files).isEmpty)
  }

  @Test func rootsThatSelectNoFileMakeTheRuleVacuous() throws {
    let found = RuleEvaluation.violations(of: try Self.rule(), in: Self.files(["App/Main.swift": "struct App {}\n"]))
    #expect(found.contains { $0.kind == .vacuousRule })
  }

  @Test func forbiddenInheritanceAndAccessLevels() throws {
    let text = """
      static let rule = DeclarationShape(
        id: "domain-pure",
        forbidModifiers: ["public"],
        forbidInherits: ["NSObject"],
        fence: [:],
        roots: ["Sources/Domain"]
      )
      """
    let rule = try Self.rule(text)
    let sources = [
      "Sources/Domain/A.swift": "final class Account: NSObject {}\n",
      "Sources/Domain/B.swift": "open class Base {}\n",
      "Sources/Domain/C.swift": "struct Money {}\nextension Money: Codable {}\n",
    ]
    let found = RuleEvaluation.violations(of: rule, in: Self.files(sources))
    #expect(found.map(Self.breach) == ["Account inherits from NSObject", "Base is public"])
  }

  @Test func requiredConformancesCountExtensionsAndPreviewsMustNameTheType() throws {
    let text = """
      static let rule = DeclarationShape(
        id: "views-preview",
        kind: "struct",
        conforming: ["View"],
        requireNamed: "*View",
        requirePreview: true,
        fence: [:]
      )
      """
    let rule = try Self.rule(text)
    let sources = [
      "Sources/A.swift": "struct FeedView {}\nextension FeedView: View {}\n#Preview { FeedView() }\n",
      "Sources/B.swift": "struct Badge: SwiftUI.View {}\n#Preview { FeedView() }\n",
    ]
    let found = RuleEvaluation.violations(of: rule, in: Self.files(sources))
    #expect(found.map(Self.breach) == ["Badge is not named *View", "Badge ships no preview"])
  }

  /// A preview that renders the type through a wrapper declared in the same file counts;
  /// one that names only an unrelated type does not.
  @Test func aPreviewThroughAWrapperInTheSameFileCounts() throws {
    let text = """
      static let rule = DeclarationShape(
        id: "screens-preview",
        kind: "struct",
        named: "*Screen",
        requirePreview: true,
        fence: [:]
      )
      """
    let rule = try Self.rule(text)
    let sources = [
      "Sources/JoinRoomScreen.swift": """
      struct JoinRoomScreen: View {
        var body: some View { Text("join") }
      }
      struct JoinRoomScreenPreviewWrapper: View {
        @State var name = ""
        var body: some View { JoinRoomScreen() }
      }
      struct JoinRoomScreen_Previews: PreviewProvider {
        static var previews: some View { JoinRoomScreenPreviewWrapper() }
      }

      """,
      "Sources/AvatarScreen.swift": """
      struct AvatarScreen: View {
        var body: some View { Text("a") }
      }
      private struct PreviewWrapper: View {
        var body: some View { AvatarScreen() }
      }
      #Preview { PreviewWrapper() }

      """,
      "Sources/LoneScreen.swift": """
      struct LoneScreen: View {
        var body: some View { Text("l") }
      }
      struct Unrelated: View {
        var body: some View { Text("u") }
      }
      #Preview { Unrelated() }

      """,
    ]
    let found = RuleEvaluation.violations(of: rule, in: Self.files(sources)).map(Self.breach)
    #expect(found == ["LoneScreen ships no preview"], "\(found)")
  }

  @Test func theLiteralRefusesWhatCanNeverHoldWithItsLabel() throws {
    // Each with the label it is reported at; a problem of the whole rule at the literal.
    let cases: [(String, String, String?)] = [
      (
        "kind: \"struct\", requireModifiers: [\"final\"]", "'requireModifiers': a struct cannot be 'final'",
        "requireModifiers"
      ),
      ("named: \"Feed View\", requireModifiers: [\"public\"]", "'named': 'Feed View' can match no type name", "named"),
      ("kind: \"thing\", requireModifiers: [\"public\"]", "'kind': unknown kind 'thing'", "kind"),
      ("kind: \"class\"", "the rule requires and forbids nothing", nil),
      (
        "requireAttributes: [\"MainActor\"]", "'requireAttributes': 'MainActor' is not an attribute",
        "requireAttributes"
      ),
      ("requireModifiers: [\"static\"]", "'static' is not a modifier of type declarations", "requireModifiers"),
      ("kind: \"protocol\", requirePreview: true", "a protocol cannot be previewed", "requirePreview"),
    ]
    for (arguments, expected, label) in cases {
      let text = "static let rule = DeclarationShape(id: \"r\", \(arguments))\n"
      let column = label.map { text.range(of: $0 + ":")!.lowerBound.utf16Offset(in: text) + 1 } ?? 19
      #expect {
        _ = try RuleBlockReader.rules(in: Array(text.utf8), path: "T/Fitness/XTests.swift")
      } throws: { error in
        "\(error)".contains(expected) && "\(error)".hasPrefix("T/Fitness/XTests.swift:1:\(column): error:")
      }
    }
  }

  @Test func theDrillProvesEachTraitRed() throws {
    let rule = try Self.rule()
    let outcome = DeliberateBreak.drill(rule, files: Self.files(Self.compliant))
    #expect(outcome.provenRed, "\(outcome.breaks.map(\.action))")
    // Each required trait dropped, then the fence entry taken out.
    #expect(
      outcome.breaks.map(\.offender) == [
        "Sources/Feed/FitnessDrill.swift", "Sources/Feed/FitnessDrill.swift", "Sources/Legacy/OldViewModel.swift",
      ])
  }

  @Test func theDrillOfAForbiddingRuleAddsWhatItForbids() throws {
    let text = """
      static let rule = DeclarationShape(
        id: "domain-pure", kind: "any", forbidModifiers: ["internal"], forbidAttributes: ["@objc"],
        forbidInherits: ["NSObject"], fence: [:], roots: ["Sources/Domain"])
      """
    let rule = try Self.rule(text)
    let files = Self.files(["Sources/Domain/Money.swift": "public struct Money {}\n"])
    let outcome = DeliberateBreak.drill(rule, files: files)
    #expect(outcome.provenRed, "\(outcome.breaks.map(\.action)) \(outcome.baseline)")
    #expect(outcome.breaks.count == 3)
  }
}
