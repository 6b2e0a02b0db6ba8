import FitnessTestSupport
import Foundation
import Testing

/// "Checkout may import only Domain, of the app's own modules": a layer's `mayImport` reads
/// the repository's own modules from its `Package.swift` as committed. Through the real
/// commands: a finding in those words graduates and its drill is caught; the installed hook
/// refuses an import of another own module where `check --rev HEAD` and libgit2 refuse it;
/// and a commit that changes only the manifest (it makes a module the layer already imports
/// one of the repository's own) is refused at the importing file.
@Suite struct LayerAllowlistEndToEndTests {
  static let finding = """
    ---
    title: Checkout imports only Domain of our own modules
    pattern: layer
    paths: [Sources/Checkout]
    mayImport: [Domain]
    why: Checkout talks to the other features through Domain, never directly
    source: the architecture guide
    ---
    Checkout talks to the other features through Domain's protocols, never directly.

    """

  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "Domain"),
        .target(name: "Checkout", dependencies: ["Domain"]),
        .target(name: "Profile", dependencies: ["Domain"]),
        .testTarget(name: "AppTests", dependencies: ["Checkout"]),
      ]
    )

    """

  static func adopted() throws -> ScratchRepository {
    let (repo, graduated) = try GraduatedPackage.adopt(
      files: [
        "Package.swift": manifest, "Sources/Domain/Order.swift": "public struct Order {}\n",
        "Sources/Checkout/Cart.swift": "import Foundation\nimport Domain\n\nstruct Cart {}\n",
        // Analytics is a module from outside the repository today: no allowlist concerns it.
        "Sources/Checkout/Track.swift": "import Analytics\n\nstruct Track {}\n",
        "Sources/Profile/Me.swift": "import Domain\n\nstruct Me {}\n",
        "Tests/AppTests/AppTests.swift": "import Testing\n",
      ], finding: ("findings/0090-checkout-imports-only-domain.md", finding))
    #expect(graduated.contains("→ caught at Sources/Checkout/"), "\(graduated)")
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    return repo
  }

  @Test func anImportOfAnotherOwnModuleIsRefused() throws {
    let repo = try Self.adopted()
    try repo.write(
      "Sources/Checkout/Cart.swift", "import Foundation\nimport Domain\nimport Profile\n\nstruct Cart {}\n")
    try repo.git(["add", "-A"])
    let libgit2 = try FitnessBinary.run(
      ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(
      libgit2.status == 1 && libgit2.standardError.contains("Sources/Checkout/Cart.swift:3:1"),
      "\(libgit2.standardError)")
    try RefusedCommit.expect(repo, at: ["Sources/Checkout/Cart.swift:3:1"], "checkout reaches into profile")
    let said = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(
      said.standardError.contains(
        "imports Profile, one of the repository's own modules, and this layer may import only Domain of them"),
      "\(said.standardError)")
  }

  /// `mayImport: []` allows none of the repository's own modules: graduate writes it, and
  /// the suite keeps it (an empty list that says something is never left out).
  @Test func anEmptyAllowlistIsWrittenAndKept() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", Self.manifest)
    try repo.write("Sources/Domain/Order.swift", "public struct Order {}\n")
    try repo.write("Sources/Checkout/Cart.swift", "import Foundation\n\nstruct Cart {}\n")
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.write(
      "findings/0093-checkout-alone.md",
      Self.finding.replacingOccurrences(of: "mayImport: [Domain]", with: "mayImport: []"))
    try repo.commitAll("a shop")
    let graduate = try FitnessBinary.run(["graduate", "findings/0093-checkout-alone.md"], in: repo.root)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    let text = String(decoding: try repo.read(try repo.writtenSuite()), as: UTF8.self)
    #expect(text.contains("    mayImport: [],\n"), "\(text)")
    try repo.write("Sources/Checkout/Cart.swift", "import Domain\n\nstruct Cart {}\n")
    let check = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
    #expect(
      check.status == 1 && check.standardError.contains("Sources/Checkout/Cart.swift:1:1"), "\(check.standardError)")
  }

  /// The manifest alone changes: Analytics becomes a target of the repository, so the file
  /// that imported it as an outside module now breaks the layer, though the commit does
  /// not touch it.
  @Test func aManifestThatMakesAnImportedModuleOurOwnIsRefusedAtTheImporter() throws {
    let repo = try Self.adopted()
    let grown = Self.manifest.replacingOccurrences(
      of: "    .target(name: \"Domain\"),\n",
      with: "    .target(name: \"Domain\"),\n    .target(name: \"Analytics\"),\n")
    try repo.write("Package.swift", grown)
    try repo.write("Sources/Analytics/Events.swift", "public enum Events {}\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: ["Sources/Checkout/Track.swift:1:1"], "analytics moves into the repository")

    // Adding it to `mayImport` mends the rule, and the commit lands.
    let path = try repo.writtenSuite()
    let text = String(decoding: try repo.read(path), as: UTF8.self)
    #expect(text.contains("mayImport: [\"Domain\"]"), "\(text)")
    try repo.write(
      path, text.replacingOccurrences(of: "mayImport: [\"Domain\"]", with: "mayImport: [\"Domain\", \"Analytics\"]"))
    try repo.git(["add", "-A"])
    let mended = try repo.run(["commit", "-q", "-m", "checkout may use analytics"])
    #expect(mended.status == 0, "\(mended.standardError)")
  }

  /// The real `swift test` judges the same allowlist from the manifest on disk: green, red
  /// at the import once Checkout depends on Profile and imports it, green when mended.
  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theRealSwiftTestGoesRedAndGreen() throws {
    let repo = try Self.adopted()
    try repo.write("Sources/Checkout/Track.swift", "struct Track {}\n")
    let green = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")
    try GraduatedPackageTests.edit(
      repo, "Package.swift",
      Self.manifest.replacingOccurrences(
        of: "dependencies: [\"Domain\"]),\n    .target(name: \"Profile\"",
        with: "dependencies: [\"Domain\", \"Profile\"]),\n    .target(name: \"Profile\""))
    try GraduatedPackageTests.edit(
      repo, "Sources/Checkout/Cart.swift", "import Foundation\nimport Domain\nimport Profile\n\nstruct Cart {}\n")
    let red = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(red.status != 0)
    #expect(
      (red.standardOutput + red.standardError).contains(
        "Sources/Checkout/Cart.swift:3:1: error: imports Profile, one of the repository's own modules"),
      "\(red.standardOutput)\(red.standardError)")
    try GraduatedPackageTests.edit(
      repo, "Sources/Checkout/Cart.swift", "import Foundation\nimport Domain\n\nstruct Cart {}\n")
    let mended = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(mended.status == 0, "\(mended.standardOutput)\(mended.standardError)")
  }
}
