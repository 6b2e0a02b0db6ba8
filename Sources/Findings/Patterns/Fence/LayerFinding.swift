// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
  import SwiftScanner
#endif

/// `pattern: layer`: the files under `paths` import none of `forbid` (and use none of
/// `api`), except the fence entries, each granted what it names.
package struct LayerFinding: FindingPattern {
  package static let name = "layer"
  /// The literal's arguments, its fence as a finding writes it, and the layer's reason.
  package static let arguments =
    LayerBoundary.arguments.filter { $0.kind != .reexporters }.map { argument in
      argument.label != "fence"
        ? argument
        : LiteralArgument(
          "fence", .grants,
          doc: "each file let past, naming what it may use in `imports:` and `api:` (what it uses today when it "
            + "names neither), and its reason")
    } + [
      LiteralArgument(
        "why", .text, required: true, doc: "why the layer stays clean", keptInSuite: "the finding alone")
    ]

  package var paths: [String]
  package var forbid: [String]
  package var mayImport: [String]?
  package var api: [String]
  package var fence: [Finding.Entry]
  package var exclude: [Finding.Entry]
  package var why: String?

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    paths = try decoder.paths("paths")
    forbid = try decoder.strings("forbid")
    for (index, module) in forbid.enumerated() {
      if let problem = LayerBoundary.moduleNameProblem(module) {
        throw decoder.error(decoder.mark(of: "forbid"), "forbid[\(index)]", problem)
      }
    }
    mayImport = decoder.has("mayImport") ? try decoder.strings("mayImport") : nil
    for (index, module) in (mayImport ?? []).enumerated() {
      if let problem = LayerBoundary.moduleNameProblem(module, in: "mayImport") {
        throw decoder.error(decoder.mark(of: "mayImport"), "mayImport[\(index)]", problem)
      }
    }
    api = try decoder.strings("api")
    if !decoder.draft, paths.isEmpty || (forbid.isEmpty && api.isEmpty && mayImport == nil) {
      throw decoder.error(
        decoder.missingKeyMark, paths.isEmpty ? "paths" : "forbid",
        "a layer finding needs 'paths', and modules in 'forbid' or 'mayImport', or needles in 'api'")
    }
    fence = try decoder.entries("fence")
    exclude = try decoder.entries("exclude")
    why = try decoder.string("why", required: true)
  }

  /// A fence entry that names no grants gets what its file uses today, as `files` show it.
  package func draft(of finding: Finding, ruleID: String, files: FileSet) throws(PatternRefusal) -> RuleDraft {
    let fenced = FenceRule(LayerBoundary(id: ruleID, paths: paths, forbid: forbid, mayImport: mayImport, api: api))
      .resolved(in: files)
    var grants: [String: [String]] = [:]
    for entry in fence {
      // A folder or glob entry is granted what the files it holds use today.
      let spelled = QuotedPath.spelling(ofText: entry.path)
      let held =
        PathPattern.namesMany(spelled)
        ? files.sources.keys.sorted().filter { fenced.covers($0) && PathPattern.contains($0, under: spelled) }
        : [spelled]
      let used = held.compactMap { files.sources[$0] }.map { FenceEvaluation.usedThings(of: fenced, in: $0) }
      let today = used.isEmpty ? nil : (fenced.modules + api).filter { thing in used.contains { $0.contains(thing) } }
      guard let granted = entry.grants ?? today, !granted.isEmpty else {
        throw PatternRefusal(
          description: "fence entry \(entry.path) (line \(entry.line)) must say what it grants: the file uses none "
            + "of \((fenced.modules + api).joined(separator: ", ")) today; add 'imports: [Module]' "
            + "or 'api: [needle]' to the entry, or remove it")
      }
      grants[entry.path] = granted
    }
    let layer = LayerBoundary(
      id: ruleID, title: finding.title, paths: paths, forbid: forbid, mayImport: mayImport, fence: grants, api: api,
      exclude: exclude.map(\.path))
    return RuleDraft(id: ruleID, title: finding.title, body: FenceRule(layer))
  }

  package static func literal(of draft: RuleDraft) -> SuiteLiteral? {
    guard let rule = draft.body as? FenceRule, rule.direction == .layer else { return nil }
    var values = ArgumentValues(id: rule.id)
    (values["paths"], values["forbid"]) = (.texts(rule.roots), .texts(rule.modules))
    if let allowed = rule.mayImport { values["mayImport"] = .texts(allowed) }
    (values["fence"], values["api"]) = (.map(SuiteLiteral.grants(of: rule)), .texts(rule.api))
    values["exclude"] = .texts(rule.exclude)
    return .fence(LayerBoundary.self, rule, values: values)
  }

  package static func suiteName(of body: any PatternRule) -> String? {
    guard let rule = body as? FenceRule, rule.direction == .layer else { return nil }
    let layer: String
    if let name = RuleWording.commonName(of: rule.roots, except: ["Sources", "Source"]) {
      layer = RuleWording.identifier(name)
    } else {
      let first = rule.roots.first?.split(separator: "/").last.map(String.init) ?? "Layer"
      layer = RuleWording.identifier(first) + (rule.roots.count > 1 ? "AndOthers" : "")
    }
    let stays = layer.hasSuffix("AndOthers") ? "Stay" : RuleWording.stays(after: layer)
    switch rule.modules.count {
    case 0: return "\(layer)\(stays)FreeOfForbiddenCallsTests"
    case 1, 2: return "\(layer)\(stays)FreeOf\(rule.modules.map(RuleWording.identifier).joined(separator: "And"))Tests"
    default: return "\(layer)\(stays)FreeOf\(RuleWording.identifier(rule.modules[0]))AndOthersTests"
    }
  }

  package static func scope(of rule: SuiteRule) -> [String] {
    guard let fence = rule.keptFence else { return [] }
    let forbid = fence.modules.isEmpty ? "(no module)" : RuleWording.list(fence.modules)
    return RuleWording.fenceScope(
      ["paths: \(RuleWording.list(fence.roots))", "forbid: \(forbid)"], of: fence, in: rule, showRoots: false)
  }

  package static func contract(of rule: SuiteRule) -> [String] {
    RuleWording.entries("fence", rule.keptFence?.fence ?? [], in: rule)
  }

  package var exceptions: [Finding.Entry] { fence }
  package var excluded: [Finding.Entry] { exclude }
  package var places: [String] { paths + fence.map(\.path) }
}
