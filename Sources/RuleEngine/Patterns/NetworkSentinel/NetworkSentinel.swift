#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "This code path never attempts a network request": a runtime sentinel suite, plus its
/// static companion. `URLProtocol.registerClass` only reaches sessions built on the shared
/// configuration, so inside `roots` sessions may be built only in the `sessions` files.
public struct NetworkSentinel: Sendable {
  public var id: String
  public var title: String?
  /// The module the sentinel suite imports with `@testable`.
  public var module: String
  /// The only files allowed to build sessions, each with its reason in the suite.
  public var sessions: [String]
  /// Extra needles, beside `URLSession(` and `URLSession.shared`.
  public var api: [String]
  /// The guaranteed-offline code; empty means every Swift file outside test folders.
  public var roots: [String]

  /// The needles every sentinel fences.
  public static let sessionNeedles = ["URLSession(", "URLSession.shared"]

  public init(
    id: String, title: String? = nil, severity: String? = nil, module: String, sessions: [String] = [],
    api: [String] = [],
    roots: [String] = []
  ) {
    (self.id, self.title, self.module, self.sessions, self.api, self.roots) = (id, title, module, sessions, api, roots)
  }

  /// The static companion: a layer over `roots` where only `sessions` may build sessions.
  public var companion: FenceRule {
    let needles = Self.sessionNeedles + api
    var rule = FenceRule(LayerBoundary(id: id, title: title, paths: roots, api: needles))
    // A session builder may use any session needle: its entry carries no grants.
    rule.fence = Array(Set(sessions)).sorted()
    return rule
  }
}

extension NetworkSentinel: RuleLiteral {
  public static let arguments = [
    LiteralArgument(
      "module", .text, required: true, doc: "the module the sentinel suite imports `@testable` and drives"),
    LiteralArgument("sessions", .exceptions, doc: "the only files that may build URL sessions, each with its reason"),
    LiteralArgument("api", .texts, doc: "more needles, beside `URLSession(` and `URLSession.shared`"),
    LiteralArgument("roots", .paths, doc: "the offline code; without it, every Swift file outside test folders"),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let sentinel = NetworkSentinel(
      id: arguments.id, title: arguments.title, module: arguments.text("module") ?? "",
      sessions: arguments.list("sessions"), api: arguments.list("api"), roots: arguments.list("roots"))
    return SentinelRule(
      sentinel: sentinel, assertsZero: arguments.suiteCodeMentions(RuleBlockReader.sentinelAssertion))
  }
}

/// A sentinel as its suite writes it: the sentinel, and whether the suite's code still
/// asserts zero attempts (the contract is zero attempts, not zero successes).
public struct SentinelRule: PatternRule {
  public var sentinel: NetworkSentinel
  public var assertsZero: Bool

  public init(sentinel: NetworkSentinel, assertsZero: Bool) {
    self.sentinel = sentinel
    self.assertsZero = assertsZero
  }

  public var id: String { sentinel.id }
  public var title: String? { sentinel.title }
  public var pattern: String { "network-sentinel" }
  public var inputs: RuleInputs { sentinel.companion.inputs }
  public var exceptions: (label: String, paths: [String])? { ("sessions", sentinel.sessions) }
  public var judgedAtRunTime: Bool { true }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    var found = FenceEvaluation.violations(of: sentinel.companion, site: site, in: files)
    if !assertsZero {
      found.append(
        site.violation(
          of: sentinel.id, .sentinelWeakened,
          message: "the sentinel suite no longer asserts '\(RuleBlockReader.sentinelAssertion)' [\(sentinel.id)]; "
            + "the contract is zero attempts, not zero successes: restore the assertion",
          subject: sentinel.id))
    }
    return found
  }
}
