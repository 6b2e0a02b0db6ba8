import CheckCore
import GitFileReader
import SwiftScanner
import Testing

/// Facts are a blob's: a blob that several paths hold (a link beside the file it leads to,
/// copies of one file) is read and scanned once, and every path gets the same facts.
@Suite struct SharedBlobScanTests {
  /// A snapshot whose object names follow the files' bytes, as git's do.
  struct NamedSnapshot: SnapshotReading {
    var memory: MemorySnapshot
    var changedPaths: [String]? { nil }
    var removedPaths: Set<String> { [] }
    func allPaths() throws -> [String] { try memory.allPaths() }
    func contains(_ path: String) -> Bool { memory.contains(path) }
    func firstPath(where predicate: (String) -> Bool) throws -> String? { try memory.firstPath(where: predicate) }
    func suitePaths() throws -> [String] { try memory.suitePaths() }
    func contents(of path: String) throws -> FileBytes? { try memory.contents(of: path) }
    func objectNames(of paths: [String]) -> [ObjectHash?] {
      let texts = Array(Set(memory.files.values)).sorted()
      return paths.map { path in
        memory.files[path].flatMap { text in
          ObjectHash(bytes: [UInt8(texts.firstIndex(of: text)! + 1)] + Array(repeating: 0, count: 19))
        }
      }
    }
  }

  @Test func aBlobHeldAtSeveralPathsIsScannedOnceAndEveryPathGetsItsFacts() throws {
    let shared = "import CloudKit\nfinal class Store {}\n"
    let memory = MemorySnapshot(files: [
      "RxSwift/Store.swift": shared, "Sources/RxSwift/Store.swift": shared, "Copies/Store.swift": shared,
      "RxSwift/Other.swift": "import Foundation\nstruct Other {}\n",
    ])
    let paths = try memory.allPaths()
    let request = FactRequest(modules: ["CloudKit"], needles: ["Store"])
    let named = NamedSnapshot(memory: memory)
    let once = try DirectFactScanner().factList(
      of: paths, names: named.objectNames(of: paths), in: named, request: request)
    // The first path of the shared blob, in order, and the other file: two reads for four paths.
    #expect(memory.reads.paths.sorted() == ["Copies/Store.swift", "RxSwift/Other.swift"])
    let alone = try DirectFactScanner().factList(of: paths, in: MemorySnapshot(files: memory.files), request: request)
    #expect(once.facts == alone.facts)
    #expect(once.facts.allSatisfy { $0 != nil })
    #expect(once.skipped.isEmpty)
  }
}
