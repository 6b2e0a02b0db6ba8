import FitnessTestSupport
import Foundation
import Testing

/// Independent modules and a re-exported module, graduated in a modular SwiftPM app and
/// judged by the real `swift test` and by the hook alike: green, then red for a cross
/// import, an import through the re-exporter and an unrecorded re-exporter, then green.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct ModularAppTests {
  static let independentSuite = "Tests/AppTests/Fitness/NoFeatureImportsAnotherFeatureTests.swift"
  static let paymentsSuite = "Tests/AppTests/Fitness/OnlyCheckoutTouchesPaymentsTests.swift"

  @Test func independentModulesAndReexportsGoRedAndGreenInSwiftTestAndTheHook() throws {
    let repo = try ModularAppFixture.make()
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    let independent = try FitnessBinary.run(["graduate", ModularAppFixture.independentFinding], in: repo.root)
    #expect(independent.status == 0, "\(independent.standardError)")
    #expect(
      independent.standardOutput.contains(
        "drill: `import Feed` added to Sources/Search/SearchView.swift, in Search → caught at "
          + "Sources/Search/SearchView.swift:1:1"), "\(independent.standardOutput)")
    let payments = try FitnessBinary.run(["graduate", ModularAppFixture.paymentsFinding], in: repo.root)
    #expect(payments.status == 0, "\(payments.standardError)")
    #expect(payments.standardOutput.contains("drill: `import Kit` (a re-exporter) added to"))
    let suite = String(decoding: try repo.read(Self.paymentsSuite), as: UTF8.self)
    #expect(suite.contains(#""Kit": ["Sources/Kit/Exports.swift"],  // `@_exported import Payments` here"#), "\(suite)")
    try repo.git(["add", "-A"])
    #expect(try repo.run(["commit", "-q", "-m", "graduate"]).status == 0)
    let green = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")
    #expect(green.standardOutput.contains("No feature imports another feature"))

    // A cross import (declared in the manifest, so it builds) and an import of the re-exporter.
    let manifest = ModularAppFixture.manifest
      .replacingOccurrences(
        of: #".target(name: "Profile"),"#, with: #".target(name: "Profile", dependencies: ["Search"]),"#
      )
      .replacingOccurrences(of: #".target(name: "Search"),"#, with: #".target(name: "Search", dependencies: ["Kit"]),"#)
    try GraduatedPackageTests.edit(repo, "Package.swift", manifest)
    try GraduatedPackageTests.edit(
      repo, "Sources/Profile/ProfileCard.swift", "import Search\n\npublic struct ProfileCard {\n  public init() {}\n}\n"
    )
    try GraduatedPackageTests.edit(
      repo, "Sources/Search/SearchView.swift",
      "import Kit\n\npublic struct SearchView {\n  public init() {}\n  public let charge = Charge()\n}\n")
    let cross =
      Said.crossImport("Search", at: "Sources/Profile/ProfileCard.swift:1:1") + " [0020-features-independent]"
    let through =
      Said.forbiddenImport("Payments", via: "Kit", at: "Sources/Search/SearchView.swift:1:1")
      + " [0021-payments-in-checkout]"
    let red = try GraduatedPackageTests.swiftTest(in: repo)
    let redOutput = red.standardOutput + red.standardError
    #expect(red.status != 0)
    #expect(redOutput.contains(cross), "\(redOutput)")
    #expect(redOutput.contains(through), "\(redOutput)")
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "features lean on each other"])
    #expect(refused.status == 1)
    #expect(refused.standardError.contains(cross), "\(refused.standardError)")
    #expect(refused.standardError.contains(through), "\(refused.standardError)")

    // Back to independent; then checkout re-exports payments too, unrecorded.
    try GraduatedPackageTests.edit(repo, "Package.swift", ModularAppFixture.manifest)
    for path in ["Sources/Profile/ProfileCard.swift", "Sources/Search/SearchView.swift"] {
      try GraduatedPackageTests.edit(repo, path, ModularAppFixture.files[path]!)
    }
    try GraduatedPackageTests.edit(
      repo, "Sources/Checkout/Checkout.swift",
      "@_exported import Payments\nimport Kit\n\npublic func checkout() -> Charge { Charge() }\n")
    let unrecorded =
      "Sources/Checkout/Checkout.swift:1:1: error: re-exports Payments (`@_exported import`), so every file that "
      + "imports this file's module gets Payments unseen [0021-payments-in-checkout]"
    try repo.git(["add", "-A"])
    let reexported = try repo.run(["commit", "-q", "-m", "checkout re-exports payments"])
    #expect(reexported.status == 1)
    #expect(reexported.standardError.contains(unrecorded), "\(reexported.standardError)")
    let redAgain = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(redAgain.status != 0)
    #expect((redAgain.standardOutput + redAgain.standardError).contains(unrecorded), "\(redAgain.standardOutput)")

    try GraduatedPackageTests.edit(
      repo, "Sources/Checkout/Checkout.swift", ModularAppFixture.files["Sources/Checkout/Checkout.swift"]!)
    try repo.git(["add", "-A"])
    let recovered = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(recovered.status == 0, "\(recovered.standardOutput)")
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    #expect(try repo.git(["status", "--porcelain"]).isEmpty)
  }

  /// A re-exporter that stops re-exporting leaves a stale record: the hook says which
  /// line of the suite to remove.
  @Test func aReexporterThatStopsReexportingIsStaleInTheHook() throws {
    let repo = try ModularAppFixture.make()
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    #expect(try FitnessBinary.run(["graduate", ModularAppFixture.paymentsFinding], in: repo.root).status == 0)
    try repo.git(["add", "-A"])
    #expect(try repo.run(["commit", "-q", "-m", "graduate"]).status == 0)
    try repo.write("Sources/Kit/Exports.swift", "import Payments\n\npublic typealias Money = Charge\n")
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "Kit stops re-exporting"])
    #expect(refused.status == 1)
    #expect(
      refused.standardError.contains(
        "\(Self.paymentsSuite):25:7: error: " + Said.staleReexporter("Kit", in: "Sources/Kit/Exports.swift")),
      "\(refused.standardError)")
  }

  /// A fence adopted where the code breaks it today: `--baseline` fences today's importer
  /// under one dated reason; `swift test` and the hook refuse a new importer, and the
  /// baseline only shrinks (a fixed file's entry is stale in both).
  @Test func aBaselineOnlyShrinksUnderSwiftTestAndTheHook() throws {
    let repo = try ModularAppFixture.make()
    try repo.write(
      "findings/0022-profile-baseline.md",
      """
      ---
      title: Only the profile feature builds profile cards
      pattern: import-boundary
      module: Profile
      roots: [Sources]
      suite: Tests/AppTests/Fitness
      ---
      Adopted while the feed still shows profile cards.

      """)
    try repo.commitAll("a finding the code breaks today")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    let graduated = try FitnessBinary.run(
      ["graduate", "findings/0022-profile-baseline.md", "--baseline", "feed cards predate the rule"], in: repo.root)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    try repo.git(["add", "-A"])
    #expect(try repo.run(["commit", "-q", "-m", "adopt with a baseline"]).status == 0)
    #expect(try GraduatedPackageTests.swiftTest(in: repo).status == 0)

    // A new importer, outside the baseline.
    let manifest = ModularAppFixture.manifest.replacingOccurrences(
      of: #".target(name: "Search"),"#, with: #".target(name: "Search", dependencies: ["Profile"]),"#)
    try GraduatedPackageTests.edit(repo, "Package.swift", manifest)
    try GraduatedPackageTests.edit(
      repo, "Sources/Search/SearchView.swift", "import Profile\n\npublic struct SearchView {\n  public init() {}\n}\n")
    let grown = Said.forbiddenImport("Profile", at: "Sources/Search/SearchView.swift:1:1") + " [0022-profile-baseline]"
    let red = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(red.status != 0)
    #expect((red.standardOutput + red.standardError).contains(grown), "\(red.standardOutput)")
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "search shows a card"])
    #expect(refused.status == 1)
    #expect(refused.standardError.contains(grown), "\(refused.standardError)")

    // The feed stops importing Profile: its baseline entry is stale, to be deleted.
    try GraduatedPackageTests.edit(repo, "Package.swift", ModularAppFixture.manifest)
    try GraduatedPackageTests.edit(
      repo, "Sources/Search/SearchView.swift", ModularAppFixture.files["Sources/Search/SearchView.swift"]!)
    try GraduatedPackageTests.edit(repo, "Sources/Feed/FeedView.swift", "public struct FeedView {}\n")
    let stale =
      Said.staleEntry("Sources/Feed/FeedView.swift", uses: "Profile") + " [0022-profile-baseline]"
    let shrunk = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(shrunk.status != 0)
    #expect((shrunk.standardOutput + shrunk.standardError).contains(stale), "\(shrunk.standardOutput)")
    try repo.git(["add", "-A"])
    let staleCommit = try repo.run(["commit", "-q", "-m", "the feed drops profile cards"])
    #expect(staleCommit.status == 1)
    #expect(staleCommit.standardError.contains(stale), "\(staleCommit.standardError)")
  }
}
