import SwiftScanner
import Testing

@testable import RuleEngine

/// A declarations rule that asks of its types' members too: one rule, breaches at the type
/// and at each member, named as a fence entry names them.
@Suite struct MemberDemandsTests {
  static func breaches(_ arguments: String, _ source: String) throws -> [String] {
    let text = "static let rule = DeclarationShape(\n  id: \"shape\",\n  \(arguments),\n  roots: [\"Sources\"]\n)\n"
    let rule = try #require(
      try RuleBlockReader.rules(in: Array(text.utf8), path: "Tests/AppTests/Fitness/ShapeTests.swift").first)
    let files = FileSet(paths: ["Sources/A.swift"], sources: ["Sources/A.swift": ScannedSource(Array(source.utf8))])
    return RuleEvaluation.violations(of: rule, in: files).map {
      "\($0.position.map { "\($0.line):\($0.column)" } ?? "") \($0.subject)"
    }
  }

  @Test func viewModelsAreMainActorClassesWhosePropertiesArePublished() throws {
    let found = try Self.breaches(
      "named: \"*ViewModel\",\n  requireKind: [\"class\"],\n  requireAttributes: [\"@MainActor\"],\n"
        + "  membersKind: \"var\",\n  membersStatic: false,\n  membersStored: true,\n"
        + "  membersRequireAttributes: [\"@Published\"]",
      """
      @MainActor final class FeedViewModel {
        @Published var items: [Int] = []
        var draft = ""
        static var shared = 0
        var count: Int { items.count }
      }
      extension FeedViewModel {
        func reload() {}
      }
      struct CartViewModel {
        @Published var total = 0
      }

      """)
    #expect(found == ["3:3 FeedViewModel.draft", "10:1 CartViewModel", "10:1 CartViewModel"])
  }

  @Test func entitiesHaveReadOnlyProperties() throws {
    let found = try Self.breaches(
      "named: \"*Entity\",\n  requireKind: [\"struct\"],\n  membersKind: \"var\",\n  membersStored: true,\n"
        + "  membersForbidDeclared: true",
      "struct UserEntity {\n  let id: Int\n  var name: String\n  var label: String { name }\n}\n")
    #expect(found == ["3:3 UserEntity.name"])
  }

  @Test(arguments: [
    ("named: \"*Entity\",\n  membersKind: \"var\"", "asks nothing of them"),
    ("forbidDeclared: true,\n  membersKind: \"var\",\n  membersForbidDeclared: true", "says nothing"),
    (
      "named: \"*Entity\",\n  membersKind: \"func\",\n  membersStored: true,\n  membersForbidDeclared: true",
      "neither stored nor computed"
    ),
  ])
  func unsoundMemberDemandsAreRefused(arguments: String, words: String) throws {
    #expect {
      _ = try Self.breaches(arguments, "")
    } throws: { error in
      "\(error)".contains(words)
    }
  }
}
