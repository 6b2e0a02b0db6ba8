import FitnessTestSupport
import Foundation
import Testing

/// graduate and allow killed halfway through each of their writes never leave a
/// half-written suite or finding visible, and the next run finishes the job.
@Suite struct InterruptedWriteTests {
  static let files = [LedgerFixture.supportPath, LedgerFixture.suitePath, LedgerFixture.findingPath]

  /// What a run without faults writes.
  static func completed() throws -> [String: Data] {
    let repo = try LedgerFixture.make()
    #expect(try FitnessBinary.run(["graduate", LedgerFixture.findingPath], in: repo.root).status == 0)
    return try Dictionary(uniqueKeysWithValues: files.map { ($0, try repo.read($0)) })
  }

  @Test(arguments: 1...3)
  func graduateKilledAtEachWrite(step: Int) throws {
    let finished = try Self.completed()
    let repo = try LedgerFixture.make()
    let original = try repo.read(LedgerFixture.findingPath)
    let killed = try FitnessBinary.run(
      ["graduate", LedgerFixture.findingPath], in: repo.root, environment: ["FITNESS_FAULT_AT_WRITE": "\(step)"])
    #expect(killed.status == 70)
    for path in Self.files {
      let url = repo.root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path) else {
        #expect(path != LedgerFixture.findingPath, "the finding vanished")
        continue
      }
      let now = try repo.read(path)
      // Whole: the old version or the new one, never a part.
      #expect(now == finished[path] || (path == LedgerFixture.findingPath && now == original), "\(path) is partial")
    }
    let status = try repo.git(["status", "--porcelain", "--untracked-files=all"])
    #expect(status.contains(".fitness-"), "the killed write leaves its temporary file behind: \(status)")
    let rerun = try FitnessBinary.run(["graduate", LedgerFixture.findingPath], in: repo.root)
    #expect(rerun.status == 0, "\(rerun.standardError)")
    for path in Self.files { #expect(try repo.read(path) == finished[path], "\(path) after the rerun") }
    let after = try repo.git(["status", "--porcelain", "--untracked-files=all"])
    #expect(!after.contains(".fitness-"), "the rerun removes the stale temporary file: \(after)")
  }

  @Test func allowKilledMidWriteKeepsTheOldSuite() throws {
    let repo = try LedgerFixture.make()
    #expect(try FitnessBinary.run(["graduate", LedgerFixture.findingPath], in: repo.root).status == 0)
    try repo.write("Sources/App/Audit/AuditLog.swift", "import Ledger\n")
    let before = try repo.read(LedgerFixture.suitePath)
    let arguments = ["allow", "0007-ledger-outside-sync", "Sources/App/Audit/AuditLog.swift", "--why", "audits posts"]
    let killed = try FitnessBinary.run(arguments, in: repo.root, environment: ["FITNESS_FAULT_AT_WRITE": "1"])
    #expect(killed.status == 70)
    #expect(try repo.read(LedgerFixture.suitePath) == before)
    #expect(try FitnessBinary.run(arguments, in: repo.root).status == 0)
    #expect(String(decoding: try repo.read(LedgerFixture.suitePath), as: UTF8.self).contains("// audits posts"))
  }
}
