import FitnessTestSupport
import Foundation
import Testing

/// `fitness check --all` answered by the front from what the last `fitness-tool` run left
/// (the scan cache, the findings' summaries) against the tool itself: the same verdict with
/// the same exit status, or a step aside that the trace names.
@Suite struct FullCheckFrontTests {
  private static let trace = ["FITNESS_TRACE": "1"]

  /// The ledger app with two rules graduated (a fence and a pin) and committed.
  private func repository() throws -> ScratchRepository {
    let repo = try LedgerFixture.make()
    for finding in ["0007-ledger-outside-sync", "0011-mode-registry"] {
      let graduated = try FitnessBinary.run(["graduate", "findings/\(finding).md"], in: repo.root)
      #expect(graduated.status == 0, "\(graduated.standardError)")
    }
    try repo.commitAll("graduated")
    return repo
  }

  /// The front's trace line and the rest of what it printed, with its status.
  private func front(_ repo: ScratchRepository, _ environment: [String: String] = [:]) throws -> (
    trace: String, verdict: String, status: Int32
  ) {
    let result = try FitnessBinary.run(
      ["check", "--all"], in: repo.root, environment: Self.trace.merging(environment) { $1 })
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    let trace = lines.first { $0.hasPrefix("fitness: trace:") }.map(String.init) ?? ""
    let verdict = lines.filter { !$0.hasPrefix("fitness: trace:") }.joined(separator: "\n")
    return (trace, verdict, result.status)
  }

  /// Runs the tool (which fills the caches), then the front, on the same snapshot: both
  /// must say the same, and the front must have answered.
  @discardableResult
  private func expectTheFrontAgrees(_ repo: ScratchRepository, _ comment: Comment) throws -> String {
    let tool = try ProcessResult.run(FitnessBinary.toolPath, ["check", "--all"], in: repo.root)
    let answer = try front(repo)
    #expect(answer.trace.hasPrefix("fitness: trace: fast path, all files"), comment)
    #expect(answer.status == tool.status, comment)
    #expect(answer.verdict == tool.standardError, comment)
    return answer.verdict
  }

  @Test func anUnchangedRepositoryIsJudgedByTheFront() throws {
    let repo = try repository()
    // Nothing recorded yet: the tool reads the findings and fills the scan cache.
    let first = try front(repo)
    #expect(first.trace == "fitness: trace: fitness-tool runs this (no scan cache yet)")
    #expect(first.status == 0)
    let second = try front(repo)
    #expect(second.trace.hasPrefix("fitness: trace: fast path, all files, 2 rules, scan cache"))
    #expect(second.verdict == first.verdict)
    #expect(second.verdict.hasSuffix("(all tracked files)\n"))
  }

  /// A full check of the index keeps the texts of the index's links, for the next commit's
  /// check to open the index without reading their blobs; the hook and `--no-cache` keep none.
  @Test func aFullCheckKeepsTheLinksTexts() throws {
    let repo = try repository()
    try FileManager.default.createSymbolicLink(
      atPath: repo.path + "/Sources/LinkedLedger.swift", withDestinationPath: "../Vendor/Ledger.swift")
    try repo.write("Vendor/Ledger.swift", "struct Vendored {}\n")
    try repo.commitAll("a linked source")
    let kept = repo.path + "/.git/fitness/link-texts"
    try repo.write("Sources/Later.swift", "struct Later {}\n")
    try repo.git(["add", "-A"])
    #expect(try FitnessBinary.run(["check", "--staged"], in: repo.root).status == 0)
    #expect(try FitnessBinary.run(["check", "--all", "--no-cache"], in: repo.root).status == 0)
    #expect(!FileManager.default.fileExists(atPath: kept), "the hook or --no-cache kept the link texts")
    #expect(try front(repo).status == 0)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: kept)))
    #expect(bytes.starts(with: Array("fitness link texts 1\n".utf8)))
    #expect(String(decoding: bytes, as: UTF8.self).contains("../Vendor/Ledger.swift"))
    #expect(try front(repo).trace.hasPrefix("fitness: trace: fast path, all files"))
    // The front writes nothing: with the texts gone it leaves the check to the tool, which
    // keeps them again.
    try FileManager.default.removeItem(atPath: kept)
    #expect(try front(repo).trace == "fitness: trace: fitness-tool runs this (links whose texts are not kept)")
    #expect(FileManager.default.fileExists(atPath: kept))
    #expect(try front(repo).trace.hasPrefix("fitness: trace: fast path, all files"))
  }

  @Test func verdictsAgreeWithTheTool() throws {
    let repo = try repository()
    try expectTheFrontAgrees(repo, "clean")
    // A violation: the feed imports the ledger and calls it.
    try repo.write(LedgerFixture.plainFile, "import Ledger\nlet entry = Ledger(\"x\")\n")
    try repo.commitAll("break")
    #expect(try expectTheFrontAgrees(repo, "fence broken").contains(Said.forbiddenImportMessage("Ledger")))
    // A finding that does not read: the check stops at its place (exit 2); the front leaves
    // that to the tool, which says it the same way.
    try repo.write("findings/0099-broken.md", "---\ntitle: [unclosed\n---\n")
    try repo.commitAll("bad finding")
    let tool = try ProcessResult.run(FitnessBinary.toolPath, ["check", "--all"], in: repo.root)
    let answer = try front(repo)
    #expect(tool.status == 2 && answer.status == 2, "\(tool.standardError)")
    #expect(answer.verdict == tool.standardError)
    #expect(tool.standardError.hasPrefix("findings/0099-broken.md:3:1: error: "), "\(tool.standardError)")
    try repo.git(["rm", "-q", "findings/0099-broken.md"])
    try repo.commitAll("bad finding gone")
    // A graduated finding whose suite is gone: a violation.
    let suites = try repo.git(["ls-files", "Tests/AppTests/Fitness"]).split(separator: "\n").map(String.init)
    let suite = try #require(suites.first { $0.hasSuffix("Tests.swift") && $0 != LedgerFixture.suitePath }, "\(suites)")
    try repo.git(["rm", "-q", suite])
    try repo.commitAll("suite gone")
    #expect(try expectTheFrontAgrees(repo, "suite gone").contains("the finding is graduated but its suite"))
    // A vendored engine from another fitness, and a binary file under a fenced root.
    let support = try String(contentsOf: repo.root.appendingPathComponent(LedgerFixture.supportPath), encoding: .utf8)
    try repo.write(
      LedgerFixture.supportPath,
      support.replacingOccurrences(of: "// fitness-support: engine ", with: "// fitness-support: engine 0000"))
    try repo.write("Sources/App/Feed/icon.bin", bytes: [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 1, 2, 3])
    try repo.commitAll("stale support, binary")
    #expect(try expectTheFrontAgrees(repo, "stale support, binary").contains("was vendored from another fitness"))
  }

  @Test func aFirstFullCheckGoesStraightToTheTool() throws {
    let repo = try AppFixture.make(installHook: false)
    let first = try front(repo)
    #expect(first.trace == "fitness: trace: fitness-tool runs this (no scan cache yet)")
    let second = try front(repo)
    #expect(second.trace == "fitness: trace: fast path, all files, 1 rules, scan cache 2 hits")
    #expect(second.verdict == first.verdict && second.status == first.status)
  }

  @Test func theFrontStepsAsideWhereTheToolMustAnswer() throws {
    let repo = try repository()
    _ = try ProcessResult.run(FitnessBinary.toolPath, ["check", "--all"], in: repo.root)
    #expect(try front(repo).trace.hasPrefix("fitness: trace: fast path, all files"))
    // A file the cache has not seen: the tool scans it and keeps its facts.
    try repo.write(LedgerFixture.plainFile, LedgerFixture.plainSource + "// edited\n")
    try repo.commitAll("edit")
    #expect(try front(repo).trace == "fitness: trace: fitness-tool runs this (the scan cache lacks some files)")
    #expect(try front(repo).trace.hasPrefix("fitness: trace: fast path, all files"))
    // A finding the tool has not read.
    try repo.write("findings/0098-note.md", LedgerFixture.finding)
    try repo.commitAll("finding")
    #expect(try front(repo).trace == "fitness: trace: fitness-tool runs this (a finding the tool has not read)")
    #expect(try front(repo).trace.hasPrefix("fitness: trace: fast path, all files"))
    // Asked to read through libgit2.
    let libgit2 = try front(repo, ["FITNESS_READER": "libgit2"])
    #expect(libgit2.trace == "fitness: trace: fitness-tool runs this (FITNESS_READER=libgit2)")
    // A String Catalog contract: the tool keeps the catalog's copy by blob, and the front
    // answers from it; a damaged kept copy is read again from the catalog, to the same verdict.
    let graduated = try FitnessBinary.run(["graduate", "findings/0015-catalog-copy.md"], in: repo.root)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    try repo.commitAll("catalog")
    let first = try front(repo)
    let kept = try FileManager.default.contentsOfDirectory(atPath: repo.root.path + "/.git/fitness/catalogs")
    #expect(kept.count == 1 && kept[0].hasSuffix(".copy"))
    let answered = try front(repo)
    #expect(answered.trace.hasPrefix("fitness: trace: fast path, all files"), "\(answered.trace)")
    #expect(answered.status == first.status && answered.verdict == first.verdict)
    let file = repo.root.path + "/.git/fitness/catalogs/" + kept[0]
    var bytes = try #require(FileManager.default.contents(atPath: file))
    bytes[bytes.count / 2] ^= 0x20
    try bytes.write(to: URL(fileURLWithPath: file))
    let damaged = try front(repo)
    #expect(damaged.trace.hasPrefix("fitness: trace: fast path, all files"), "\(damaged.trace)")
    #expect(damaged.status == first.status && damaged.verdict == answered.verdict)
  }
}
