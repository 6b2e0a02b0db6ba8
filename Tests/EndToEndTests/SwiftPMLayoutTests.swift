import FitnessTestSupport
import Foundation
import Testing

/// graduate writes only inside the folder SwiftPM already compiles for the test target, for
/// every way SwiftPM finds a test target's folder: proven with the real
/// `swift package describe` before and after, on one package per layout rule. No source of
/// any target is lost or moves to another target; the new files join the test target.
@Suite(.tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct SwiftPMLayoutTests {
  struct Layout {
    var name: String
    /// The test target's declaration in the manifest.
    var testTarget: String
    /// Files beside `Sources/<name>/<name>.swift`.
    var files: [String: String]
    /// The folder SwiftPM compiles for the test target, package-relative.
    var folder: String
  }

  static let layouts: [Layout] = [
    Layout(
      name: "Env", testTarget: ".testTarget(name: \"EnvTests\", dependencies: [\"Env\"])",
      files: ["Tests/RouterTests.swift": "import XCTest\n"], folder: "Tests"),
    Layout(
      name: "Models", testTarget: ".testTarget(name: \"ModelsTests\", dependencies: [\"Models\"])",
      files: ["Tests/ModelsTests/ModelsTests.swift": "import XCTest\n"], folder: "Tests/ModelsTests"),
    Layout(
      name: "Net", testTarget: ".testTarget(name: \"NetTests\", dependencies: [\"Net\"], path: \"Checks/Net\")",
      files: ["Checks/Net/NetTests.swift": "import XCTest\n"], folder: "Checks/Net"),
    Layout(
      name: "Kit", testTarget: ".testTarget(name: \"KitTests\", dependencies: [\"Kit\"])",
      files: ["Sources/KitTests/KitTests.swift": "import XCTest\n"], folder: "Sources/KitTests"),
  ]

  static func manifest(_ layout: Layout) -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "\(layout.name)",
      targets: [
        .target(name: "\(layout.name)"),
        \(layout.testTarget),
      ]
    )

    """
  }

  /// Each target's path and sources, as SwiftPM reads the package.
  static func describe(_ package: URL) throws -> [String: (path: String, sources: Set<String>)] {
    let result = try ProcessResult.run("/usr/bin/env", ["swift", "package", "describe", "--type", "json"], in: package)
    try #require(result.status == 0, "\(package.path): \(result.standardError)")
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    var targets: [String: (path: String, sources: Set<String>)] = [:]
    for target in json?["targets"] as? [[String: Any]] ?? [] {
      let path = target["path"] as? String ?? ""
      let sources = Set((target["sources"] as? [String] ?? []).map { path + "/" + $0 })
      targets[target["name"] as? String ?? ""] = (path, sources)
    }
    return targets
  }

  @Test func graduateWritesOnlyWhereEachTestTargetAlreadyCompiles() throws {
    let repo = try ScratchRepository()
    for layout in Self.layouts {
      let home = "Packages/\(layout.name)"
      try repo.write("\(home)/Package.swift", Self.manifest(layout))
      try repo.write("\(home)/Sources/\(layout.name)/\(layout.name).swift", "import Foundation\npublic struct S {}\n")
      for (path, text) in layout.files { try repo.write("\(home)/\(path)", text) }
    }
    try repo.write(".gitignore", ".build/\n")
    try repo.commitAll("four packages")
    var before: [String: [String: (path: String, sources: Set<String>)]] = [:]
    for layout in Self.layouts {
      let package = repo.root.appendingPathComponent("Packages/\(layout.name)")
      before[layout.name] = try Self.describe(package)
      #expect(before[layout.name]?["\(layout.name)Tests"]?.path == layout.folder, "\(layout.name)")
    }
    // One finding per package, graduated one after another: each suite goes to the package
    // holding the finding's roots, whatever was graduated before.
    for (number, layout) in Self.layouts.enumerated() {
      let finding = "findings/000\(number + 1)-\(layout.name.lowercased()).md"
      try repo.write(
        finding,
        """
        ---
        title: \(layout.name) never imports SwiftUI
        pattern: import-boundary
        module: SwiftUI
        roots: [Packages/\(layout.name)/Sources/\(layout.name)]
        ---

        """)
      let graduated = try FitnessBinary.run(["graduate", finding], in: repo.root)
      #expect(graduated.status == 0, "\(layout.name): \(graduated.standardError)")
      #expect(
        graduated.standardOutput.contains("→ Packages/\(layout.name)/\(layout.folder)/Fitness/"),
        "\(layout.name): \(graduated.standardOutput)")
    }
    for layout in Self.layouts {
      let package = repo.root.appendingPathComponent("Packages/\(layout.name)")
      let after = try Self.describe(package)
      for (name, old) in before[layout.name] ?? [:] {
        let new = after[name]
        #expect(new?.path == old.path, "\(layout.name)/\(name): \(old.path) became \(new?.path ?? "nothing")")
        #expect(new.map { old.sources.isSubset(of: $0.sources) } == true, "\(layout.name)/\(name) lost a source")
        let added = (new?.sources ?? []).subtracting(old.sources)
        if name == "\(layout.name)Tests" {
          #expect(added.contains { $0.hasSuffix("/Fitness/FitnessSupport.swift") }, "\(layout.name): \(added)")
          #expect(added.allSatisfy { $0.hasPrefix(layout.folder + "/Fitness/") }, "\(layout.name): \(added)")
        } else {
          #expect(added.isEmpty, "\(layout.name)/\(name) gained \(added)")
        }
      }
    }
  }
}

extension SwiftPMLayoutTests {
  /// A team's first day: the manifest declares the test target, but no test folder exists
  /// yet. SwiftPM refuses the package (the test target would read `Sources`, which the app's
  /// target holds); graduate writes the suite to `Tests/<name>/Fitness`, and the real
  /// `swift package describe` then finds it in the test target, the app's sources untouched.
  @Test func aTestTargetDeclaredBeforeItsFolderGetsTestsSlashItsName() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "Package.swift", Self.manifest(Layout(name: "App", testTarget: Self.appTests, files: [:], folder: "")))
    try repo.write("Sources/App/App.swift", "struct App {}\n")
    try repo.write("Sources/App/Net/Client.swift", "import Foundation\nlet session = URLSession.shared\n")
    try repo.write(".gitignore", ".build/\n")
    try repo.write(
      "findings/0001-net.md",
      """
      ---
      title: Only Net uses URLSession
      pattern: import-boundary
      api: ["URLSession"]
      fence:
        - path: Sources/App/Net/
          why: the network layer
      roots: [Sources]
      ---

      """)
    try repo.commitAll("a test target declared, no test folder yet")
    let refused = try ProcessResult.run("/usr/bin/env", ["swift", "package", "describe"], in: repo.root)
    #expect(refused.status != 0, "SwiftPM took the package as it was: \(refused.standardOutput)")
    let graduated = try FitnessBinary.run(["graduate", "findings/0001-net.md"], in: repo.root)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    #expect(graduated.standardOutput.contains("→ Tests/AppTests/Fitness/"), "\(graduated.standardOutput)")
    #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("Sources/Fitness").path))
    let after = try Self.describe(repo.root)
    #expect(after["AppTests"]?.path == "Tests/AppTests")
    #expect(after["AppTests"]?.sources.contains { $0.hasSuffix("Fitness/FitnessSupport.swift") } == true)
    #expect(after["App"]?.sources == ["Sources/App/App.swift", "Sources/App/Net/Client.swift"])
  }

  static let appTests = ".testTarget(name: \"AppTests\", dependencies: [\"App\"])"
}
