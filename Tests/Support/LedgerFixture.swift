import Foundation

/// A small SwiftPM package that compiles on any platform, with review findings to graduate.
///
/// `Ledger` is the fenced module: only `Sources/App/Sync/SyncEngine.swift` may import it.
/// `Sources/App/Feed/FeedModel.swift` is an ordinary file that tests break. The package has
/// a Swift Testing target (`AppTests`) and an XCTest target (`AppXCTests`).
public enum LedgerFixture {
  public static let findingPath = "findings/0007-ledger-outside-sync.md"
  public static let suitePath = "Tests/AppTests/Fitness/LedgerStaysInSyncTests.swift"
  public static let supportPath = "Tests/AppTests/Fitness/FitnessSupport.swift"
  public static let fencedFile = "Sources/App/Sync/SyncEngine.swift"
  public static let plainFile = "Sources/App/Feed/FeedModel.swift"

  public static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "App",
      targets: [
        .target(name: "Ledger"),
        .target(name: "App", dependencies: ["Ledger"]),
        .testTarget(name: "AppTests", dependencies: ["App"]),
        .testTarget(name: "AppXCTests", dependencies: ["App"]),
      ]
    )

    """

  public static let finding = """
    ---
    title: Only the sync layer may touch the ledger
    pattern: import-boundary
    module: Ledger
    fence:
      - path: Sources/App/Sync/SyncEngine.swift
        why: posts every change through one writer
    api: ["Ledger("]
    roots: [Sources/App]
    suite: Tests/AppTests/Fitness
    source: review of PR 142
    ---
    The feed once posted to the ledger directly and counted twice. Change the code: go
    through SyncEngine. Widen the fence only for another writer of the sync layer.

    """

  public static let gameModeFile = "Sources/App/Modes/GameMode.swift"
  public static let deckFile = "Sources/App/Play/DeckEngine.swift"

  public static let gameModeSource = """
    public enum GameMode: String, CaseIterable {
      case classic, party
      case speed

      public var displayLine: String {
        switch self {
        case .classic: return "Play it straight"
        case .party: return "Everyone plays"
        case .speed: return "Beat the clock"
        }
      }
    }

    """

  public static let deckSource = """
    public struct DeckEngine {
      public init() {}

      public func playRound() async throws -> Int {
        3
      }
    }

    """

  /// The findings of the other patterns, by path.
  public static let patternFindings: [String: String] = [
    "findings/0011-mode-registry.md": """
    ---
    title: The mode registry has exactly three modes
    pattern: count-pin
    subject: enum GameMode
    in: Sources/App/Modes/GameMode.swift
    count: 3
    trail: "2026-11: classic, party and speed — 3 modes"
    suite: Tests/AppTests/Fitness
    ---
    Every mode needs a deck, copy and a tutorial; a fourth one is a product decision.

    """,
    "findings/0012-display-lines.md": """
    ---
    title: Display lines fit the mode picker
    pattern: copy-contract
    member: GameMode.displayLine
    in: Sources/App/Modes/GameMode.swift
    maxLength: 24
    nonEmpty: true
    match: "^[A-Z]"
    forbid: ["!"]
    exemplars:
      - case: classic
        value: Play it straight
    suite: Tests/AppTests/Fitness
    ---
    The picker truncates past 24 characters; the copy team owns the words.

    """,
    "findings/0013-deck-offline.md": """
    ---
    title: Deck games never touch the network
    pattern: network-sentinel
    module: App
    drive: |
      let engine = DeckEngine()
      _ = try await engine.playRound()
    sessions:
      - path: Sources/App/Net/Fetcher.swift
        why: the one place that builds requests
    roots: [Sources/App/Play]
    suite: Tests/AppTests/Fitness
    ---
    Deck games are sold as offline; a request there is a broken promise.

    """,
    "findings/0014-mode-count.md": """
    ---
    title: Three modes at run time
    pattern: count-pin
    runtime: GameMode.allCases.count
    module: App
    count: 3
    trail: "2026-11: 3 modes"
    suite: Tests/AppTests/Fitness
    ---
    The registry as the running app sees it.

    """,
    "findings/0015-catalog-copy.md": """
    ---
    title: Catalog mode names fit the picker
    pattern: copy-contract
    catalog: Resources/Localizable.xcstrings
    keys: "mode."
    maxLength: 24
    match: "^[A-Z]"
    suite: Tests/AppTests/Fitness
    ---
    The same limit for the localised names.

    """,
  ]

  public static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "mode.classic" : {
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Classic" } } }
        },
        "mode.party" : {
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Party time" } } }
        },
        "other.title" : {}
      },
      "version" : "1.0"
    }

    """

  public static let plainSource = """
    public struct FeedModel {
      public init() {}
      // import Ledger here would be the bug this rule prevents
      public var title: String { "import Ledger is not an import" }
    }

    """

  public static let files: [String: String] = [
    "Package.swift": manifest,
    findingPath: finding,
    "Sources/Ledger/Ledger.swift": """
    public struct Ledger {
      public init() {}
      public func post(_ amount: Int) -> Int { amount }
    }

    """,
    fencedFile: """
    import Ledger

    public struct SyncEngine {
      public init() {}
      public func push() -> Int { Ledger().post(1) }
    }

    """,
    plainFile: plainSource,
    gameModeFile: gameModeSource,
    deckFile: deckSource,
    "Sources/App/Net/Fetcher.swift": """
    import Foundation

    #if canImport(FoundationNetworking)
      import FoundationNetworking
    #endif

    enum Fetcher {
      static func ping() async throws {
        _ = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:9/")!)
      }
    }

    """,
    "Resources/Localizable.xcstrings": catalog,
    "Tests/AppTests/FeedModelTests.swift": """
    import Testing

    @testable import App

    @Test func feedHasATitle() { #expect(!FeedModel().title.isEmpty) }

    """,
    "Tests/AppXCTests/FeedModelXCTests.swift": """
    import XCTest

    @testable import App

    final class FeedModelXCTests: XCTestCase {
      func testFeedHasATitle() { XCTAssertFalse(FeedModel().title.isEmpty) }
    }

    """,
    ".gitignore": ".build/\n",
  ]

  /// A repository holding the package, committed with hooks bypassed.
  public static func make() throws -> ScratchRepository {
    let repository = try ScratchRepository()
    for (path, text) in files.merging(patternFindings, uniquingKeysWith: { $1 }) {
      try repository.write(path, text)
    }
    try repository.commitAll("the app")
    return repository
  }
}
