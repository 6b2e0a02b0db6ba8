import FitnessTestSupport
import Foundation
import SuiteRuntime
import Testing

/// The working tree fitness judges is the one git lists: tracked files on disk plus the
/// untracked ones no ignore rule hides, compared with `git ls-files` on seeded random trees.
@Suite struct WorkingTreeTests {
  static let names = ["a.swift", "b.txt", "Gen.swift", "x.o", "Café.swift", "deep", "build", "keep.swift", ".hidden"]
  static let patterns = [
    "*.o", "/build", "build/", "Gen*.swift", "!keep.swift", "deep/**/z.swift", "**/gen/", "[ab].txt", "*.sw?",
    "sub/", "!sub/keep.swift", "\\#odd", "doc/*.md", ".hidden", "x/", "/*.txt", "**/deep", "Caf\u{E9}.swift",
  ]

  /// `git ls-files` with only the repository's own ignore files (no global excludes).
  static func gitListing(_ repo: ScratchRepository) throws -> [[UInt8]] {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let output = try repo.git(
      ["-c", "core.quotePath=false", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--deduplicate"],
      environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path])
    return Array(output.utf8).split(separator: 0).map(Array.init).filter { path in
      var status = stat()
      return lstat(repo.path + "/" + String(decoding: path, as: UTF8.self), &status) == 0
        && status.st_mode & S_IFMT == S_IFREG
    }.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// 24 seeds in CI; `FITNESS_DIFFERENTIAL_CASES=N` runs N.
  static let seeds = 0..<(ProcessInfo.processInfo.environment["FITNESS_DIFFERENTIAL_CASES"].flatMap { Int($0) } ?? 24)

  @Test(arguments: seeds)
  func theFilesAreTheOnesGitLists(seed: Int) throws {
    var random = SplitMix(seed: UInt64(seed) &+ 101)
    func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
    let repo = try ScratchRepository()
    let folders = ["", "sub/", "deep/", "deep/er/", "gen/", "build/", "doc/", "x/y/", ".config/"]
    for _ in 0..<14 {
      // A name that is a folder already (or the other way round) is skipped.
      try? repo.write(pick(folders) + pick(Self.names + ["z.swift", "notes.md", "#odd"]), "// \(random.next())\n")
    }
    if random.next() % 2 == 0 { try repo.commitAll("first") }
    for folder in ["", "sub/", "deep/"] where random.next() % 2 == 0 {
      let lines = (0..<3).map { _ in pick(Self.patterns) }
      try? repo.write(folder + ".gitignore", lines.joined(separator: "\n") + "\n")
    }
    try repo.write(".git/info/exclude", pick(Self.patterns) + "\n")
    for _ in 0..<4 { try? repo.write(pick(folders) + pick(Self.names), "// later\n") }
    if random.next() % 2 == 0 { try repo.git(["add", "-A"]) }
    let mine = try #require(try WorkingTree.files(rootPath: repo.root.path))
    let git = try Self.gitListing(repo)
    let status = try repo.git(["status", "--short", "--ignored", "--untracked-files=all"])
    #expect(
      mine.map { String(decoding: $0, as: UTF8.self) } == git.map { String(decoding: $0, as: UTF8.self) },
      "seed \(seed): \(status)")
  }
}
