// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// A schema pattern's arguments as the docs' table: the finding's key, the suite's label,
/// how each is written and what it means, made from `RuleLiteral.arguments` so the docs
/// cannot drift from what the readers take. `SchemaTablesTests` holds each article's table
/// to this, and rewrites it under `FITNESS_REGENERATE=1`.
package enum SchemaTable {
  /// The lines that open and close a generated table in an article.
  package static func openMarker(_ pattern: String) -> String { "<!-- generated from the \(pattern) schema -->" }
  package static let closeMarker = "<!-- end of generated table -->"

  package static func markdown(for schema: [LiteralArgument]) -> String {
    var lines = [
      "| in a finding | in a suite | written as | meaning |",
      "|---|---|---|---|",
    ]
    for argument in schema {
      let key = "`\(argument.keyInFinding)`"
      let suite = argument.keptInSuite ?? "`\(argument.label):`"
      lines.append("| \(key) | \(suite) | \(written(argument)) | \(argument.doc) |")
    }
    return lines.joined(separator: "\n")
  }

  /// How a value of `argument`'s kind is written, in a finding and in a suite.
  static func written(_ argument: LiteralArgument) -> String {
    switch argument.kind {
    case .text, .path: return "a string"
    case .integer: return "a whole number"
    case .bool: return "`true` or `false`"
    case .texts: return "a list of strings"
    case .paths: return "a list of paths"
    case .exceptions:
      // A copy contract's entries name keys, which are no paths.
      let noun = argument.grantNoun == "keys" ? "key" : "path"
      return "entries: `\(noun)` + `why`; in a suite, `\"\(noun)\",  // why`"
    case .exclusions: return "entries: `path` + `why`; in a suite, `\"path\",  // why`"
    case .grants:
      return "entries: `path`, `\(argument.grantKey)`, `why`; in a suite, `\"path\": [\"…\"],  // why`"
    case .homes: return "entries: `name` + `paths`; in a suite, `\"Module\": [\"folder\"]`"
    case .dictionary: return "entries: `case` + `value`; in a suite, `\"case\": \"value\"`"
    case .reexporters: return "a dictionary"
    }
  }

  /// A literal's arguments as a suite writes them, beside `id:` and `title:`: the table
  /// RuleLiterals.md holds for every literal in the registry.
  package static func literalMarkdown(for literal: any RuleLiteral.Type) -> String {
    var lines = ["| argument | written as | meaning |", "|---|---|---|"]
    for argument in literal.arguments {
      let required = argument.isRequired ? " (required)" : ""
      lines.append("| `\(argument.label):`\(required) | \(writtenInSuite(argument)) | \(argument.doc) |")
    }
    return lines.joined(separator: "\n")
  }

  /// How a value of `argument`'s kind is written in a suite.
  static func writtenInSuite(_ argument: LiteralArgument) -> String {
    switch argument.kind {
    case .text, .path: return "a string literal"
    case .integer:
      return argument.trailed ? "an integer literal, its trail in the comment lines above" : "an integer literal"
    case .bool: return "`true` or `false`"
    case .texts, .paths: return "`[\"…\", \"…\"]`"
    case .exceptions where argument.grantNoun == "keys": return "one `\"key\",  // why` per line"
    case .exceptions, .exclusions: return "one `\"path\",  // why` per line"
    case .grants: return "one `\"path\": [\"…\"],  // why` per line"
    case .homes: return "one `\"Module\": [\"folder\"],` per line"
    case .reexporters: return "one `\"Module\": [\"path\"],  // why` per line"
    case .dictionary: return "one `\"key\": \"value\",` per line"
    }
  }
}
