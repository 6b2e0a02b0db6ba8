import CheckCore
import GitFileReader
import LibGit2Reader
import RuleEngine
import SwiftScanner

/// A libgit2 snapshot as the check reads it.
final class LibGit2Snapshot: SnapshotReading {
  let snapshot: Snapshot
  private lazy var byPath: [String: TrackedFile] = Dictionary(
    snapshot.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })

  init(_ snapshot: Snapshot) {
    self.snapshot = snapshot
  }

  /// Files read from disk (a working-tree snapshot) are read on every core; blobs go
  /// through libgit2, one reader at a time.
  private(set) lazy var readsConcurrently = snapshot.files.allSatisfy { $0.blob == nil }

  var changedPaths: [String]? { snapshot.changed?.map(\.path) }
  func refusedLinks(selectedBy selected: (String) -> Bool) -> [RefusedLink] {
    snapshot.refusedLinks.filter { selected($0.judgedPath) }
  }
  var removedPaths: Set<String> { snapshot.removed }

  func allPaths() -> [String] { snapshot.files.map(\.path) }
  func contains(_ path: String) -> Bool { byPath[path] != nil }
  func firstPath(where predicate: (String) -> Bool) -> String? { snapshot.files.first { predicate($0.path) }?.path }
  func suitePaths() -> [String] { snapshot.files.map(\.path).filter(SuiteRule.isSuitePath) }

  func objectNames(of paths: [String]) -> [ObjectHash?] {
    paths.map { path in byPath[path]?.blob.flatMap { ObjectHash(bytes: $0.bytes) } }
  }

  func contents(of path: String) throws -> FileBytes? {
    guard let file = byPath[path] else { return nil }
    return Self.bytes(try snapshot.contents(of: file))
  }

  func removedContents(of path: String) throws -> FileBytes? {
    guard removedPaths.contains(path), let file = try headFiles()[path] else { return nil }
    return Self.bytes(try snapshot.contents(of: file))
  }

  func headContents(of path: String) throws -> FileBytes? {
    guard changedPaths != nil, let file = try headFiles()[path] else { return nil }
    return Self.bytes(try snapshot.contents(of: file))
  }

  /// HEAD's files by path, links followed to their files, listed once.
  private var headListing: [String: TrackedFile]?
  private func headFiles() throws -> [String: TrackedFile] {
    if let headListing { return headListing }
    let listing = Dictionary(try snapshot.headFiles().map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    headListing = listing
    return listing
  }

  private static func bytes(_ contents: FileContents) -> FileBytes {
    switch contents {
    case .text(let bytes): return .text(bytes)
    case .binary: return .binary
    case .tooLarge(let size): return .tooLarge(size)
    }
  }
}
