import CheckCore
import Foundation
import GitFileReader
import RuleEngine
import Testing

/// The catalog cache gives back exactly what the reader read, and a damaged or cut file is
/// a miss, never copy.
struct CatalogCacheTests {
  static let catalog = Array(
    """
    {"sourceLanguage":"en","strings":{
      "mode.a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Alpha \\u00e9\\n"}}}},
      "mode.b":{},
      "other":{"localizations":{"en":{"stringUnit":{"value":"no"}}}}
    }}
    """.utf8)

  static func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-catalogs-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A cache under `folder` that writes plainly (the tool writes atomically).
  static func cache(in folder: String) -> CatalogCache {
    CatalogCache(commonDirectory: folder) { path, bytes in
      _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }
  }

  @Test func keptCopyReadsBackAsTheReaderReadIt() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = Self.cache(in: folder)
    let blob = try #require(ObjectHash(bytes: Array(repeating: 7, count: 20)))
    let read = try #require(StringCatalog.values(Self.catalog, keys: "mode.", path: "App/L.xcstrings"))
    #expect(cache.values(of: blob, keys: "mode.", path: "App/L.xcstrings") == nil)
    cache.keep(read, of: blob, keys: "mode.", path: "App/L.xcstrings")
    #expect(cache.values(of: blob, keys: "mode.", path: "App/L.xcstrings") == read)
    // Another prefix, path or blob is another entry.
    #expect(cache.values(of: blob, keys: nil, path: "App/L.xcstrings") == nil)
    #expect(cache.values(of: blob, keys: "mode.", path: "Other/L.xcstrings") == nil)
    #expect(
      try cache.values(
        of: #require(ObjectHash(bytes: Array(repeating: 8, count: 20))), keys: "mode.", path: "App/L.xcstrings") == nil)
  }

  @Test func everyDamagedOrCutFileIsAMiss() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = Self.cache(in: folder)
    let blob = try #require(ObjectHash(bytes: Array(repeating: 1, count: 20)))
    let read = try #require(StringCatalog.values(Self.catalog, keys: nil, path: "L.xcstrings"))
    cache.keep(read, of: blob, keys: nil, path: "L.xcstrings")
    let file = cache.file(of: blob, keys: nil, path: "L.xcstrings")
    let clean = try #require(FileManager.default.contents(atPath: file))
    for place in 0..<clean.count {
      for flip: UInt8 in [0x01, 0x80] {
        var damaged = clean
        damaged[place] ^= flip
        try damaged.write(to: URL(fileURLWithPath: file))
        #expect(cache.values(of: blob, keys: nil, path: "L.xcstrings") == nil, "byte \(place) ^ \(flip)")
      }
      try clean.prefix(place).write(to: URL(fileURLWithPath: file))
      #expect(cache.values(of: blob, keys: nil, path: "L.xcstrings") == nil, "cut at \(place)")
    }
  }
}
