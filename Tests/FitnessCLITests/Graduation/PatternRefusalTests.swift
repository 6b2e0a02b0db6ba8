import FitnessTestSupport
import Foundation
import Testing

/// A finding that leaves open what the working tree cannot settle draws no rule: graduate
/// says, naming the finding, which side to change, and writes nothing.
@Suite struct PatternRefusalTests {
  static func refused(_ finding: String, _ text: String, in repo: ScratchRepository) throws -> String {
    try repo.write(finding, text)
    let before = try repo.git(["status", "--porcelain", "--untracked-files=all"])
    let result = try Fitness.run(["graduate", finding], in: repo)
    #expect(result.status == 2, "\(result.standardOutput)")
    #expect(try repo.git(["status", "--porcelain", "--untracked-files=all"]) == before)
    return result.standardError
  }

  @Test func aPinOfASubjectDeclaredTwiceAsksWhichFile() throws {
    let repo = try LedgerFixture.make()
    try repo.write("Sources/App/Spikes/GameMode.swift", "enum GameMode { case a, b }\n")
    let message = try Self.refused(
      "findings/0030-modes.md",
      "---\ntitle: Modes stay three\npattern: count-pin\nsubject: enum GameMode\ncount: 3\n"
        + "trail: \"2026-11: 3 modes at launch\"\nsuite: Tests/AppTests/Fitness\n---\n", in: repo)
    #expect(
      message.contains(
        "findings/0030-modes.md: enum GameMode is declared in several files (Sources/App/Modes/GameMode.swift, "
          + "Sources/App/Spikes/GameMode.swift); say which one the pin counts with 'in:' in the finding"), "\(message)")
  }

  @Test func aLayerExceptionThatGrantsNothingIsRefused() throws {
    let repo = try LedgerFixture.make()
    let message = try Self.refused(
      "findings/0031-feed.md",
      "---\ntitle: The feed stays pure\npattern: layer\npaths: [Sources/App/Feed]\nforbid: [Ledger]\n"
        + "why: the feed renders what sync hands it\nsuite: Tests/AppTests/Fitness\nfence:\n"
        + "  - path: Sources/App/Modes/GameMode.swift\n    why: not even in the layer\n---\n", in: repo)
    #expect(
      message.contains(
        "findings/0031-feed.md: fence entry Sources/App/Modes/GameMode.swift (line 9) must say what it grants"),
      "\(message)")
  }
}
