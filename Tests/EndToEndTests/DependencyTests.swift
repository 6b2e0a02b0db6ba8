import FitnessTestSupport
import Foundation
import Testing

/// fitness as a team adopts it through SwiftPM: a package that depends on it by version
/// (which SwiftPM refuses for a manifest with unsafeFlags), graduates with the command
/// plugin, and runs suites that `import FitnessKit` with nothing vendored; `swift test` and
/// `fitness check` then fail and pass together.
///
/// The dependency is this checkout's files (as they are, committed or not) in a scratch git
/// repository tagged with this version, fetched by a `file://` URL. The plugin builds its
/// own tool from source, so the release pass (FITNESS_BIN set) has nothing to add here.
@Suite(
  .serialized, .tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason),
  .enabled(if: ProcessInfo.processInfo.environment["FITNESS_BIN"] == nil))
struct DependencyTests {
  static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let finding = """
    ---
    title: Only the adapter imports Dispatch
    pattern: import-boundary
    module: Dispatch
    fence:
      - path: Sources/Feed/Adapter.swift
        why: the one place that schedules work
    roots: [Sources]
    suite: Tests/AppTests/Fitness
    ---
    Keeps threading in one file.

    """

  /// This checkout's files as a tagged repository named `fitness` (SwiftPM names a package
  /// by its URL's last component), so a manifest can depend on it by version. The first
  /// repository returned holds the folder, and removes it when released.
  static func dependency() throws -> (holder: ScratchRepository, copy: ScratchRepository) {
    let source = ScratchRepository(existing: checkout)
    let listed = try source.git(["ls-files", "-z", "--cached", "--others", "--exclude-standard"])
    let holder = try ScratchRepository()
    let copy = ScratchRepository(existing: holder.root.appendingPathComponent("fitness"))
    try FileManager.default.createDirectory(at: copy.root, withIntermediateDirectories: true)
    try copy.git(["init", "-q", "-b", "main"])
    try copy.git(["config", "user.email", "test@example.com"])
    try copy.git(["config", "user.name", "fitness tests"])
    for path in listed.split(separator: "\0").map(String.init) where !path.isEmpty {
      guard let data = FileManager.default.contents(atPath: checkout.appendingPathComponent(path).path) else {
        continue  // listed but deleted in the working tree
      }
      try copy.write(path, bytes: [UInt8](data))
    }
    try copy.commitAll("fitness as it is")
    try copy.git(["tag", "0.1.0"])
    return (holder, copy)
  }

  static func swift(_ arguments: [String], in repo: ScratchRepository) throws -> ProcessResult {
    try Toolchain.swiftPM(arguments, in: repo.root)
  }

  @Test func aPackageDependsOnFitnessGraduatesThroughThePluginAndTestsWithFitnessKit() throws {
    let (holder, dependency) = try Self.dependency()
    defer { withExtendedLifetime(holder) {} }
    let app = try ScratchRepository()
    try app.write(
      "Package.swift",
      """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(url: "\(dependency.root.absoluteString)", from: "0.1.0")],
        targets: [
          .target(name: "Feed"),
          .testTarget(name: "AppTests", dependencies: ["Feed", .product(name: "FitnessKit", package: "fitness")]),
        ]
      )

      """)
    try app.write(
      "Sources/Feed/Adapter.swift", "import Dispatch\n\npublic let queue = DispatchQueue(label: \"feed\")\n")
    try app.write("Sources/Feed/Feed.swift", "public struct Feed {}\n")
    try app.write("Tests/AppTests/AppTests.swift", "import Testing\n\n@Test func placeholder() {}\n")
    try app.write("findings/0001-dispatch-in-adapter.md", Self.finding)
    try app.write(".gitignore", ".build/\n")
    try app.commitAll("app")

    // The plugin runs the tool built from the dependency; graduate writes, so it is allowed to.
    let graduated = try Self.swift(
      [
        "package", "--allow-writing-to-package-directory", "fitness", "graduate",
        "findings/0001-dispatch-in-adapter.md",
      ],
      in: app)
    #expect(graduated.status == 0, "\(graduated.standardOutput)\(graduated.standardError)")
    let suites = try FileManager.default.contentsOfDirectory(atPath: app.root.path + "/Tests/AppTests/Fitness")
    #expect(!suites.contains("FitnessSupport.swift"), "a library target got a vendored copy: \(suites)")
    let suite = try #require(suites.first { $0.hasSuffix("Tests.swift") })
    let text = String(decoding: try app.read("Tests/AppTests/Fitness/" + suite), as: UTF8.self)
    #expect(text.contains("import FitnessKit\nimport Testing"))
    try app.commitAll("graduated")

    let green = try Self.swift(["test"], in: app)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")
    let checked = try Self.swift(["package", "fitness", "check", "--all"], in: app)
    #expect(checked.status == 0, "\(checked.standardError)")
    #expect(!checked.standardError.contains("pins fitness"), "\(checked.standardError)")

    // A forbidden import: both refuse, with the same line.
    try app.write("Sources/Feed/Feed.swift", "import Dispatch\n\npublic struct Feed {}\n")
    try app.commitAll("break the fence")
    let line = Said.forbiddenImport("Dispatch", at: "Sources/Feed/Feed.swift:1:1")
    let red = try Self.swift(["test"], in: app)
    #expect(red.status != 0)
    #expect((red.standardOutput + red.standardError).contains(line), "\(red.standardOutput)")
    // Through FitnessKit too, the violation is its own issue at its place.
    #expect(red.standardOutput.contains("recorded an issue at Feed.swift:1:1"), "\(red.standardOutput)")
    let refused = try Self.swift(["package", "fitness", "check", "--all"], in: app)
    #expect(refused.status != 0)
    #expect(
      (refused.standardOutput + refused.standardError).contains(line),
      "\(refused.standardOutput)\(refused.standardError)")

    // Another FitnessKit pinned than the fitness that checks: said, with what to do.
    let resolved = String(decoding: try app.read("Package.resolved"), as: UTF8.self)
    #expect(resolved.contains("\"version\" : \"0.1.0\""))
    try app.write("Package.resolved", resolved.replacingOccurrences(of: "\"0.1.0\"", with: "\"0.0.9\""))
    try app.write("Sources/Feed/Feed.swift", "public struct Feed {}\n")
    try app.commitAll("pin another fitness")
    let pinned = try FitnessBinary.run(["check", "--all"], in: app.root)
    #expect(pinned.status == 0, "\(pinned.standardError)")
    #expect(pinned.standardError.contains("Package.resolved pins fitness 0.0.9, but this is fitness 0.1.0"))
  }
}
