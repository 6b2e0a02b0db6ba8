import SwiftScanner
import Testing

@testable import RuleEngine

/// `require.kind`: what a selected type must be, one kind or several. "The orchestrator is an
/// actor", "every `*Action` is an enum", "entities are structs or enums".
@Suite struct DeclarationKindTests {
  static func rule(_ arguments: String) throws -> SuiteRule {
    let text = """
      static let rule = DeclarationShape(
        id: "kinds",
        \(arguments),
        roots: ["Sources"]
      )

      """
    return try #require(
      try RuleBlockReader.rules(in: Array(text.utf8), path: "Tests/AppTests/Fitness/KindsTests.swift").first)
  }

  static func breaches(_ rule: SuiteRule, _ sources: [String: String]) -> [String] {
    RuleEvaluation.violations(of: rule, in: DeclarationShapeTests.files(sources)).map(DeclarationShapeTests.breach)
  }

  @Test func aTypeOfAnotherKindBreaksTheRuleAndSaysWhichKindToDeclare() throws {
    let rule = try Self.rule("named: \"AgenticLoopOrchestrator\",\n  requireKind: [\"actor\"]")
    let file = "Sources/Agent/Orchestrator.swift"
    #expect(Self.breaches(rule, [file: "actor AgenticLoopOrchestrator {}\n"]).isEmpty)
    let broken = RuleEvaluation.violations(
      of: rule, in: DeclarationShapeTests.files([file: "final class AgenticLoopOrchestrator {}\n"]))
    #expect(broken.map(DeclarationShapeTests.breach) == ["AgenticLoopOrchestrator is a class"])
    #expect(broken.first?.position == SourcePosition(line: 1, column: 7))
    #expect(broken.first?.message.contains("which [kinds] requires being an actor of types named") == true)
    #expect(broken.first?.message.contains("change the code: declare it as an actor") == true)
  }

  @Test func severalKindsAreAlternatives() throws {
    let rule = try Self.rule("named: \"*Entity\",\n  requireKind: [\"struct\", \"enum\"]")
    let sources = [
      "Sources/Domain/User.swift": "struct UserEntity {}\nenum RoleEntity { case admin }\n",
      "Sources/Domain/Cart.swift": "class CartEntity {}\n",
      // Not selected: its name says another thing; an extension is never selected.
      "Sources/Domain/Other.swift": "class Repository {}\nextension UserEntity {}\n",
    ]
    #expect(Self.breaches(rule, sources) == ["CartEntity is a class"])
  }

  @Test func whatCanNeverHoldIsRefusedAtItsLabel() throws {
    for (arguments, problem) in [
      ("requireKind: [\"record\"]", "unknown kind 'record'"),
      ("kind: \"class\",\n  requireKind: [\"actor\"]", "'kind' selects only class declarations"),
      ("requireKind: [\"struct\", \"class\"],\n  requireModifiers: [\"final\"]", "cannot be 'final'"),
    ] {
      #expect(throws: RuleBlockError.self, "\(arguments)") { try Self.rule(arguments) }
      do {
        _ = try Self.rule(arguments)
      } catch {
        #expect("\(error)".contains(problem), "\(arguments): \(error)")
      }
    }
    // An actor that is required final is refused too; a class may be.
    #expect(throws: RuleBlockError.self) { try Self.rule("requireKind: [\"actor\"],\n  requireModifiers: [\"final\"]") }
    _ = try Self.rule("requireKind: [\"class\"],\n  requireModifiers: [\"final\"]")
  }

  @Test func theDrillDeclaresAnotherKindAndIsCaught() throws {
    let rule = try Self.rule("named: \"*Action\",\n  requireKind: [\"enum\"]")
    let files = DeclarationShapeTests.files(["Sources/App/Actions.swift": "enum RefreshAction { case run }\n"])
    let outcome = DeliberateBreak.drill(rule, files: files)
    #expect(outcome.provenRed, "\(outcome.breaks.map(\.action))")
    #expect(outcome.breaks.contains { $0.action.hasPrefix("`struct FitnessDrillAction` declared (not enum)") })
  }
}
