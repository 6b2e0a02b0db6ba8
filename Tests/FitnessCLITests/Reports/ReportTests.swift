import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `check --format`, `fences --since`, `list` and `explain` on a real repository.
@Suite struct ReportTests {
  /// The Ledger app with a fence rule and a count pin graduated and committed, then one
  /// forbidden import in the working tree.
  static func brokenApp() throws -> ScratchRepository {
    let repo = try LedgerFixture.make()
    for finding in [LedgerFixture.findingPath, "findings/0011-mode-registry.md"] {
      #expect(try Fitness.run(["graduate", finding], in: repo).status == 0)
    }
    try repo.commitAll("graduate")
    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    return repo
  }

  @Test(arguments: ReportFormat.allCases.filter { $0 != .text })
  func everyFormatMatchesItsGoldenFileAndExitsOne(format: ReportFormat) throws {
    let repo = try Self.brokenApp()
    let summary = repo.root.appendingPathComponent("summary.md").path
    let result = try Fitness.run(
      ["check", "--worktree", "--format", format.rawValue], in: repo,
      environment: [
        "GITHUB_STEP_SUMMARY": format == .github ? summary : "", "GITHUB_SERVER_URL": "https://github.com",
        "GITHUB_REPOSITORY": "example/app", "GITHUB_SHA": "0123456789abcdef0123456789abcdef01234567",
      ])
    #expect(result.status == 1)
    let ext = ["json": "json", "sarif": "sarif.json", "github": "txt", "junit": "xml", "gitlab": "gitlab.json"][
      format.rawValue]!
    try Golden.check(result.standardOutput, named: "report.\(ext)")
    if format == .github {
      try Golden.check(try String(contentsOfFile: summary, encoding: .utf8), named: "report-summary.md")
    }
  }

  /// A rule adopted as advice (`severity: warning` in its finding): every report shows its
  /// break as a warning, and the check passes; `--strict` fails it.
  @Test func anAdvisoryRuleIsAWarningInEveryReport() throws {
    let repo = try LedgerFixture.make()
    let finding = try repo.text(LedgerFixture.findingPath)
      .replacingOccurrences(of: "\npattern: import-boundary\n", with: "\npattern: import-boundary\nseverity: warning\n")
    #expect(finding.contains("severity: warning"))
    try repo.write(LedgerFixture.findingPath, finding)
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    try repo.commitAll("graduate")
    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    let said: [String: [String]] = [
      "json": ["\"severity\":\"warning\""], "sarif": ["\"level\":\"warning\""],
      "github": ["::warning file=\(LedgerFixture.plainFile),line=1,col=1,"],
      "junit": ["failures=\"0\" errors=\"0\" skipped=\"1\"", "<skipped type=\"forbidden-import\""],
      "gitlab": ["\"severity\":\"minor\""],
    ]
    for format in ReportFormat.allCases where format != .text {
      let result = try Fitness.run(["check", "--worktree", "--format", format.rawValue], in: repo)
      #expect(result.status == 0, "\(format): \(result.standardError)")
      let compact = result.standardOutput.replacingOccurrences(of: " ", with: "")
        .replacingOccurrences(of: "\n", with: "")
      for words in said[format.rawValue] ?? [] {
        #expect(
          compact.contains(words.replacingOccurrences(of: " ", with: "")) || result.standardOutput.contains(words),
          "\(format): \(words)\n\(result.standardOutput)")
      }
    }
    let text = try Fitness.run(["check", "--worktree"], in: repo)
    #expect(text.status == 0)
    #expect(text.standardError.contains("\(LedgerFixture.plainFile):1:1: warning: "), "\(text.standardError)")
    #expect(try Fitness.run(["check", "--worktree", "--strict"], in: repo).status == 1)
    // The digest agents read says the rule is advice.
    let id = URL(fileURLWithPath: LedgerFixture.findingPath).deletingPathExtension().lastPathComponent
    let explained = try Fitness.run(["explain", id], in: repo)
    #expect(explained.standardOutput.contains("severity: warning (advice"), "\(explained.standardOutput)")
  }

  /// Twelve violations: GitHub would show ten annotations and drop two unseen, so the log
  /// says how many and the job summary lists every violation.
  @Test func beyondTenAnnotationsTheLogSaysSoAndTheSummaryListsEveryViolation() throws {
    let repo = try Self.brokenApp()
    for n in 1...11 { try repo.write("Sources/App/Feed/Extra\(n).swift", "import Ledger\n") }
    let summary = repo.root.appendingPathComponent("summary.md").path
    let result = try Fitness.run(
      ["check", "--worktree", "--format", "github"], in: repo, environment: ["GITHUB_STEP_SUMMARY": summary])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("::error ") }.count == 12)
    #expect(
      lines.last?.hasPrefix("::warning title=fitness%3A 2 violation(s) not annotated::12 violations") == true,
      "\(lines.last ?? "")")
    let table = try String(contentsOfFile: summary, encoding: .utf8)
    for n in 1...11 { #expect(table.contains("| `Sources/App/Feed/Extra\(n).swift:1` | `0007-ledger-outside-sync` |")) }
    #expect(table.contains("| `\(LedgerFixture.plainFile):1` |"))
  }

  @Test func outputWritesTheReportToAFile() throws {
    let repo = try Self.brokenApp()
    let result = try Fitness.run(
      ["check", "--worktree", "--format", "sarif", "--output", "out/report.sarif"], in: repo)
    #expect(result.status == 2, "the folder does not exist: \(result.standardError)")
    try FileManager.default.createDirectory(
      at: repo.root.appendingPathComponent("out"), withIntermediateDirectories: true)
    let written = try Fitness.run(
      ["check", "--worktree", "--format", "sarif", "--output", "out/report.sarif"], in: repo)
    #expect(written.status == 1)
    #expect(written.standardOutput.isEmpty)
    let sarif = try repo.text("out/report.sarif")
    // The fence is in the rule's properties, not a result GitHub would open as an alert.
    #expect(sarif.contains("\"reason\": \"posts every change through one writer [0007-ledger-outside-sync]\""))
    #expect(!sarif.contains("suppressions"))
    #expect(try Fitness.run(["check", "--format", "xml"], in: repo).status == 64)
  }

  /// The text format too: the same compiler-style lines as stderr, in the file.
  @Test func outputWritesTheTextLinesToAFileToo() throws {
    let repo = try Self.brokenApp()
    let result = try Fitness.run(["check", "--worktree", "--output", "fitness.txt"], in: repo)
    #expect(result.status == 1)
    let lines = try repo.text("fitness.txt").split(separator: "\n").map(String.init)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix(Said.forbiddenImport("Ledger", at: "\(LedgerFixture.plainFile):1:1")) == true)
    #expect(result.standardError.contains(lines[0]), "\(result.standardError)")
  }

  @Test func fencesSinceShowsEntriesAddedAndRemovedWithReasons() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    try repo.commitAll("graduate")
    try repo.write("Sources/App/Audit/AuditLog.swift", "import Ledger\n")
    #expect(
      try Fitness.run(
        ["allow", "0007-ledger-outside-sync", "Sources/App/Audit/AuditLog.swift", "--why", "records each post once"],
        in: repo
      ).status == 0)
    #expect(try Fitness.run(["graduate", "findings/0011-mode-registry.md"], in: repo).status == 0)
    try repo.commitAll("widen")
    let result = try Fitness.run(["fences", "--since", "HEAD~1"], in: repo)
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        0007-ledger-outside-sync: Tests/AppTests/Fitness/LedgerStaysInSyncTests.swift
          + Sources/App/Audit/AuditLog.swift  // records each post once
        0011-mode-registry: new count-pin rule in Tests/AppTests/Fitness/GameModeStaysPinnedTests.swift

        """)
    #expect(
      result.standardError.contains(
        "since HEAD~1: 1 fence entry added, 0 removed, 0 pins moved, 0 reaches changed, 2 rules changed"))
    // A pin that moves shows its count and the trail line that says why.
    let pinSuite = "Tests/AppTests/Fitness/GameModeStaysPinnedTests.swift"
    let pinned = try repo.text(pinSuite).replacingOccurrences(
      of: "    count: 3", with: "    // 2026-12: turbo joins — 4 modes [0011-mode-registry]\n    count: 4")
    try repo.write(pinSuite, pinned)
    try repo.git(["add", "-A"])
    let moved = try Fitness.run(["fences", "--since", "HEAD"], in: repo)
    #expect(
      moved.standardOutput == """
        0011-mode-registry: \(pinSuite)
          count 3 → 4  // 2026-12: turbo joins — 4 modes [0011-mode-registry]

        """, "\(moved.standardOutput)")
    #expect(moved.standardError.contains("0 removed, 1 pin moved, 0 reaches changed, 1 rule changed"))
    try repo.git(["reset", "-q", "--hard"])
    let back = try Fitness.run(["fences", "--since", "HEAD", "--rev", "HEAD~1"], in: repo)
    #expect(back.standardOutput.contains("  - Sources/App/Audit/AuditLog.swift  // records each post once"))
    #expect(try Fitness.run(["fences"], in: repo).status == 64)
  }

  @Test func listAndExplain() throws {
    let repo = try Self.brokenApp()
    let list = try Fitness.run(["list"], in: repo)
    #expect(
      list.standardOutput == """
        0007-ledger-outside-sync\timport-boundary\tTests/AppTests/Fitness/LedgerStaysInSyncTests.swift\t1\tfindings/0007-ledger-outside-sync.md
        0011-mode-registry\tcount-pin\tTests/AppTests/Fitness/GameModeStaysPinnedTests.swift\t-\tfindings/0011-mode-registry.md

        """)
    let explain = try Fitness.run(["explain", "0007-ledger-outside-sync"], in: repo)
    #expect(explain.status == 0)
    #expect(explain.standardOutput.hasPrefix("0007-ledger-outside-sync: Only the sync layer may touch the ledger\n"))
    #expect(explain.standardOutput.contains("finding: findings/0007-ledger-outside-sync.md (review of PR 142)"))
    #expect(explain.standardOutput.contains("The feed once posted to the ledger directly"))
    #expect(!explain.standardOutput.contains("## Graduated"))
    #expect(
      explain.standardOutput.contains(
        "fence:\n  Sources/App/Sync/SyncEngine.swift  // posts every change through one writer [0007-ledger-outside-sync]"
      ))
    let pin = try Fitness.run(["explain", "0011-mode-registry"], in: repo)
    #expect(
      pin.standardOutput.contains("count: 3 (enum GameMode in Sources/App/Modes/GameMode.swift)\ntrail:\n  2026-11"))
    #expect(try Fitness.run(["explain", "nope"], in: repo).status == 64)
  }
}
