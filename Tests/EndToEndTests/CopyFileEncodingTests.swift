import FitnessTestSupport
import Foundation
import Testing

/// A `.strings` file in UTF-16, as Xcode writes them, under a copy contract: every reader
/// reads its copy (the hook's front, libgit2, the working tree, the suites under
/// `swift test`). It was taken for binary by git's NUL test, so the hook and CI said "found
/// no copy" where `swift test` read the file.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct CopyFileEncodingTests {
  static let catalog = "Resources/en.lproj/Localizable.strings"

  static func utf16(_ text: String) -> [UInt8] {
    [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  }

  @Test func aUTF16StringsFileIsReadByEveryReader() throws {
    let repo = try ScratchRepository()
    try repo.write(
      "Tests/AppTests/Fitness/TitlesStayShortTests.swift",
      """
      import Testing

      @Suite struct TitlesStayShortTests {
        static let rule = CopyContract(
          id: "short-titles",
          catalog: "\(Self.catalog)",
          keys: "title.",
          maxLength: 12
        )
      }

      """)
    try repo.write(Self.catalog, bytes: Self.utf16("/* Titles */\n\"title.home\" = \"Home\";\n"))
    try repo.commitAll("a short title")
    for environment in [[:], ["FITNESS_READER": "libgit2"]] {
      let clean = try FitnessBinary.run(["check", "--all"], in: repo.root, environment: environment)
      #expect(clean.status == 0, "\(environment): \(clean.standardError)")
    }
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.write(
      Self.catalog,
      bytes: Self.utf16("/* Titles */\n\"title.home\" = \"Home\";\n\"title.feed\" = \"Everything new today\";\n"))
    try repo.git(["add", "-A"])
    let place = "\(Self.catalog):3:1"
    try RefusedCommit.expect(repo, at: [place], "a long title")
    let worktree = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
    #expect(worktree.status == 1)
    #expect(worktree.standardError.contains(place), "\(worktree.standardError)")
    #expect(!worktree.standardError.contains("found no copy"), "\(worktree.standardError)")
  }
}
