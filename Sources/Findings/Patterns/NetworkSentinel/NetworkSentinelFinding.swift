// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: network-sentinel`: driving `module`'s real path with only storage in memory
/// attempts no network call, and only the `sessions` files create URL sessions.
package struct NetworkSentinelFinding: FindingPattern {
  package static let name = "network-sentinel"
  package static let arguments =
    NetworkSentinel.arguments + [
      LiteralArgument(
        "drive", .text, required: true,
        doc: "Swift statements that run the real path with only storage in memory",
        keptInSuite: "the test's body")
    ]

  package var module: String
  /// The Swift statements that drive the real path with only storage in memory.
  package var drive: String
  package var sessions: [Finding.Entry]
  package var api: [String]
  package var roots: [String]

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    let reading = try decoder.reading(Self.arguments)
    (module, drive) = (reading.values.text("module") ?? "", reading.values.text("drive") ?? "")
    (api, roots, sessions) = (
      reading.values.texts("api"), reading.values.texts("roots"), reading.entries["sessions"] ?? []
    )
  }

  package func draft(of finding: Finding, ruleID: String, files: FileSet) -> RuleDraft {
    let sentinel = NetworkSentinel(
      id: ruleID, title: finding.title, module: module, sessions: sessions.map(\.path), api: api, roots: roots)
    return RuleDraft(
      id: ruleID, title: finding.title, body: SentinelRule(sentinel: sentinel, assertsZero: true), drive: drive)
  }

  package static func literal(of draft: RuleDraft) -> SuiteLiteral? {
    guard let sentinel = (draft.body as? SentinelRule)?.sentinel else { return nil }
    var values = ArgumentValues(id: sentinel.id)
    (values["module"], values["sessions"]) = (.text(sentinel.module), .texts(sentinel.sessions))
    (values["api"], values["roots"]) = (.texts(sentinel.api), .texts(sentinel.roots))
    return .written(
      NetworkSentinel.self, values: values, name: "sentinel", test: .sentinel(module: sentinel.module),
      editing: .widen(list: "sessions"))
  }

  package static func suiteName(of body: any PatternRule) -> String? {
    guard let sentinel = (body as? SentinelRule)?.sentinel else { return nil }
    let place = sentinel.roots.first?.split(separator: "/").last.map(String.init) ?? sentinel.module
    let subject = RuleWording.identifier(place)
    return "\(subject)\(RuleWording.stays(after: subject))OfflineTests"
  }

  /// The scope of its companion: a layer over `roots` where only `sessions` build sessions.
  package static func scope(of rule: SuiteRule) -> [String] { LayerFinding.scope(of: rule) }

  package static func contract(of rule: SuiteRule) -> [String] {
    guard let sentinel = (rule.body as? SentinelRule)?.sentinel else { return [] }
    return RuleWording.entries("sessions", sentinel.sessions, in: rule)
  }

  package var exceptions: [Finding.Entry] { sessions }
  package var places: [String] { roots + sessions.map(\.path) }
}
