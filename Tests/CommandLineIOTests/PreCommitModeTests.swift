import CommandLineIO
import Testing

/// `--staged` under the pre-commit framework: the staged blobs inside a commit, the whole
/// tree outside one, the pushed revision before a push; unchanged without the framework.
@Suite struct PreCommitModeTests {
  @Test func theFrameworksRunsChooseTheirSnapshot() {
    #expect(PreCommitMode.choice(environment: [:]) == .staged)
    #expect(PreCommitMode.choice(environment: ["GIT_INDEX_FILE": ".git/index"]) == .staged)
    #expect(PreCommitMode.choice(environment: ["PRE_COMMIT": "1", "GIT_INDEX_FILE": ".git/index"]) == .staged)
    #expect(PreCommitMode.choice(environment: ["PRE_COMMIT": "1"]) == .all)
    #expect(
      PreCommitMode.choice(environment: ["PRE_COMMIT": "1", "PRE_COMMIT_FROM_REF": "a", "PRE_COMMIT_TO_REF": "b"])
        == .revision("b"))
    // Inside a commit, no framework variable turns the staged check into another snapshot.
    #expect(
      PreCommitMode.choice(environment: ["PRE_COMMIT": "1", "PRE_COMMIT_TO_REF": "HEAD", "GIT_INDEX_FILE": "i"])
        == .staged)
    #expect(PreCommitMode.note(.staged) == nil)
    #expect(PreCommitMode.note(.all)?.contains("judging every tracked file") == true)
  }
}
