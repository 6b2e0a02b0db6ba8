import FitnessTestSupport
import Foundation
import Testing

/// A staged check writes nothing under the git directory, in any process: not the front,
/// and not `fitness-tool` when it answers (a changed finding, a removed path, a forced
/// reader). Its caches (`fitness/`: catalogs' copy, findings' summaries, the scan cache) are
/// written by full checks only. Each staged run here judges a String Catalog contract, the
/// case where the tool once kept the catalog's copy.
@Suite struct StagedWritesNothingTests {
  static let suitePath = "Tests/AppTests/Fitness/TitlesStayShortTests.swift"
  static let catalogPath = "Resources/Localizable.xcstrings"
  static let suite = """
    import Testing

    @Suite struct TitlesStayShortTests {
      static let rule = CopyContract(
        id: "short-modes",
        catalog: "\(catalogPath)",
        keys: "mode.",
        maxLength: 12
      )
    }

    """

  static let finding = """
    ---
    title: Mode names fit the picker
    pattern: copy-contract
    catalog: \(catalogPath)
    keys: "mode."
    maxLength: 12
    suite: \(suitePath)
    status: open
    ---
    Short enough for the picker.

    """

  /// The ways a staged check comes to be answered, each set up on a fresh repository.
  static let routes: [(name: String, setup: String, environment: [String: String])] = [
    ("the front", "", [:]),
    // The direct reader cannot read a split index: the tool opens it with libgit2, which
    // cannot either, and says so (exit 2).
    ("a split index", "git update-index --split-index", [:]),
    ("a finding changed", "printf 'changed\\n' >> findings/0001-modes.md && git add -A", [:]),
    ("a path removed", "git rm -q Sources/App/Old.swift", [:]),
    ("libgit2 forced", "", ["FITNESS_READER": "libgit2"]),
    // A commit (git sets GIT_INDEX_FILE), whatever else the framework's variables say.
    (
      "a commit under the pre-commit framework", "",
      ["PRE_COMMIT": "1", "PRE_COMMIT_TO_REF": "HEAD", "GIT_INDEX_FILE": ".git/index"]
    ),
  ]

  /// Every file under the git directory with its bytes' digest, objects and logs aside.
  static func listing(_ repo: ScratchRepository) throws -> String {
    let script = """
      find .git \\( -path .git/objects -o -path .git/logs \\) -prune -o -type f -print | LC_ALL=C sort | \
      while IFS= read -r f; do printf '%s %s\\n' "$f" "$(cksum < "$f")"; done
      """
    return try ProcessResult.run("/bin/sh", ["-c", script], in: repo.root).standardOutput
  }

  @Test(arguments: routes.map(\.name))
  func aStagedCheckLeavesTheGitDirectoryAsItFoundIt(_ route: String) throws {
    let (_, setup, environment) = Self.routes.first { $0.name == route }!
    let repo = try ScratchRepository()
    try repo.write(Self.suitePath, Self.suite)
    try repo.write(Self.catalogPath, LedgerFixture.catalog)
    try repo.write("Sources/App/Old.swift", "struct Old {}\n")
    try repo.write("findings/0001-modes.md", Self.finding)
    try repo.commitAll("catalog")
    // A full check fills the caches first, as CI's and a developer's would.
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    // The commit moves the catalog, so the contract is judged in every route.
    try repo.write(Self.catalogPath, LedgerFixture.catalog.replacingOccurrences(of: "Party time", with: "Party"))
    try repo.git(["add", "-A"])
    if !setup.isEmpty {
      let ran = try ProcessResult.run("/bin/sh", ["-c", setup], in: repo.root)
      try #require(ran.status == 0, "\(ran.standardError)")
    }
    let before = try Self.listing(repo)
    // The whole check, and one with `--rule`, a command line the front hands to the tool.
    for arguments in [["check", "--staged"], ["check", "--staged", "--rule", "short-modes"]] {
      let check = try FitnessBinary.run(arguments, in: repo.root, environment: environment)
      #expect(check.status == (route == "a split index" ? 2 : 0), "\(route) \(arguments): \(check.standardError)")
      #expect(try Self.listing(repo) == before, "\(route) \(arguments): the staged check wrote under .git")
    }
    #expect(before.contains(".git/fitness/"), "the full check left its caches")
  }
}
