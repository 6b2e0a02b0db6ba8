import GitFileReader
import RuleEngine
import SwiftScanner

/// The index with some files' bytes from elsewhere (the disk, or a tool's proposed text),
/// judged as a commit of just those files: what the hook would say if they were staged now.
/// The agent hook's fast path (`AgentVerdict`), which reads no other file of the working tree.
package final class EditedIndex: SnapshotReading {
  let base: DirectSnapshot
  /// Repository paths and the bytes that stand in for them, which are the commit's changes.
  package let edits: [String: [UInt8]]
  package let changedPaths: [String]?
  private let added: [String]

  package init(_ index: DirectRepository, edits: [String: [UInt8]]) {
    base = DirectSnapshot.whole(index)
    self.edits = edits
    let sorted = edits.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    changedPaths = sorted
    added = sorted.filter { !index.contains($0) }
  }

  package var removedPaths: Set<String> { [] }
  package var readsConcurrently: Bool { true }

  package func refusedLinks(selectedBy selected: (String) -> Bool) throws -> [RefusedLink] {
    try base.refusedLinks(selectedBy: selected)
  }

  private func merged(_ paths: [String], where accepted: (String) -> Bool) -> [String] {
    let extra = added.filter(accepted)
    guard !extra.isEmpty else { return paths }
    return (paths + extra).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  package func allPaths() throws -> [String] { merged(base.allPaths(), where: { _ in true }) }
  package func paths(under prefix: String) throws -> [String] {
    merged(base.paths(under: prefix), where: { $0.utf8.starts(with: prefix.utf8) })
  }
  package func contains(_ path: String) -> Bool { edits[path] != nil || base.contains(path) }
  package func firstPath(where predicate: (String) -> Bool) throws -> String? {
    let found = base.firstPath(where: predicate)
    guard let extra = added.first(where: predicate) else { return found }
    guard let found else { return extra }
    return extra.utf8.lexicographicallyPrecedes(found.utf8) ? extra : found
  }
  package func suitePaths() throws -> [String] { merged(base.suitePaths(), where: SuiteRule.isSuitePath) }

  package func contents(of path: String) throws -> FileBytes? {
    guard let bytes = edits[path] else { return try base.contents(of: path) }
    return bytes.count > FileBytes.limit ? .tooLarge(bytes.count) : FileBytes.classify(bytes, path: path)
  }

  package func objectNames(of paths: [String]) -> [ObjectHash?] {
    let names = base.objectNames(of: paths)
    return zip(paths, names).map { path, name in edits[path] == nil ? name : nil }
  }

  package func leadingBytes(of path: String, count: Int) throws -> [UInt8]? {
    guard let bytes = edits[path] else { return try base.leadingBytes(of: path, count: count) }
    return Array(bytes.prefix(count))
  }

  package func objectReading(of names: [ObjectHash?], paths: [String]) -> ObjectReading? {
    // An edited file has no blob: every file is then read by path.
    paths.contains { edits[$0] != nil } ? nil : base.objectReading(of: names, paths: paths)
  }
}
