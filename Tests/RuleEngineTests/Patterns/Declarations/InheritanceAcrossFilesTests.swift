import SwiftScanner
import Testing

@testable import RuleEngine

/// What a type inherits, read through the whole repository: an extension in another file,
/// an intermediate class, a protocol's own inheritance and a typealias declared elsewhere
/// all count, for what a declarations rule selects by, requires and forbids.
@Suite struct InheritanceAcrossFilesTests {
  static let screenModels = """
    static let rule = DeclarationShape(
      id: "screen-models-inherit-base",
      kind: "class",
      conforming: ["ScreenModel"],
      requireConforms: ["BaseScreenModel"],
      roots: ["Sources/App"]
    )
    """

  /// The shape of the app: screen models whose `ScreenModel` conformance, or whose
  /// base class, is declared in another file.
  static let app = [
    "Sources/App/Base/BaseScreenModel.swift": "class BaseScreenModel {}\nprotocol ScreenModel: AnyObject {}\n",
    "Sources/App/Base/IntermediateModel.swift": "class IntermediateModel: BaseScreenModel, ScreenModel {}\n",
    "Sources/App/Base/Aliases.swift": "typealias HomeBase = BaseScreenModel\n",
    "Sources/App/Base/DetailScreen.swift": "protocol DetailScreen: ScreenModel {}\n",
    // Selected through an extension in another file, and inherits nothing: broken.
    "Sources/App/Settings/SettingsModel.swift": "final class SettingsModel {\n  var name = \"\"\n}\n",
    "Sources/App/Settings/SettingsModel+Screen.swift": "extension SettingsModel: ScreenModel {}\n",
    // Selected and compliant through the intermediate class.
    "Sources/App/Cart/CartModel.swift": "final class CartModel: IntermediateModel {}\n",
    // Compliant through an alias declared in another file.
    "Sources/App/Home/HomeModel.swift": "final class HomeModel: HomeBase, ScreenModel {}\n",
    // Selected through a protocol that inherits `ScreenModel`; its base is UIKit's: broken.
    "Sources/App/Detail/DetailModel.swift": "final class DetailModel: UIViewController, DetailScreen {}\n",
    // Not a screen model at all.
    "Sources/App/Other/Formatter.swift": "final class Formatter: NSObject {}\n",
  ]

  @Test func aTypeInheritsThroughEveryFileOfTheRepository() throws {
    let rule = try DeclarationShapeTests.rule(Self.screenModels)
    let found = RuleEvaluation.violations(of: rule, in: DeclarationShapeTests.files(Self.app))
    let said = found.map { "\($0.path):\($0.position?.line ?? 0) \(DeclarationShapeTests.breach($0))" }
    #expect(
      said.sorted() == [
        "Sources/App/Detail/DetailModel.swift:1 DetailModel does not conform to BaseScreenModel (it inherits "
          + "UIViewController, DetailScreen, ScreenModel, AnyObject; a type of another module is read no further)",
        "Sources/App/Settings/SettingsModel.swift:1 SettingsModel does not conform to BaseScreenModel (it inherits "
          + "ScreenModel, AnyObject; a type of another module is read no further)",
      ], "\(said)")
    // The message says which side to change, naming the places a conformance may be declared.
    #expect(found.allSatisfy { $0.message.contains("on it, in an extension, or on a type it inherits") })
  }

  @Test func aChangeToOneFileChangesTheVerdictOnAnother() throws {
    let rule = try DeclarationShapeTests.rule(Self.screenModels)
    var app = Self.app
    // The extension is dropped: SettingsModel is no screen model, so the rule no longer asks.
    app["Sources/App/Settings/SettingsModel+Screen.swift"] = "extension SettingsModel {}\n"
    // The intermediate class loses its base: it and CartModel now break the rule, each at its
    // own declaration.
    app["Sources/App/Base/IntermediateModel.swift"] = "class IntermediateModel: ScreenModel {}\n"
    // The alias now names another class: HomeModel breaks it too.
    app["Sources/App/Base/Aliases.swift"] = "typealias HomeBase = NSObject\n"
    let found = RuleEvaluation.violations(of: rule, in: DeclarationShapeTests.files(app))
    #expect(
      Set(found.map(\.path)) == [
        "Sources/App/Base/IntermediateModel.swift", "Sources/App/Cart/CartModel.swift",
        "Sources/App/Home/HomeModel.swift", "Sources/App/Detail/DetailModel.swift",
      ], "\(found.map(\.message))")
  }

  @Test func aForbiddenBaseIsFoundThroughAnotherFilesClass() throws {
    let rule = try DeclarationShapeTests.rule(
      """
      static let rule = DeclarationShape(
        id: "domain-is-not-objc",
        forbidInherits: ["NSObject"],
        roots: ["Sources/Domain"]
      )
      """)
    let files = DeclarationShapeTests.files([
      "Sources/Domain/Entity.swift": "struct Plain {}\nfinal class Entity: BaseEntity, Identifiable {}\n",
      "Sources/Shared/BaseEntity.swift": "class BaseEntity: Root {}\nclass Root: NSObject {}\n",
      "Sources/Shared/Unjudged.swift": "final class Outside: NSObject {}\n",
    ])
    let said = RuleEvaluation.violations(of: rule, in: files).map {
      "\($0.path):\($0.position?.line ?? 0) \(DeclarationShapeTests.breach($0))"
    }
    // Only the rule's roots are judged; the shared files are read for what they declare.
    #expect(
      said == ["Sources/Domain/Entity.swift:2 Entity inherits from NSObject through BaseEntity, Identifiable, Root"])
  }

  @Test func aFileJudgedAloneReadsItsOwnChain() throws {
    // `fitness allow` and the drill judge one file: its own declarations still chain.
    let rule = try DeclarationShapeTests.rule(Self.screenModels)
    let pattern = try #require(rule.body as? DeclarationShape)
    let source = ScannedSource(
      Array(
        "class Step: ScreenModel {}\nfinal class Wizard: Step {}\nfinal class Good: BaseScreenModel, Step {}\n".utf8))
    let found = try #require(
      pattern.breaches(ofFile: source, path: "Sources/App/Wizard.swift", site: RuleSite(suitePath: "T.swift")))
    #expect(found.map(\.subject).sorted() == ["Step", "Wizard"], "\(found.map(\.message))")
  }

  @Test func theRuleReadsEverySwiftFileAndJudgesThemTogether() throws {
    let rule = try DeclarationShapeTests.rule(Self.screenModels)
    let inputs = rule.body.inputs
    #expect(!inputs.eachFileAlone)
    #expect(inputs.scope?.covers("Tests/AppTests/Support/Fixtures.swift") == true)
    #expect(inputs.scope?.covers("Packages/Kit/Sources/Kit/Extensions.swift") == true)
    // A rule that asks nothing of what types inherit still judges each file alone.
    let plain = try DeclarationShapeTests.rule(
      """
      static let rule = DeclarationShape(id: "final", kind: "class", requireModifiers: ["final"], roots: ["Sources"])
      """)
    #expect(plain.body.inputs.eachFileAlone)
  }

  @Test func aRuleWhoseRootsHoldNoFileIsStillVacuous() throws {
    let rule = try DeclarationShapeTests.rule(Self.screenModels.replacingAll("Sources/App", with: "Sources/Gone"))
    let found = RuleEvaluation.violations(of: rule, in: DeclarationShapeTests.files(Self.app))
    #expect(found.map(\.kind) == [.vacuousRule], "\(found.map(\.message))")
  }
}
