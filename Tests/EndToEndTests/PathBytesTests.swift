import FitnessTestSupport
import Foundation
import Testing

/// Paths are bytes: a name that is not UTF-8, and two names Swift's `String` would call
/// equal (NFC and NFD), are judged as the separate files git commits, by every reader, and
/// shown the way git shows them.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct PathBytesTests {
  static let latin1: [UInt8] = Array("Sources/Feed/caf".utf8) + [0xE9] + Array(".swift".utf8)
  static let nfc: [UInt8] = Array("Sources/Feed/Caf\u{E9}.swift".utf8)
  static let nfd: [UInt8] = Array("Sources/Feed/Cafe\u{301}.swift".utf8)

  /// Writes a file whose name is `name`'s bytes, exactly (Foundation would repair them).
  static func write(_ name: [UInt8], _ text: String, in repo: ScratchRepository) throws {
    let octal = name.map { "\\" + String($0, radix: 8) }.joined()
    let result = try ProcessResult.run(
      "/bin/sh", ["-c", "printf '%s' \"$0\" > \"$(printf '\(octal)')\"", text], in: repo.root)
    guard result.status == 0 else { throw ScratchError(result.standardError) }
  }

  static func readers(_ arguments: [String]) -> [(String, [String])] {
    [(FitnessBinary.path, arguments), (FitnessBinary.toolPath, arguments)]
  }

  @Test func aNameThatIsNotUTF8IsJudgedAndShownAsGitQuotesIt() throws {
    let repo = try AppFixture.make()
    try Self.write(Self.latin1, "import CloudKit\n", in: repo)
    try repo.git(["add", "-A"])
    #expect(try repo.git(["diff", "--cached", "--name-only"]).contains(#""Sources/Feed/caf\351.swift""#))
    for (binary, arguments) in Self.readers(["check", "--staged"]) {
      let check = try ProcessResult.run(binary, arguments, in: repo.root)
      #expect(check.status == 1, "\(binary): \(check.standardError)")
      #expect(check.standardError.contains(#""Sources/Feed/caf\351.swift":1:1: error: imports CloudKit"#), "\(binary)")
      #expect(!check.standardError.contains("\u{FFFD}"))
    }
    let commit = try repo.run(["commit", "-m", "latin-1"])
    #expect(commit.status == 1, "\(commit.standardError)")
  }

  @Test func canonicallyEquivalentNamesAreTwoFiles() throws {
    let repo = try AppFixture.make()
    try Self.write(Self.nfc, "import CloudKit\n", in: repo)
    try Self.write(Self.nfd, "import Foundation\n", in: repo)
    try repo.git(["add", "-A"])
    for (binary, arguments) in Self.readers(["check", "--staged"]) {
      let check = try ProcessResult.run(binary, arguments, in: repo.root)
      #expect(check.status == 1, "\(binary): \(check.standardError)")
      #expect(check.standardError.contains(#""Sources/Feed/Caf\303\251.swift":1:1: error"#), "\(binary)")
      #expect(!check.standardError.contains(#"Cafe\314\201"#), "\(binary)")
    }
    try repo.git(["commit", "-q", "--no-verify", "-m", "both"])
    for arguments in [["check", "--all"], ["check", "--all", "--no-cache"], ["check", "--worktree"]] {
      let check = try FitnessBinary.run(arguments, in: repo.root)
      #expect(check.status == 1, "\(arguments): \(check.standardError)")
      #expect(check.standardError.contains(#""Sources/Feed/Caf\303\251.swift":1:1: error"#), "\(arguments)")
    }
  }

  /// A fence entry names the bytes it fences: the NFC file may import, the NFD one may not.
  @Test func aFenceEntryFencesExactlyItsOwnBytes() throws {
    let repo = try AppFixture.make()
    try repo.write(
      AppFixture.suitePath, AppFixture.suite(fence: [AppFixture.fencedFile, "Sources/Feed/Caf\u{E9}.swift"]))
    try Self.write(Self.nfc, "import CloudKit\n", in: repo)
    try repo.git(["add", "-A"])
    let clean = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    #expect(clean.status == 0, "\(clean.standardError)")
    try Self.write(Self.nfd, "import CloudKit\n", in: repo)
    try repo.git(["add", "-A"])
    for (binary, arguments) in Self.readers(["check", "--staged"]) {
      let check = try ProcessResult.run(binary, arguments, in: repo.root)
      #expect(check.status == 1, "\(binary): \(check.standardError)")
      #expect(check.standardError.contains(#""Sources/Feed/Cafe\314\201.swift":1:1: error"#), "\(binary)")
      #expect(!check.standardError.contains(#""Sources/Feed/Caf\303\251.swift":1:1"#), "\(binary)")
    }
  }
}
