// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: import-boundary`: only the fence may import `module` (or use its `api`); without
/// a module, only the fence may use the `api`.
package struct ImportBoundaryFinding: FindingPattern {
  package static let name = "import-boundary"
  /// The literal's arguments; the re-exporters are graduate's to record.
  package static let arguments = ImportBoundary.arguments.filter { $0.kind != .reexporters }

  package var module: String
  package var fence: [Finding.Entry]
  package var api: [String]
  package var exclude: [Finding.Entry]
  package var roots: [String]

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    let reading = try decoder.reading(Self.arguments)
    (module, api, roots) = (
      reading.values.text("module") ?? "", reading.values.texts("api"), reading.values.texts("roots")
    )
    (fence, exclude) = (reading.entries["fence"] ?? [], reading.entries["exclude"] ?? [])
    if !decoder.draft, module.isEmpty, api.isEmpty {
      throw decoder.error(
        decoder.missingKeyMark, "module",
        "an import-boundary guards a module or an API: name the fenced module in 'module', or the needles only the "
          + "fence may use in 'api'")
    }
  }

  package func draft(of finding: Finding, ruleID: String, files: FileSet) -> RuleDraft {
    let boundary = ImportBoundary(
      id: ruleID, title: finding.title, module: module, fence: fence.map(\.path), api: api,
      exclude: exclude.map(\.path), roots: roots)
    return RuleDraft(id: ruleID, title: finding.title, body: FenceRule(boundary))
  }

  package static func literal(of draft: RuleDraft) -> SuiteLiteral? {
    guard let rule = draft.body as? FenceRule, rule.direction == .boundary else { return nil }
    var values = ArgumentValues(id: rule.id)
    if let module = rule.modules.first { values["module"] = .text(module) }
    (values["fence"], values["api"]) = (.texts(rule.fence), .texts(rule.api))
    (values["exclude"], values["roots"]) = (.texts(rule.exclude), .texts(rule.roots))
    return .fence(ImportBoundary.self, rule, values: values)
  }

  package static func suiteName(of body: any PatternRule) -> String? {
    guard let rule = body as? FenceRule, rule.direction == .boundary else { return nil }
    let module = RuleWording.identifier(rule.modules.first ?? rule.api.first ?? "Module")
    if rule.fence.isEmpty { return "\(module)StaysOutTests" }
    if let home = RuleWording.commonName(
      of: rule.fence.map(RuleWording.folder), except: ["Sources", "Source", "Tests"])
    {
      return "\(module)StaysIn\(RuleWording.identifier(home))Tests"
    }
    return "\(module)StaysBehindItsFenceTests"
  }

  package static func scope(of rule: SuiteRule) -> [String] {
    guard let fence = rule.keptFence else { return [] }
    return RuleWording.fenceScope(
      fence.modules.isEmpty ? [] : ["module: \(RuleWording.list(fence.modules))"], of: fence, in: rule, showRoots: true)
  }

  package static func contract(of rule: SuiteRule) -> [String] {
    RuleWording.entries("fence", rule.keptFence?.fence ?? [], in: rule)
  }

  package var exceptions: [Finding.Entry] { fence }
  package var excluded: [Finding.Entry] { exclude }
  package var places: [String] { roots + fence.map(\.path) }

  package var guardedModules: [String] { module.isEmpty ? [] : [module] }
}
