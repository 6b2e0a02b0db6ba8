import FitnessTestSupport
import Foundation
import Testing

/// When `fitness` hands a run to `fitness-tool` and the tool cannot answer, the commit
/// ends with exit 2 and a word naming the binary and what happened: never a hang, never a
/// silent crash. Through the installed hook and a real `git commit` (bounded by `timeout`,
/// so a hang fails the test instead of stalling the suite).
@Suite struct ToolHandOffTests {
  enum Stand { case copy, link, truncated }

  /// A folder holding `fitness` and, as `fitness-tool`, what `stand` says.
  static func binaries(in repo: ScratchRepository, _ stand: Stand) throws -> String {
    let folder = repo.root.appendingPathComponent("bin").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: FitnessBinary.path, toPath: folder + "/fitness")
    let tool = folder + "/fitness-tool"
    switch stand {
    case .copy: try FileManager.default.copyItem(atPath: FitnessBinary.path, toPath: tool)
    case .link: try FileManager.default.createSymbolicLink(atPath: tool, withDestinationPath: "fitness")
    case .truncated:
      let bytes = try Data(contentsOf: URL(fileURLWithPath: FitnessBinary.toolPath))
      try bytes.prefix(bytes.count / 8).write(to: URL(fileURLWithPath: tool))
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
    }
    return folder
  }

  /// The fixture with a finding, so that a commit touching `findings/` is the tool's to judge.
  static func repository(_ stand: Stand) throws -> (ScratchRepository, String) {
    let repo = try AppFixture.make()
    try repo.write(".gitignore", "bin/\n")
    try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding)
    try repo.commitAll("finding")
    let folder = try binaries(in: repo, stand)
    // The installed hook, with the copied front's path baked in instead.
    let hook = String(decoding: try repo.read(".git/hooks/pre-commit"), as: UTF8.self)
    try #require(hook.contains(FitnessBinary.path))
    try repo.write(
      ".git/hooks/pre-commit", hook.replacingOccurrences(of: FitnessBinary.path, with: folder + "/fitness"))
    try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding + "\nA note.\n")
    try repo.git(["add", "-A"])
    return (repo, folder)
  }

  static func commit(_ repo: ScratchRepository) throws -> ProcessResult {
    try ProcessResult.run(
      "/usr/bin/timeout", ["60", "git", "commit", "-m", "note"], in: repo.root, environment: ["FITNESS_BIN": ""])
  }

  @Test(arguments: [Stand.copy, .link]) func aToolThatIsTheFrontIsRefusedNotLoopedInto(stand: Stand) throws {
    let (repo, folder) = try Self.repository(stand)
    // git refuses the commit (its own status 1: the hook failed, timeout's 124 would be a hang).
    let commit = try Self.commit(repo)
    #expect(commit.status == 1, "\(stand): \(commit.status) \(commit.standardError)")
    #expect(
      commit.standardError.contains("\(folder)/fitness-tool is fitness itself (a copy of it, or a link to it)"),
      "\(commit.standardError)")
    for arguments in [["check", "--staged"], ["list"]] {
      let run = try ProcessResult.run("/usr/bin/timeout", ["60", folder + "/fitness"] + arguments, in: repo.root)
      #expect(run.status == 2, "\(arguments): \(run.status) \(run.standardError)")
    }
  }

  @Test func aToolThatDiesOnASignalIsNamed() throws {
    let (repo, folder) = try Self.repository(.truncated)
    let commit = try Self.commit(repo)
    #expect(commit.status == 1, "\(commit.status) \(commit.standardError)")
    #expect(commit.standardError.contains("\(folder)/fitness-tool"), "\(commit.standardError)")
    #expect(
      commit.standardError.contains("died on signal") || commit.standardError.contains("cannot start"),
      "\(commit.standardError)")
    #expect(try repo.git(["rev-list", "--count", "HEAD"]).hasPrefix("2"), "nothing was committed")
    let check = try ProcessResult.run(
      "/usr/bin/timeout", ["60", folder + "/fitness", "check", "--staged"], in: repo.root)
    #expect(check.status == 2, "\(check.status) \(check.standardError)")
  }

  /// A tool that exits on its own keeps its status: the front only passes it on.
  @Test func theToolsOwnStatusPassesThrough() throws {
    let repo = try AppFixture.make()
    let usage = try FitnessBinary.run(["list", "--bogus"], in: repo.root)
    #expect(usage.status == 64, "\(usage.standardError)")
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["commit", "-q", "-a", "--no-verify", "-m", "violation"])
    let violation = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(violation.status == 1, "\(violation.standardError)")
  }
}
