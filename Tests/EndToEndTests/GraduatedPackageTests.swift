import FitnessTestSupport
import Foundation
import Testing

/// The whole workflow in a SwiftPM package built from scratch: graduate, the real
/// `swift test` green; a forbidden import makes the generated suites and the hook refuse
/// with the same verdict; reverting it makes both green again.
///
/// This is the one test that compiles a package: its point is that generated suites and
/// the vendored engine compile and run under both test frameworks.
@Suite(.serialized) struct GraduatedPackageTests {
  static let layerFinding = """
    ---
    title: The feed never imports the ledger
    pattern: layer
    paths: [Sources/App/Feed]
    forbid: [Ledger]
    why: the feed renders what sync hands it
    suite: Tests/AppXCTests/Fitness
    ---
    Keep the feed a pure view model.

    """

  @Test func aGraduatedFindingFailsSwiftTestAndTheHookAlikeThenRecovers() throws {
    let repo = try LedgerFixture.make()
    try repo.write("findings/0008-feed-stays-pure.md", Self.layerFinding)
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    for finding in [LedgerFixture.findingPath, "findings/0008-feed-stays-pure.md"] {
      let graduated = try FitnessBinary.run(["graduate", finding], in: repo.root)
      #expect(graduated.status == 0, "\(graduated.standardError)")
    }
    #expect(FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(LedgerFixture.suitePath).path))
    try repo.git(["add", "-A"])
    let clean = try repo.run(["commit", "-q", "-m", "graduate two findings"])
    #expect(clean.status == 0, "\(clean.standardError)")

    let green = try Self.swiftTest(in: repo)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")
    #expect(green.standardOutput.contains("Only the sync layer may touch the ledger"))
    #expect(green.standardOutput.contains("testFeedStaysFreeOfLedger"))

    try repo.write(LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    let verdict = "\(LedgerFixture.plainFile):1:1: error: imports Ledger outside its fence [0007-ledger-outside-sync]"
    let red = try Self.swiftTest(in: repo)
    let redOutput = red.standardOutput + red.standardError
    #expect(red.status != 0)
    #expect(redOutput.contains(verdict), "\(redOutput)")
    #expect(redOutput.contains("\(LedgerFixture.plainFile):1:1: error: imports Ledger, which this layer may not"))
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "feed posts to the ledger"])
    #expect(refused.status == 1)
    #expect(refused.standardError.contains(verdict), "\(refused.standardError)")

    try repo.write(LedgerFixture.plainFile, LedgerFixture.plainSource)
    try repo.git(["add", "-A"])
    let recovered = try Self.swiftTest(in: repo)
    #expect(recovered.status == 0, "\(recovered.standardOutput)")
    let status = try repo.git(["status", "--porcelain"])
    #expect(status.isEmpty, "reverting left changes: \(status)")
  }

  static func swiftTest(in repo: ScratchRepository) throws -> ProcessResult {
    try ProcessResult.run("/usr/bin/env", ["swift", "test"], in: repo.root)
  }
}
