import FitnessTestSupport
import Foundation
import Testing

/// `fitness install` and `uninstall` against real hook folders.
@Suite struct HookInstallTests {
  private func hook(_ repo: ScratchRepository) throws -> String {
    String(decoding: try repo.read(".git/hooks/pre-commit"), as: UTF8.self)
  }

  @Test func theInstalledHookIsAPosixScriptWithTheBinaryBakedIn() throws {
    let repo = try AppFixture.make()
    let script = try hook(repo)
    #expect(script.hasPrefix("#!/bin/sh\n"))
    #expect(!script.contains("\r"))
    #expect(script.contains("fitness_baked='\(FitnessBinary.path)'"))
    let attributes = try FileManager.default.attributesOfItem(
      atPath: repo.root.appendingPathComponent(".git/hooks/pre-commit").path)
    #expect((attributes[.posixPermissions] as? Int ?? 0) & 0o111 != 0)
    let again = try FitnessBinary.run(["install"], in: repo.root)
    #expect(again.status == 0)
    #expect(again.standardError.contains("already installed; nothing to do"))
    #expect(try hook(repo) == script)
  }

  @Test func anExistingHookIsKeptRunFirstAndRestored() throws {
    let repo = try AppFixture.make(installHook: false)
    let legacy = "#!/bin/sh\necho legacy-ran >&2\n[ -f .block ] && exit 3\nexit 0\n"
    try repo.write(".git/hooks/pre-commit", legacy)
    _ = try ProcessResult.run("/bin/chmod", ["+x", ".git/hooks/pre-commit"], in: repo.root)
    let install = try FitnessBinary.run(["install"], in: repo.root)
    #expect(install.status == 0)
    #expect(install.standardError.contains("kept as"))
    #expect(String(decoding: try repo.read(".git/hooks/pre-commit.legacy"), as: UTF8.self) == legacy)
    try repo.write(AppFixture.plainFile, AppFixture.plainSource + "// edit\n")
    try repo.git(["add", AppFixture.plainFile])
    let passing = try repo.run(["commit", "-m", "ok"])
    #expect(passing.status == 0)
    #expect(passing.standardError.contains("legacy-ran"))
    try repo.write(".block", "")
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", AppFixture.plainFile])
    let blocked = try repo.run(["commit", "-m", "blocked by legacy"])
    #expect(blocked.status != 0)
    #expect(!blocked.standardError.contains("imports CloudKit"))
    let uninstall = try FitnessBinary.run(["uninstall"], in: repo.root)
    #expect(uninstall.status == 0)
    #expect(try hook(repo) == legacy)
    #expect(
      !FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(".git/hooks/pre-commit.legacy").path))
    let foreign = try FitnessBinary.run(["uninstall"], in: repo.root)
    #expect(foreign.status == 2)
    #expect(foreign.standardError.contains("was not installed by fitness"))
  }

  /// The guard against a legacy hook running twice is fitness's own: set by hand, it skips
  /// nothing; set by the hook for its legacy hook, it stops only the second run of it.
  @Test func aLegacyHookIsSkippedOnlyWhenTheHookItselfRunsItAgain() throws {
    let repo = try AppFixture.make(installHook: false)
    let legacy = "#!/bin/sh\necho legacy-ran >&2\n[ -f .again ] && \"$(dirname \"$0\")/pre-commit\"\nexit 3\n"
    try repo.write(".git/hooks/pre-commit", legacy)
    _ = try ProcessResult.run("/bin/chmod", ["+x", ".git/hooks/pre-commit"], in: repo.root)
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.write(AppFixture.plainFile, AppFixture.plainSource + "// edit\n")
    try repo.git(["add", AppFixture.plainFile])
    for spoof in ["1", "0", "\(getpid())", "yes"] {
      let commit = try repo.run(["commit", "-m", "spoofed"], environment: ["FITNESS_IN_LEGACY": spoof])
      #expect(commit.status != 0, "FITNESS_IN_LEGACY=\(spoof) skipped the failing legacy hook: \(commit.standardError)")
      #expect(commit.standardError.contains("legacy-ran"))
    }
    // The legacy hook runs the hook again (the test's own process id, an ancestor that runs
    // no hook, was refused above): the inner run skips the legacy hook, so there is no
    // loop, and judges; the legacy hook then fails the commit as it always did.
    try repo.write(".again", "")
    let again = try repo.run(["commit", "-m", "again"])
    #expect(again.status != 0, "\(again.standardError)")
    #expect(again.standardError.components(separatedBy: "legacy-ran").count == 2, "\(again.standardError)")
  }

  @Test func theHookFailsLoudlyWhenTheBinaryIsGone() throws {
    let repo = try AppFixture.make(installHook: false)
    let copy = repo.root.appendingPathComponent("bin/fitness")
    try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    let tool = copy.deletingLastPathComponent().appendingPathComponent("fitness-tool")
    let copied = try ProcessResult.run(
      "/bin/cp", [FitnessBinary.path, FitnessBinary.toolPath, tool.deletingLastPathComponent().path], in: repo.root)
    try #require(copied.status == 0, "cannot copy the binaries: \(copied.standardError)")
    let install = try ProcessResult.run(copy.path, ["install"], in: repo.root)
    #expect(install.status == 0, "\(install.standardError)")
    #expect(
      try String(contentsOf: repo.root.appendingPathComponent(".git/hooks/pre-commit"), encoding: .utf8).contains(
        copy.path))
    // Without the tool beside it, the front says what to do instead of failing obscurely.
    try FileManager.default.removeItem(at: tool)
    let alone = try ProcessResult.run(copy.path, ["list"], in: repo.root)
    #expect(alone.status == 2)
    #expect(alone.standardError.contains("fitness-tool must sit beside fitness"))
    try FileManager.default.removeItem(at: copy)
    try repo.write(AppFixture.plainFile, AppFixture.plainSource + "// edit\n")
    try repo.git(["add", AppFixture.plainFile])
    // FITNESS_BIN (which a test run may set to choose the binaries) would be found first.
    let commit = try repo.run(["commit", "-m", "x"], environment: ["PATH": "/usr/bin:/bin", "FITNESS_BIN": ""])
    #expect(commit.status != 0)
    #expect(commit.standardError.contains("cannot find the fitness binary"))
    #expect(commit.standardError.contains("--no-verify"))
  }

  @Test func aConfiguredHooksPathNeedsForce() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.git(["config", "core.hooksPath", ".githooks"])
    let refused = try FitnessBinary.run(["install"], in: repo.root)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("core.hooksPath is set to '.githooks'"))
    let forced = try FitnessBinary.run(["install", "--force"], in: repo.root)
    #expect(forced.status == 0)
    #expect(FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(".githooks/pre-commit").path))
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    #expect(try repo.run(["commit", "-m", "x"]).status != 0)
  }
}
