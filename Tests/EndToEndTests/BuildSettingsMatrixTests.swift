import FitnessTestSupport
import Foundation
import Testing

/// The vendored engine and every generated suite compile warning-free and pass under
/// `swift test` in each build setting a modern app's test target uses: one temporary
/// package with one test target per setting (its Swift Testing and XCTest suites side by
/// side, so the vendored engine compiles once a setting), built by the real SwiftPM with `-warnings-as-errors` in one `swift test`.
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
        swiftSettings: ".swiftLanguageMode(.v6), .defaultIsolation(MainActor.self), "
          + Self.upcomingFeatures.map { ".enableUpcomingFeature(\"\($0)\")" }.joined(separator: ", "),
        xctest: false),
      // The upcoming features together, without MainActor by default. Each only adds
      // diagnostics of its own, so one target of all of them asks what a target per
      // feature asked (four targets fewer to compile the engine in).
      Setting(
        description: "every upcoming feature at once, nonisolated by default",
        swiftSettings: Self.upcomingFeatures.map { ".enableUpcomingFeature(\"\($0)\")" }.joined(separator: ", ")),
    ]

  static let upcomingFeatures = [
    "InternalImportsByDefault", "ExistentialAny", "MemberImportVisibility", "NonisolatedNonsendingByDefault",
    "InferIsolatedConformances",
  ]

  /// The target of setting `index`: one test target holds its Swift Testing suites and,
  /// where XCTest takes the setting, its XCTest suites too (as a team's mixed target does),
  /// so the vendored engine compiles once per setting. The settings XCTest cannot take share
  /// one XCTest target without them.
  static func target(_ index: Int) -> String { "S\(index)Tests" }

  static let plainXCTests = "PlainXCTests"

  /// Every target's name, what it holds (`AppTests` alone, both frameworks, or XCTest
  /// alone) and its settings.
  static func allTargets() -> [(name: String, comment: String, swiftSettings: String, holds: Holds)] {
    var found: [(name: String, comment: String, swiftSettings: String, holds: Holds)] = []
    for (index, setting) in settings.enumerated() {
      let flags = "[\(setting.swiftSettings), .unsafeFlags([\"-warnings-as-errors\"])]"
      found.append((target(index), setting.description, flags, setting.xctest ? .both : .testing))
    }
    if settings.contains(where: { !$0.xctest }) {
      found.append(
        (
          plainXCTests, "XCTest, under none of the MainActor settings", "[.unsafeFlags([\"-warnings-as-errors\"])]",
          .xctest
        ))
    }
    return found
  }

  enum Holds { case testing, xctest, both }

  /// One manifest for every setting: each of its test targets carries its setting, with
  /// `-warnings-as-errors`, so one `swift test` builds them side by side (one package graph,
  /// one link, one run) instead of eleven packages one after another.
  static func manifest() -> String {
    let targets = allTargets().flatMap { target in
      [
        "    // \(target.comment)",
        "    .testTarget(name: \"\(target.name)\", dependencies: [\"App\"], swiftSettings: \(target.swiftSettings)),",
      ]
    }
    return """
      // swift-tools-version:6.2
      import PackageDescription

      let package = Package(
        name: "App",
        targets: [
          .target(name: "Ledger"),
          .target(name: "App", dependencies: ["Ledger"]),
      \(targets.joined(separator: "\n"))
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

  @Test func everySuiteCompilesWarningFreeAndPassesUnderEverySetting() throws {
    let repo = try LedgerFixture.make()
    // Every pattern, in both frameworks: the sentinel and the pins once more under XCTest.
    // Named apart from their Swift Testing twins, which share a target with them below.
    for (copy, original, suite) in [
      ("0016-deck-offline-xctest", "0013-deck-offline", "DeckOfflineXCTests"),
      ("0017-mode-count-xctest", "0014-mode-count", "ModeCountXCTests"),
    ] {
      let text = LedgerFixture.patternFindings["findings/\(original).md"]!
        .replacingOccurrences(
          of: "suite: Tests/AppTests/Fitness", with: "suite: Tests/AppXCTests/Fitness/\(suite).swift")
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
    // Each setting's target is a copy of a graduated one, suites and vendored engine
    // included: the same files compiled under eleven settings. The target of both frameworks
    // is the Swift Testing one with the XCTest target's files beside its own, and its
    // vendored engine refreshed by `fitness vendor` to carry both targets' patterns.
    let fileManager = FileManager.default
    let testing = try Self.count("@Test", under: repo.root.appendingPathComponent("Tests/AppTests"))
    let xctests = try Self.count("func test", under: repo.root.appendingPathComponent("Tests/AppXCTests"))
    let both = repo.root.appendingPathComponent("Tests/AppBothTests")
    try fileManager.copyItem(at: repo.root.appendingPathComponent("Tests/AppTests"), to: both)
    let xctestFolder = repo.root.appendingPathComponent("Tests/AppXCTests")
    for name in try fileManager.subpathsOfDirectory(atPath: xctestFolder.path)
    where name.hasSuffix(".swift") && !name.hasSuffix("FitnessSupport.swift") {
      let destination = both.appendingPathComponent("XCTest/\(name)")
      try fileManager.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.copyItem(at: xctestFolder.appendingPathComponent(name), to: destination)
    }
    // The two graduated targets stand aside while `fitness vendor` reads the suites: theirs
    // have the same rule ids as the copies.
    let aside = fileManager.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString)")
    try fileManager.createDirectory(at: aside, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: aside) }
    for source in ["AppTests", "AppXCTests"] {
      try fileManager.moveItem(
        at: repo.root.appendingPathComponent("Tests/\(source)"), to: aside.appendingPathComponent(source))
    }
    try repo.write(
      "Package.swift",
      LedgerFixture.manifest.replacingOccurrences(of: "\"AppXCTests\"", with: "\"AppBothTests\"")
        .replacingOccurrences(of: "    .testTarget(name: \"AppTests\", dependencies: [\"App\"]),\n", with: ""))
    let vendored = try FitnessBinary.run(["vendor"], in: repo.root)
    #expect(vendored.status == 0, "\(vendored.standardOutput)\(vendored.standardError)")
    for source in ["AppTests", "AppXCTests"] {
      try fileManager.moveItem(
        at: aside.appendingPathComponent(source), to: repo.root.appendingPathComponent("Tests/\(source)"))
    }
    let sources: [Holds: String] = [.testing: "AppTests", .xctest: "AppXCTests", .both: "AppBothTests"]
    let targets = Self.allTargets()
    for target in targets {
      try fileManager.copyItem(
        at: repo.root.appendingPathComponent("Tests/\(sources[target.holds]!)"),
        to: repo.root.appendingPathComponent("Tests/\(target.name)"))
    }
    for source in sources.values { try repo.remove("Tests/\(source)") }
    try repo.write("Package.swift", Self.manifest())
    let result = try Toolchain.swiftPM(["test"], in: repo.root)
    let output = result.standardOutput + result.standardError
    #expect(result.status == 0, "\(output.suffix(6000))")
    // Every target ran all of its tests.
    let testingTargets = targets.filter { $0.holds != .xctest }.count
    let xctestTargets = targets.filter { $0.holds != .testing }.count
    #expect(
      output.contains("Test run with \(testingTargets * testing) tests"), "\(testing) Swift Testing tests a target")
    #expect(
      output.contains("Executed \(xctestTargets * xctests) tests, with 0 failures"), "\(xctests) XCTests a target")
    let lines = output.split(separator: "\n")
    for (index, setting) in Self.settings.enumerated() {
      let folders = ["Tests/\(Self.target(index))/"] + (setting.xctest ? [] : ["Tests/\(Self.plainXCTests)/"])
      let warnings = lines.filter { line in
        line.contains("warning:") && line.contains("/Fitness/") && folders.contains { line.contains($0) }
      }
      #expect(warnings.isEmpty, "\(setting): \(warnings.prefix(10).joined(separator: "\n"))")
    }
  }

  /// How many times `needle` is written in the Swift files under `folder`.
  static func count(_ needle: String, under folder: URL) throws -> Int {
    let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    return try names.reduce(0) { total, name in
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      return total + text.components(separatedBy: needle).count - 1
    }
  }
}
