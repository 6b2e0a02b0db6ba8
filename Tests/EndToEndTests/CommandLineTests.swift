import FitnessTestSupport
import Foundation
import Testing

/// The built binary's commands, statuses and messages, in real repositories.
@Suite struct CommandLineTests {
  @Test func exitStatuses() throws {
    let repo = try AppFixture.make(installHook: false)
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    #expect(try FitnessBinary.run(["check"], in: repo.root).status == 1)
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-none-\(UUID())")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    let notARepo = try FitnessBinary.run(
      ["check"], in: outside, environment: ["GIT_CEILING_DIRECTORIES": outside.deletingLastPathComponent().path])
    #expect(notARepo.status == 2)
    #expect(notARepo.standardError.contains("is not inside a git repository"))
    let usage = try FitnessBinary.run(["check", "--bogus"], in: repo.root)
    #expect(usage.status == 64)
    #expect(usage.standardError.contains("error: unknown option '--bogus'"))
    #expect(usage.standardError.contains("see 'fitness check --help'"))
    let unknownRule = try FitnessBinary.run(["check", "--rule", "nope"], in: repo.root)
    #expect(unknownRule.status == 64)
    #expect(unknownRule.standardError.contains("known rules: cloudkit-in-sync"))
    #expect(try FitnessBinary.run(["--version"], in: repo.root).standardOutput.hasPrefix("fitness "))
    for command in [
      "check", "graduate", "allow", "drill", "fences", "list", "explain", "imports", "vendor", "install", "uninstall",
      "suggest",
    ] {
      let help = try FitnessBinary.run([command, "--help"], in: repo.root)
      #expect(help.status == 0)
      #expect(help.standardOutput.hasPrefix("usage: fitness \(command)"))
      #expect(help.standardOutput.contains("exit status"))
    }
  }

  /// `fitness graduate … | head -1` closes the pipe after one line: the command must still
  /// finish every write, never stop between the suite and the finding.
  @Test func aReaderThatGoesAwayDoesNotStopGraduateHalfway() throws {
    let repo = try LedgerFixture.make()
    let result = try ProcessResult.run(
      "/bin/sh", ["-c", "'\(FitnessBinary.path)' graduate \(LedgerFixture.findingPath) | head -1"], in: repo.root)
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("drill: "))
    #expect(FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(LedgerFixture.suitePath).path))
    let finding = String(decoding: try repo.read(LedgerFixture.findingPath), as: UTF8.self)
    #expect(finding.contains("status: graduated"))
  }

  @Test func aMalformedRuleBlockStopsTheCheckWithItsPosition() throws {
    let repo = try AppFixture.make(installHook: false)
    let broken = AppFixture.suite().replacingOccurrences(
      of: "  // owns the CloudKit container [0007-cloudkit]", with: "")
    try repo.write(AppFixture.suitePath, broken)
    try repo.git(["add", "-A"])
    let result = try FitnessBinary.run(["check"], in: repo.root)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "\(AppFixture.suitePath):9:7: error: '\(AppFixture.fencedFile)' in 'fence' needs a reason"))
  }

  @Test func aRelativeIndexFileIsResolvedAgainstTheWorkTreeRoot() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    let fromSubfolder = try FitnessBinary.run(
      ["check"], in: repo.root.appendingPathComponent("Sources/Feed"),
      environment: ["GIT_INDEX_FILE": ".git/index"])
    #expect(fromSubfolder.status == 1)
    #expect(fromSubfolder.standardError.contains("FeedView.swift:2:1"))
    let missing = try FitnessBinary.run(["check"], in: repo.root, environment: ["GIT_INDEX_FILE": ".git/no-such-index"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("GIT_INDEX_FILE names '.git/no-such-index', which does not exist"))
  }

  @Test func checkingWritesNothing() throws {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    try repo.write(AppFixture.plainFile, AppFixture.plainSource)
    try repo.git(["stash", "-q"])
    try repo.git(["stash", "apply", "-q", "--index"])
    let before = try repo.fingerprint()
    for mode in [["--staged"], ["--all"], ["--worktree"], ["--rev", "HEAD"]] {
      _ = try FitnessBinary.run(["check"] + mode, in: repo.root)
    }
    _ = try FitnessBinary.run(["imports", "--format", "json"], in: repo.root)
    // The installed hook itself, run the way git runs it (from the root, index named).
    let hook = try ProcessResult.run(
      "/bin/sh", [".git/hooks/pre-commit"], in: repo.root, environment: ["GIT_INDEX_FILE": ".git/index"])
    #expect(hook.status == 1)
    let after = try repo.fingerprint()
    #expect(before.keys.sorted() == after.keys.sorted())
    for (path, data) in before { #expect(after[path] == data, "\(path) changed") }
  }

  @Test func revisionAndWorktreeSnapshots() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["commit", "-q", "-a", "--no-verify", "-m", "bad"])
    #expect(try FitnessBinary.run(["check", "--rev", "HEAD~1"], in: repo.root).status == 0)
    #expect(try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root).status == 1)
    let unknown = try FitnessBinary.run(["check", "--rev", "nope"], in: repo.root)
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("'nope' does not name a commit or tree"))
    try repo.write(AppFixture.plainFile, AppFixture.plainSource)
    try repo.write("Sources/New/Untracked.swift", "import CloudKit\n")
    let worktree = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
    #expect(worktree.status == 1)
    #expect(worktree.standardError.contains("Sources/New/Untracked.swift:1:1"))
    #expect(!worktree.standardError.contains("FeedView.swift"))
  }

  @Test func importsListsModulesAndPositions() throws {
    let repo = try AppFixture.make(installHook: false)
    let text = try FitnessBinary.run(["imports"], in: repo.root)
    #expect(text.standardOutput.contains("Sources/Sync/CloudSyncEngine.swift\tCloudKit,Foundation\n"))
    let one = try FitnessBinary.run(["imports", "CloudKit"], in: repo.root)
    #expect(one.standardOutput == "Sources/Sync/CloudSyncEngine.swift:1:1\tCloudKit\n")
    try repo.write("Sources/A.swift", "@preconcurrency import CloudKit.CKRecord\n")
    try repo.git(["add", "-A"])
    let json = try FitnessBinary.run(["imports", "CloudKit", "--staged", "--format", "json"], in: repo.root)
    #expect(
      json.standardOutput.contains(
        #"{"path": "Sources/A.swift", "imports": [{"module": "CloudKit", "name": "CloudKit.CKRecord", "line": 1, "column": 1, "kind": null, "attributes": ["@preconcurrency"], "access": null}]}"#
      ))
    let parsed = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
    #expect(parsed?["version"] as? Int == 1)
    #expect((parsed?["files"] as? [[String: Any]])?.count == 2)
    let none = try FitnessBinary.run(["imports", "Nothing"], in: repo.root)
    #expect(none.status == 0)
    #expect(none.standardOutput.isEmpty)
    #expect(none.standardError.contains("no file imports Nothing"))
  }

  /// The first hour's papercuts, each as the user meets it.
  @Test func theFirstHoursPapercuts() throws {
    let repo = try AppFixture.make(installHook: false)
    let output = try FitnessBinary.run(
      ["check", "--all", "--format", "json", "--output", "/missing/dir/x.json"], in: repo.root)
    #expect(output.status == 2)
    #expect(
      output.standardError.contains("cannot write '/missing/dir/x.json': the folder '/missing/dir' does not exist"))
    #expect(!output.standardError.contains(".tmp"))
    let folder = try FitnessBinary.run(["check", "-C", "/nonexistent"], in: repo.root)
    #expect(folder.status == 2)
    #expect(folder.standardError.contains("-C '/nonexistent': no such folder"), "\(folder.standardError)")
    let option = try FitnessBinary.run(["check", "--al"], in: repo.root)
    #expect(option.status == 64)
    #expect(option.standardError.hasPrefix("fitness: error: unknown option '--al'; did you mean '--all'?"))
    let command = try FitnessBinary.run(["chek"], in: repo.root)
    #expect(command.standardError.hasPrefix("fitness: error: unknown command 'chek'; did you mean 'check'?"))
    let list = try FitnessBinary.run(["list", "--format", "json"], in: repo.root)
    let rules = try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [String: Any]
    #expect(rules?["version"] as? Int == 1)
    #expect(((rules?["rules"] as? [[String: Any]])?.first?["pattern"] as? String) == "import-boundary")
    let explained = try FitnessBinary.run(["explain", "cloudkit-in-sync"], in: repo.root)
    #expect(explained.standardOutput.contains("module: CloudKit"), "\(explained.standardOutput)")
  }
}

/// The front and `fitness-tool` read one command line the same way.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct OneGrammarTests {
  @Test func bothExecutablesAgreeOnRepeatedDirectoriesAndColourValues() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.write("Sources/Feed/Bad.swift", "import CloudKit\n")
    try repo.write("a/b/keep.txt", "x\n")
    try repo.commitAll("bad")
    _ = try ProcessResult.run(FitnessBinary.toolPath, ["check", "--all"], in: repo.root)
    for binary in [FitnessBinary.path, FitnessBinary.toolPath] {
      let nested = try ProcessResult.run(binary, ["check", "--all", "-C", "a", "-C", "b"], in: repo.root)
      #expect(nested.status == 1, "\(binary): \(nested.standardError)")
      #expect(nested.standardError.contains("Sources/Feed/Bad.swift:1:1"), "\(binary)")
      let imports = try ProcessResult.run(binary, ["imports", "CloudKit", "--all", "--color", "never"], in: repo.root)
      #expect(imports.standardOutput.split(separator: "\n").count == 2, "\(binary): \(imports.standardOutput)")
      let never = try ProcessResult.run(binary, ["imports", "never", "--all", "--color", "never"], in: repo.root)
      #expect(!never.standardOutput.contains("CloudKit"), "\(binary): \(never.standardOutput)")
    }
  }
}
