import Dispatch
import FitnessTestSupport
import Foundation
import Testing

/// The scan cache under `.git/fitness/scan-cache`: a warm full check answers from it with
/// the same verdict, a stale entry is never served, and overlapping runs never corrupt it.
@Suite struct ScanCacheTests {
  private static let trace = ["FITNESS_TRACE": "1"]

  /// `fitness-tool check --all` (plus `extra`), split into its trace line and the rest of
  /// its report. The tool, which fills the cache; the front only reads it, and
  /// `FullCheckFrontTests` holds it to the tool's verdicts.
  private func fullCheck(_ repo: ScratchRepository, _ extra: [String] = []) throws -> (
    status: Int32, trace: String, report: String
  ) {
    let result = try ProcessResult.run(
      FitnessBinary.toolPath, ["check", "--all"] + extra, in: repo.root, environment: Self.trace)
    let lines = result.standardError.split(separator: "\n").map(String.init)
    return (
      result.status, lines.first { $0.hasPrefix("fitness: trace:") } ?? "",
      lines.filter { !$0.hasPrefix("fitness: trace:") }.joined(separator: "\n")
    )
  }

  private func segments(_ repo: ScratchRepository) -> [String] {
    let root = repo.root.appendingPathComponent(".git/fitness/scan-cache")
    let keys = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return keys.flatMap { key in
      ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(key).path)) ?? [])
        .map { "\(key)/\($0)" }
    }.sorted()
  }

  /// The fixture with a violation already committed, so a full check has something to say.
  private func repository() throws -> ScratchRepository {
    let repo = try AppFixture.make(installHook: false)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.write("Sources/Feed/Store.swift", "import Foundation\nlet store = CKDatabase()\n")
    try repo.commitAll("violations")
    return repo
  }

  @Test func aWarmScanAnswersFromTheCacheWithTheSameVerdict() throws {
    let repo = try repository()
    let cold = try fullCheck(repo)
    #expect(cold.status == 1)
    #expect(cold.trace == "fitness: trace: fitness-tool, direct reader, scan cache 0 hits, 3 misses")
    #expect(cold.report.contains(Said.forbiddenImport("CloudKit", at: "Sources/Feed/FeedView.swift:2:1")))
    #expect(segments(repo).count == 1)
    let warm = try fullCheck(repo)
    #expect(warm.trace == "fitness: trace: fitness-tool, direct reader, scan cache 3 hits, 0 misses")
    #expect(warm.status == cold.status && warm.report == cold.report)
    // Without the cache: the same verdict, and the cache is neither read nor written.
    let before = segments(repo)
    let uncached = try fullCheck(repo, ["--no-cache"])
    #expect(uncached.trace == "fitness: trace: fitness-tool, direct reader, no scan cache")
    #expect(uncached.status == cold.status && uncached.report == cold.report)
    #expect(segments(repo) == before)
    // libgit2's snapshot of the same index shares the cache.
    let viaLibgit2 = try FitnessBinary.run(
      ["check", "--all"], in: repo.root, environment: Self.trace.merging(["FITNESS_READER": "libgit2"]) { $1 })
    #expect(viaLibgit2.standardError.contains("fitness: trace: fitness-tool, libgit2, scan cache 3 hits, 0 misses"))
  }

  /// Declarations and members are facts the cache keeps by blob, as imports are: a warm
  /// full check with a declarations and a members rule reads no file again, and says what
  /// the cold one said, every place included; an edited file is read again.
  @Test func declarationsAndMembersAreAnsweredFromTheCache() throws {
    let repo = try DeclarationDefectsFixture.graduated()
    for rule in DeclarationDefectsFixture.rules { try repo.write(rule.path, rule.broken) }
    try repo.write(
      "Sources/App/Feed/Counter.swift", "enum Counter {\n  nonisolated(unsafe) static var count = 0\n}\n")
    try repo.write(
      "Tests/AppTests/Fitness/NoUnsafeTests.swift",
      "static let rule = MemberShape(id: \"no-unsafe\", forbidModifiers: [\"nonisolated(unsafe)\"], fence: [:])\n")
    try repo.commitAll("breaks")
    let cold = try fullCheck(repo)
    #expect(cold.status == 1)
    #expect(cold.trace.contains("scan cache 0 hits"), "\(cold.trace)")
    for rule in DeclarationDefectsFixture.rules {
      #expect(cold.report.contains("\(rule.place): error:"), "\(rule.id): \(cold.report)")
    }
    #expect(
      cold.report.contains("Sources/App/Feed/Counter.swift:2:30: error: var Counter.count is nonisolated(unsafe)"))
    let warm = try fullCheck(repo)
    #expect(warm.trace.hasSuffix(", 0 misses"), "\(warm.trace)")
    #expect(warm.status == cold.status && warm.report == cold.report)
    let uncached = try fullCheck(repo, ["--no-cache"])
    #expect(uncached.status == cold.status && uncached.report == cold.report)
    // An edited file is a new blob: read again, judged anew.
    try repo.write("Sources/App/Feed/Counter.swift", "enum Counter {\n  static let count = 0\n}\n")
    try repo.commitAll("mended")
    let edited = try fullCheck(repo)
    #expect(edited.trace.hasSuffix(", 1 misses"), "\(edited.trace)")
    #expect(!edited.report.contains("Counter.swift"))
  }

  @Test func aPackedRepositoryReadsTheSameThroughBothReaders() throws {
    let repo = try repository()
    // Deltas: many versions of similar files, then one aggressive pack.
    for round in 0..<6 {
      for index in 0..<12 {
        try repo.write(
          "Sources/Many/File\(index).swift",
          "import Foundation\n" + (0..<40).map { "let v\($0) = \($0 + round)" }.joined(separator: "\n")
            + (index % 5 == 0 ? "\nlet c = CKContainer(identifier: \"\(round)\")\n" : "\n"))
      }
      try repo.commitAll("round \(round)")
    }
    try repo.git(["gc", "-q", "--aggressive", "--prune=now"])
    let direct = try fullCheck(repo, ["--no-cache"])
    #expect(direct.trace == "fitness: trace: fitness-tool, direct reader, no scan cache")
    let viaLibgit2 = try FitnessBinary.run(
      ["check", "--all", "--no-cache"], in: repo.root,
      environment: Self.trace.merging(["FITNESS_READER": "libgit2"]) { $1 })
    let libgit2Report = viaLibgit2.standardError.split(separator: "\n").filter { !$0.hasPrefix("fitness: trace:") }
      .joined(separator: "\n")
    #expect(viaLibgit2.status == direct.status)
    #expect(libgit2Report == direct.report)
    #expect(
      direct.report.contains(Said.forbiddenUse("CKContainer(", of: "CloudKit", at: "Sources/Many/File10.swift:42:9")))
  }

  @Test func aChangedRuleIsANewKeyAndNeverSeesOldFacts() throws {
    let repo = try repository()
    let first = try fullCheck(repo)
    #expect(!first.report.contains("Store.swift"))
    // The same blobs, a new needle: facts cached without it must not answer.
    try repo.write(
      AppFixture.suitePath,
      AppFixture.suite().replacingOccurrences(
        of: "api: [\"CKContainer(\"]", with: "api: [\"CKContainer(\", \"CKDatabase(\"]"))
    try repo.commitAll("a second needle")
    let second = try fullCheck(repo)
    #expect(second.trace.hasSuffix("scan cache 0 hits, 3 misses"))
    #expect(
      second.report.contains(Said.forbiddenUse("CKDatabase(", of: "CloudKit", at: "Sources/Feed/Store.swift:2:13")))
    #expect(Set(segments(repo).map { $0.prefix { $0 != "/" } }).count == 2)
    // A changed file is a new blob: looked at afresh, the rest still from the cache.
    try repo.write("Sources/Feed/Store.swift", "let store = 1\n")
    try repo.commitAll("fixed")
    let third = try fullCheck(repo)
    #expect(third.trace.hasSuffix("scan cache 2 hits, 1 misses"))
    #expect(!third.report.contains("Store.swift"))
  }

  /// A segment states the key of the request it answers: one copied from another rule's
  /// folder (facts about other modules and needles) is a miss, never a fact.
  @Test func aSegmentCopiedFromAnotherRulesFolderIsNotBelieved() throws {
    let repo = try repository()
    // Facts under the rule as it was: CloudKit with one needle.
    _ = try fullCheck(repo)
    let old = try #require(segments(repo).first)
    // A rule with a second needle: a new key, its own segment.
    try repo.write(
      AppFixture.suitePath,
      AppFixture.suite().replacingOccurrences(
        of: "api: [\"CKContainer(\"]", with: "api: [\"CKContainer(\", \"CKDatabase(\"]"))
    try repo.commitAll("a second needle")
    let honest = try fullCheck(repo, ["--no-cache"])
    _ = try fullCheck(repo)
    let key = try #require(segments(repo).map { String($0.prefix { $0 != "/" }) }.first { !old.hasPrefix($0) })
    // The old facts (no CKDatabase( in them) planted in the new rule's folder, in place of
    // its own segment.
    let root = repo.root.appendingPathComponent(".git/fitness/scan-cache")
    for name in segments(repo) where name.hasPrefix(key + "/") {
      try FileManager.default.removeItem(at: root.appendingPathComponent(name))
    }
    try FileManager.default.copyItem(
      at: root.appendingPathComponent(old), to: root.appendingPathComponent(key + "/segment-planted.facts"))
    let planted = try fullCheck(repo)
    #expect(planted.trace.hasSuffix("scan cache 0 hits, 3 misses"), "\(planted.trace)")
    #expect(planted.status == honest.status && planted.report == honest.report, "\(planted.report)")
    #expect(planted.report.contains("Store.swift:2:13: error: uses 'CKDatabase("))
  }

  @Test func aDamagedSegmentIsSkippedNotBelieved() throws {
    let repo = try repository()
    let cold = try fullCheck(repo)
    let segment = repo.root.appendingPathComponent(".git/fitness/scan-cache/" + segments(repo)[0])
    var bytes = try Data(contentsOf: segment)
    // Flip a byte inside a record: the checksum no longer holds.
    bytes[bytes.count / 2] ^= 0xFF
    try bytes.write(to: segment)
    let after = try fullCheck(repo)
    #expect(after.trace.hasSuffix("scan cache 0 hits, 3 misses"))
    #expect(after.report == cold.report)
    // Cut short, as a full disk would leave it.
    try Data(bytes.prefix(12)).write(to: segment)
    #expect(try fullCheck(repo).report == cold.report)
  }

  @Test func overlappingRunsNeverCorruptTheCache() throws {
    let repo = try repository()
    let expected = try fullCheck(repo, ["--no-cache"])
    let runs = 9
    nonisolated(unsafe) var results = [(status: Int32, trace: String, report: String)?](repeating: nil, count: runs)
    DispatchQueue.concurrentPerform(iterations: runs) { index in
      results[index] = try? fullCheck(repo)
    }
    for result in results {
      #expect(result?.status == expected.status)
      #expect(result?.report == expected.report)
    }
    // Every segment the runs left is whole, and the next run answers from them alone.
    let piled = segments(repo).count
    #expect(piled >= 1 && piled <= runs)
    let next = try fullCheck(repo)
    #expect(next.trace.hasSuffix("scan cache 3 hits, 0 misses"))
    #expect(next.report == expected.report)
    // From eight segments on, a run merges them into one.
    #expect(segments(repo).count == (piled >= 8 ? 1 : piled), "\(piled) segments before")
    #expect(try fullCheck(repo).trace.hasSuffix("scan cache 3 hits, 0 misses"))
  }

  @Test func theHookNeitherReadsNorWritesTheCache() throws {
    let repo = try AppFixture.make()
    try repo.write(AppFixture.plainFile, AppFixture.plainSource + "// edit\n")
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-m", "edit"], environment: Self.trace)
    #expect(commit.status == 0, "\(commit.standardError)")
    #expect(commit.standardError.contains("fitness: trace: fast path"))
    #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(".git/fitness").path))
  }
}
