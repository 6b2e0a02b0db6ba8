import SwiftScanner
import Testing

@testable import RuleEngine

/// A members rule's owners selected by what they inherit read it through every file, as a
/// declarations rule's types do: "every stored var of an `ObservableObject` is `@Published`"
/// holds of a view model whose conformance comes from an extension in another file, or
/// through its base class.
@Suite struct MemberOwnersAcrossFilesTests {
  static let arguments = """
    inKind: "class",
      inConforming: ["ObservableObject"],
      kind: "var",
      stored: true,
      requireAttributes: ["@Published"]
    """

  static let sources = [
    "Sources/App/Base/BaseViewModel.swift": "class BaseViewModel: ObservableObject {}\n",
    // Through its base class.
    "Sources/App/Cart/CartViewModel.swift": "final class CartViewModel: BaseViewModel {\n  var total = 0\n}\n",
    // Through an extension in another file.
    "Sources/App/Feed/FeedModel.swift":
      "final class FeedModel {\n  var items: [Int] = []\n  @Published var page = 0\n}\n",
    "Sources/App/Feed/FeedModel+Observable.swift": "extension FeedModel: ObservableObject {}\n",
    // Inherits nothing observable: not an owner.
    "Sources/App/Plain/Plain.swift": "final class Plain {\n  var count = 0\n}\n",
  ]

  @Test func anOwnerIsSelectedThroughWhatItInheritsInAnyFile() throws {
    let found = try MemberTypeRuleTests.breaches(Self.arguments, Self.sources).map { $0.prefix { $0 != " " } }
    #expect(found.sorted() == ["CartViewModel.total", "FeedModel.items"], "\(found)")
  }

  @Test func theRuleReadsEveryFileTogether() throws {
    let rule = try StoredMemberTests.rule(Self.arguments)
    #expect(!rule.body.inputs.eachFileAlone)
    #expect(rule.body.inputs.scope?.covers("Other/Extensions.swift") == true)
    let plain = try StoredMemberTests.rule("kind: \"var\",\n  stored: true,\n  requireAttributes: [\"@Published\"]")
    #expect(plain.body.inputs.eachFileAlone)
  }

  @Test func droppingTheExtensionElsewhereDropsTheOwner() throws {
    var sources = Self.sources
    sources["Sources/App/Feed/FeedModel+Observable.swift"] = "extension FeedModel {}\n"
    let found = try MemberTypeRuleTests.breaches(Self.arguments, sources).map { $0.prefix { $0 != " " } }
    #expect(found == ["CartViewModel.total"], "\(found)")
  }
}
