import FitnessTestSupport
import Foundation
import Testing

/// What the compiler reads is what the hook judges, through the installed hook and a real
/// `git commit`, and `check --rev` of the commit agrees: a bare regex literal hides no
/// import, an entry inside a nested block comment is no fence entry, and a needle matches
/// however the white space between its tokens is written.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct ScannerReadsAsTheCompilerTests {
  static func refused(_ repo: ScratchRepository, at places: Set<String>, _ story: String) throws {
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: places, story)
  }

  static let regexes: [(name: String, source: String, place: String)] = [
    ("a quote in a regex", "let r = /\"/; import CloudKit\n", "1:14"),
    ("a comment opener in a regex", "let r = /\\/*/\nimport CloudKit\nclass A {}\n", "2:1"),
    ("three quotes in a regex", "let r = /\"\"\"/\nimport CloudKit\n", "2:1"),
  ]

  @Test(arguments: regexes.map(\.name))
  func anImportAfterABareRegexIsJudged(_ name: String) throws {
    let example = Self.regexes.first { $0.name == name }!
    let repo = try AppFixture.make()
    try repo.write(AppFixture.plainFile, example.source)
    try Self.refused(repo, at: ["\(AppFixture.plainFile):\(example.place)"], name)
  }

  @Test func anEntryInsideANestedBlockCommentIsNoEntry() throws {
    let repo = try AppFixture.make()
    let suite = AppFixture.suite().replacingOccurrences(
      of: "    ],\n",
      with: "      /* was: /* old */ \"\(AppFixture.plainFile)\",  // legacy */\n    ],\n")
    try repo.write(AppFixture.suitePath, suite)
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "-m", "a commented-out entry"])
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try Self.refused(repo, at: ["\(AppFixture.plainFile):2:1"], "the feed imports CloudKit")
  }

  @Test(arguments: ["@unchecked  Sendable", "@unchecked\n  Sendable", "@unchecked /* why */ Sendable"])
  func aNeedleMatchesAnyWhiteSpaceBetweenItsTokens(_ spelling: String) throws {
    let repo = try AppFixture.make()
    let suite = AppFixture.suite().replacingOccurrences(
      of: "api: [\"CKContainer(\"]", with: "api: [\"CKContainer(\", \"@unchecked Sendable\"]")
    try repo.write(AppFixture.suitePath, suite)
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "-m", "a needle of two tokens"])
    try repo.write(AppFixture.plainFile, "final class Feed: \(spelling) {}\n")
    try Self.refused(repo, at: ["\(AppFixture.plainFile):1:19"], spelling)
  }
}
