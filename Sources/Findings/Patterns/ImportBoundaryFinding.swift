// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: import-boundary`: only the fence may import `module` (or use its `api`).
package struct ImportBoundaryFinding: FindingPattern {
  package static let name = "import-boundary"
  package static let keys: Set<String> = ["module", "fence", "api", "exclude", "roots"]

  package var module: String
  package var fence: [Finding.Entry]
  package var api: [String]
  package var exclude: [Finding.Entry]
  package var roots: [String]

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    module = try decoder.required("module")
    api = try decoder.strings("api")
    roots = try decoder.paths("roots")
    fence = try decoder.entries("fence")
    exclude = try decoder.entries("exclude")
  }

  package func draft(of finding: Finding, ruleID: String, files: FileSet) -> RuleDraft {
    let boundary = ImportBoundary(
      id: ruleID, title: finding.title, module: module, fence: fence.map(\.path), api: api,
      exclude: exclude.map(\.path), roots: roots)
    return RuleDraft(id: ruleID, title: finding.title, body: .fence(FenceRule(boundary)))
  }

  package func literal(of draft: RuleDraft) -> SuiteLiteral? {
    guard case .fence(let rule) = draft.body, rule.direction == .boundary else { return nil }
    var arguments: [(label: String, value: SuiteLiteral.Value)] = [
      ("module", .text(rule.modules.first ?? module)), ("fence", .entries(rule.fence)),
    ]
    if !rule.api.isEmpty { arguments.append(("api", .list(rule.api))) }
    if !rule.exclude.isEmpty { arguments.append(("exclude", .entries(rule.exclude))) }
    if !rule.roots.isEmpty { arguments.append(("roots", .list(rule.roots))) }
    return .fence("ImportBoundary", rule, arguments: arguments)
  }

  package var exceptions: [Finding.Entry] { fence }
  package var excluded: [Finding.Entry] { exclude }
  package var places: [String] { roots + fence.map(\.path) }
}
