import FitnessTestSupport
import Foundation
import Testing

/// The vendored engine and every generated suite compile warning-free and pass under
/// `swift test` in each build setting a modern app's test target uses: one temporary
/// package per setting, built by the real SwiftPM with `-warnings-as-errors`.
///
/// Why each: new Xcode projects default to MainActor isolation; strict teams turn on the
/// upcoming features one by one; and the vendored file lives in *their* test target, so any
/// diagnostic it raises is theirs to see. The suites here are every pattern graduate
/// writes, in both test frameworks.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct BuildSettingsMatrixTests {
  struct Setting: CustomStringConvertible, Sendable {
    var description: String
    var swiftSettings: String
    /// Whether the XCTest target takes the setting too. Not for MainActor isolation: on
    /// Linux, corelibs XCTest's `init(name:testClosure:)` is nonisolated, so no XCTestCase
    /// subclass compiles under it, the fixture's own hand-written one included (a platform
    /// limit; Xcode's XCTest cannot run here).
    var xctest = true
  }

  static let settings: [Setting] =
    [
      Setting(description: "Swift 5 language mode", swiftSettings: ".swiftLanguageMode(.v5)"),
      Setting(description: "Swift 6 language mode", swiftSettings: ".swiftLanguageMode(.v6)"),
      Setting(
        description: "default isolation MainActor (Swift 6)",
        swiftSettings: ".swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)", xctest: false),
      Setting(
        description: "default isolation MainActor (Swift 5)",
        swiftSettings: ".swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)", xctest: false),
      Setting(
        description: "complete strict concurrency (Swift 5)",
        swiftSettings: ".swiftLanguageMode(.v5), .enableUpcomingFeature(\"StrictConcurrency\")"),
      Setting(
        description: "every upcoming feature at once, MainActor by default",
        swiftSettings: """
          .swiftLanguageMode(.v6), .defaultIsolation(MainActor.self),
          .enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("ExistentialAny"),
          .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
          .enableUpcomingFeature("InferIsolatedConformances")
          """, xctest: false),
    ]
    + [
      "InternalImportsByDefault", "ExistentialAny", "MemberImportVisibility", "NonisolatedNonsendingByDefault",
      "InferIsolatedConformances",
    ].map {
      Setting(description: "upcoming feature \($0)", swiftSettings: ".enableUpcomingFeature(\"\($0)\")")
    }

  /// The fixture's manifest with `setting` and `-warnings-as-errors` on both test targets.
  static func manifest(_ setting: Setting) -> String {
    let settings = "[\(setting.swiftSettings), .unsafeFlags([\"-warnings-as-errors\"])]"
    let xctest = setting.xctest ? settings : "[.unsafeFlags([\"-warnings-as-errors\"])]"
    return """
      // swift-tools-version:6.2
      import PackageDescription

      let package = Package(
        name: "App",
        targets: [
          .target(name: "Ledger"),
          .target(name: "App", dependencies: ["Ledger"]),
          .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: \(settings)),
          .testTarget(name: "AppXCTests", dependencies: ["App"], swiftSettings: \(xctest)),
        ]
      )

      """
  }

  static let declarationsFinding = """
    ---
    title: The app's types are plain Swift
    pattern: declarations
    forbid:
      attributes: ["@objc"]
    roots: [Sources/App]
    suite: Tests/AppTests/Fitness
    ---
    No Objective-C runtime in the app's own types.

    """

  static let membersFinding = """
    ---
    title: No nonisolated(unsafe) in the app
    pattern: members
    forbid:
      modifiers: ["nonisolated(unsafe)"]
    roots: [Sources/App]
    suite: Tests/AppXCTests/Fitness
    ---
    The Swift 6 escape hatch is not used.

    """

  @Test(arguments: settings)
  func everySuiteCompilesWarningFreeAndPasses(under setting: Setting) throws {
    let repo = try LedgerFixture.make()
    // Every pattern, in both frameworks: the sentinel and the pins once more under XCTest.
    for (copy, original) in [
      ("0016-deck-offline-xctest", "0013-deck-offline"), ("0017-mode-count-xctest", "0014-mode-count"),
    ] {
      let text = LedgerFixture.patternFindings["findings/\(original).md"]!
        .replacingOccurrences(of: "suite: Tests/AppTests/Fitness", with: "suite: Tests/AppXCTests/Fitness")
      try repo.write("findings/\(copy).md", text)
    }
    try repo.write("findings/0018-feed-stays-pure.md", GraduatedPackageTests.layerFinding)
    // The two schema patterns' literals, compiled under each setting too.
    try repo.write("findings/0019-app-plain-swift.md", Self.declarationsFinding)
    try repo.write("findings/0020-no-unsafe.md", Self.membersFinding)
    let findings =
      [LedgerFixture.findingPath] + LedgerFixture.patternFindings.keys.filter { $0.hasSuffix(".md") }.sorted()
      + [
        "findings/0016-deck-offline-xctest.md", "findings/0017-mode-count-xctest.md",
        "findings/0018-feed-stays-pure.md", "findings/0019-app-plain-swift.md", "findings/0020-no-unsafe.md",
      ]
    for finding in findings {
      let graduated = try FitnessBinary.run(["graduate", finding], in: repo.root)
      #expect(graduated.status == 0, "\(finding): \(graduated.standardError)")
    }
    try repo.write("Package.swift", Self.manifest(setting))
    let result = try ProcessResult.run("/usr/bin/env", ["swift", "test"], in: repo.root)
    let output = result.standardOutput + result.standardError
    #expect(result.status == 0, "\(setting): \(output.suffix(6000))")
    let warnings = output.split(separator: "\n").filter { $0.contains("warning:") && $0.contains("Fitness/") }
    #expect(warnings.isEmpty, "\(setting): \(warnings.prefix(10).joined(separator: "\n"))")
  }
}
