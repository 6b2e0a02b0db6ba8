import Foundation
import Testing

/// An app whose team states five rules about members, each as a finding graduated into
/// its own suite: the Swift 6 escape hatch fenced, view models' published state read-only
/// from outside, no global mutable state outside the configuration, `@State` only in views,
/// and an async API. The app compiles on Linux: `ObservableObject`, `@Published`, `View`
/// and `@State` are its own stand-ins, which the scanner reads by name as it would
/// SwiftUI's and Combine's.
public enum MemberRuleFixture {
  public typealias Rule = TeamRule

  public static let manifest = TeamRule.manifest(targets: ["API", "App"], tested: ["App", "API"])

  public static let sources: [String: String] = [
    "Sources/App/Support/StandIns.swift": """
    protocol ObservableObject: AnyObject {}
    protocol View {}
    @propertyWrapper struct Published<Value> { var wrappedValue: Value }
    @propertyWrapper struct State<Value> { var wrappedValue: Value }

    """,
    "Sources/App/Config/Globals.swift": """
    enum Globals {
      nonisolated(unsafe) static var callbacks: [Int] = []
      static var environment = "production"
    }

    """,
    "Sources/App/Feed/FeedViewModel.swift": """
    final class FeedViewModel: ObservableObject {
      @Published private(set) var items: [String] = []
      var filter = ""
    }

    """,
    "Sources/App/Feed/FeedView.swift": """
    struct FeedView: View {
      @State private var expanded = false
      let model = FeedViewModel()
    }

    """,
    "Sources/API/Client.swift": """
    public struct Client {
      public init() {}
      public func fetch() async -> Int { 1 }
      func helper() -> Int { 2 }
    }

    """,
    "Tests/AppTests/AppTests.swift": "import Testing\n\n@Test func theAppBuilds() {}\n",
  ]

  /// The app as it stands before the team writes its rules down: one break of each rule.
  public static var sourcesForSuggest: [String: String] {
    var files = sources
    for rule in rules { files[rule.path] = rule.broken }
    return files
  }

  public static let manifestForSuggest = manifest

  public static func finding(_ title: String, _ keys: String) -> String {
    "---\ntitle: \(title)\npattern: members\n\(keys)suite: Tests/AppTests/Fitness\n---\nA rule of the team's.\n"
  }

  public static let rules: [Rule] = [
    Rule(
      id: "0031-no-unsafe",
      finding: finding(
        "No nonisolated(unsafe) outside the fence",
        """
        forbid:
          modifiers: ["nonisolated(unsafe)"]
        fence:
          - path: Sources/App/Config/Globals.swift
            members: [Globals.callbacks]
            why: the C callback registry stays global until it moves into an actor
        roots: [Sources/App]

        """),
      path: "Sources/App/Feed/FeedCounter.swift", broken: "nonisolated(unsafe) var feedCount = 0\n",
      place: "Sources/App/Feed/FeedCounter.swift:1:21", mended: "let feedCount = 0\n"),
    Rule(
      id: "0032-published-private-set",
      finding: finding(
        "View models never expose a settable published property",
        """
        in:
          named: "*ViewModel"
          conforming: [ObservableObject]
        select:
          kind: var
          attributes: ["@Published"]
        require:
          modifiers: ["private(set)"]
        roots: [Sources/App]

        """),
      path: "Sources/App/Feed/ProfileViewModel.swift",
      broken: "final class ProfileViewModel: ObservableObject {\n  @Published var name = \"\"\n}\n",
      place: "Sources/App/Feed/ProfileViewModel.swift:2:14",
      mended: "final class ProfileViewModel: ObservableObject {\n  @Published private(set) var name = \"\"\n}\n"),
    Rule(
      id: "0033-no-global-state",
      finding: finding(
        "No static var outside the configuration",
        """
        select:
          kind: var
          static: true
        forbid:
          declared: true
        exclude:
          - path: Sources/App/Config
            why: the configuration is the one place global settings live
        roots: [Sources/App]

        """),
      path: "Sources/App/Feed/Settings.swift", broken: "enum Settings {\n  static var theme = \"light\"\n}\n",
      place: "Sources/App/Feed/Settings.swift:2:10", mended: "enum Settings {\n  static let theme = \"light\"\n}\n"),
    Rule(
      id: "0034-state-in-views",
      finding: finding(
        "\"@State lives only in views\"",
        """
        in:
          notConforming: [View]
        select:
          attributes: ["@State"]
        forbid:
          declared: true
        roots: [Sources/App]

        """),
      path: "Sources/App/Feed/FeedStore.swift", broken: "final class FeedStore {\n  @State var selection = 0\n}\n",
      place: "Sources/App/Feed/FeedStore.swift:2:10", mended: "final class FeedStore {\n  var selection = 0\n}\n"),
    Rule(
      id: "0035-async-api",
      finding: finding(
        "Every public function of the API is async",
        """
        select:
          kind: func
          modifiers: [public]
        require:
          effects: [async]
        roots: [Sources/API]

        """),
      path: "Sources/API/Uploader.swift",
      broken: "public struct Uploader {\n  public func send() -> Bool { true }\n}\n",
      place: "Sources/API/Uploader.swift:2:10",
      mended: "public struct Uploader {\n  public func send() async -> Bool { true }\n}\n"),
  ]

  /// The app with every rule graduated (each proven red by its drill), the hook installed,
  /// and all of it committed.
  public static func graduated() throws -> ScratchRepository {
    try TeamRule.graduated(manifest: manifest, sources: sources, rules: rules)
  }
}
