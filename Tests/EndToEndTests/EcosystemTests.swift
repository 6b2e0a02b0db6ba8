import FitnessTestSupport
import Foundation
import Testing

/// The tools users already run fitness with: code scanning's SARIF, validated against the
/// published schema, and the pre-commit framework, installed from PyPI. Both need Python
/// with `venv` and a reachable package index; without them the tests are skipped.
@Suite(
  .serialized,
  .enabled(if: Python.available, "skipped: needs python3 with venv (and PyPI) for jsonschema and pre-commit"))
struct EcosystemTests {
  @Test func theSARIFReportIsValidAgainstTheSARIF210Schema() throws {
    let python = try Python.environment(with: ["jsonschema"])
    let repo = try LedgerFixture.make()
    for finding in [LedgerFixture.findingPath, "findings/0011-mode-registry.md", "findings/0013-deck-offline.md"] {
      #expect(try FitnessBinary.run(["graduate", finding], in: repo.root).status == 0)
    }
    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    let report = try FitnessBinary.run(
      ["check", "--worktree", "--format", "sarif", "--output", "report.sarif"], in: repo.root)
    #expect(report.status == 1, "\(report.standardError)")
    let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/sarif-2.1.0.json").path
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      report = json.load(open(sys.argv[2]))
      jsonschema.validate(report, schema)
      results = report["runs"][0]["results"]
      print(len(results), sum(1 for r in results if r.get("suppressions")))
      """
    let validated = try ProcessResult.run(python, ["-c", script, schema, "report.sarif"], in: repo.root)
    #expect(validated.status == 0, "\(validated.standardError)")
    // One violation, and the fence entries (one fence, one sentinel session) as suppressed results.
    #expect(validated.standardOutput == "3 2\n")
  }

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
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-pre-commit-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["PRE_COMMIT_HOME": home.path]
    let install = try ProcessResult.run(preCommit, ["install"], in: repo.root, environment: environment)
    #expect(install.status == 0, "\(install.standardOutput)\(install.standardError)")

    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "the feed posts"], environment: environment)
    let output = refused.standardOutput + refused.standardError
    #expect(refused.status != 0, "\(output)")
    #expect(output.contains("\(LedgerFixture.plainFile):1:1: error: imports Ledger outside its fence"), "\(output)")

    try repo.write(LedgerFixture.plainFile, LedgerFixture.plainSource)
    try repo.git(["add", "-A"])
    try repo.write("Sources/App/Feed/Note.swift", "// a harmless file\n")
    try repo.git(["add", "-A"])
    let accepted = try repo.run(["commit", "-q", "-m", "a note"], environment: environment)
    #expect(accepted.status == 0, "\(accepted.standardOutput)\(accepted.standardError)")
  }
}

/// A Python virtual environment for the ecosystem tests, made once per run.
enum Python {
  static let available: Bool = {
    guard
      let result = try? ProcessResult.run(
        "/usr/bin/env", ["python3", "-m", "venv", "--help"], in: URL(fileURLWithPath: "/"))
    else { return false }
    return result.status == 0
  }()

  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed = Set<String>()
  private static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "fitness-python-\(getpid())")

  /// The environment's python, with `packages` installed.
  static func environment(with packages: [String]) throws -> String {
    lock.lock()
    defer { lock.unlock() }
    let python = folder.appendingPathComponent("bin/python").path
    if !FileManager.default.fileExists(atPath: python) {
      let made = try ProcessResult.run(
        "/usr/bin/env", ["python3", "-m", "venv", folder.path], in: URL(fileURLWithPath: "/"))
      if made.status != 0 { try Test.cancel("skipped: python3 -m venv failed: \(made.standardError)") }
    }
    let missing = packages.filter { !installed.contains($0) }
    if !missing.isEmpty {
      let pip = try ProcessResult.run(
        python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check"] + missing,
        in: URL(fileURLWithPath: "/"))
      if pip.status != 0 {
        try Test.cancel("skipped: pip could not install \(missing) (is PyPI reachable?): \(pip.standardError)")
      }
      installed.formUnion(missing)
    }
    return python
  }
}
