// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// What the three fence findings (and the sentinel, whose companion is a layer) share: how
/// a fence is written into a suite and shown by `explain`.
extension SuiteRule {
  /// The fence the rule keeps: its own, or a sentinel's companion.
  var keptFence: FenceRule? { (body as? FenceRule) ?? (body as? SentinelRule)?.sentinel.companion }
}

extension RuleWording {
  /// What `fitness explain` shows of a fence after its own lines: its re-exporters, API
  /// needles, roots (when `showRoots`) and exclusions, each with its reason.
  static func fenceScope(_ head: [String], of fence: FenceRule, in rule: SuiteRule, showRoots: Bool) -> [String] {
    var lines = head
    for module in fence.reexports.keys.sorted() {
      let files = fence.reexports[module] ?? []
      let reason = files.first.map { rule.reasons[RuleSite.reexportKey(module, $0)] ?? "" } ?? ""
      lines.append("reexports: \(module) in \(list(files))  // \(reason)")
    }
    if !fence.api.isEmpty { lines.append("api: \(list(fence.api))") }
    return scope(lines, roots: showRoots ? fence.roots : [], exclude: fence.exclude, in: rule)
  }
}

extension SuiteLiteral {
  /// Each fence entry with what it grants.
  static func grants(of rule: FenceRule) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: rule.fence.map { ($0, rule.grants[$0] ?? []) })
  }

  /// A fence's literal: `values`, with its re-exporters when it has any.
  static func fence(_ literal: any RuleLiteral.Type, _ rule: FenceRule, values: ArgumentValues) -> SuiteLiteral {
    var values = values
    values["reexports"] = .map(rule.reexports)
    return .written(literal, values: values, test: .report("FenceRule(Self.rule)"), editing: .widen(list: "fence"))
  }
}
