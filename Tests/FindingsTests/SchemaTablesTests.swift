import Foundation
import RuleEngine
import Testing

@testable import Findings

/// The key tables in the docs are generated from the patterns' declarations, as
/// swift-format checks its generated files: a table that drifts fails here with the
/// command that rewrites it.
@Suite struct SchemaTablesTests {
  static let articles: [(pattern: String, schema: [LiteralArgument], article: String)] = [
    ("members", MemberShape.arguments, "Members.md"),
    ("declarations", DeclarationShape.arguments, "Declarations.md"),
    ("files", NoNewFiles.arguments, "Files.md"),
    ("calls", CallShape.arguments, "Calls.md"),
    ("target-dependencies", TargetDependencies.arguments, "Dependencies.md"),
  ]

  static let regenerate = "`FITNESS_REGENERATE=1 swift test --filter SchemaTablesTests`"

  /// Holds each table of `article` (between its marker line and the closing one) to the
  /// generated text, or rewrites it under `FITNESS_REGENERATE=1`.
  static func check(_ article: String, tables: [(marker: String, generated: String)]) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/FitnessKit/FitnessKit.docc/\(article)")
    var text = try String(contentsOf: url, encoding: .utf8)
    let rewrite = ProcessInfo.processInfo.environment["FITNESS_REGENERATE"] == "1"
    for table in tables {
      let open = SchemaTable.openMarker(table.marker)
      let start = try #require(text.range(of: open + "\n"), "\(article) has no line '\(open)'")
      let end = try #require(
        text.range(of: SchemaTable.closeMarker, range: start.upperBound..<text.endIndex),
        "\(article) has no line '\(SchemaTable.closeMarker)' after its table")
      let generated = table.generated + "\n"
      if rewrite {
        text = String(text[..<start.upperBound]) + generated + String(text[end.lowerBound...])
        continue
      }
      let message = "the \(table.marker) table in \(article) is not its declaration's; regenerate it with \(regenerate)"
      #expect(String(text[start.upperBound..<end.lowerBound]) == generated, Comment(rawValue: message))
    }
    if rewrite { try Data(text.utf8).write(to: url) }
  }

  @Test func everyGeneratedTableIsTheSchemasOwn() throws {
    for entry in Self.articles {
      try Self.check(entry.article, tables: [(entry.pattern, SchemaTable.markdown(for: entry.schema))])
    }
  }

  /// RuleLiterals.md holds every literal's arguments, as its schema declares them.
  @Test func everyLiteralsArgumentsAreTheSchemasOwn() throws {
    try Self.check(
      "RuleLiterals.md",
      tables: RuleLiterals.all.map { ("\($0.literalName) literal", SchemaTable.literalMarkdown(for: $0)) })
  }

  /// FindingFormat.md holds the keys of every pattern whose article does not.
  @Test func everyFindingsKeysAreItsDeclarations() throws {
    let inArticles = Set(Self.articles.map(\.pattern))
    try Self.check(
      "FindingFormat.md",
      tables: FindingPatterns.all.filter { !inArticles.contains($0.name) }.map {
        ("\($0.name) finding", SchemaTable.markdown(for: $0.arguments))
      })
  }

  /// Every schema pattern in the registry has its article here.
  @Test func everySchemaPatternHasAGeneratedTable() {
    let schemaPatterns = RuleLiterals.all.filter { $0 is any SchemaRule.Type }.map { $0.literalName }
    #expect(
      Set(schemaPatterns)
        == Set(
          Self.articles.map { entry in
            RuleLiterals.all.first { $0.arguments.map(\.label) == entry.schema.map(\.label) }?.literalName ?? ""
          }))
  }
}
