import SwiftScanner
import Testing

@testable import RuleEngine

/// Selecting by what a type is declared as: its modifiers (an access level as `require`
/// meets it) and whether it stands at the file's top level. swift-nio's "all global public
/// types have the NIO prefix".
@Suite struct DeclarationAccessTests {
  static let suite = """
    static let rule = DeclarationShape(
      id: "nio-prefix",
      modifiers: ["public"],
      topLevel: true,
      requireNamed: "NIO*"
    )
    """

  @Test func onlyPublicTypesAtTheTopLevelAreSelected() throws {
    let rule = try DeclarationShapeTests.rule(Self.suite)
    let files = DeclarationShapeTests.files([
      "Sources/NIOCore/Channel.swift": """
      public protocol NIOChannel {}
      open class NIOBootstrap {}
      public struct EventLoop {}
      struct Helper {}
      public enum NIOCore {
        public struct Options {}
      }
      extension NIOCore {
        public struct Settings {}
      }

      """
    ])
    let found = RuleEvaluation.violations(of: rule, in: files)
    #expect(found.map(DeclarationShapeTests.breach) == ["EventLoop is not named NIO*"])
    #expect(found.first?.message.contains("public types at a file's top level") == true)
    let drill = DeliberateBreak.drill(rule, files: files)
    #expect(drill.breaks.contains { $0.action.contains("(not named NIO*)") && $0.verdict != nil })
  }

  @Test func aModifierTypesNeverHaveIsRefused() {
    #expect(throws: RuleBlockError.self) {
      try DeclarationShapeTests.rule(Self.suite.replacingAll("[\"public\"]", with: "[\"mutating\"]"))
    }
  }
}
