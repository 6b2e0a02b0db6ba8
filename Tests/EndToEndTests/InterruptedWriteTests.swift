import FitnessTestSupport
import Foundation
import Testing

/// graduate and allow killed halfway through each of their writes never leave a
/// half-written suite or finding visible, and the next run finishes the job.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct InterruptedWriteTests {
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

  /// Four `fitness allow` at once on one suite: the writer lock serialises them, so every
  /// entry lands and the suite stays whole.
  @Test func concurrentWritersNeitherCorruptNorLoseAnUpdate() throws {
    let repo = try LedgerFixture.make()
    #expect(try FitnessBinary.run(["graduate", LedgerFixture.findingPath], in: repo.root).status == 0)
    let names = ["Audit", "Backup", "Export", "Import"]
    for name in names { try repo.write("Sources/App/\(name)/\(name).swift", "import Ledger\n") }
    let statuses = Statuses(count: names.count)
    DispatchQueue.concurrentPerform(iterations: names.count) { index in
      let name = names[index]
      let arguments = [
        "allow", "0007-ledger-outside-sync", "Sources/App/\(name)/\(name).swift", "--why", "\(name) posts",
      ]
      statuses.set(index, (try? FitnessBinary.run(arguments, in: repo.root).status) ?? -1)
    }
    #expect(statuses.values == Array(repeating: 0, count: names.count))
    let suite = String(decoding: try repo.read(LedgerFixture.suitePath), as: UTF8.self)
    for name in names { #expect(suite.contains("\"Sources/App/\(name)/\(name).swift\",  // \(name) posts")) }
    let check = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
    #expect(check.status == 0, "\(check.standardError)")
  }

  /// Exit statuses written from several threads.
  final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int32]
    init(count: Int) { storage = Array(repeating: -2, count: count) }
    func set(_ index: Int, _ value: Int32) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }
    var values: [Int32] {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }
}
