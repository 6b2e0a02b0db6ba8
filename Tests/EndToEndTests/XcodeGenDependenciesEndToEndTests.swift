import FitnessTestSupport
import Foundation
import Testing

/// "The targets match the imports" over an XcodeGen spec, through the real commands: the
/// finding graduates and its drill is caught in the spec; a commit that changes only a spec
/// the project includes is refused at the source its edit leaves undeclared, where
/// `check --rev HEAD` and libgit2 refuse it; `allow` lets the edge past under that spec; a
/// dropped import is refused at the spec's entry; and the real `swift test` of the suite
/// goes red and green on the spec as the hook does.
@Suite struct XcodeGenDependenciesEndToEndTests {
  static let finding = """
    ---
    title: The targets match the imports
    pattern: target-dependencies
    source: Bylaws' showcase rules
    ---
    A target that imports what it does not declare builds only by luck of build order.

    """

  /// The package holds only the checks; the app is the spec's.
  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Checks",
      targets: [.testTarget(name: "AppTests", path: "Tests/AppTests")]
    )

    """

  static let spec = """
    name: Shop
    include:
      - specs/profile.yml
    targets:
      Domain:
        type: framework
        platform: iOS
        sources: [Domain]
      Analytics:
        type: framework
        platform: iOS
        sources: [Analytics]
      Checkout:
        type: framework
        platform: iOS
        sources: [Features/Checkout]
        dependencies:
          - target: Domain
          - target: Analytics

    """

  static let profile = """
    targets:
      Profile:
        type: framework
        platform: iOS
        sources: [../Features/Profile]
        dependencies:
          - target: Domain

    """

  static let rule = "0093-targets-match-imports"

  static func adopted() throws -> ScratchRepository {
    let (repo, graduated) = try GraduatedPackage.adopt(
      files: [
        "Package.swift": manifest, "project.yml": spec, "specs/profile.yml": profile,
        "Domain/Order.swift": "public struct Order {\n  public init() {}\n}\n",
        "Analytics/Events.swift": "public enum Events {}\n",
        "Features/Checkout/Cart.swift": "import Analytics\nimport Domain\n\nstruct Cart {}\n",
        "Features/Profile/Me.swift": "import Domain\n\nstruct Me {}\n",
        "Tests/AppTests/AppTests.swift": "import Testing\n",
      ], finding: ("findings/\(rule).md", finding))
    for caught in ["→ caught at ", "→ caught at project.yml:"] {
      #expect(graduated.contains(caught), "\(graduated)")
    }
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    return repo
  }

  @Test func anIncludedSpecsEditIsRefusedAtTheSourceItLeavesUndeclared() throws {
    let repo = try Self.adopted()
    try repo.write(
      "specs/profile.yml",
      Self.profile.replacingOccurrences(of: "    dependencies:\n      - target: Domain\n", with: ""))
    try repo.git(["add", "-A"])
    let libgit2 = try FitnessBinary.run(
      ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(
      libgit2.status == 1 && libgit2.standardError.contains("Features/Profile/Me.swift:1:1"),
      "\(libgit2.standardError)")
    try RefusedCommit.expect(repo, at: ["Features/Profile/Me.swift:1:1"], "profile's dependency dropped")
    let said = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(
      said.standardError.contains(
        "Profile imports Domain, a target of specs/profile.yml that Profile does not list in its dependencies")
        && said.standardError.contains("add `- target: Domain` to Profile's dependencies"),
      "\(said.standardError)")

    // `allow` lets the edge past under the spec that writes Profile.
    let allow = try FitnessBinary.run(
      ["allow", Self.rule, "specs/profile.yml", "--why", "profile gets Domain through Checkout until the split"],
      in: repo.root)
    #expect(allow.status == 0, "\(allow.standardError)")
    let suite = String(decoding: try repo.read(try repo.writtenSuite()), as: UTF8.self)
    #expect(suite.contains("\"specs/profile.yml\": [\"Profile.Domain\"],  // profile gets"), "\(suite)")
    try repo.git(["add", "-A"])
    let landed = try repo.run(["commit", "-q", "-m", "the edge let past"])
    #expect(landed.status == 0, "\(landed.standardError)")
  }

  @Test func aDroppedImportIsRefusedAtTheSpecsEntry() throws {
    let repo = try Self.adopted()
    try repo.write("Features/Checkout/Cart.swift", "import Domain\n\nstruct Cart {}\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: ["project.yml:19:17"], "checkout stops tracking")
  }

  /// A spec the engine cannot read stops the commit with the place and the reason; it is
  /// never judged as a spec without targets.
  @Test func aSpecItCannotReadIsSaidNotPassed() throws {
    let repo = try Self.adopted()
    try repo.write(
      "project.yml", Self.spec.replacingOccurrences(of: "sources: [Domain]", with: "sources: !seq [Domain]"))
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-m", "a tag"])
    #expect(commit.status == 1)
    #expect(commit.standardError.contains("project.yml:8:14: error: cannot read the targets of this manifest: tags"))
  }

  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theRealSwiftTestReadsTheSpec() throws {
    try GraduatedPackageTests.expectRedThenGreen(
      try Self.adopted(), editing: "Features/Checkout/Cart.swift", broken: "import Domain\n\nstruct Cart {}\n",
      mended: "import Analytics\nimport Domain\n\nstruct Cart {}\n",
      said: "project.yml:19:17: error: Checkout lists Analytics in its dependencies, and no Swift source of Checkout")
  }
}
