import FitnessTestSupport
import Foundation
import Testing

/// Each row of the adversarial run's table, as a regression test: fed lying sizes, damaged
/// indexes and packs, looping deltas, crafted caches and findings, the check ends in the
/// clean run's verdict or in exit 2 with a message, never in a signal, a hang or a pass of
/// a staged violation, and within a 1 GB address space. The hook stays read-only.
@Suite(
  .tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason),
  .enabled(if: HostileObjects.available, "skipped: needs python3 (with zlib) to craft the hostile files"))
struct HostileRepositoryTests {
  /// Runs `binary` with `arguments` under `ulimit -v 1000000` and a 60-second guard.
  static func bounded(_ binary: String, _ arguments: [String], in repo: ScratchRepository) throws -> ProcessResult {
    let quoted = ([binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
    return try ProcessResult.run(
      "/bin/sh", ["-c", "ulimit -v 1000000; exec timeout -s KILL 60 \(quoted)"], in: repo.root)
  }

  /// Both executables end in `verdicts` (a status each may give), never a signal or a hang.
  static func expectEnds(
    in verdicts: Set<Int32>, _ repo: ScratchRepository, _ arguments: [String] = ["check", "--staged"],
    _ comment: String
  ) throws {
    let before = try repo.fingerprint()
    for binary in [FitnessBinary.path, FitnessBinary.toolPath] {
      let result = try bounded(binary, arguments, in: repo)
      #expect(verdicts.contains(result.status), "\(comment): \(binary) ended \(result.status): \(result.standardError)")
      if result.status == 2 { #expect(result.standardError.contains("error"), "\(comment): \(result.standardError)") }
    }
    #expect(try repo.fingerprint() == before, "\(comment): the check changed the repository")
  }

  static func stageViolation(_ repo: ScratchRepository) throws -> String {
    try repo.write("Sources/Feed/Bad.swift", "import CloudKit\n")
    try repo.git(["add", "Sources/Feed/Bad.swift"])
    return try repo.git(["rev-parse", ":Sources/Feed/Bad.swift"]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test(arguments: ["999999999999999", "20", "0"])
  func aLooseObjectThatLiesAboutItsSizeIsAnError(_ size: String) throws {
    let repo = try AppFixture.make(installHook: false)
    let blob = try Self.stageViolation(repo)
    try HostileObjects.rewriteLooseHeader(blob, size: size, in: repo)
    let front = try Self.bounded(FitnessBinary.path, ["check", "--staged"], in: repo)
    #expect(front.status == 2, "\(front.standardError)")
    #expect(front.standardError.contains("the repository's files are damaged: loose object \(blob)"))
    try Self.expectEnds(in: [2], repo, ["check", "--staged"], "loose size \(size)")
  }

  @Test func anIndexThatClaimsTwoBillionEntriesIsAnError() throws {
    let repo = try AppFixture.make(installHook: false)
    _ = try Self.stageViolation(repo)
    try IndexPatch.setWord(0x7FFF_FFFF, at: 8, in: repo)
    try Self.expectEnds(in: [2], repo, ["check", "--staged"], "index count")
  }

  /// Every mode word git never writes makes the index damaged; none makes a file vanish.
  @Test(arguments: [0o140644, 0o040000, 0o000000, 0o170644])
  func anIndexEntryWithAModeGitNeverWritesIsAnError(_ mode: Int) throws {
    let repo = try AppFixture.make(installHook: false)
    _ = try Self.stageViolation(repo)
    try IndexPatch.setMode(UInt32(mode), of: "Sources/Feed/Bad.swift", in: repo)
    try Self.expectEnds(in: [2], repo, ["check", "--staged"], "mode \(String(mode, radix: 8))")
  }

  @Test func aPackIndexWithANonMonotonicFanOutIsNeverTrusted() throws {
    let repo = try AppFixture.make(installHook: false)
    _ = try Self.stageViolation(repo)
    try repo.git(["commit", "-q", "--no-verify", "-m", "bad"])
    try repo.git(["gc", "-q"])
    try repo.write("Sources/Feed/More.swift", "import CloudKit\n")
    try repo.git(["add", "-A"])
    let idx = try #require(
      try FileManager.default.contentsOfDirectory(atPath: repo.path + "/.git/objects/pack").first {
        $0.hasSuffix(".idx")
      })
    let path = repo.path + "/.git/objects/pack/" + idx
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    bytes[8 + 4 * 10] = 0xFF
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    try Self.expectEnds(in: [1, 2], repo, ["check", "--staged"], "fan-out")
    try Self.expectEnds(in: [1, 2], repo, ["check", "--all", "--no-cache"], "fan-out, full")
  }

  /// Git reads a 100,000-deep chain of offset deltas; so does fitness, without recursion.
  @Test func aHundredThousandDeepDeltaChainIsReadLikeAnyBlob() throws {
    let repo = try AppFixture.make(installHook: false)
    let name = try HostileObjects.deepChain(base: "import CloudKit\n", depth: 100_000, in: repo)
    try repo.git(["update-index", "--add", "--cacheinfo", "100644,\(name),Sources/Feed/Deep.swift"])
    #expect(try repo.git(["cat-file", "-t", name]).hasPrefix("blob"))
    let front = try Self.bounded(FitnessBinary.path, ["check", "--staged"], in: repo)
    #expect(front.status == 1, "\(front.standardError)")
    #expect(front.standardError.contains(Said.forbiddenImport("CloudKit", at: "Sources/Feed/Deep.swift:1:1")))
    try repo.git(["commit", "-q", "--no-verify", "-m", "deep"])
    let full = try Self.bounded(FitnessBinary.toolPath, ["check", "--all", "--no-cache"], in: repo)
    #expect(full.status == 1, "\(full.standardError)")
    #expect(full.standardError.contains("Sources/Feed/Deep.swift:1:1: error"))
  }

  /// A delta whose base is itself: git cannot read it, libgit2 loops on it. The front
  /// finds the cycle and stops with exit 2 before libgit2 could see it.
  @Test func aDeltaThatIsItsOwnBaseStopsTheHook() throws {
    let repo = try AppFixture.make(installHook: false)
    let name = try HostileObjects.selfDelta(in: repo)
    try repo.git(["update-index", "--add", "--cacheinfo", "100644,\(name),Sources/Feed/Loop.swift"])
    let before = try repo.fingerprint()
    let front = try Self.bounded(FitnessBinary.path, ["check", "--staged"], in: repo)
    #expect(front.status == 2, "\(front.standardError)")
    #expect(front.standardError.contains("a delta of itself"), "\(front.standardError)")
    let full = try Self.bounded(FitnessBinary.path, ["check", "--all", "--no-cache"], in: repo)
    #expect(full.status == 2, "\(full.standardError)")
    #expect(try repo.fingerprint() == before)
  }

  /// The same delta committed, read through every path that reaches libgit2: a revision,
  /// the libgit2 reader forced, and the working tree's tracked files. Each ends in exit 2
  /// (the direct reader vouches for each object first) within the time guard.
  @Test func aCommittedDeltaOfItselfNeverReachesLibgit2() throws {
    let repo = try AppFixture.make(installHook: false)
    let name = try HostileObjects.selfDelta(in: repo)
    try repo.git(["update-index", "--add", "--cacheinfo", "100644,\(name),Sources/Feed/Loop.swift"])
    try repo.git(["commit", "-qm", "loop"])
    let before = try repo.fingerprint()
    for arguments in [["check", "--rev", "HEAD"], ["check", "--rev", "HEAD", "--no-cache"]] {
      let result = try Self.bounded(FitnessBinary.toolPath, arguments, in: repo)
      #expect(result.status == 2, "\(arguments): \(result.status) \(result.standardError)")
      #expect(result.standardError.contains("damaged"), "\(arguments): \(result.standardError)")
    }
    let forced = try ProcessResult.run(
      "/bin/sh",
      [
        "-c",
        "ulimit -v 1000000; FITNESS_READER=libgit2 exec timeout -s KILL 60 '\(FitnessBinary.toolPath)' check --staged",
      ],
      in: repo.root)
    #expect([0, 2].contains(forced.status), "\(forced.status) \(forced.standardError)")
    #expect(try repo.fingerprint() == before)
  }

  /// A stated size over 32 MiB on a small blob is a lie, not a reason to skip the file.
  @Test func aBlobThatClaimsToBeHugeIsNotSkipped() throws {
    let repo = try AppFixture.make(installHook: false)
    let blob = try Self.stageViolation(repo)
    try HostileObjects.rewriteLooseHeader(blob, size: String(40 << 20), in: repo)
    let front = try Self.bounded(FitnessBinary.path, ["check", "--staged"], in: repo)
    #expect(front.status == 2, "\(front.standardError)")
    #expect(!front.standardError.contains("skipped"))
  }

  /// A genuine suite over the scan limit is an error: its rules would vanish.
  @Test func aSuiteOverTheScanLimitIsAnError() throws {
    let repo = try AppFixture.make(installHook: false)
    var suite = Array(AppFixture.suite().utf8)
    suite += Array(repeating: UInt8(ascii: "\n"), count: (32 << 20) + 10)
    try repo.write(AppFixture.suitePath, bytes: suite)
    try repo.git(["add", "-A"])
    let check = try Self.bounded(FitnessBinary.path, ["check", "--staged"], in: repo)
    #expect(check.status == 2, "\(check.standardError)")
    #expect(check.standardError.contains("over the 32 MiB scan limit, so fitness cannot read its rules"))
  }

  /// A changed byte in a cache makes it a miss: the answer is the uncached one.
  @Test(arguments: ["findings", "scan-cache"])
  func aDamagedCacheIsAMissNeverAFact(_ cache: String) throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.commitAll("violation and finding")
    let truth = try FitnessBinary.run(["check", "--all", "--no-cache"], in: repo.root)
    #expect(truth.status == 1)
    _ = try FitnessBinary.run(["check", "--all"], in: repo.root)
    let folder = repo.path + "/.git/fitness/" + cache
    let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
      .map { folder + "/" + $0 }.filter { !$0.hasSuffix(".tmp") && FileManager.default.fileExists(atPath: $0) }
      .filter { (try? FileManager.default.attributesOfItem(atPath: $0)[.type] as? FileAttributeType) == .typeRegular }
    try #require(!files.isEmpty, "no \(cache) written")
    for file in files {
      var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
      // Bit 63 of two 8-byte words: the flips a word-wise FNV-1a cancels out.
      let word = (bytes.count / 3) & ~7
      bytes[word + 7] ^= 0x80
      bytes[word + 15] ^= 0x80
      try Data(bytes).write(to: URL(fileURLWithPath: file))
    }
    let answer = try FitnessBinary.run(["check", "--all"], in: repo.root)
    #expect(answer.status == truth.status, "\(answer.standardError)")
    #expect(answer.standardError == truth.standardError)
  }

  @Test func aFindingMadeOfNestedAliasesIsRefusedWithItsPosition() throws {
    let repo = try AppFixture.make(installHook: false)
    var yaml = "---\ntitle: x\npattern: import-boundary\nmodule: CloudKit\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<9 {
      yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    yaml += "---\nbody\n"
    try repo.write("findings/0009-bomb.md", yaml)
    let graduate = try Self.bounded(FitnessBinary.path, ["graduate", "findings/0009-bomb.md"], in: repo)
    #expect(graduate.status == 2, "\(graduate.standardError)")
    // The anchor a later alias reuses: libyaml resolves aliases to the node they name.
    #expect(graduate.standardError.contains("findings/0009-bomb.md:5:5:"), "\(graduate.standardError)")
    #expect(graduate.standardError.contains("anchors and aliases"))
    try repo.commitAll("bomb")
    // The check cannot know the finding's promise: it stops at the same place, in bounded time.
    let check = try Self.bounded(FitnessBinary.path, ["check", "--all"], in: repo)
    #expect(check.status == 2, "\(check.standardError)")
    #expect(check.standardError.contains("findings/0009-bomb.md:5:5:"), "\(check.standardError)")
  }

  @Test func aTemporaryAKilledRunLeftIsRemovedByTheNext() throws {
    let repo = try AppFixture.make(installHook: false)
    _ = try FitnessBinary.run(["check", "--all"], in: repo.root)
    let folder = try #require(
      (FileManager.default.enumerator(atPath: repo.path + "/.git/fitness/scan-cache")?.allObjects as? [String])?
        .first { !$0.contains("/") }.map { repo.path + "/.git/fitness/scan-cache/" + $0 })
    let stray = folder + "/segment-1-2.facts.fitness-2147483646.tmp"
    try Data("half a segment".utf8).write(to: URL(fileURLWithPath: stray))
    _ = try FitnessBinary.run(["check", "--all", "--color", "never"], in: repo.root)
    _ = try ProcessResult.run(FitnessBinary.toolPath, ["check", "--all"], in: repo.root)
    #expect(!FileManager.default.fileExists(atPath: stray))
  }
}
