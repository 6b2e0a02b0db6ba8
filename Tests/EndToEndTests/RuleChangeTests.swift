import FitnessTestSupport
import Foundation
import Testing

/// A commit that changes a rule is judged by what the rule now reaches in the tree it
/// records, through the installed hook and a real `git commit`: a narrowing that the tree
/// breaks is refused, exactly where `fitness check --rev` of that commit fails.
@Suite struct RuleChangeTests {
  /// A file outside the fence that already imports CloudKit, legal while the fence lists it.
  static let legacy = "Sources/Feed/Legacy.swift"

  /// The fixture with `legacy` fenced and importing CloudKit, committed; the hook installed.
  static func repository(fence: [String] = [AppFixture.fencedFile, legacy], roots: [String] = ["Sources"]) throws
    -> ScratchRepository
  {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.suitePath, AppFixture.suite(fence: fence, roots: roots))
    try repo.write(legacy, "import CloudKit\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "--no-verify", "-m", "legacy"])
    let clean = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(clean.status == 0, "the starting commit is clean: \(clean.standardError)")
    return repo
  }

  func expectRefused(_ repo: ScratchRepository, at places: Set<String>, _ story: String) throws {
    try RefusedCommit.expect(repo, at: places, story)
  }

  func stage(_ repo: ScratchRepository, suite: String) throws {
    try repo.write(AppFixture.suitePath, suite)
    try repo.git(["add", "-A"])
  }

  @Test func removingAFenceEntryWhileTheFileStillImportsIsRefused() throws {
    let repo = try Self.repository()
    try stage(repo, suite: AppFixture.suite())
    try expectRefused(repo, at: ["\(Self.legacy):1:1"], "fence entry removed by hand")
  }

  @Test func allowRemoveOfAnEntryStillInUseIsRefusedAtCommit() throws {
    let repo = try Self.repository()
    let removed = try FitnessBinary.run(["allow", "cloudkit-in-sync", Self.legacy, "--remove"], in: repo.root)
    #expect(removed.status == 0, "\(removed.standardError)")
    // Said at once, not only at the commit.
    #expect(
      removed.standardError.contains(
        "\(Self.legacy):1:1 still breaks the rule (CloudKit): a commit of this narrowed fence"))
    try repo.git(["add", "-A"])
    try expectRefused(repo, at: ["\(Self.legacy):1:1"], "fitness allow --remove")
  }

  @Test func wideningTheRootsOverAnImporterIsRefused() throws {
    let repo = try Self.repository(fence: [AppFixture.fencedFile], roots: ["Sources/Sync"])
    try repo.write("Sources/Feed/Outside.swift", "import CloudKit\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "-m", "outside the roots"])
    try stage(repo, suite: AppFixture.suite(fence: [AppFixture.fencedFile], roots: ["Sources"]))
    try expectRefused(repo, at: ["\(Self.legacy):1:1", "Sources/Feed/Outside.swift:1:1"], "roots widened")
  }

  @Test func removingAnExcludeIsRefused() throws {
    let repo = try Self.repository()
    let excluded = AppFixture.suite(fence: [AppFixture.fencedFile]).replacingOccurrences(
      of: "    roots: [", with: "    exclude: [\n      \"Sources/Feed\",  // previews only [0007]\n    ],\n    roots: ["
    )
    try stage(repo, suite: excluded)
    try repo.git(["commit", "-q", "-m", "exclude the feed"])
    try stage(repo, suite: AppFixture.suite(fence: [AppFixture.fencedFile]))
    try expectRefused(repo, at: ["\(Self.legacy):1:1"], "exclude removed")
  }

  @Test func changingTheModuleOverAnImporterIsRefused() throws {
    let repo = try Self.repository()
    try repo.write("Sources/Feed/Store.swift", "import StoreKit\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "-m", "store"])
    let storeKit = AppFixture.suite().replacingOccurrences(of: "module: \"CloudKit\"", with: "module: \"StoreKit\"")
    try stage(repo, suite: storeKit)
    try expectRefused(repo, at: ["Sources/Feed/Store.swift:1:1"], "module changed")
  }

  @Test func addingAnAPINeedleOverAUseIsRefused() throws {
    let repo = try Self.repository()
    try repo.write(AppFixture.plainFile, AppFixture.plainSource + "let database = CKDatabase(scope: 1)\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "-m", "database"])
    let needle = AppFixture.suite(fence: [AppFixture.fencedFile, Self.legacy]).replacingOccurrences(
      of: "api: [\"CKContainer(\"]", with: "api: [\"CKContainer(\", \"CKDatabase(\"]")
    try stage(repo, suite: needle)
    try expectRefused(repo, at: ["\(AppFixture.plainFile):6:16"], "needle added")
  }

  @Test func aNewSuiteOverFilesThatAlreadyBreakItIsRefused() throws {
    let repo = try Self.repository()
    try repo.write("Sources/Feed/Purchases.swift", "import StoreKit\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "-m", "purchases"])
    let storeKit = AppFixture.suite(fence: [AppFixture.fencedFile])
      .replacingOccurrences(of: "CloudKitStaysInSyncTests", with: "StoreKitStaysInStoreTests")
      .replacingOccurrences(of: "cloudkit-in-sync", with: "storekit-in-store")
      .replacingOccurrences(of: "module: \"CloudKit\"", with: "module: \"StoreKit\"")
      .replacingOccurrences(of: "CKContainer(", with: "SKPaymentQueue(")
      .replacingOccurrences(of: AppFixture.fencedFile, with: "Sources/Store/Store.swift")
    try repo.write("Sources/Store/Store.swift", "import StoreKit\n")
    try repo.write("Tests/AppTests/Fitness/StoreKitStaysInStoreTests.swift", storeKit)
    try repo.git(["add", "-A"])
    try expectRefused(repo, at: ["Sources/Feed/Purchases.swift:1:1"], "new suite")
  }

  /// A widening reaches nothing new that breaks it: the commit goes through.
  @Test func wideningAFenceIsAccepted() throws {
    let repo = try Self.repository()
    try repo.write("Sources/Feed/More.swift", "import CloudKit\n")
    let added = try FitnessBinary.run(
      ["allow", "cloudkit-in-sync", "Sources/Feed/More.swift", "--why", "shares the container"], in: repo.root)
    #expect(added.status == 0, "\(added.standardError)")
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-m", "widened"])
    #expect(commit.status == 0, "\(commit.standardError)")
    #expect(try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root).status == 0)
  }

  /// The tool's reader (libgit2) judges a changed rule the same way as the front's.
  @Test func bothReadersJudgeANarrowingAlike() throws {
    let repo = try Self.repository()
    try stage(repo, suite: AppFixture.suite())
    let front = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    let tool = try ProcessResult.run(
      FitnessBinary.toolPath, ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(front.status == 1, "\(front.standardError)")
    #expect(front.status == tool.status)
    #expect(front.standardError == tool.standardError)
  }
}
