import FitnessTestSupport
import Foundation
import Testing

/// "`Package.swift` matches the imports", through the real commands: the finding graduates
/// and its drill is caught; a commit that changes only the manifest is refused at the source
/// whose import it leaves undeclared, where `check --rev HEAD` and libgit2 refuse it; `allow`
/// lets that edge past under the manifest; a commit that drops a target's last import of a
/// listed sibling is refused at the entry in `Package.swift`; and the real `swift test` goes
/// red and green on the same rule.
@Suite struct TargetDependenciesEndToEndTests {
  static let finding = """
    ---
    title: Package.swift matches the imports
    pattern: target-dependencies
    source: Bylaws' showcase rules
    ---
    A target that imports what it does not declare builds only by luck of build order.

    """

  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "Domain"),
        .target(name: "Analytics"),
        .target(name: "Checkout", dependencies: ["Domain", "Analytics"]),
        .target(name: "Profile", dependencies: ["Domain"]),
        .testTarget(name: "AppTests", dependencies: ["Checkout"]),
      ]
    )

    """

  static let rule = "0092-manifest-matches-imports"

  static func adopted() throws -> ScratchRepository {
    let (repo, graduated) = try GraduatedPackage.adopt(
      files: [
        "Package.swift": manifest, "Sources/Domain/Order.swift": "public struct Order {\n  public init() {}\n}\n",
        "Sources/Analytics/Events.swift": "public enum Events {}\n",
        "Sources/Checkout/Cart.swift": "import Analytics\nimport Domain\n\nstruct Cart {}\n",
        "Sources/Profile/Me.swift": "import Domain\n\nstruct Me {}\n",
        "Tests/AppTests/AppTests.swift": "@testable import Checkout\nimport Testing\n",
      ], finding: ("findings/\(rule).md", finding))
    for caught in ["→ caught at Sources/", "→ caught at Package.swift:"] {
      #expect(graduated.contains(caught), "\(graduated)")
    }
    return repo
  }

  @Test func aManifestEditIsRefusedAtTheSourceItLeavesUndeclared() throws {
    let repo = try Self.adopted()
    try repo.write(
      "Package.swift",
      Self.manifest.replacingOccurrences(
        of: ".target(name: \"Profile\", dependencies: [\"Domain\"])", with: ".target(name: \"Profile\")"))
    try repo.git(["add", "-A"])
    let libgit2 = try FitnessBinary.run(
      ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(
      libgit2.status == 1 && libgit2.standardError.contains("Sources/Profile/Me.swift:1:1"), "\(libgit2.standardError)")
    try RefusedCommit.expect(repo, at: ["Sources/Profile/Me.swift:1:1"], "profile's dependency dropped")
    let said = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(
      said.standardError.contains(
        "Profile imports Domain, a target of Package.swift that Profile does not list in its dependencies"),
      "\(said.standardError)")

    // `allow` lets the edge past under the manifest that declares Profile.
    let allow = try FitnessBinary.run(
      ["allow", Self.rule, "Package.swift", "--why", "profile moves onto Domain's protocols next sprint"],
      in: repo.root)
    #expect(allow.status == 0, "\(allow.standardError)")
    let suite = String(decoding: try repo.read(try repo.writtenSuite()), as: UTF8.self)
    #expect(suite.contains("\"Package.swift\": [\"Profile.Domain\"],  // profile moves onto"), "\(suite)")
    try repo.git(["add", "-A"])
    let landed = try repo.run(["commit", "-q", "-m", "the edge let past"])
    #expect(landed.status == 0, "\(landed.standardError)")

    // A second edge under the same manifest is not added under the first one's reason.
    try repo.write("Sources/Profile/Me.swift", "import Domain\nimport Analytics\n\nstruct Me {}\n")
    let again = try FitnessBinary.run(
      ["allow", Self.rule, "Package.swift", "--why", "analytics in the profile"], in: repo.root)
    #expect(again.status == 2, "\(again.standardOutput)\(again.standardError)")
    #expect(
      again.standardError.contains(
        "Package.swift is in the fence of \(Self.rule) already, granted [\"Profile.Domain\"] under its own reason, "
          + "and [\"Profile.Analytics\"] breaks the rule there today"), "\(again.standardError)")
  }

  @Test func aDroppedImportIsRefusedAtTheManifestsEntry() throws {
    let repo = try Self.adopted()
    try repo.write("Sources/Checkout/Cart.swift", "import Domain\n\nstruct Cart {}\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: ["Package.swift:9:56"], "checkout stops tracking")
  }

  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theRealSwiftTestGoesRedAndGreen() throws {
    try GraduatedPackageTests.expectRedThenGreen(
      try Self.adopted(), editing: "Sources/Checkout/Cart.swift", broken: "import Domain\n\nstruct Cart {}\n",
      mended: "import Analytics\nimport Domain\n\nstruct Cart {}\n",
      said: "Package.swift:9:56: error: Checkout lists Analytics in its dependencies, and no Swift source of Checkout")
  }
}
