// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/RuleEngine/SuiteRule.swift
  static let suiteRule = #"""
    #if canImport(SwiftScanner)
      import SwiftScanner
    #endif

    /// A rule as written in a suite: fences, pins, copy contracts and sentinels.
    public enum RuleBody: Sendable {
      case fence(FenceRule)
      /// A count pin and the trail written above its `count:`.
      case countPin(CountPin, trail: [TrailLine])
      /// A runtime pin, its trail, and whether the suite's code still checks the expression.
      case runtimePin(RuntimePin, trail: [TrailLine], checked: Bool)
      case copyContract(CopyContract)
      /// A sentinel, and whether the suite's code still asserts zero attempts.
      case sentinel(NetworkSentinel, assertsZero: Bool)
    }

    /// A rule as read from a suite's source: the rule, where it is written, and the reasons.
    public struct SuiteRule: Sendable {
      public var body: RuleBody
      public var site: RuleSite
      /// The reason comment of every fence, exclude and sessions entry, by entry.
      public var reasons: [String: String]
      /// Where each argument label (`fence`, `api`, …) is written, for tools that edit the
      /// literal in place without disturbing the rest of the file.
      public var argumentPositions: [String: SourcePosition]

      public init(
        body: RuleBody, site: RuleSite, reasons: [String: String], argumentPositions: [String: SourcePosition] = [:]
      ) {
        self.body = body
        self.site = site
        self.reasons = reasons
        self.argumentPositions = argumentPositions
      }

      public var id: String {
        switch body {
        case .fence(let rule): return rule.id
        case .countPin(let pin, _): return pin.id
        case .runtimePin(let pin, _, _): return pin.id
        case .copyContract(let contract): return contract.id
        case .sentinel(let sentinel, _): return sentinel.id
        }
      }

      public var title: String? {
        switch body {
        case .fence(let rule): return rule.title
        case .countPin(let pin, _): return pin.title
        case .runtimePin(let pin, _, _): return pin.title
        case .copyContract(let contract): return contract.title
        case .sentinel(let sentinel, _): return sentinel.title
        }
      }

      /// The pattern, as findings name it.
      public var pattern: String {
        switch body {
        case .fence(let rule): return rule.direction.rawValue
        case .countPin, .runtimePin: return "count-pin"
        case .copyContract: return "copy-contract"
        case .sentinel: return "network-sentinel"
        }
      }

      /// The fence this rule keeps: an import boundary or layer, or a sentinel's companion.
      public var fence: FenceRule? {
        switch body {
        case .fence(let rule): return rule
        case .sentinel(let sentinel, _): return sentinel.companion
        default: return nil
        }
      }

      /// Whether `path` follows the suite convention: a file named `…Tests.swift` inside a
      /// folder named `Fitness` (`Tests/AppTests/Fitness/CloudKitStaysInSyncTests.swift`).
      ///
      /// The convention lets the staged check find every rule from the index's paths alone,
      /// reading only the suites' blobs, never the whole tree.
      public static func isSuitePath(_ path: String) -> Bool {
        guard path.hasSuffix("Tests.swift") else { return false }
        return path.split(separator: "/").dropLast().contains("Fitness")
      }
    }

    """#
}
