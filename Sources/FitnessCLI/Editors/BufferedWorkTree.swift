import CheckCore
import GitFileReader
import RuleEngine
import SwiftScanner

/// The working tree with some files' bytes given in their place: an editor's unsaved
/// buffers, or the content an agent asks about. Every other answer is the working tree's
/// own, so a judged buffer is judged exactly as `check --worktree` would judge it saved.
final class BufferedWorkTree: SnapshotReading {
  let base: any SnapshotReading
  /// Repository paths (as the snapshot spells them) and the bytes that stand in for each.
  let buffers: [String: [UInt8]]
  private let everyPath: [String]

  init(_ base: any SnapshotReading, buffers: [String: [UInt8]]) throws {
    self.base = base
    self.buffers = buffers
    // A buffer for a file not yet saved is a file of the tree, as it will be once saved.
    let listed = try base.allPaths()
    let added = buffers.keys.filter { !base.contains($0) }
    everyPath = added.isEmpty ? listed : (listed + added).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  var changedPaths: [String]? { nil }
  var removedPaths: Set<String> { [] }
  var readsConcurrently: Bool { base.readsConcurrently }

  func refusedLinks(selectedBy selected: (String) -> Bool) throws -> [RefusedLink] {
    try base.refusedLinks(selectedBy: selected)
  }
  func allPaths() throws -> [String] { everyPath }
  func contains(_ path: String) -> Bool { buffers[path] != nil || base.contains(path) }
  func firstPath(where predicate: (String) -> Bool) throws -> String? { everyPath.first(where: predicate) }
  func suitePaths() throws -> [String] { everyPath.filter(SuiteRule.isSuitePath) }

  func contents(of path: String) throws -> FileBytes? {
    guard let bytes = buffers[path] else { return try base.contents(of: path) }
    return bytes.count > FileBytes.limit ? .tooLarge(bytes.count) : FileBytes.classify(bytes, path: path)
  }
}
