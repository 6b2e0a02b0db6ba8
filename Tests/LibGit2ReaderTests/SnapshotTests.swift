import FitnessTestSupport
import Foundation
import Testing

@testable import LibGit2Reader

/// Snapshots of repositories made by the real git CLI.
@Suite struct SnapshotTests {
  private func open(_ repo: ScratchRepository, _ environment: [String: String] = [:]) throws -> Repository {
    try Repository(environment: GitEnvironment(environment: environment, directory: repo.path))
  }

  private func text(_ snapshot: Snapshot, _ path: String) throws -> String? {
    guard let file = snapshot.files.first(where: { $0.path == path }),
      case .text(let bytes) = try snapshot.contents(of: file)
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func stagedReadsTheIndexBlobsAndMarksWhatChanged() throws {
    let repo = try ScratchRepository()
    try repo.write("a.swift", "one\n")
    try repo.write("b.swift", "two\n")
    try repo.commitAll()
    try repo.write("a.swift", "staged\n")
    try repo.git(["add", "a.swift"])
    try repo.write("a.swift", "on disk only\n")
    try repo.write("c.swift", "new\n")
    try repo.git(["add", "c.swift"])
    try repo.git(["rm", "-q", "b.swift"])
    let staged = try Snapshot(.staged, of: open(repo))
    #expect(staged.files.map(\.path) == ["a.swift", "c.swift"])
    #expect(staged.changed?.map(\.path) == ["a.swift", "c.swift"])
    #expect(try text(staged, "a.swift") == "staged\n")
  }

  @Test func anUnbornHeadMakesEveryStagedFileChanged() throws {
    let repo = try ScratchRepository()
    try repo.write("a.swift", "x")
    try repo.git(["add", "a.swift"])
    let staged = try Snapshot(.staged, of: open(repo))
    #expect(staged.changed?.map(\.path) == ["a.swift"])
  }

  @Test func revisionAndWorkTreeSnapshots() throws {
    let repo = try ScratchRepository()
    try repo.write("Sources/a.swift", "first\n")
    try repo.commitAll()
    try repo.write("Sources/a.swift", "second\n")
    try repo.commitAll()
    try repo.write("Sources/new.swift", "untracked\n")
    try repo.write(".gitignore", "ignored.swift\n")
    try repo.write("ignored.swift", "x")
    // Build products are never source, even when .gitignore forgot them.
    try repo.write(".build/debug/Derived.swift", "x")
    try repo.write("App/DerivedData/Gen.swift", "x")
    let old = try Snapshot(.revision("HEAD~1"), of: open(repo))
    #expect(try text(old, "Sources/a.swift") == "first\n")
    let disk = try Snapshot(.workTree, of: open(repo))
    #expect(disk.files.map(\.path) == [".gitignore", "Sources/a.swift", "Sources/new.swift"])
    #expect(try text(disk, "Sources/new.swift") == "untracked\n")
    #expect(throws: LibGit2ReaderError.unknownRevision("nope")) { try Snapshot(.revision("nope"), of: open(repo)) }
  }

  /// Git's binary test (a NUL in the first 8000 bytes) for every file but Swift sources,
  /// which the compiler reads whatever their bytes (a NUL is whitespace to it).
  @Test func binaryAndCRLFBlobsAreClassifiedLikeGit() throws {
    let repo = try ScratchRepository()
    try repo.write("bin.dat", bytes: [0x69, 0, 0x6D])
    try repo.write("late.dat", bytes: [UInt8](repeating: 0x61, count: 8000) + [0])
    try repo.write("nul.swift", bytes: [0x69, 0, 0x6D])
    try repo.write("crlf.swift", "import A\r\n")
    try repo.git(["add", "-A"])
    let staged = try Snapshot(.staged, of: open(repo))
    let byPath = Dictionary(uniqueKeysWithValues: staged.files.map { ($0.path, $0) })
    #expect(try staged.contents(of: byPath["bin.dat"]!) == .binary)
    #expect(try staged.contents(of: byPath["nul.swift"]!) == .text([0x69, 0, 0x6D]))
    if case .text = try staged.contents(of: byPath["late.dat"]!) {
    } else {
      Issue.record("a NUL after byte 8000 is text to git")
    }
    #expect(try staged.contents(of: byPath["crlf.swift"]!) == .text(Array("import A\r\n".utf8)))
  }

  @Test func unmergedPathsStopTheSnapshot() throws {
    let repo = try ScratchRepository()
    try repo.write("a.swift", "base\n")
    try repo.commitAll()
    try repo.git(["checkout", "-q", "-b", "other"])
    try repo.write("a.swift", "other\n")
    try repo.commitAll()
    try repo.git(["checkout", "-q", "main"])
    try repo.write("a.swift", "main\n")
    try repo.commitAll()
    _ = try repo.run(["merge", "-q", "other"])
    #expect(throws: LibGit2ReaderError.conflicts(["a.swift"])) { try Snapshot(.staged, of: open(repo)) }
  }

  @Test func aSplitIndexIsRefusedWithAFix() throws {
    let repo = try ScratchRepository()
    try repo.write("a.swift", "x")
    try repo.commitAll()
    try repo.git(["update-index", "--split-index"])
    do {
      _ = try Snapshot(.staged, of: open(repo))
      Issue.record("a split index must not be read as an empty index")
    } catch let error as LibGit2ReaderError {
      #expect("\(error)".contains("a split index"))
      #expect("\(error)".contains("git update-index --no-split-index"))
    }
  }

  @Test func gitDirAndWorkTreeVariablesAreHonoured() throws {
    let bare = try ScratchRepository(bare: true)
    let work = try ScratchRepository()
    try work.write("a.swift", "dotfile\n")
    let environment = ["GIT_DIR": bare.path, "GIT_WORK_TREE": work.path]
    try work.git(["add", "a.swift"], environment: environment)
    let repository = try Repository(
      environment: GitEnvironment(environment: environment, directory: work.path))
    let staged = try Snapshot(.staged, of: repository)
    #expect(staged.changed?.map(\.path) == ["a.swift"])
    #expect(try text(staged, "a.swift") == "dotfile\n")
  }

  @Test func libgit2FormatErrorsBecomeAdvice() {
    let reftable = LibGit2.classify(
      code: -1, message: "unsupported extension name extensions.refstorage", operation: "open")
    #expect("\(reftable)".contains("reftable"))
    let sparse = LibGit2.classify(code: -1, message: "unsupported mandatory extension: 'sdir'", operation: "read")
    #expect("\(sparse)".contains("a sparse index"))
  }
}
