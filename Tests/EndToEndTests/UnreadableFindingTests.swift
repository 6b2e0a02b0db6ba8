import FitnessTestSupport
import Foundation
import Testing

/// A finding that cannot be read stops the check (exit 2, at its place): whether it is
/// graduated, and so whether its suite must still be there, is unknown. A commit that
/// deletes a graduated suite, adds a violation and breaks the finding in the same stroke is
/// refused, through the front and the tool alike.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct UnreadableFindingTests {
  static let findingPath = "findings/0007-cloudkit.md"

  /// Each way to make the finding unreadable, as the bytes it is left with, and where the
  /// error points.
  static let breakages: [(name: String, bytes: [UInt8], place: String)] = [
    ("broken YAML", Array("---\ntitle: [unclosed\nstatus: graduated\n---\n".utf8), "\(findingPath):3:"),
    (
      "no closing line", Array(RemovalAndModeTests.finding.replacingOccurrences(of: "\n---\n", with: "\n").utf8),
      "\(findingPath):1:1"
    ),
    ("a NUL byte", Array(RemovalAndModeTests.finding.utf8) + [0], "\(findingPath):1:1"),
  ]

  static func graduated() throws -> ScratchRepository {
    let repo = try AppFixture.make()
    try repo.write(findingPath, RemovalAndModeTests.finding)
    try repo.commitAll("the finding")
    return repo
  }

  @Test(arguments: breakages.map(\.name))
  func aCommitThatBreaksTheFindingAndDropsItsSuiteIsRefused(_ name: String) throws {
    let breakage = Self.breakages.first { $0.name == name }!
    let repo = try Self.graduated()
    try repo.git(["rm", "-q", AppFixture.suitePath])
    try repo.write("Sources/Feed/Bad.swift", "import CloudKit\n")
    try repo.write(Self.findingPath, bytes: breakage.bytes)
    try repo.git(["add", "-A"])
    let check = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    #expect(check.status == 2, "\(name): \(check.standardError)")
    #expect(check.standardError.contains(breakage.place), "\(name): \(check.standardError)")
    #expect(check.standardError.contains("promises were not checked"), "\(name): \(check.standardError)")
    let commit = try repo.run(["commit", "-m", "sneak"])
    #expect(commit.status != 0, "\(name): the hook let it through: \(commit.standardError)")
    // A full check says the same.
    try repo.git(["commit", "-q", "--no-verify", "-m", "sneak"])
    #expect(try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root).status == 2)
  }

  /// A draft, or a finding the team dismissed, is no rule: its broken YAML is graduate's to
  /// refuse, and the check and the hook go on judging. A finding that says nothing of its
  /// status, or says it twice, still stops them.
  @Test(arguments: ["draft", "dismissed", "\"dismissed\"  # not a rule for this app"])
  func aDraftWhoseYAMLDoesNotParseStopsNothing(status: String) throws {
    let repo = try Self.graduated()
    let draft =
      "---\ntitle: Rooms leave through the coordinator\npattern: members\nfence:\n  - path: Sources/Rooms.swift\n"
      + "    members: [[LeaveSpaceRoom].x]\nstatus: \(status)\n---\nDrafted by `fitness suggest`.\n"
    try repo.write("findings/0009-rooms.md", draft)
    try repo.write("Sources/Feed/Fine.swift", "import Foundation\n")
    try repo.git(["add", "-A"])
    let staged = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    #expect(staged.status == 0, "\(status): \(staged.standardError)")
    let commit = try repo.run(["commit", "-m", "a draft"])
    #expect(commit.status == 0, "\(status): \(commit.standardError)")
    let all = try FitnessBinary.run(["check", "--all"], in: repo.root)
    #expect(all.status == 0, "\(status): \(all.standardError)")
    // Graduate still says what is wrong with it.
    let graduate = try FitnessBinary.run(["graduate", "findings/0009-rooms.md"], in: repo.root)
    #expect(graduate.status == 2, "\(graduate.standardError)")
    #expect(graduate.standardError.contains("findings/0009-rooms.md:6:"), "\(graduate.standardError)")
    // The same YAML under a second status line is unreadable again: which one holds is unknown.
    try repo.write(
      "findings/0009-rooms.md", draft.replacingOccurrences(of: "---\nDrafted", with: "status: graduated\n---\nDrafted"))
    try repo.git(["add", "-A"])
    #expect(try FitnessBinary.run(["check", "--staged"], in: repo.root).status == 2)
  }

  @Test func graduateSaysWhyAFindingWithANulByteCannotBeRead() throws {
    let repo = try ScratchRepository()
    try repo.write("findings/0001-x.md", bytes: Array(RemovalAndModeTests.finding.utf8) + [0])
    try repo.commitAll("x")
    let graduate = try FitnessBinary.run(["graduate", "findings/0001-x.md"], in: repo.root)
    #expect(graduate.status == 2, "\(graduate.standardError)")
    #expect(graduate.standardError.contains("findings/0001-x.md:1:1: error: the finding holds a NUL byte"))
    #expect(!graduate.standardError.contains("no such finding"))
  }
}
