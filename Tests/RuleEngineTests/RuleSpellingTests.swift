import RuleEngine
import SwiftScanner
import Testing

/// Every spelling the compiler accepts for a rule literal is read, or refused with its
/// position; none is skipped, so the hook and `swift test` always see the same rules.
@Suite struct RuleSpellingTests {
  static let arguments = #"(id: "x-in-y", module: "CloudKit", roots: ["Sources"])"#

  @Test(arguments: [
    "static let rule = ImportBoundary\(arguments)",
    "static let rule = ImportBoundary \(arguments)",
    "static let rule = ImportBoundary.init\(arguments)",
    "static let rule = ImportBoundary.init \(arguments)",
    "static let rule: ImportBoundary = .init\(arguments)",
    "static let rule : ImportBoundary =\n    .init\(arguments)",
    "static let rule: ImportBoundary = ImportBoundary\(arguments)",
    "static let rule: ImportBoundary? = .init\(arguments)",
    "static let rule = /* spelled out */ ImportBoundary /* here */ \(arguments)",
  ])
  func readsEverySpellingTheCompilerAccepts(_ spelling: String) throws {
    let rules = try RuleBlockReader.rules(in: Array(spelling.utf8), path: "Tests/AppTests/Fitness/XTests.swift")
    #expect(rules.count == 1, "\(spelling)")
    #expect(rules.first?.id == "x-in-y")
  }

  @Test(arguments: [
    "static let rules: [ImportBoundary] = [.init\(arguments)]",
    "static let make = ImportBoundary.init",
    "let list = [ImportBoundary]()",
  ])
  func refusesASpellingItCannotReadWithItsPosition(_ spelling: String) {
    #expect(throws: RuleBlockError.self, "\(spelling)") {
      try RuleBlockReader.rules(in: Array(spelling.utf8), path: "Tests/AppTests/Fitness/XTests.swift")
    }
  }

  @Test func passesOverTheTypeWhereNoValueIsBuilt() throws {
    let text = """
      static let rule = ImportBoundary\(Self.arguments)
      func judge(_ rule: ImportBoundary) -> Bool { true }
      // ImportBoundary( in a comment, and "ImportBoundary(" in a string, are not code
      let note = "ImportBoundary("
      """
    #expect(try RuleBlockReader.rules(in: Array(text.utf8), path: "T/Fitness/XTests.swift").count == 1)
  }

  @Test func aNameThatOnlyStartsLikeARuleIsNotOne() throws {
    let text = "static let rule = ImportBoundary\(Self.arguments)\nlet x = ImportBoundaryMaker()\n"
    #expect(try RuleBlockReader.rules(in: Array(text.utf8), path: "T/Fitness/XTests.swift").count == 1)
  }
}
