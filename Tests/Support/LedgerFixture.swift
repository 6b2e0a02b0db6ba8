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
    for (path, text) in files { try repository.write(path, text) }
    try repository.commitAll("the app")
    return repository
  }
}
