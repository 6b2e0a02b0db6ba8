import SwiftScanner
import Testing

@testable import RuleEngine

/// An attribute's arguments, when a rule names them: "system-call wrappers are never
/// inlined" requires `@inline(never)`, which `@inline(__always)` does not meet; and an
/// attribute list that holds an `#if` keeps what was written before it.
@Suite struct AttributeArgumentsTests {
  static let wrappers = """
    enum SystemCalls {
      @inline(never) static func read() {}
      @inline(__always) static func write() {}
      @inline( never ) @usableFromInline
      #if compiler(>=6.3)
      @available(macOS 10.15, *)
      #endif
      internal static func close() {}
      static func open() {}
    }

    """

  @Test func anAttributesArgumentsAreRequiredWhenTheRuleNamesThem() throws {
    let found = try MemberTypeRuleTests.breaches(
      "kind: \"func\",\n  requireAttributes: [\"@inline(never)\"]", ["Sources/Sys/SystemCalls.swift": Self.wrappers])
    #expect(found.map { String($0.prefix { $0 != " " }) } == ["SystemCalls.write", "SystemCalls.open"])
    #expect(found.first?.contains("lacks @inline(never)") == true, "\(found)")
  }

  @Test func anAttributeWithoutArgumentsIsMetByAnyOfThem() throws {
    let found = try MemberTypeRuleTests.breaches(
      "kind: \"func\",\n  requireAttributes: [\"@inline\"]", ["Sources/Sys/SystemCalls.swift": Self.wrappers])
    #expect(found.map { String($0.prefix { $0 != " " }) } == ["SystemCalls.open"])
  }

  @Test func forbiddenArgumentsAreOnlyThose() throws {
    let found = try MemberTypeRuleTests.breaches(
      "kind: \"func\",\n  forbidAttributes: [\"@inline(__always)\"]", ["Sources/Sys/SystemCalls.swift": Self.wrappers])
    #expect(found.map { String($0.prefix { $0 != " " }) } == ["SystemCalls.write"])
  }

  @Test func attributesBeforeAnIfInTheListAreTheDeclarations() {
    let members = ScannedSource(Array(Self.wrappers.utf8)).declarations().members
    let close = members.first { $0.name == "close" }
    #expect(close?.attributes == ["@inline", "@usableFromInline", "@available"])
    #expect(close?.writtenAttributes == ["@inline(never)", "@usableFromInline", "@available(macOS10.15,*)"])
    #expect(close?.modifiers == ["internal", "static"])
  }

  /// A rule whose roots are files has no folder to put a scratch file in: the drill writes
  /// below the text of a file it judges, and proves the rule red there.
  @Test func theDrillOfARuleRootedInAFileBreaksThatFile() throws {
    let text =
      "static let rule = MemberShape(\n  id: \"never-inlined\",\n  kind: \"func\",\n"
      + "  requireAttributes: [\"@inline(never)\"],\n  roots: [\"Sources/Sys/SystemCallHelpers.swift\"]\n)\n"
    let rule = try #require(
      try RuleBlockReader.rules(in: Array(text.utf8), path: "Tests/AppTests/Fitness/NeverInlinedTests.swift").first)
    let helpers = "enum SystemCallHelpers {\n  @inline(never) static func read() {}\n}\n"
    let files = FileSet(
      paths: ["Sources/Sys/SystemCallHelpers.swift", "Sources/Sys/Other.swift"],
      sources: [
        "Sources/Sys/SystemCallHelpers.swift": ScannedSource(Array(helpers.utf8)),
        "Sources/Sys/Other.swift": ScannedSource(Array("func loose() {}\n".utf8)),
      ])
    let outcome = DeliberateBreak.drill(rule, files: files)
    #expect(!outcome.breaks.isEmpty)
    #expect(outcome.breaks.allSatisfy { $0.offender == "Sources/Sys/SystemCallHelpers.swift" }, "\(outcome.breaks)")
    #expect(outcome.provenRed, "\(outcome.breaks)")
    // Caught below what the file held: line 4 on, past its three lines.
    #expect(outcome.breaks.allSatisfy { ($0.verdict?.position?.line ?? 0) > 3 }, "\(outcome.breaks)")
  }

  @Test func anAccessLevelIsMetByItselfAlone() throws {
    let source = "private struct A {}\nfileprivate struct B {}\nopen class C {}\npublic struct D {}\nstruct E {}\n"
    func unmet(_ modifier: String) throws -> [String] {
      let text =
        "static let rule = DeclarationShape(\n  id: \"access\",\n  requireModifiers: [\"\(modifier)\"],\n"
        + "  roots: [\"Sources\"]\n)\n"
      let rule = try #require(
        try RuleBlockReader.rules(in: Array(text.utf8), path: "Tests/AppTests/Fitness/AccessTests.swift").first)
      let files = FileSet(paths: ["Sources/A.swift"], sources: ["Sources/A.swift": ScannedSource(Array(source.utf8))])
      return RuleEvaluation.violations(of: rule, in: files).compactMap(\.subject).sorted()
    }
    #expect(try unmet("fileprivate") == ["A", "C", "D", "E"])
    #expect(try unmet("public") == ["A", "B", "E"])
    #expect(try unmet("internal") == ["A", "B", "C", "D"])
  }
}
