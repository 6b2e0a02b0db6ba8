import FitnessTestSupport
import Foundation
import Testing

/// The pre-commit framework building this repository's hook for real. A suite of its own,
/// not serialized behind the ecosystem tests: its release build is minutes of one core, so
/// it starts with the run instead of after them.
@Suite(
  .tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason),
  .enabled(if: Python.available, "skipped: needs python3 with venv (and PyPI) for pre-commit"))
struct PreCommitBuildTests {
  /// The one real `language: swift` run: the framework clones this repository, builds it
  /// with `swift build -c release` and runs the hook it built, which refuses a breaking
  /// commit and passes a harmless one. (The rest of what the framework does with the hook
  /// is proven against the executables already built, below: this build is minutes.)
  @Test func thePreCommitFrameworkBuildsAndRunsTheHookFromThisRepository() throws {
    let python = try Python.environment(with: ["pre-commit"])
    let preCommit = URL(fileURLWithPath: python).deletingLastPathComponent().appendingPathComponent("pre-commit").path
    let source = PackageTree.root()
    let head = try ProcessResult.run("/usr/bin/env", ["git", "rev-parse", "HEAD"], in: source)
    try #require(head.status == 0, "this checkout has no commit to point pre-commit at")
    let repo = try LedgerFixture.make()
    #expect(try FitnessBinary.run(["graduate", LedgerFixture.findingPath], in: repo.root).status == 0)
    try repo.write(
      ".pre-commit-config.yaml",
      """
      repos:
        - repo: \(source.path)
          rev: \(head.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
          hooks:
            - id: fitness

      """)
    try repo.commitAll("graduate, and use the pre-commit framework")
    let (environment, home) = try EcosystemTests.installPreCommit(preCommit, in: repo)
    defer { try? FileManager.default.removeItem(at: home) }
    try EcosystemTests.refusesTheBreakAndPassesTheMend(in: repo, environment: environment)
  }
}
