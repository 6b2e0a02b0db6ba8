import FitnessTestSupport
import Foundation
import Testing

/// A merge that git records by itself runs `pre-merge-commit`, not `pre-commit`: both are
/// installed, and a merge whose tree breaks a rule is refused, through a real `git merge`.
@Suite struct MergeHookTests {
  /// Two branches, each clean alone: one widens the rule's roots over `Sources`, the other
  /// adds a CloudKit importer outside the old roots. Their merge breaks the rule.
  static func branches() throws -> ScratchRepository {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.suitePath, AppFixture.suite(roots: ["Sources/Sync"]))
    try repo.git(["commit", "-q", "-a", "-m", "roots: the sync layer"])
    try repo.git(["checkout", "-q", "-b", "wider"])
    try repo.write(AppFixture.suitePath, AppFixture.suite(roots: ["Sources"]))
    try repo.git(["commit", "-q", "-a", "-m", "roots: all sources"])
    try repo.git(["checkout", "-q", "main"])
    try repo.write("Sources/Feed/Outside.swift", "import CloudKit\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "-m", "an importer outside the sync roots"])
    return repo
  }

  @Test func installWritesBothHooks() throws {
    let repo = try AppFixture.make()
    for name in ["pre-commit", "pre-merge-commit"] {
      let path = repo.root.appendingPathComponent(".git/hooks/\(name)").path
      let script = String(decoding: try repo.read(".git/hooks/\(name)"), as: UTF8.self)
      #expect(script.contains("# fitness-hook: pre-commit"), "\(name)")
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      #expect((attributes[.posixPermissions] as? Int ?? 0) & 0o111 != 0, "\(name)")
    }
  }

  @Test func aMergeWhoseTreeBreaksARuleIsRefused() throws {
    let repo = try Self.branches()
    let head = try repo.git(["rev-parse", "HEAD"])
    let merge = try repo.run(["merge", "--no-edit", "wider"])
    #expect(merge.status != 0, "\(merge.standardError)")
    #expect(merge.standardError.contains(Said.forbiddenImport("CloudKit", at: "Sources/Feed/Outside.swift:1:1")))
    // Nothing recorded; the merge waits to be fixed or aborted, as git leaves it.
    #expect(try repo.git(["rev-parse", "HEAD"]) == head)
    #expect(FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(".git/MERGE_HEAD").path))
    // What the hook refused, `check --rev` refuses on the recorded merge too.
    try repo.git(["commit", "-q", "--no-verify", "--no-edit"])
    let recorded = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(recorded.status == 1)
    #expect(StagedOracle.places(in: recorded.standardError) == ["Sources/Feed/Outside.swift:1:1"])
  }

  @Test func aCleanMergeGoesThrough() throws {
    let repo = try Self.branches()
    try repo.write("Sources/Feed/Outside.swift", "import Foundation\n")
    try repo.git(["commit", "-q", "-a", "-m", "no CloudKit after all"])
    let merge = try repo.run(["merge", "--no-edit", "wider"])
    #expect(merge.status == 0, "\(merge.standardError)")
    #expect(try repo.git(["rev-list", "--count", "--merges", "HEAD"]).hasPrefix("1"))
  }

  @Test func uninstallRestoresBothHooks() throws {
    let repo = try AppFixture.make(installHook: false)
    let commitHook = "#!/bin/sh\necho their-pre-commit >&2\n"
    let mergeHook = "#!/bin/sh\necho their-pre-merge-commit >&2\n"
    try repo.write(".git/hooks/pre-commit", commitHook)
    try repo.write(".git/hooks/pre-merge-commit", mergeHook)
    _ = try ProcessResult.run(
      "/bin/chmod", ["+x", ".git/hooks/pre-commit", ".git/hooks/pre-merge-commit"], in: repo.root)
    let install = try FitnessBinary.run(["install"], in: repo.root)
    #expect(install.status == 0, "\(install.standardError)")
    #expect(String(decoding: try repo.read(".git/hooks/pre-merge-commit.legacy"), as: UTF8.self) == mergeHook)
    // The kept merge hook runs first, as the kept commit hook does.
    try repo.git(["checkout", "-q", "-b", "side"])
    try repo.write("Sources/Feed/Side.swift", "struct Side {}\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "--no-verify", "-m", "side"])
    try repo.git(["checkout", "-q", "main"])
    try repo.write("Sources/Feed/Main.swift", "struct Main {}\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "--no-verify", "-m", "main"])
    let merge = try repo.run(["merge", "--no-edit", "side"])
    #expect(merge.status == 0, "\(merge.standardError)")
    #expect(merge.standardError.contains("their-pre-merge-commit"))
    let uninstall = try FitnessBinary.run(["uninstall"], in: repo.root)
    #expect(uninstall.status == 0, "\(uninstall.standardError)")
    #expect(String(decoding: try repo.read(".git/hooks/pre-commit"), as: UTF8.self) == commitHook)
    #expect(String(decoding: try repo.read(".git/hooks/pre-merge-commit"), as: UTF8.self) == mergeHook)
    for name in ["pre-commit.legacy", "pre-merge-commit.legacy"] {
      #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(".git/hooks/\(name)").path))
    }
  }
}
