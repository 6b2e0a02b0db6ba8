import FitnessTestSupport
import Foundation
import Testing

@testable import GitFileReader

/// A `git gc` beside a check: git writes a new pack, then deletes the loose objects (and
/// the packs) it replaces. A reader that listed the packs before then must look again, as
/// git does, rather than call the object missing.
@Suite struct PackListTests {
  private func hash(_ repo: ScratchRepository, _ spec: String) throws -> ObjectHash {
    let text = try repo.git(["rev-parse", spec]).trimmingCharacters(in: .whitespacesAndNewlines)
    return try #require(ObjectHash(hex: Array(text.utf8)))
  }

  @Test func objectsPackedAfterTheListingAreFound() throws {
    let repo = try ScratchRepository()
    try repo.git(["config", "gc.auto", "0"])
    try repo.write("Sources/A.swift", "import Foundation\nlet a = 1\n")
    try repo.write("Sources/B.swift", "import Foundation\nlet b = 2\n")
    try repo.commitAll("loose")
    let store = ObjectStore(objects: repo.path + "/.git/objects")
    // A miss lists the packs: none yet.
    #expect(throws: StoreError.self) {
      try store.read(ObjectHash(hex: Array(String(repeating: "ab", count: 20).utf8))!)
    }
    // gc's two steps, by the real git: everything into a pack, then the loose copies go.
    try repo.git(["repack", "-dq"])
    try repo.git(["prune-packed"])
    let a = try hash(repo, "HEAD:Sources/A.swift")
    #expect(!FileManager.default.fileExists(atPath: repo.path + "/.git/objects/" + a.loosePath))
    #expect(try store.read(a).body == Array("import Foundation\nlet a = 1\n".utf8))

    // A pack replaced by a bigger one (`repack -a -d` deletes the old pack): objects only
    // the new pack holds are found, and the old one stays readable through its mapping.
    try repo.write("Sources/C.swift", "let c = 3\n")
    try repo.commitAll("more")
    try repo.git(["repack", "-adq"])
    let c = try hash(repo, "HEAD:Sources/C.swift")
    #expect(try store.read(c).body == Array("let c = 3\n".utf8))
    #expect(try store.read(try hash(repo, "HEAD:Sources/B.swift")).body == Array("import Foundation\nlet b = 2\n".utf8))
  }
}
