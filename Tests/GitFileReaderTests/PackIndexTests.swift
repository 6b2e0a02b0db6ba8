import FitnessTestSupport
import Foundation
import Testing

@testable import GitFileReader

/// A pack index whose entry points into the 64-bit offset table at a value past `Int.max`:
/// the lookup answers "not here" rather than trapping (a fuzzing find).
@Suite struct PackIndexTests {
  @Test func aLargeOffsetPastIntMaxIsNoOffset() throws {
    let repo = try ScratchRepository()
    try repo.write("A.swift", "let a = 1\n")
    try repo.commitAll("one")
    try repo.git(["repack", "-adq"])
    let folder = repo.path + "/.git/objects/pack"
    let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".idx") })
    var idx = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
    let count =
      Int(idx[8 + 255 * 4]) << 24 | Int(idx[8 + 255 * 4 + 1]) << 16 | Int(idx[8 + 255 * 4 + 2]) << 8
      | Int(idx[8 + 255 * 4 + 3])
    let offsets = 8 + 1024 + count * 24
    // Entry 0 now names large offset 0, and the table holds 0xffff_ffff_ffff_ffff.
    idx.replaceSubrange(offsets..<(offsets + 4), with: [0x80, 0, 0, 0])
    idx.insert(contentsOf: [UInt8](repeating: 0xff, count: 8), at: offsets + count * 4)
    let path = repo.path + "/crafted.idx"
    try Data(idx).write(to: URL(fileURLWithPath: path))
    let pack = try #require(Pack(indexPath: path, packPath: folder + "/" + name.dropLast(4) + ".pack"))
    let first = idx.withUnsafeBytes { ObjectHash(raw: $0.baseAddress!.advanced(by: 8 + 1024)) }
    #expect(pack.offset(of: first) == nil)
  }
}
