import FitnessTestSupport
import Foundation
import Testing

/// When the front hands a commit's check to `fitness-tool`, the tool takes what the front
/// worked out (the pre-commit mode, why it stepped aside) instead of working it out again:
/// each process reads the index once, and the framework's note is said once. Counted with
/// `strace` over a real `git commit` through the installed hook.
/// `strace`, where it is installed (Linux; scripts/test installs it).
let straceBinary = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite(
  .tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason),
  .enabled(if: straceBinary != nil, "strace is not installed (Linux only; scripts/test installs it)"))
struct HandOffOnceTests {

  /// How many times each program opened the repository's index during `git commit`:
  /// `fitness` (the front) and `fitness-tool`.
  static func indexOpens(
    _ repo: ScratchRepository, running command: [String] = ["git", "commit", "-m", "x"],
    environment: [String: String] = [:]
  ) throws -> (front: Int, tool: Int, commit: ProcessResult, seen: String) {
    let log = repo.root.deletingLastPathComponent().appendingPathComponent("strace-\(UUID().uuidString).txt").path
    let commit = try ProcessResult.run(
      straceBinary!, ["-f", "-e", "trace=execve,openat,open", "-o", log] + command, in: repo.root,
      environment: environment)
    let index = "\"" + repo.root.path + "/.git/index\""
    var program: [String: String] = [:]
    var opens: [String: Int] = [:]
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    // What the counts came from, for a failure's message.
    let seen =
      "\(lines.count) lines; "
      + lines.filter { $0.contains("execve") || $0.contains("index\"") }.joined(separator: "\n")
    for line in lines {
      // `PID  call(…)`: strace pads the pid, so the call starts after the first run of spaces.
      let pid = String(line.prefix { $0 != " " })
      let call = line.dropFirst(pid.count).drop { $0 == " " }
      if call.hasPrefix("execve(\""), !call.contains("= -1") {
        let path = call.dropFirst("execve(\"".count).prefix { $0 != "\"" }
        program[pid] = String(path.split(separator: "/").last ?? "")
      } else if call.contains(index + ","), !call.contains("= -1") {
        opens[pid, default: 0] += 1
      }
    }
    func count(_ name: String) -> Int {
      opens.filter { program[$0.key] == name }.values.reduce(0, +)
    }
    return (count("fitness"), count("fitness-tool"), commit, seen)
  }

  @Test func aStepAsideForTheToolsQuestionReadsTheIndexOncePerProcess() throws {
    let repo = try AppFixture.make()
    try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding)
    try repo.commitAll("finding")
    // A changed finding: the tool reads it (libyaml); the front has read the index already.
    try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding + "\nA note.\n")
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    let (front, tool, commit, seen) = try Self.indexOpens(repo, environment: ["FITNESS_TRACE": "1"])
    #expect(commit.status != 0, "\(commit.standardError)")
    #expect(commit.standardError.contains(Said.forbiddenImportMessage("CloudKit")))
    #expect(commit.standardError.contains("fitness: trace: handed over by the front (the commit may change"))
    #expect(front == 1, "\(seen)")
    #expect(tool == 1, "\(seen)")
  }

  @Test func aShapeTheDirectReaderCannotReadGoesStraightToLibgit2() throws {
    let repo = try AppFixture.make()
    try repo.git(["update-index", "--split-index"])
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    let (front, tool, commit, seen) = try Self.indexOpens(repo, environment: ["FITNESS_TRACE": "1"])
    #expect(commit.status != 0)
    #expect(commit.standardError.contains("fitness: trace: handed over by the front (split index)"))
    #expect(commit.standardError.contains("libgit2"), "\(commit.standardError)")
    // The front's direct reader opened it and stepped aside; in the tool only libgit2 does,
    // as often as it does when it is the only reader (it opens the file twice itself).
    let alone = try Self.indexOpens(
      repo, running: [FitnessBinary.toolPath, "check", "--staged"], environment: ["FITNESS_READER": "libgit2"])
    #expect(alone.tool > 0, "\(alone.seen)")
    #expect(front == 1, "\(seen)")
    #expect(tool == alone.tool, "\(seen)")
  }
}

/// The pre-commit framework's note is said once, by whichever program resolved the mode.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct PreCommitNoteTests {
  static let note = "fitness: the pre-commit framework runs this outside a commit"

  @Test func theNoteIsSaidOnceWhoeverJudges() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding)
    try repo.commitAll("finding")
    let framework = ["PRE_COMMIT": "1"]
    // The front resolves the mode and says so; a finding makes the tool judge.
    let handed = try FitnessBinary.run(["check", "--staged"], in: repo.root, environment: framework)
    #expect(handed.standardError.components(separatedBy: Self.note).count == 2, "\(handed.standardError)")
    // A command line the front does not answer: the tool resolves the mode, and says so.
    let byTool = try FitnessBinary.run(
      ["check", "--staged", "--rule", "cloudkit-in-sync"], in: repo.root, environment: framework)
    #expect(byTool.standardError.components(separatedBy: Self.note).count == 2, "\(byTool.standardError)")
  }

  /// Inside a commit git says which index it records (`GIT_INDEX_FILE`); the framework's
  /// variables, set by hand or left over in a shell, cannot make the hook judge another
  /// snapshot, through the front or the tool.
  @Test(arguments: [false, true])
  func aCommitIsJudgedStagedWhateverTheFrameworksVariablesSay(_ withFinding: Bool) throws {
    let repo = try AppFixture.make()
    if withFinding {
      try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding)
      try repo.commitAll("finding")
    }
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    let environment = ["PRE_COMMIT": "1", "PRE_COMMIT_FROM_REF": "HEAD", "PRE_COMMIT_TO_REF": "HEAD"]
    let commit = try repo.run(["commit", "-m", "sneak"], environment: environment)
    #expect(commit.status == 1, "\(commit.standardError)")
    #expect(commit.standardError.contains("FeedView.swift:2:1: error: imports CloudKit"), "\(commit.standardError)")
  }
}
