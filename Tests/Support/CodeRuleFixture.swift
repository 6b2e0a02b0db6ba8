import Foundation

/// An app whose team states rules about what its code does, not only what it is named, each
/// as a finding graduated into its own suite: "the orchestrator is an actor" (a kind
/// required), "view helpers are stateless" (no stored instance property; a computed one and
/// a static one are decoys), "the singletons are at most three" (a count pin that is a
/// bound, today under it), "identifiers in the domain are domain types" (no `*ID` typed
/// `String`, `Int` or `UUID`; an `idLabel: String` is a decoy), "no bare `throws` on
/// public functions" (an internal one is a decoy), and "every case of a stored enum
/// declares its raw value" (an enum that is not `Codable` is a decoy).
public enum CodeRuleFixture {
  public typealias Rule = TeamRule

  /// The same one-target app as the guide rules'.
  public static let manifest = GuideRuleFixture.manifest

  public static let sources: [String: String] = [
    "Sources/App/Agent/AgenticLoopOrchestrator.swift": "actor AgenticLoopOrchestrator {\n  var turns = 0\n}\n",
    "Sources/App/Views/DateHelper.swift": """
    struct DateHelper {
      static let shared = DateHelper()
      var label: String { "date" }
      func format() -> String { label }
    }

    """,
    "Sources/App/Support/Singletons.swift": """
    final class Store: @unchecked Sendable {
      static let shared = Store()
    }

    final class Log: @unchecked Sendable {
      static let shared = Log()
    }

    enum Uses {
      static func wire() -> (Store, Log) { (Store.shared, Log.shared) }
    }

    """,
    "Sources/App/Domain/Order.swift": """
    struct OrderID: Hashable {
      let raw: String
    }

    struct Order {
      let orderID: OrderID
      var idLabel: String
    }

    """,
    "Sources/App/API/Client.swift": """
    public enum ClientError: Error {
      case offline
    }

    public struct Client {
      public init() {}
      public func fetch() throws(ClientError) -> Int { 1 }
      func retry() throws {}
    }

    """,
    "Sources/App/Storage/StoredMode.swift": """
    enum StoredMode: String, Codable {
      case fast = "fast"
      case slow = "slow"
    }

    enum Transient: String {
      case loose
    }

    """,
    "Tests/AppTests/AppTests.swift": "import Testing\n\n@Test func theAppBuilds() {}\n",
  ]

  static func finding(_ title: String, _ pattern: String, _ keys: String) -> String {
    "---\ntitle: \(title)\npattern: \(pattern)\n\(keys)suite: Tests/AppTests/Fitness\n---\nA rule of the team's.\n"
  }

  public static let rules: [Rule] = [
    Rule(
      id: "0061-orchestrators-are-actors",
      finding: finding(
        "Orchestrators are actors", "declarations",
        """
        select:
          named: "*Orchestrator"
        require:
          kind: [actor]
        roots: [Sources/App]

        """),
      path: "Sources/App/Agent/PlanOrchestrator.swift", broken: "final class PlanOrchestrator {}\n",
      place: "Sources/App/Agent/PlanOrchestrator.swift:1:7", mended: "actor PlanOrchestrator {}\n"),
    Rule(
      id: "0062-view-helpers-are-stateless",
      finding: finding(
        "View helpers are stateless", "members",
        """
        in:
          named: "*Helper"
        select:
          static: false
          stored: true
        forbid:
          declared: true
        roots: [Sources/App]

        """),
      path: "Sources/App/Views/NumberHelper.swift", broken: "struct NumberHelper {\n  var cache: [Int] = []\n}\n",
      place: "Sources/App/Views/NumberHelper.swift:2:3",
      mended: "struct NumberHelper {\n  var cache: [Int] { [] }\n}\n"),
    Rule(
      id: "0063-singletons-at-most-three",
      finding: finding(
        "The singletons are used at most three times", "count-pin",
        """
        subject: "needle .shared"
        in: Sources/App
        count: 3
        atMost: true
        trail: "2026-12: at most 3, the store and the log wired once, one to spare"

        """),
      path: "Sources/App/Support/More.swift",
      broken: "enum More {\n  static func both() -> (Store, Log) { (Store.shared, Log.shared) }\n}\n",
      // A needle has no one place in the code: the drift stands at the pin.
      place: "Tests/AppTests/Fitness/SharedCallsStayPinnedTests.swift:22:5",
      mended: "enum More {\n  static func none() -> Int { 0 }\n}\n"),
    Rule(
      id: "0064-identifiers-are-domain-types",
      finding: finding(
        "Identifiers in the domain are domain types", "members",
        """
        select:
          named: "*ID"
        forbid:
          type: [String, Int, UUID]
        roots: [Sources/App/Domain]

        """),
      path: "Sources/App/Domain/Customer.swift", broken: "struct Customer {\n  let customerID: String\n}\n",
      place: "Sources/App/Domain/Customer.swift:2:3",
      mended:
        "struct CustomerID: Hashable {\n  let raw: String\n}\n\nstruct Customer {\n  let customerID: CustomerID\n}\n"),
    Rule(
      id: "0065-public-functions-say-what-they-throw",
      finding: finding(
        "Public functions say the error type they throw", "members",
        """
        select:
          kind: func
          modifiers: [public]
        require:
          typedThrows: true
        roots: [Sources/App]

        """),
      path: "Sources/App/API/Uploader.swift",
      broken: "public struct Uploader {\n  public func send() throws -> Bool { true }\n}\n",
      place: "Sources/App/API/Uploader.swift:2:10",
      mended: "public struct Uploader {\n  public func send() throws(ClientError) -> Bool { true }\n}\n"),
    Rule(
      id: "0066-stored-enums-declare-raw-values",
      finding: finding(
        "Every case of a stored enum declares its raw value", "members",
        """
        in:
          kind: enum
          conforming: [String, Codable]
        select:
          kind: case
        require:
          rawValue: true
        roots: [Sources/App/Storage]

        """),
      path: "Sources/App/Storage/Theme.swift",
      broken: "enum Theme: String, Codable {\n  case light = \"light\"\n  case dark\n}\n",
      place: "Sources/App/Storage/Theme.swift:3:3",
      mended: "enum Theme: String, Codable {\n  case light = \"light\"\n  case dark = \"dark\"\n}\n"),
  ]

  /// The app with every rule graduated (each proven red by its drill), the hook installed,
  /// and all of it committed.
  public static func graduated() throws -> ScratchRepository {
    try TeamRule.graduated(manifest: manifest, sources: sources, rules: rules)
  }
}
