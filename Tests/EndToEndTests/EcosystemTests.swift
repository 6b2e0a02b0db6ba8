import FitnessTestSupport
import Foundation
import Testing

/// The tools users already run fitness with: code scanning's SARIF, validated against the
/// published schema, and the pre-commit framework, installed from PyPI. Both need Python
/// with `venv` and a reachable package index; without them the tests are skipped.
@Suite(
  .serialized, .tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason),
  .enabled(if: Python.available, "skipped: needs python3 with venv (and PyPI) for jsonschema and pre-commit"))
struct EcosystemTests {
  /// The consumers' own schemas, beside this repository (`../shared/schemas`); tests that
  /// need them cancel with the reason when the folder is absent.
  static func schema(_ name: String) throws -> String {
    let path = PackageTree.root().deletingLastPathComponent().appendingPathComponent("shared/schemas/\(name)").path
    guard FileManager.default.fileExists(atPath: path) else {
      try Test.cancel("skipped: \(path) is absent (the consumers' schemas live in ../shared/schemas)")
    }
    return path
  }

  /// The fixture with three rules graduated; `broken` adds one violation.
  static func reported(_ format: String, broken: Bool) throws -> (ScratchRepository, ProcessResult) {
    let repo = try LedgerFixture.make()
    for finding in [LedgerFixture.findingPath, "findings/0011-mode-registry.md", "findings/0013-deck-offline.md"] {
      #expect(try FitnessBinary.run(["graduate", finding], in: repo.root).status == 0)
    }
    if broken { try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource) }
    let report = try FitnessBinary.run(
      ["check", "--worktree", "--format", format, "--output", "report"], in: repo.root)
    #expect(report.status == (broken ? 1 : 0), "\(report.standardError)")
    return (repo, report)
  }

  /// Valid SARIF 2.1.0 (the official schema) whether clean or not; a clean run has no
  /// results at all (GitHub would open an alert per suppressed one), and every result has
  /// a region.
  @Test(arguments: [false, true])
  func theSARIFReportIsValidAndOpensAlertsOnlyForViolations(broken: Bool) throws {
    let schema = try Self.schema("sarif-schema-2.1.0.json")
    let python = try Python.environment(with: ["jsonschema"])
    let (repo, _) = try Self.reported("sarif", broken: broken)
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      report = json.load(open(sys.argv[2]))
      jsonschema.validate(report, schema)
      run = report["runs"][0]
      results = run["results"]
      assert all("region" in l["physicalLocation"] for r in results for l in r["locations"]), "a result without a region"
      rules = run["tool"]["driver"]["rules"]
      assert all(k in r for r in rules for k in ("fullDescription", "help", "helpUri")), "a rule without its help"
      assert all("markdown" in r["help"] for r in rules)
      print(len(results), sum(1 for r in results if r.get("suppressions")), run["automationDetails"]["id"],
            sum(len(r["properties"]["fence"]) for r in rules))
      """
    let validated = try ProcessResult.run(python, ["-c", script, schema, "report"], in: repo.root)
    #expect(validated.status == 0, "\(validated.standardError)")
    // One violation when broken, none when clean; the two fence entries live in the rules.
    #expect(validated.standardOutput == (broken ? "1 0 fitness/all/ 2\n" : "0 0 fitness/all/ 2\n"))
  }

  /// A file named with accents: SARIF valid against the schema and its `uri`, decoded by
  /// Python's URL parser, names the file on disk; junitparser reads the JUnit report and its
  /// failure names the file as it is spelled on disk.
  @Test func consumersFindAFileWithANonASCIIName() throws {
    let schema = try Self.schema("sarif-schema-2.1.0.json")
    let python = try Python.environment(with: ["jsonschema", "junitparser"])
    let (repo, _) = try Self.reported("sarif", broken: false)
    try repo.write("Sources/App/Caf\u{E9}/Men\u{FC}.swift", "import Ledger\n")
    for format in ["sarif", "junit"] {
      let run = try FitnessBinary.run(
        ["check", "--worktree", "--format", format, "--output", "report.\(format)"], in: repo.root)
      #expect(run.status == 1, "\(run.standardError)")
    }
    let script = """
      import json, os, sys, urllib.parse, jsonschema, junitparser
      report = json.load(open("report.sarif"))
      jsonschema.validate(report, json.load(open(sys.argv[1])))
      uris = [l["physicalLocation"]["artifactLocation"]["uri"] for r in report["runs"][0]["results"] for l in r["locations"]]
      found = [os.fsdecode(urllib.parse.unquote_to_bytes(u)) for u in uris]
      assert all(os.path.isfile(f) for f in found), found
      xml = junitparser.JUnitXml.fromfile("report.junit")
      texts = [r.text or "" for s in xml for c in s for r in c.result if isinstance(r, junitparser.Failure)]
      named = [t.split(":")[0] for t in texts]
      assert all(os.path.isfile(n) for n in named), named
      print(" ".join(sorted(found)), len(named))
      """
    let validated = try ProcessResult.run(python, ["-c", script, schema], in: repo.root)
    #expect(validated.status == 0, "\(validated.standardError)")
    #expect(validated.standardOutput.contains("Sources/App/Caf\u{E9}/Men\u{FC}.swift"), "\(validated.standardOutput)")
  }

  /// Valid against Jenkins' and Ant's JUnit schemas, and read by junitparser as one test
  /// case per violation plus one per clean rule, failures never outnumbering tests.
  @Test(arguments: [false, true])
  func theJUnitReportIsValidAgainstBothSchemasAndCountsRight(broken: Bool) throws {
    let jenkins = try Self.schema("jenkins-junit-10.xsd")
    let ant = try Self.schema("ant-JUnit.xsd")
    let python = try Python.environment(with: ["xmlschema", "junitparser"])
    let (repo, _) = try Self.reported("junit", broken: broken)
    let script = """
      import sys, xmlschema, junitparser
      for schema in sys.argv[1:3]:
          xmlschema.XMLSchema(schema).validate(sys.argv[3])
      xml = junitparser.JUnitXml.fromfile(sys.argv[3])
      tests = failures = 0
      for suite in xml:
          for case in suite:
              tests += 1
              failures += sum(1 for r in case.result if isinstance(r, junitparser.Failure))
      print(tests, failures)
      """
    let validated = try ProcessResult.run(python, ["-c", script, jenkins, ant, "report"], in: repo.root)
    #expect(validated.status == 0, "\(validated.standardError)")
    // Three rules: clean, three passing cases; broken, the fence rule's case is its one violation.
    #expect(validated.standardOutput == (broken ? "3 1\n" : "3 0\n"))
  }

  /// With no rule at all (a repository before its first graduation, CI set up first), every
  /// format still writes its report, valid against the consumers' schemas, so the upload
  /// step after it does not fail on a missing or empty file.
  @Test func aRunWithoutRulesWritesAValidReportInEveryFormat() throws {
    let sarif = try Self.schema("sarif-schema-2.1.0.json")
    let jenkins = try Self.schema("jenkins-junit-10.xsd")
    let ant = try Self.schema("ant-JUnit.xsd")
    let python = try Python.environment(with: ["jsonschema", "xmlschema"])
    let repo = try ScratchRepository()
    try repo.write("Sources/App/App.swift", "import Foundation\n")
    try repo.commitAll("no rules yet")
    for format in ["json", "sarif", "junit", "gitlab", "github"] {
      for scope in [["--all"], ["--staged"], ["--worktree"]] {
        let path = "report-\(format)-\(scope[0].dropFirst(2))"
        let run = try FitnessBinary.run(["check"] + scope + ["--format", format, "--output", path], in: repo.root)
        #expect(run.status == 0, "\(format) \(scope): \(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(path).path), "\(path)")
      }
    }
    let script = """
      import json, sys, jsonschema, xmlschema
      sarif, jenkins, ant = sys.argv[1:4]
      for scope in ("all", "staged", "worktree"):
          jsonschema.validate(json.load(open(f"report-sarif-{scope}")), json.load(open(sarif)))
          assert json.load(open(f"report-sarif-{scope}"))["runs"][0]["results"] == []
          for schema in (jenkins, ant):
              xmlschema.XMLSchema(schema).validate(f"report-junit-{scope}")
          assert json.load(open(f"report-json-{scope}"))["violations"] == []
          assert json.load(open(f"report-gitlab-{scope}")) == []
          assert open(f"report-github-{scope}").read() == ""
      print("valid")
      """
    let validated = try ProcessResult.run(python, ["-c", script, sarif, jenkins, ant], in: repo.root)
    #expect(validated.status == 0, "\(validated.standardError)")
    #expect(validated.standardOutput == "valid\n")
  }

  /// GitLab's Code Quality shape, and fingerprints that survive a line move.
  @Test func theGitLabReportHasCodeQualitysFieldsAndStableFingerprints() throws {
    let (repo, _) = try Self.reported("gitlab", broken: true)
    let first = try JSONSerialization.jsonObject(with: try repo.read("report")) as? [[String: Any]]
    let entry = try #require(first?.first)
    for key in ["description", "check_name", "fingerprint", "severity", "location"] {
      #expect(entry[key] != nil, "\(key)")
    }
    let location = try #require(entry["location"] as? [String: Any])
    #expect(location["path"] as? String == LedgerFixture.plainFile)
    #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 1)
    try repo.write(LedgerFixture.plainFile, "// moved down\n\nimport Ledger\n" + LedgerFixture.plainSource)
    #expect(
      try FitnessBinary.run(["check", "--worktree", "--format", "gitlab", "--output", "report"], in: repo.root).status
        == 1)
    let moved = try JSONSerialization.jsonObject(with: try repo.read("report")) as? [[String: Any]]
    #expect(((moved?.first?["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int == 3)
    #expect(moved?.first?["fingerprint"] as? String == entry["fingerprint"] as? String)
  }

  /// What the framework does with the hook as `.pre-commit-hooks.yaml` defines it (its
  /// stages, `pass_filenames`, `always_run`), run as a `language: system` hook on the
  /// executables under test: a breaking commit refused, a harmless one passed, and outside a
  /// commit (`run --all-files`, CI's mode, and the manual stage) the whole tree judged.
  @Test func thePreCommitFrameworkRunsTheHookAsThisRepositoryDefinesIt() throws {
    let python = try Python.environment(with: ["pre-commit"])
    let preCommit = URL(fileURLWithPath: python).deletingLastPathComponent().appendingPathComponent("pre-commit").path
    let definition = try String(
      contentsOf: PackageTree.root().appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
    let hook = try Self.systemHook(from: definition, fitness: FitnessBinary.path)
    let repo = try LedgerFixture.make()
    #expect(try FitnessBinary.run(["graduate", LedgerFixture.findingPath], in: repo.root).status == 0)
    try repo.write(".pre-commit-config.yaml", "repos:\n  - repo: local\n    hooks:\n" + hook)
    try repo.commitAll("graduate, and use the pre-commit framework")
    let (environment, home) = try EcosystemTests.installPreCommit(preCommit, in: repo)
    defer { try? FileManager.default.removeItem(at: home) }
    try Self.refusesTheBreakAndPassesTheMend(in: repo, environment: environment)

    // CI mode: a violation committed past the hook. Nothing is staged, yet
    // `run --all-files` judges the whole tree and fails; so does the manual stage.
    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "--no-verify", "-m", "past the hook"])
    for arguments in [["run", "--all-files"], ["run", "--all-files", "--hook-stage", "manual"]] {
      let ci = try ProcessResult.run(preCommit, arguments, in: repo.root, environment: environment)
      let said = ci.standardOutput + ci.standardError
      #expect(ci.status != 0, "\(arguments): \(said)")
      #expect(
        said.contains(Said.forbiddenImport("Ledger", at: "\(LedgerFixture.plainFile):1:1")),
        "\(arguments): \(said)")
      #expect(said.contains("judging every tracked file"), "\(arguments): \(said)")
    }
  }

  /// A commit that imports the ledger outside its fence is refused, with the check's words;
  /// a harmless one then passes.
  static func refusesTheBreakAndPassesTheMend(in repo: ScratchRepository, environment: [String: String]) throws {
    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "the feed posts"], environment: environment)
    let output = refused.standardOutput + refused.standardError
    #expect(refused.status != 0, "\(output)")
    #expect(output.contains(Said.forbiddenImport("Ledger", at: "\(LedgerFixture.plainFile):1:1")), "\(output)")

    try repo.write(LedgerFixture.plainFile, LedgerFixture.plainSource)
    try repo.git(["add", "-A"])
    try repo.write("Sources/App/Feed/Note.swift", "// a harmless file\n")
    try repo.git(["add", "-A"])
    let accepted = try repo.run(["commit", "-q", "-m", "a note"], environment: environment)
    #expect(accepted.status == 0, "\(accepted.standardOutput)\(accepted.standardError)")
  }

  /// The pre-commit framework installed into `repo` with a home of its own, so no run
  /// shares another's environments: what its runs take. The caller removes `home`.
  static func installPreCommit(_ preCommit: String, in repo: ScratchRepository) throws -> (
    environment: [String: String], home: URL
  ) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-pre-commit-\(UUID())")
    let environment = ["PRE_COMMIT_HOME": home.path]
    let install = try ProcessResult.run(preCommit, ["install"], in: repo.root, environment: environment)
    #expect(install.status == 0, "\(install.standardOutput)\(install.standardError)")
    return (environment, home)
  }

  /// This repository's hook definition as a local `language: system` hook running `fitness`,
  /// every other key as the definition writes it; indented for a `hooks:` list.
  static func systemHook(from definition: String, fitness: String) throws -> String {
    var lines: [String] = []
    for line in definition.split(separator: "\n", omittingEmptySubsequences: false) where !line.hasPrefix("#") {
      if line.hasPrefix("  language:") {
        lines.append("  language: system")
      } else if line.hasPrefix("  entry: fitness ") {
        lines.append("  entry: \(fitness) " + line.dropFirst("  entry: fitness ".count))
      } else if !line.isEmpty {
        lines.append(String(line))
      }
    }
    guard lines.contains("  language: system"), lines.contains(where: { $0.hasPrefix("  entry: /") }) else {
      throw ScratchError("no `entry: fitness …` and `language:` in .pre-commit-hooks.yaml:\n\(definition)")
    }
    return lines.map { "      " + $0 }.joined(separator: "\n") + "\n"
  }
}

/// A Python virtual environment for the ecosystem tests, made once: under
/// `$FITNESS_TEST_CACHE/python` when `scripts/test` sets it (kept for the next run, where
/// pip finds every package already installed), else once per process.
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
  private static let folder: URL = {
    if let cache = ProcessInfo.processInfo.environment["FITNESS_TEST_CACHE"], !cache.isEmpty {
      return URL(fileURLWithPath: cache).appendingPathComponent("python")
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("fitness-python-\(getpid())")
  }()

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
