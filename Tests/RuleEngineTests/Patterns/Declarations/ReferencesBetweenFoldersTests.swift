import SwiftScanner
import Testing

@testable import RuleEngine

/// Which folders' types a file references, in an app whose layers are folders of one
/// module: "Cart never uses Profile's types" (`forbid.references`) and "features form no
/// cycle" (`forbid.referenceCycles`), resolved through the types the repository declares.
@Suite struct ReferencesBetweenFoldersTests {
  static func rule(_ arguments: String, fence: String = "[:]") throws -> SuiteRule {
    try DeclarationShapeTests.rule(
      """
      static let rule = DeclarationShape(
        id: "features-apart",
        \(arguments),
        fence: \(fence),
        roots: ["Sources/App"]
      )
      """)
  }

  static let app = [
    "Sources/App/Features/Cart/CartView.swift": """
    struct CartView {
      let card = ProfileCard()
      let item = Item()
      let title = String("Cart")
      // ProfileStore in a comment is no reference
    }

    """,
    "Sources/App/Features/Cart/Item.swift": "struct Item {}\n",
    "Sources/App/Features/Cart/Cart+Profile.swift": "extension ProfileStore {\n  func cart() {}\n}\n",
    "Sources/App/Features/Profile/ProfileCard.swift": "struct ProfileCard {}\nfinal class ProfileStore {}\n",
    "Sources/App/Features/Profile/Item.swift": "extension ProfileCard {\n  struct Item {}\n}\n",
    "Sources/App/Shared/Theme.swift": "enum Theme {}\n",
  ]

  static func said(_ found: [Violation]) -> [String] {
    found.map { "\($0.path):\($0.position.map { "\($0.line):\($0.column)" } ?? "") \($0.subject)" }.sorted()
  }

  @Test func aFileMayNotNameAForbiddenFoldersTypes() throws {
    let rule = try Self.rule(
      """
      kind: "anything",
        forbidReferences: ["Sources/App/Features/Profile/"]
      """)
    let found = RuleEvaluation.violations(of: rule, in: DeclarationShapeTests.files(Self.app))
    // `Item` is declared in Cart and in Profile: it references neither. `String` is no type
    // of the repository. The comment is not code. Profile's own files are not judged by it.
    #expect(
      Self.said(found) == [
        "Sources/App/Features/Cart/Cart+Profile.swift:1:11 ProfileStore",
        "Sources/App/Features/Cart/CartView.swift:2:14 ProfileCard",
      ], "\(found.map(\.message))")
    let message = try #require(found.first { $0.subject == "ProfileCard" }).message
    #expect(
      message.hasPrefix(
        "the file references ProfileCard, declared in Sources/App/Features/Profile/ProfileCard.swift, a type of "
          + "Sources/App/Features/Profile/, which [features-apart] forbids to declarations under Sources/App; change "
          + "the code: do without ProfileCard here"), "\(message)")
  }

  @Test func aTypeRuleReadsOnlyItsTypesBodies() throws {
    let rule = try Self.rule(
      """
      kind: "class",
        named: "*ViewModel",
        forbidReferences: ["Sources/App/Views/"]
      """)
    let files = DeclarationShapeTests.files([
      "Sources/App/Views/CartScreen.swift": "struct CartScreen {}\n",
      "Sources/App/ViewModels/CartViewModel.swift":
        "let preview = CartScreen()\n\nfinal class CartViewModel {\n  var screen: CartScreen?\n}\n",
    ])
    let found = RuleEvaluation.violations(of: rule, in: files)
    #expect(Self.said(found) == ["Sources/App/ViewModels/CartViewModel.swift:4:15 CartScreen"])
    #expect(found.first?.message.hasPrefix("class CartViewModel references CartScreen") == true)
  }

  static let cycle = """
    kind: "anything",
      forbidReferenceCycles: ["Sources/App/Features/*"]
    """

  @Test func foldersThatReferenceEachOtherAreACycle() throws {
    var app = Self.app
    app["Sources/App/Features/Profile/ProfileCard.swift"] =
      "struct ProfileCard {\n  let cart = CartView()\n}\nfinal class ProfileStore {}\n"
    let found = RuleEvaluation.violations(of: try Self.rule(Self.cycle), in: DeclarationShapeTests.files(app))
    #expect(
      Self.said(found) == [
        "Sources/App/Features/Cart/Cart+Profile.swift:1:11 ProfileStore",
        "Sources/App/Features/Cart/CartView.swift:2:14 ProfileCard",
        "Sources/App/Features/Profile/ProfileCard.swift:2:14 CartView",
      ], "\(found.map(\.message))")
    #expect(
      found.contains {
        $0.message.contains(
          "references CartView, declared in Sources/App/Features/Cart/CartView.swift, which closes "
            + "the reference cycle Profile → Cart → Profile that [features-apart] forbids among Sources/App/Features/*")
      }, "\(found.map(\.message))")
    // Without the reference back, there is no cycle.
    let acyclic = RuleEvaluation.violations(of: try Self.rule(Self.cycle), in: DeclarationShapeTests.files(Self.app))
    #expect(acyclic.isEmpty, "\(acyclic.map(\.message))")
  }

  @Test func aFencedReferenceBreaksTheCycleAndStaysNeededWhileItWouldCloseOne() throws {
    var app = Self.app
    app["Sources/App/Features/Profile/ProfileCard.swift"] =
      "struct ProfileCard {\n  let cart = CartView()\n}\nfinal class ProfileStore {}\n"
    let fenced = try Self.rule(
      Self.cycle, fence: "[\n    \"Sources/App/Features/Profile/ProfileCard.swift\": [\"CartView\"],  // checkout\n  ]")
    let found = RuleEvaluation.violations(of: fenced, in: DeclarationShapeTests.files(app))
    // The one reference back is let past: the edge is gone, so nothing closes a cycle.
    #expect(found.isEmpty, "\(found.map(\.message))")
    // Once Cart stops naming Profile's types, the entry lets nothing past: stale.
    app["Sources/App/Features/Cart/CartView.swift"] = "struct CartView {}\n"
    app["Sources/App/Features/Cart/Cart+Profile.swift"] = "enum CartProfile {}\n"
    let stale = RuleEvaluation.violations(of: fenced, in: DeclarationShapeTests.files(app))
    #expect(stale.map(\.kind) == [.staleEntry], "\(stale.map(\.message))")
  }

  @Test func aLongerCycleIsNamedHopByHop() throws {
    let files = DeclarationShapeTests.files([
      "Sources/App/Features/A/A.swift": "struct A { let b: B }\n",
      "Sources/App/Features/B/B.swift": "struct B { let c: C }\n",
      "Sources/App/Features/C/C.swift": "struct C { let a: A? }\n",
    ])
    let found = RuleEvaluation.violations(of: try Self.rule(Self.cycle), in: files)
    #expect(found.count == 3, "\(found.map(\.message))")
    #expect(found.contains { $0.message.contains("the reference cycle A → B → C → A") }, "\(found.map(\.message))")
  }
}
