import FitnessTestSupport
import Foundation
import Testing

@testable import GitFileReader

/// The direct reader against git's own answers, on repositories the git CLI made.
///
/// The oracle is `git diff --cached`: the reader's change set must equal it (restricted to
/// regular files, which is all a check judges), and every blob must equal `git show :path`.
@Suite struct DirectRepositoryTests {
  private func open(_ repo: ScratchRepository, _ environment: [String: String] = [:], in folder: String? = nil)
    throws -> DirectRepository
  {
    try DirectRepository(environment: environment, directory: folder.map { repo.path + "/" + $0 } ?? repo.path)
  }

  /// git's view: changed regular files and removed paths.
  private func oracle(_ repo: ScratchRepository) throws -> (changed: [String], removed: Set<String>) {
    let regular = Set(
      try repo.git(["ls-files", "-s", "-z"]).split(separator: "\0").compactMap { line -> String? in
        let fields = line.split(separator: "\t", maxSplits: 1)
        guard fields.count == 2, fields[0].hasPrefix("100644") || fields[0].hasPrefix("100755") else { return nil }
        return String(fields[1])
      })
    let hasHead = try repo.run(["rev-parse", "-q", "--verify", "HEAD"]).status == 0
    let base = hasHead ? "HEAD" : "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
    func names(_ filter: String) throws -> [String] {
      try repo.git([
        "diff", "--cached", "--no-renames", "--ignore-submodules", "--diff-filter=\(filter)", "--name-only", "-z", base,
      ])
      .split(separator: "\0").map(String.init)
    }
    // A `.swift` link that leads to a staged regular file is that file at the link's path;
    // it changes when the link or its target does.
    var links: [String: String] = [:]
    for line in try repo.git(["ls-files", "-s", "-z"]).split(separator: "\0") {
      let fields = line.split(separator: "\t", maxSplits: 1)
      guard fields.count == 2, fields[0].hasPrefix("120000"), fields[1].hasSuffix(".swift") else { continue }
      let link = String(fields[1])
      let text = try repo.git(["show", ":\(link)"])
      let target = URL(fileURLWithPath: "/r/" + link).deletingLastPathComponent().appendingPathComponent(text)
        .standardizedFileURL.path
      if target.hasPrefix("/r/"), regular.contains(String(target.dropFirst(3))) {
        links[link] = String(target.dropFirst(3))
      }
    }
    let changed = Set(try names("AMT").filter { regular.contains($0) || links[$0] != nil })
    let followed = links.filter { changed.contains($0.value) }.map(\.key)
    return (changed.union(followed).sorted(), Set(try names("D")))
  }

  private func changes(_ repo: ScratchRepository) throws -> (changed: [String], removed: Set<String>) {
    try open(repo).changes()
  }

  private func expectAgreement(_ repo: ScratchRepository, _ comment: Comment? = nil) throws {
    let staged = try open(repo)
    let found = try staged.changes()
    let expected = try oracle(repo)
    #expect(found.changed == expected.changed, comment)
    #expect(found.removed == expected.removed, comment)
    for path in found.changed {
      var shown = try repo.git(["show", ":\(path)"])
      if try repo.git(["ls-files", "-s", "--", path]).hasPrefix("120000") {
        let target = URL(fileURLWithPath: "/r/" + path).deletingLastPathComponent().appendingPathComponent(shown)
        shown = try repo.git(["show", ":\(target.standardizedFileURL.path.dropFirst(3))"])
      }
      #expect(try staged.blob(at: path, limit: 1 << 30) == .bytes(Array(shown.utf8)), "\(path)")
    }
  }

  @Test func anUnbornHeadMakesEveryStagedFileChanged() throws {
    let repo = try ScratchRepository()
    try repo.write("a.swift", "a\n")
    try repo.write("Sources/App/b.swift", "b\n")
    try repo.git(["add", "-A"])
    try expectAgreement(repo)
    #expect(try changes(repo).changed == ["Sources/App/b.swift", "a.swift"])
  }

  @Test func nestedChangesRemovalsAndReplacementsMatchGit() throws {
    let repo = try ScratchRepository()
    for folder in ["A", "A/B", "A-B", "A.B", "C/D/E"] {
      for name in ["x.swift", "y.swift"] { try repo.write("\(folder)/\(name)", "\(folder)/\(name)\n") }
    }
    try repo.write("top.swift", "top\n")
    try repo.write("file-then-folder", "plain\n")
    try repo.commitAll()
    try expectAgreement(repo, "nothing staged")
    #expect(try changes(repo).changed.isEmpty)
    try repo.write("A/B/x.swift", "changed\n")
    try repo.write("A.B/new.swift", "new\n")
    try repo.git(["rm", "-rq", "C"])
    try repo.git(["rm", "-q", "file-then-folder"])
    try repo.write("file-then-folder/inside.swift", "now a folder\n")
    try repo.git(["rm", "-rq", "A-B"])
    try repo.write("A-B", "now a file\n")
    try repo.git(["add", "-A"])
    try repo.git(["update-index", "--chmod=+x", "top.swift"])
    try expectAgreement(repo, "mixed")
    #expect(try changes(repo).removed.contains("C/D/E/x.swift"))
  }

  @Test func packedObjectsWithDeltasAndPackedRefsAreRead() throws {
    let repo = try ScratchRepository()
    let body = (0..<200).map { "let line\($0) = \($0)" }.joined(separator: "\n")
    try repo.write("Big.swift", body + "\n")
    try repo.write("Other/Keep.swift", "keep\n")
    try repo.commitAll("one")
    try repo.write("Big.swift", body + "\nlet added = 1\n")
    try repo.commitAll("two")
    try repo.git(["gc", "-q", "--aggressive", "--prune=now"])
    try repo.git(["pack-refs", "--all"])
    #expect(!FileManager.default.fileExists(atPath: repo.path + "/.git/refs/heads/main"))
    try repo.write("Other/Keep.swift", "kept and changed\n")
    try repo.git(["add", "-A"])
    try expectAgreement(repo, "after gc")
    // The committed (packed, possibly delta) blob of an unchanged file reads back exactly.
    let staged = try open(repo)
    let shown = try repo.git(["show", ":Big.swift"])
    #expect(try staged.blob(at: "Big.swift", limit: 1 << 30) == .bytes(Array(shown.utf8)))
    #expect(try staged.blob(at: "Big.swift", limit: 10) == .tooLarge(shown.utf8.count))
  }

  @Test func indexVersionFourAndDetachedHeadMatchGit() throws {
    let repo = try ScratchRepository()
    for index in 0..<30 { try repo.write("Sources/Module\(index % 3)/File\(index).swift", "\(index)\n") }
    // Long shared prefixes: spelled out, the paths outgrow twice the compressed index.
    let deep = "Sources/" + String(repeating: "Nested", count: 40) + "/"
    for index in 0..<60 { try repo.write("\(deep)F\(index).swift", "\(index)\n") }
    try repo.commitAll()
    try repo.git(["checkout", "-q", "--detach"])
    try repo.git(["update-index", "--index-version", "4"])
    try repo.write("Sources/Module1/File4.swift", "changed\n")
    try repo.write("Sources/Module2/Zed.swift", "new\n")
    try repo.git(["add", "-A"])
    try repo.write("\(deep)F7.swift", "changed\n")
    try repo.git(["add", "-A"])
    try expectAgreement(repo, "index v4")
    #expect(try open(repo).contains("\(deep)F59.swift"))
  }

  @Test func symlinksGitlinksAndIntentToAddAreNotFiles() throws {
    let repo = try ScratchRepository()
    try repo.write("a.swift", "a\n")
    try repo.commitAll()
    try FileManager.default.createSymbolicLink(atPath: repo.path + "/link.swift", withDestinationPath: "a.swift")
    try repo.git(["add", "link.swift"])
    let head = try repo.git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    try repo.git(["update-index", "--add", "--cacheinfo", "160000,\(head),Vendor/Sub"])
    try repo.write("later.swift", "later\n")
    try repo.git(["add", "-N", "later.swift"])
    try expectAgreement(repo)
    let staged = try open(repo)
    // The link leads to a.swift: it is that file at its own path; the gitlink and the
    // intent-to-add entry are not files.
    #expect(try staged.changes().changed == ["link.swift"])
    #expect(!staged.contains("later.swift") && staged.contains("link.swift") && staged.contains("a.swift"))
    #expect(try staged.blob(at: "link.swift", limit: 1 << 20) == .bytes(Array("a\n".utf8)))
  }

  @Test func aLinkedWorktreeIsReadThroughItsGitDirectory() throws {
    let repo = try ScratchRepository()
    try repo.write("a.swift", "a\n")
    try repo.commitAll()
    let folder = repo.root.deletingLastPathComponent().appendingPathComponent("wt-\(UUID().uuidString)")
    try repo.git(["worktree", "add", "-q", folder.path])
    defer { try? FileManager.default.removeItem(at: folder) }
    let linked = ScratchRepository(existing: folder)
    try linked.write("b.swift", "b\n")
    try linked.git(["add", "b.swift"])
    let gitDir = try linked.git(["rev-parse", "--absolute-git-dir"]).trimmingCharacters(in: .whitespacesAndNewlines)
    // As git runs the hook there: GIT_DIR set, the current folder the work tree.
    let hooked = try DirectRepository(
      environment: ["GIT_DIR": gitDir, "GIT_INDEX_FILE": gitDir + "/index"], directory: folder.path)
    #expect(try hooked.changes().changed == ["b.swift"])
    #expect(try DirectRepository(environment: [:], directory: folder.path).changes().changed == ["b.swift"])
  }

  @Test(arguments: ["split index", "unmerged paths", "repository extensions", "GIT_OBJECT_DIRECTORY is set"])
  func unsupportedShapesStepAside(_ shape: String) throws {
    let repo = try ScratchRepository()
    try repo.write("a.swift", "a\n")
    try repo.commitAll()
    var environment: [String: String] = [:]
    switch shape {
    case "split index": try repo.git(["update-index", "--split-index"])
    case "unmerged paths":
      // Stages 1 and 2 of one path, as a conflicted merge leaves them.
      let blob = try repo.git(["hash-object", "-w", "a.swift"]).trimmingCharacters(in: .whitespacesAndNewlines)
      let info =
        "0 \(String(repeating: "0", count: 40))\ta.swift\n100644 \(blob) 1\ta.swift\n100644 \(blob) 2\ta.swift\n"
      try repo.write(".git/info.txt", info)
      _ = try ProcessResult.run("/bin/sh", ["-c", "git update-index --index-info < .git/info.txt"], in: repo.root)
    case "repository extensions": try repo.git(["config", "extensions.worktreeConfig", "true"])
    default: environment["GIT_OBJECT_DIRECTORY"] = repo.path + "/.git/objects"
    }
    #expect(throws: StoreError(shape)) { try open(repo, environment).changes() }
  }

  /// Random edits, staged in random ways, checked against git after each round.
  @Test func randomRoundsAgreeWithGit() throws {
    let repo = try ScratchRepository()
    var generator = SplitMix(seed: 20261130)
    let folders = ["App", "App/Feed", "App/Feed/Cells", "Sync", "Sync-Old", "Sync.Legacy", "Tests/Fitness"]
    for index in 0..<40 {
      try repo.write("\(folders[index % folders.count])/F\(index).swift", "\(index)\n")
    }
    try repo.commitAll()
    for round in 0..<12 {
      for _ in 0..<4 {
        let folder = folders[Int(generator.next() % UInt64(folders.count))]
        let name = "\(folder)/F\(generator.next() % 60).swift"
        switch generator.next() % 4 {
        case 0: try repo.write(name, "round \(round)\n")
        case 1: _ = try repo.run(["rm", "-q", "--cached", "--ignore-unmatch", name])
        case 2: _ = try repo.run(["rm", "-rq", "--cached", "--ignore-unmatch", folder])
        default: try repo.write("\(folder)/New\(round).swift", "new\n")
        }
      }
      _ = try repo.run(["add", folders[Int(generator.next() % UInt64(folders.count))]])
      try expectAgreement(repo, "round \(round)")
      if round % 3 == 2 { try repo.git(["commit", "-q", "--no-verify", "--allow-empty", "-m", "round \(round)"]) }
      if round == 7 { try repo.git(["gc", "-q"]) }
    }
  }
}
