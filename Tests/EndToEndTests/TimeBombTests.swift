import FitnessTestSupport
import Foundation
import Testing

/// Inputs built to take a reader quadratic time or unbounded depth, each committed through
/// the installed hook: each is refused at its place, or judged, in about the time it takes
/// to read it (a few seconds' limit for a debug build under test; `scripts/benchmark` holds
/// the release build to 200 ms on each reader's worst megabyte).
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct TimeBombTests {
  static let limit: TimeInterval = 10

  /// Runs `git commit` under the hook and returns its output, and how long it took.
  static func commit(_ repo: ScratchRepository) throws -> (result: ProcessResult, seconds: TimeInterval) {
    try repo.git(["add", "-A"])
    let start = Date()
    let result = try repo.run(["commit", "-m", "bomb"])
    return (result, Date().timeIntervalSince(start))
  }

  @Test(arguments: ["flow", "block"])
  func aFindingNestedBeyondReasonIsRefusedAtItsPlace(_ shape: String) throws {
    let repo = try AppFixture.make()
    let nested =
      shape == "flow"
      ? "fence: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
      : (0..<400).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
    try repo.write("findings/0009-bomb.md", "---\ntitle: x\npattern: import-boundary\n" + nested + "---\nbody\n")
    let (commit, seconds) = try Self.commit(repo)
    #expect(commit.status != 0, "\(commit.standardError)")
    #expect(commit.standardError.contains("findings/0009-bomb.md:"), "\(commit.standardError.prefix(300))")
    #expect(commit.standardError.contains("nest deeper than 32 levels"), "\(commit.standardError.prefix(300))")
    #expect(seconds < Self.limit, "the hook took \(seconds) s")
    let graduate = try FitnessBinary.run(["graduate", "findings/0009-bomb.md"], in: repo.root)
    #expect(graduate.status == 2 && graduate.standardError.contains("nest deeper than 32 levels"))
  }

  static let declarations = RuleChangeDifferentialTests.shapeSuite(roots: ["Sources"])

  /// Types nested 20,000 deep, braces 200,000 deep, 30,000 types and their extensions in one
  /// file: the declarations past the scanner's limits are not passed, they are named.
  @Test(arguments: ["types", "braces", "many"])
  func aFileBeyondTheDeclarationWalksLimitsIsNotPassed(_ shape: String) throws {
    let repo = try AppFixture.make()
    try repo.write("Tests/AppTests/Fitness/ViewModelsAreFinalTests.swift", Self.declarations)
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "--no-verify", "-m", "the rule"])
    let text: String
    switch shape {
    case "types": text = String(repeating: "final class AViewModel {", count: 20_000)
    case "braces": text = String(repeating: "{", count: 200_000) + "\nclass BViewModel {}\n"
    default: text = String(repeating: "final class AViewModel {}\nextension AViewModel: P {}\n", count: 15_000)
    }
    try repo.write("Sources/Feed/Bomb.swift", text)
    let (commit, seconds) = try Self.commit(repo)
    #expect(commit.status != 0, "\(shape): \(commit.standardError.prefix(300))")
    #expect(commit.standardError.contains("the declarations from here on are not read"), "\(shape)")
    #expect(seconds < Self.limit, "\(shape): the hook took \(seconds) s")
  }

  /// A String Catalog that is not JSON (cut short, or nested past any reason) stops the
  /// check at the place its reading failed, through the hook and `--rev`: no contract on it
  /// is judged, and none passes for want of copy.
  @Test(arguments: ["cut short", "nested"])
  func aCatalogThatIsNotJSONStopsTheCheckAtItsPlace(_ shape: String) throws {
    let repo = try ScratchRepository()
    try repo.write(StagedWritesNothingTests.suitePath, StagedWritesNothingTests.suite)
    try repo.write(StagedWritesNothingTests.catalogPath, LedgerFixture.catalog)
    try repo.commitAll("catalog")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    let broken =
      shape == "cut short"
      ? String(LedgerFixture.catalog.prefix(80))
      : "{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\"mode.x\" : " + String(repeating: "[", count: 300_000)
    try repo.write(StagedWritesNothingTests.catalogPath, broken)
    let (commit, seconds) = try Self.commit(repo)
    #expect(commit.status != 0, "\(shape): \(commit.standardError)")
    let place = "\(StagedWritesNothingTests.catalogPath):\(shape == "cut short" ? "5:13" : "3:")"
    #expect(commit.standardError.contains(place), "\(shape): \(commit.standardError.prefix(400))")
    #expect(commit.standardError.contains("is not JSON from here"), "\(shape)")
    #expect(seconds < Self.limit, "\(shape): the hook took \(seconds) s")
    try repo.git(["commit", "-q", "--no-verify", "-m", "broken catalog"])
    let recorded = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(recorded.status == 2 && recorded.standardError.contains(place), "\(recorded.standardError.prefix(400))")
  }
}
