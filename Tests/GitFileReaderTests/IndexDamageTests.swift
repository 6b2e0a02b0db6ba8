import Testing

@testable import GitFileReader

/// Shapes the index fuzzer found: each parses to an error or a missing cache-tree, never a
/// trap, a huge allocation or a recursion without end.
@Suite struct IndexDamageTests {
  /// A version 2 index with no entries and `extension` after it, its trailer zeroed.
  static func index(version: UInt8 = 2, entries: [UInt8] = [], count: UInt8 = 0, extension: [UInt8]) -> [UInt8] {
    Array("DIRC".utf8) + [0, 0, 0, version, 0, 0, 0, count] + entries + `extension` + Array(repeating: 0, count: 20)
  }

  static func treeExtension(_ body: [UInt8]) -> [UInt8] {
    let size = UInt32(body.count)
    return Array("TREE".utf8) + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: size >> UInt32($0)) } + body
  }

  @Test func aCacheTreeThatClaimsBillionsOfSubtreesIsIgnored() throws {
    let body = [0] + Array("1 99999999999999999\n".utf8) + Array(repeating: 7, count: 20)
    let bytes = Self.index(extension: Self.treeExtension(body))
    let index = try bytes.withUnsafeBytes { try IndexFile(parsing: $0) }
    #expect(index.cacheTree == nil)
  }

  @Test func aCacheTreeNestedDeeperThanAnyPathIsIgnored() throws {
    var body: [UInt8] = []
    for _ in 0..<5000 { body += Array("a\0-1 1\n".utf8) }
    let bytes = Self.index(extension: Self.treeExtension([0] + Array("-1 1\n".utf8) + body))
    let index = try bytes.withUnsafeBytes { try IndexFile(parsing: $0) }
    #expect(index.cacheTree == nil)
  }

  @Test func aVersionFourPathWhoseStripNeverEndsIsAnError() {
    var entry = [UInt8](repeating: 0, count: 62)
    entry[24...27] = [0, 0, 0x81, 0xA4]
    entry += Array(repeating: 0xFF, count: 40) + [0x01] + Array("a.swift".utf8) + [0]
    let bytes = Self.index(version: 4, entries: entry, count: 1, extension: [])
    #expect(throws: StoreError.self) { try bytes.withUnsafeBytes { try IndexFile(parsing: $0) } }
  }
}
