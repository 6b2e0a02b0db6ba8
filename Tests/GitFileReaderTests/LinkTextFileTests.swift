import FitnessTestSupport
import Foundation
import Testing

@testable import GitFileReader

/// The link texts a full check keeps: read back as written, refused whole when damaged, and
/// taken by the index's reader instead of the links' blobs.
@Suite struct LinkTextFileTests {
  private func name(_ hex: String) -> ObjectHash { ObjectHash(hex: Array(hex.utf8))! }

  @Test func textsReadBackAsWrittenAndADamagedFileIsNoneOfThem() {
    let texts = [
      name(String(repeating: "ab", count: 20)): Array("../../RxSwift/Observable.swift".utf8),
      name(String(repeating: "01", count: 20)): Array("B.swift".utf8),
      name(String(repeating: "ff", count: 20)): [],
    ]
    let bytes = LinkTextFile.encode(texts)
    #expect(LinkTextFile.decode(bytes) == texts)
    #expect(LinkTextFile.encode(texts) == bytes, "the same links make the same file")
    for offset in [0, 25, bytes.count / 2, bytes.count - 1] {
      var damaged = bytes
      damaged[offset] ^= 0x10
      #expect(LinkTextFile.decode(damaged).isEmpty, "a flipped byte at \(offset) was read")
    }
    #expect(LinkTextFile.decode(Array(bytes.dropLast(3))).isEmpty)
    #expect(LinkTextFile.decode([]).isEmpty)
  }

  /// The link's blob is taken out of the object store; with its text kept, the index still
  /// reads the link as the file it leads to, so no blob was read for it.
  @Test func openingTheIndexTakesTheKeptTextsInsteadOfTheLinksBlobs() throws {
    let repo = try ScratchRepository()
    try repo.write("RxSwift/Observable.swift", "struct Observable {}\n")
    try FileManager.default.createDirectory(atPath: repo.path + "/Sources/RxSwift", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: repo.path + "/Sources/RxSwift/Observable.swift", withDestinationPath: "../../RxSwift/Observable.swift")
    try repo.commitAll()
    let link = "Sources/RxSwift/Observable.swift"
    let blob = try repo.git(["rev-parse", ":" + link]).trimmingCharacters(in: .whitespacesAndNewlines)
    let loose = repo.path + "/.git/objects/" + blob.prefix(2) + "/" + blob.dropFirst(2)
    #expect(FileManager.default.fileExists(atPath: loose), "the link's blob is a loose object")
    try FileManager.default.removeItem(atPath: loose)

    #expect(throws: StoreError.self, "without its blob or a kept text the link cannot be read") {
      try DirectRepository(environment: [:], directory: repo.path)
    }

    let file = LinkTextFile.file(commonDirectory: repo.path + "/.git")
    try FileManager.default.createDirectory(atPath: repo.path + "/.git/fitness", withIntermediateDirectories: true)
    let kept = LinkTextFile.encode([name(blob): Array("../../RxSwift/Observable.swift".utf8)])
    try Data(kept).write(to: URL(fileURLWithPath: file))
    let index = try DirectRepository(environment: [:], directory: repo.path)
    #expect(index.contains(link))
    #expect(try index.blob(at: link, limit: 1 << 20) == .bytes(Array("struct Observable {}\n".utf8)))
    #expect(index.linkTextsByBlob == LinkTextFile.decode(kept))
  }
}
