import Foundation

/// A modular app as SwiftPM lays one out: three feature modules that must stay
/// independent, a payments module behind checkout, and `Kit`, which re-exports payments
/// (`@_exported import Payments`) so that `import Kit` brings it in unspelled.
public enum ModularAppFixture {
  public static let independentFinding = "findings/0020-features-independent.md"
  public static let paymentsFinding = "findings/0021-payments-in-checkout.md"

  public static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "ModularApp",
      targets: [
        .target(name: "Payments"),
        .target(name: "Kit", dependencies: ["Payments"]),
        .target(name: "Search"),
        .target(name: "Profile"),
        .target(name: "Feed", dependencies: ["Profile"]),
        .target(name: "Checkout", dependencies: ["Kit"]),
        .testTarget(name: "AppTests", dependencies: ["Search", "Profile", "Feed", "Checkout"]),
      ]
    )

    """

  public static let files: [String: String] = [
    "Package.swift": manifest,
    ".gitignore": ".build/\n",
    "Sources/Payments/Charge.swift": "public struct Charge {\n  public init() {}\n}\n",
    "Sources/Kit/Exports.swift": "@_exported import Payments\n",
    "Sources/Checkout/Checkout.swift": "import Kit\n\npublic func checkout() -> Charge { Charge() }\n",
    "Sources/Search/SearchView.swift": "public struct SearchView {\n  public init() {}\n}\n",
    "Sources/Profile/ProfileCard.swift": "public struct ProfileCard {\n  public init() {}\n}\n",
    "Sources/Feed/FeedView.swift": "import Profile\n\npublic struct FeedView {\n  public let card = ProfileCard()\n}\n",
    "Sources/Feed/FeedItem.swift": "public struct FeedItem {}\n",
    "Tests/AppTests/AppTests.swift": "import Testing\n\n@Test func theAppBuilds() {}\n",
    independentFinding: """
    ---
    title: No feature imports another feature
    pattern: independent-modules
    modules:
      - name: Search
        paths: [Sources/Search]
      - name: Profile
        paths: [Sources/Profile]
      - name: Feed
        paths: [Sources/Feed]
    fence:
      - path: Sources/Feed/FeedView.swift
        imports: Profile
        why: the feed shows profile cards
    suite: Tests/AppTests/Fitness
    ---
    Features talk through the app shell, never to each other.

    """,
    paymentsFinding: """
    ---
    title: Only checkout touches payments
    pattern: import-boundary
    module: Payments
    fence:
      - path: Sources/Kit/Exports.swift
        why: Kit is the payments facade
      - path: Sources/Checkout/Checkout.swift
        why: checkout charges the card
    suite: Tests/AppTests/Fitness
    ---
    Payments stay behind checkout.

    """,
  ]

  /// A repository holding the app, committed with hooks bypassed.
  public static func make() throws -> ScratchRepository {
    let repository = try ScratchRepository()
    for (path, text) in files { try repository.write(path, text) }
    try repository.commitAll("the modular app")
    return repository
  }
}
