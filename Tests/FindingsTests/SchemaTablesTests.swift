import Foundation
import RuleEngine
import Testing

@testable import Findings

/// The key tables of schema patterns in the docs are generated from the schema, as
/// swift-format checks its generated files: a table that drifts fails here with the
/// command that rewrites it.
@Suite struct SchemaTablesTests {
  static let articles: [(pattern: String, schema: [LiteralArgument], article: String)] = [
    ("members", MemberShape.arguments, "Members.md"),
    ("declarations", DeclarationShape.arguments, "Declarations.md"),
  ]

  @Test func everyGeneratedTableIsTheSchemasOwn() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/FitnessKit/FitnessKit.docc")
    for entry in Self.articles {
      let url = docs.appendingPathComponent(entry.article)
      let text = try String(contentsOf: url, encoding: .utf8)
      let open = SchemaTable.openMarker(entry.pattern)
      let start = try #require(text.range(of: open + "\n"), "\(entry.article) has no line '\(open)'")
      let end = try #require(
        text.range(of: SchemaTable.closeMarker, range: start.upperBound..<text.endIndex),
        "\(entry.article) has no line '\(SchemaTable.closeMarker)' after its table")
      let written = String(text[start.upperBound..<end.lowerBound])
      let generated = SchemaTable.markdown(for: entry.schema) + "\n"
      if ProcessInfo.processInfo.environment["FITNESS_REGENERATE"] == "1", written != generated {
        try Data((text[..<start.upperBound] + generated + text[end.lowerBound...]).utf8).write(to: url)
        continue
      }
      let message =
        "the \(entry.pattern) table in \(entry.article) is not its schema's; regenerate it with "
        + "`FITNESS_REGENERATE=1 swift test --filter SchemaTablesTests`"
      #expect(written == generated, Comment(rawValue: message))
    }
  }

  /// RuleLiterals.md holds every literal's arguments, as its schema declares them.
  @Test func everyLiteralsArgumentsAreTheSchemasOwn() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/FitnessKit/FitnessKit.docc/RuleLiterals.md")
    var text = try String(contentsOf: url, encoding: .utf8)
    let regenerate = ProcessInfo.processInfo.environment["FITNESS_REGENERATE"] == "1"
    for literal in RuleLiterals.all {
      let open = SchemaTable.openMarker("\(literal.literalName) literal")
      let start = try #require(text.range(of: open + "\n"), "RuleLiterals.md has no line '\(open)'")
      let end = try #require(
        text.range(of: SchemaTable.closeMarker, range: start.upperBound..<text.endIndex),
        "RuleLiterals.md has no line '\(SchemaTable.closeMarker)' after its table")
      let written = String(text[start.upperBound..<end.lowerBound])
      let generated = SchemaTable.literalMarkdown(for: literal) + "\n"
      if regenerate {
        text = String(text[..<start.upperBound]) + generated + String(text[end.lowerBound...])
        continue
      }
      let message =
        "the \(literal.literalName) table in RuleLiterals.md is not its schema's; regenerate it with "
        + "`FITNESS_REGENERATE=1 swift test --filter SchemaTablesTests`"
      #expect(written == generated, Comment(rawValue: message))
    }
    if regenerate { try Data(text.utf8).write(to: url) }
  }

  /// FindingFormat.md holds the keys of every pattern whose article does not.
  @Test func everyFindingsKeysAreItsDeclarations() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/FitnessKit/FitnessKit.docc/FindingFormat.md")
    var text = try String(contentsOf: url, encoding: .utf8)
    let regenerate = ProcessInfo.processInfo.environment["FITNESS_REGENERATE"] == "1"
    let inArticles = Set(Self.articles.map(\.pattern))
    for pattern in FindingPatterns.all where !inArticles.contains(pattern.name) {
      let open = SchemaTable.openMarker("\(pattern.name) finding")
      let start = try #require(text.range(of: open + "\n"), "FindingFormat.md has no line '\(open)'")
      let end = try #require(
        text.range(of: SchemaTable.closeMarker, range: start.upperBound..<text.endIndex),
        "FindingFormat.md has no line '\(SchemaTable.closeMarker)' after its table")
      let written = String(text[start.upperBound..<end.lowerBound])
      let generated = SchemaTable.markdown(for: pattern.arguments) + "\n"
      if regenerate {
        text = String(text[..<start.upperBound]) + generated + String(text[end.lowerBound...])
        continue
      }
      let message =
        "the \(pattern.name) table in FindingFormat.md is not its declaration's; regenerate it with "
        + "`FITNESS_REGENERATE=1 swift test --filter SchemaTablesTests`"
      #expect(written == generated, Comment(rawValue: message))
    }
    if regenerate { try Data(text.utf8).write(to: url) }
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
