import GitFileReader
import RuleEngine
import SwiftScanner

/// The direct reader's index as the check reads it: staged (with the change set since
/// HEAD) for the hook, or whole for a full scan.
package final class DirectSnapshot: SnapshotReading {
  package let index: DirectRepository
  package let changedPaths: [String]?
  package let removedPaths: Set<String>
  /// Every committed file and its blob, in index order, read once on first need.
  private lazy var table: (paths: [String], names: [ObjectHash]) = {
    let files = index.committedFiles()
    // The paths are Strings now; the mapped index's pages need not stay resident.
    index.releasePages()
    return (files.paths, files.hashes)
  }()

  init(index: DirectRepository, changedPaths: [String]?, removedPaths: Set<String>) {
    self.index = index
    self.changedPaths = changedPaths
    self.removedPaths = removedPaths
  }

  /// The index as a commit would record it, judged by what changed since HEAD.
  package static func staged(_ index: DirectRepository) throws(StoreError) -> DirectSnapshot {
    let changes = try index.changes()
    return DirectSnapshot(index: index, changedPaths: changes.changed, removedPaths: changes.removed)
  }

  /// Every file in the index, all judged.
  package static func whole(_ index: DirectRepository) -> DirectSnapshot {
    DirectSnapshot(index: index, changedPaths: nil, removedPaths: [])
  }

  package var readsConcurrently: Bool { true }
  package func refusedLinks(selectedBy selected: (String) -> Bool) throws -> [RefusedLink] {
    index.refusedLinks(selectedBy: selected)
  }

  package func allPaths() -> [String] { table.paths }
  package func buildManifestPaths() -> [String] { index.buildManifestPaths() }
  package func paths(under prefix: String) -> [String] { index.paths(under: prefix) }
  package func contains(_ path: String) -> Bool { index.contains(path) }
  package func firstPath(where predicate: (String) -> Bool) -> String? { index.firstPath(where: predicate) }
  package func suitePaths() -> [String] { index.paths(endingWith: "Tests.swift", where: SuiteRule.isSuitePath) }
  /// One forward walk when `paths` follow index order (as a full check asks); a lookup per
  /// path otherwise, and for a staged check or a few paths (a commit's files, a catalog):
  /// listing every file of a 100k-file index for them costs more than the whole check.
  package func objectNames(of paths: [String]) -> [ObjectHash?] {
    if changedPaths != nil || paths.count < 256 { return paths.map { index.objectName(of: $0) } }
    let table = self.table
    var names: [ObjectHash?] = []
    names.reserveCapacity(paths.count)
    var cursor = 0
    for path in paths {
      while cursor < table.paths.count, table.paths[cursor] != path { cursor += 1 }
      guard cursor < table.paths.count else {
        return paths.map { path in index.objectName(of: path) }
      }
      names.append(table.names[cursor])
      cursor += 1
    }
    return names
  }

  package func leadingBytes(of path: String, count: Int) throws -> [UInt8]? {
    try index.blobPrefix(at: path, count: count)
  }

  package func objectReading(of names: [ObjectHash?], paths: [String]) -> ObjectReading? {
    let plan = index.readingPlan(of: names)
    return ObjectReading(order: plan.order) { [index] in
      let run = index.blobRun(plan)
      return { position in
        try run.blob(at: position, limit: FileBytes.limit).map { FileBytes.of($0, path: paths[position]) }
      }
    }
  }

  package func removedContents(of path: String) throws -> FileBytes? {
    guard removedPaths.contains(path) else { return nil }
    return try index.headFileBlob(at: path, limit: FileBytes.limit).map { FileBytes.of($0, path: path) }
  }

  package func headContents(of path: String) throws -> FileBytes? {
    guard changedPaths != nil else { return nil }
    return try index.headFileBlob(at: path, limit: FileBytes.limit).map { FileBytes.of($0, path: path) }
  }

  package func contents(of path: String) throws -> FileBytes? {
    try index.blob(at: path, limit: FileBytes.limit).map { FileBytes.of($0, path: path) }
  }
}
