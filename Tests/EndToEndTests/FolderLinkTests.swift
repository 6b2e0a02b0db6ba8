import FitnessTestSupport
import Foundation
import SuiteRuntime
import Testing

/// A link to a folder of Swift files under a rule's roots: SwiftPM compiles the folder's
/// files into the target under the link's path, and no reader lists them there. The hook,
/// `check --rev` and `--worktree` refuse the shape, naming the link and both ways out,
/// rather than pass code the build compiles.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct FolderLinkTests {
  static let link = "Sources/Feed/SharedDir"

  static func repository() throws -> ScratchRepository {
    let repo = try AppFixture.make()
    try repo.write("Vendor/Impl.swift", "import CloudKit\nlet container = CKContainer(identifier: \"x\")\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "-m", "vendor"])
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent(link).path, withDestinationPath: "../../Vendor")
    try repo.git(["add", "-A"])
    return repo
  }

  @Test func aLinkedFolderUnderTheRootsIsRefusedByEveryReader() throws {
    try Self.expectRefused(
      try Self.repository(), saying: "\(Self.link): error: this is a link to the folder Vendor",
      "link the vendor folder")
  }

  /// What is staged refused with exit 2, saying `refusal`, by both readers, then the commit
  /// through the installed hook; recorded anyway, every full check refuses it too.
  static func expectRefused(_ repo: ScratchRepository, saying refusal: String, _ story: String) throws {
    for reader in [[:], ["FITNESS_READER": "libgit2"]] {
      let staged = try FitnessBinary.run(["check", "--staged"], in: repo.root, environment: reader)
      #expect(staged.status == 2, "\(story), \(reader): \(staged.standardError)")
      #expect(staged.standardError.contains(refusal), "\(story), \(reader): \(staged.standardError)")
    }
    let commit = try repo.run(["commit", "-m", story])
    #expect(commit.status != 0, "\(story): the hook let it through: \(commit.standardError)")
    #expect(commit.standardError.contains(refusal), "\(story): \(commit.standardError)")
    try repo.git(["commit", "-q", "--no-verify", "-m", story])
    for snapshot in [["--rev", "HEAD"], ["--worktree"], ["--all"]] {
      let check = try FitnessBinary.run(["check"] + snapshot, in: repo.root)
      #expect(check.status == 2 && check.standardError.contains(refusal), "\(snapshot): \(check.standardError)")
    }
    // The suite under `swift test` (the engine the suites compile, run here) says the same.
    let report = try Self.suiteReport(repo)
    #expect(report.contains(refusal), "\(story): the suite said \(report)")
  }

  /// What the app's suite reports under `swift test`: the runtime every vendored copy and
  /// FitnessKit run, over the working tree.
  static func suiteReport(_ repo: ScratchRepository) throws -> String {
    try FitnessPackage.report(
      ruleID: "cloudkit-in-sync", suite: repo.root.appendingPathComponent(AppFixture.suitePath).path)
  }

  /// What is staged passed by both readers, the commit through the installed hook, and
  /// then every full check of it: the link is nobody's to refuse.
  static func expectPasses(_ repo: ScratchRepository, _ story: String) throws {
    for reader in [[:], ["FITNESS_READER": "libgit2"]] {
      let staged = try FitnessBinary.run(["check", "--staged"], in: repo.root, environment: reader)
      #expect(staged.status == 0, "\(story), \(reader): \(staged.standardError)")
    }
    let commit = try repo.run(["commit", "-q", "-m", story])
    #expect(commit.status == 0, "\(story): \(commit.standardError)")
    for snapshot in [["--rev", "HEAD"], ["--worktree"]] {
      let check = try FitnessBinary.run(["check"] + snapshot, in: repo.root)
      #expect(check.status == 0, "\(story), \(snapshot): \(check.standardError)")
    }
    let report = try Self.suiteReport(repo)
    #expect(report.isEmpty, "\(story): the suite said \(report)")
  }

  /// Excluded from the rule, the link is nobody's to judge: the commit goes through.
  @Test func aLinkedFolderTheRuleExcludesIsNotRefused() throws {
    let repo = try Self.repository()
    let suite = AppFixture.suite().replacingOccurrences(
      of: "    roots: [",
      with: "    exclude: [\n      \"\(Self.link)\",  // vendored, judged in Vendor [0007]\n    ],\n    roots: [")
    try repo.write(AppFixture.suitePath, suite)
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-m", "link, excluded"])
    #expect(commit.status == 0, "\(commit.standardError)")
  }
}
