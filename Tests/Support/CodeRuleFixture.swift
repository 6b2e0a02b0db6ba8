import Foundation

/// An app whose team states rules about what its code does, not only what it is named, each
/// as a finding graduated into its own suite: "the orchestrator is an actor" (a kind
/// required), "view helpers are stateless" (no stored instance property; a computed one and
/// a static one are decoys), "the singletons are at most three" (a count pin that is a
/// bound, today under it), "identifiers in the domain are domain types" (no `*ID` typed
/// `String`, `Int` or `UUID`; an `idLabel: String` is a decoy), "no bare `throws` on
/// public functions" (an internal one is a decoy), and "every case of a stored enum
/// declares its raw value" (an enum that is not `Codable` is a decoy).
///
/// And rules about calls in their place: console output goes through the logging layer (a
/// `fingerprint(` call, and `print` in a comment and a string, are decoys), locks use
/// `withLock`, only `PreferencesStore` calls `UserDefaults` (a second type in its file is
/// not excused), constraints are made in `updateConstraints`, strings live in the nested
/// `enum Localization`, no semaphores in `async` functions (one in a plain function is a
/// decoy), log messages have no `...`, and localized keys are reverse-DNS. Linux has no
/// UIKit and no `os.Logger`, so the app declares stand-ins of the two types it calls.
/// And types with their members in one rule: "entities are structs with read-only
/// properties and `Decodable`" (a computed property is a decoy), and "view models are
/// `@MainActor` `ObservableObject` classes whose properties are `@Published`" (a static
/// one and a computed one are decoys), over stand-ins for Combine's two names.
/// And "system-call wrappers are never inlined", an attribute with its argument required
/// (`@inline(__always)` does not meet it), beside an attribute list that holds an `#if`.
/// And "an extension of a NIO type adds only members that take your type as an argument"
/// (an extension of the app's own type is a decoy), over a stand-in for NIO's type.
/// And rules about anything declared: "the `SwiftSyntax<version>` compatibility modules
/// hold no code" (a marker file of comments and an import is a decoy), and "expose only the
/// entry point and the dependency protocols publicly" (internal helpers are decoys).
public enum CodeRuleFixture {
  public typealias Rule = TeamRule

  /// The guide rules' app, with a library and swift-syntax's empty version modules beside it.
  public static let manifest = TeamRule.manifest(
    targets: ["App", "Kit", "SwiftSyntax509", "SwiftSyntax510"], tested: ["App"])

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
    "Sources/App/Logging/Console.swift": """
    enum Console {
      static func write(_ line: String) { print(line) }
    }

    """,
    "Sources/App/Feed/Fingerprint.swift": """
    // print("a comment is no call")
    func fingerprint(_ text: String) -> Int { text.count }

    enum Feed {
      static let banner = "print(\\"a string is no call\\")"
      static func key() -> Int { fingerprint(banner) }
    }

    """,
    "Sources/App/Support/Counter.swift": """
    import Foundation

    final class Counter: @unchecked Sendable {
      private let lock = NSLock()
      private var value = 0
      func increment() { lock.withLock { value += 1 } }
    }

    """,
    "Sources/App/Settings/PreferencesStore.swift": """
    import Foundation

    struct PreferencesStore {
      func save(launches: Int) { UserDefaults.standard.set(launches, forKey: "launches") }
    }

    """,
    "Sources/App/Layout/CardView.swift": """
    /// Stands in for UIKit's, which Linux lacks.
    final class NSLayoutConstraint {
      init(item: AnyObject, constant: Double) {}
    }

    final class CardView {
      var constraints: [NSLayoutConstraint] = []
      func updateConstraints() { constraints = [NSLayoutConstraint(item: self, constant: 8)] }
    }

    """,
    "Sources/App/Screens/Screen.swift": """
    import Foundation

    enum Screen {
      enum Localization {
        static let title = NSLocalizedString("screen.title", comment: "the screen's title")
      }
    }

    """,
    "Sources/App/Sync/Waiter.swift": """
    import Foundation

    enum Waiter {
      static func blockUntilDone() {
        let done = DispatchSemaphore(value: 1)
        done.wait()
      }
    }

    """,
    "Sources/App/System/SystemCalls.swift": """
    enum SystemCalls {
      @inline(never) static func read() {}
      @inline(never) @usableFromInline
      #if compiler(>=5.9)
      @available(macOS 10.15, *)
      #endif
      internal static func close() {}
    }

    """,
    "Sources/App/Domain/UserEntity.swift": """
    struct UserEntity: Decodable {
      let id: Int
      var label: String { "user \\(id)" }
    }

    """,
    "Sources/App/Support/Observation.swift": """
    /// Stand in for Combine's, which Linux lacks.
    protocol ObservableObject: AnyObject {}

    @propertyWrapper struct Published<Value> {
      var wrappedValue: Value
    }

    """,
    "Sources/App/Views/FeedViewModel.swift": """
    @MainActor final class FeedViewModel: ObservableObject {
      @Published var items: [Int] = []
      static let preview = FeedViewModel()
      var count: Int { items.count }
    }

    """,
    "Sources/App/Support/ChannelPipeline.swift": """
    /// Stands in for NIO's, which the fixture does not fetch.
    struct ChannelPipeline {}

    """,
    "Sources/App/Net/ChannelPipeline+Frames.swift": """
    struct Frame {
      let bytes: [UInt8]
    }

    extension ChannelPipeline {
      func send(_ frame: Frame) {}
      func send(_ frame: Frame, flushing: Bool) {}
    }

    // Not a channel type: its members are not the rule's.
    extension Frame {
      func size() -> Int { bytes.count }
    }

    """,
    "Sources/SwiftSyntax509/Marker.swift": """
    // A marker module: `#if canImport(SwiftSyntax509)` tells a client which swift-syntax it
    // builds against. `struct Version {}` in a comment is no code.
    @_exported import Foundation

    """,
    "Sources/SwiftSyntax510/Marker.swift": "// A marker module, as SwiftSyntax509's.\n",
    "Sources/Kit/KitEntry.swift": """
    public struct KitEntry {
      let network: any NetworkDependency
      public init(network: any NetworkDependency) { self.network = network }
      public func start() -> Int { network.fetch() + Cache().size }
    }

    public protocol NetworkDependency {
      func fetch() -> Int
    }

    struct Cache {
      var size: Int { 0 }
    }

    func describe(_ entry: KitEntry) -> String { "kit" }

    """,
    "Sources/App/Logging/Logger.swift": """
    /// Stands in for os.Logger, which Linux lacks.
    struct Logger {
      func info(_ message: String) { Console.write(message) }
    }

    let logger = Logger()

    """,
  ]

  static func finding(_ title: String, _ pattern: String, _ keys: String) -> String {
    "---\ntitle: \(title)\npattern: \(pattern)\n\(keys)suite: Tests/AppTests/Fitness\n---\nA rule of the team's.\n"
  }

  public static let rules: [Rule] =
    [
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
        id: "0084-channel-extensions-take-our-frames",
        finding: finding(
          "An extension of a NIO type adds only members that take your type as an argument", "members",
          """
          in:
            named: "Channel*"
          select:
            kind: func
          require:
            parameterTypes: [Frame]
          roots: [Sources/App/Net]

          """),
        path: "Sources/App/Net/ChannelPipeline+Flush.swift",
        broken: "extension ChannelPipeline {\n  func flushAll() {}\n}\n",
        place: "Sources/App/Net/ChannelPipeline+Flush.swift:2:3",
        mended: "extension ChannelPipeline {\n  func flush(_ frame: Frame) {}\n}\n"),
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
      Rule(
        id: "0079-system-calls-never-inlined",
        finding: finding(
          "System-call wrappers are never inlined", "members",
          """
          in:
            named: "*Calls"
          select:
            kind: func
          require:
            attributes: ["@inline(never)"]
          roots: [Sources/App/System]

          """),
        // `@inline` is there, with the wrong argument; the attribute list with an `#if` in
        // SystemCalls.swift is a decoy.
        path: "Sources/App/System/FileCalls.swift",
        broken: "enum FileCalls {\n  @inline(__always) static func write() {}\n}\n",
        place: "Sources/App/System/FileCalls.swift:2:28",
        mended: "enum FileCalls {\n  @inline(never) static func write() {}\n}\n"),
      Rule(
        id: "0080-entities-are-read-only-decodable-structs",
        finding: finding(
          "Entities are structs with read-only properties and Decodable", "declarations",
          """
          select:
            named: "*Entity"
          require:
            kind: [struct]
            conforms: [Decodable]
          members:
            kind: var
            stored: true
            forbidDeclared: true
          roots: [Sources/App]

          """),
        path: "Sources/App/Domain/OrderEntity.swift",
        broken: "struct OrderEntity: Decodable {\n  let id: Int\n  var total: Int\n}\n",
        place: "Sources/App/Domain/OrderEntity.swift:3:3",
        mended: "struct OrderEntity: Decodable {\n  let id: Int\n  let total: Int\n}\n"),
      Rule(
        id: "0081-view-models-publish-their-state",
        finding: finding(
          "View models are @MainActor ObservableObject classes whose properties are @Published", "declarations",
          """
          select:
            named: "*ViewModel"
          require:
            kind: [class]
            attributes: ["@MainActor"]
            conforms: [ObservableObject]
          members:
            kind: var
            stored: true
            static: false
            requireAttributes: ["@Published"]
          roots: [Sources/App]

          """),
        path: "Sources/App/Views/CartViewModel.swift",
        broken: "@MainActor final class CartViewModel: ObservableObject {\n  var total = 0\n}\n",
        place: "Sources/App/Views/CartViewModel.swift:2:3",
        mended: "@MainActor final class CartViewModel: ObservableObject {\n  @Published var total = 0\n}\n"),
      Rule(
        id: "0082-version-modules-hold-no-code",
        finding: finding(
          "The SwiftSyntax<version> compatibility modules hold no code", "declarations",
          """
          select:
            kind: anything
          forbid:
            declared: true
          roots: ["Sources/SwiftSyntax5*"]

          """),
        path: "Sources/SwiftSyntax510/Version.swift", broken: "public func swiftSyntaxVersion() -> Int { 510 }\n",
        place: "Sources/SwiftSyntax510/Version.swift:1:8",
        mended: "// The version is the module's name: `#if canImport(SwiftSyntax510)`.\n"),
      Rule(
        id: "0083-only-the-entry-point-is-public",
        finding: finding(
          "Expose only the entry point and the dependency protocols publicly", "declarations",
          """
          select:
            kind: anything
            modifiers: [public]
          forbid:
            declared: true
          fence:
            - path: Sources/Kit/KitEntry.swift
              types: [KitEntry, NetworkDependency]
              why: the entry point, and the protocol a host implements for it
          roots: [Sources/Kit]

          """),
        path: "Sources/Kit/Formatting.swift",
        broken: "public func format(_ value: Int) -> String { \"\\(value)\" }\n",
        place: "Sources/Kit/Formatting.swift:1:8",
        mended: "func format(_ value: Int) -> String { \"\\(value)\" }\n"),
    ] + callRules

  /// The rules about calls in their place, each a finding in the words of the rule.
  public static let callRules: [Rule] = [
    Rule(
      id: "0071-console-through-logging",
      finding: finding(
        "Console output goes through the logging layer", "calls",
        """
        select:
          callee: [print, debugPrint, NSLog]
        forbid:
          called: true
        exclude:
          - path: Sources/App/Logging
            why: the logging layer is where console output goes
        roots: [Sources/App]

        """),
      path: "Sources/App/Feed/FeedModel.swift",
      broken: "enum FeedModel {\n  static func load() {\n    print(\"loading\")\n  }\n}\n",
      place: "Sources/App/Feed/FeedModel.swift:3:5",
      mended: "enum FeedModel {\n  static func load() {\n    Console.write(\"loading\")\n  }\n}\n"),
    Rule(
      id: "0072-locks-use-with-lock",
      finding: finding(
        "Locks use withLock", "calls",
        """
        select:
          callee: ["*.lock", "*.unlock"]
        forbid:
          called: true
        roots: [Sources/App]

        """),
      path: "Sources/App/Support/Tally.swift",
      broken: """
        import Foundation

        final class Tally: @unchecked Sendable {
          private let lock = NSLock()
          private var count = 0
          // Taken and never released: what withLock makes impossible.
          func add() {
            lock
              .lock()
            count += 1
          }
        }

        """,
      place: "Sources/App/Support/Tally.swift:9:8",
      mended: """
        import Foundation

        final class Tally: @unchecked Sendable {
          private let lock = NSLock()
          private var count = 0
          func add() { lock.withLock { count += 1 } }
        }

        """),
    Rule(
      id: "0073-only-the-preferences-store-calls-user-defaults",
      finding: finding(
        "Only PreferencesStore's functions call UserDefaults", "calls",
        """
        select:
          callee: ["UserDefaults*"]
        require:
          inType: [PreferencesStore]
        roots: [Sources/App]

        """),
      // A second type in the store's own file is not excused.
      path: "Sources/App/Settings/PreferencesStore.swift",
      broken: """
        import Foundation

        struct PreferencesStore {
          func save(launches: Int) { UserDefaults.standard.set(launches, forKey: "launches") }
        }

        struct Onboarding {
          func finish() { UserDefaults.standard.set(true, forKey: "onboarded") }
        }

        """,
      place: "Sources/App/Settings/PreferencesStore.swift:8:41",
      mended: """
        import Foundation

        struct PreferencesStore {
          func save(launches: Int) { UserDefaults.standard.set(launches, forKey: "launches") }
          func finishOnboarding() { UserDefaults.standard.set(true, forKey: "onboarded") }
        }

        """),
    Rule(
      id: "0074-constraints-in-update-constraints",
      finding: finding(
        "Auto Layout constraints are made only inside updateConstraints", "calls",
        """
        select:
          callee: ["NSLayoutConstraint*"]
        require:
          inFunction: [updateConstraints]
        roots: [Sources/App]

        """),
      path: "Sources/App/Layout/BadgeView.swift",
      broken: """
        final class BadgeView {
          var constraints: [NSLayoutConstraint] = []
          func layout() { constraints = [NSLayoutConstraint(item: self, constant: 4)] }
        }

        """,
      place: "Sources/App/Layout/BadgeView.swift:3:34",
      mended: """
        final class BadgeView {
          var constraints: [NSLayoutConstraint] = []
          func updateConstraints() { constraints = [NSLayoutConstraint(item: self, constant: 4)] }
        }

        """),
    Rule(
      id: "0075-strings-live-in-localization",
      finding: finding(
        "Strings live in the nested enum Localization", "calls",
        """
        select:
          callee: [NSLocalizedString]
        require:
          inType: [Localization]
        roots: [Sources/App]

        """),
      path: "Sources/App/Screens/Detail.swift",
      broken: """
        import Foundation

        enum Detail {
          static let title = NSLocalizedString("detail.title", comment: "the detail's title")
        }

        """,
      place: "Sources/App/Screens/Detail.swift:4:22",
      mended: """
        import Foundation

        enum Detail {
          enum Localization {
            static let title = NSLocalizedString("detail.title", comment: "the detail's title")
          }
        }

        """),
    Rule(
      id: "0076-no-semaphores-in-async-functions",
      finding: finding(
        "No semaphores in async contexts", "calls",
        """
        in:
          async: true
        select:
          callee: [DispatchSemaphore, "*.wait"]
        forbid:
          called: true
        roots: [Sources/App]

        """),
      path: "Sources/App/Sync/Loader.swift",
      broken: """
        import Foundation

        enum Loader {
          static func load() async {
            let gate = DispatchSemaphore(value: 1)
            gate.signal()
          }
        }

        """,
      place: "Sources/App/Sync/Loader.swift:5:16",
      mended: """
        enum Loader {
          static func load() async {
            await Task.yield()
          }
        }

        """),
    Rule(
      id: "0077-log-messages-have-no-ellipsis",
      finding: finding(
        "Logger messages have no ...", "calls",
        """
        select:
          callee: ["logger.*"]
        forbid:
          strings: ["*...*"]
        roots: [Sources/App]

        """),
      path: "Sources/App/Sync/Progress.swift",
      broken: "enum Progress {\n  static func start() { logger.info(\"Loading...\") }\n}\n",
      place: "Sources/App/Sync/Progress.swift:2:32",
      mended: "enum Progress {\n  static func start() { logger.info(\"Loading\") }\n}\n"),
    Rule(
      id: "0078-localized-keys-are-reverse-dns",
      finding: finding(
        "NSLocalizedString keys are reverse-DNS", "calls",
        """
        select:
          callee: [NSLocalizedString]
        require:
          strings: ["*.*"]
        roots: [Sources/App]

        """),
      path: "Sources/App/Screens/About.swift",
      broken: """
        import Foundation

        enum About {
          enum Localization {
            static let title = NSLocalizedString("About", comment: "the about screen's title")
          }
        }

        """,
      place: "Sources/App/Screens/About.swift:5:24",
      mended: """
        import Foundation

        enum About {
          enum Localization {
            static let title = NSLocalizedString("about.title", comment: "the about screen's title")
          }
        }

        """),
  ]

  /// The app with every rule graduated (each proven red by its drill), the hook installed,
  /// and all of it committed.
  public static func graduated() throws -> ScratchRepository {
    try TeamRule.graduated(manifest: manifest, sources: sources, rules: rules + [advisory])
  }

  /// A rule the team adopts as advice first (`severity: warning`): its break is reported by
  /// the hook, the check and `swift test`, and refuses nothing unless the check is strict.
  public static let advisory = Rule(
    id: "0085-feed-keeps-no-static-state",
    finding: finding(
      "The feed keeps no static state", "members",
      """
      select:
        kind: var
        static: true
      forbid:
        declared: true
      roots: [Sources/App/Feed]
      severity: warning

      """),
    path: "Sources/App/Feed/FeedCache.swift", broken: "enum FeedCache {\n  static var shared: [Int] = []\n}\n",
    place: "Sources/App/Feed/FeedCache.swift:2:10", mended: "enum FeedCache {\n  static let shared: [Int] = []\n}\n")
}
