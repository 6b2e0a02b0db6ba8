import CheckCore

/// A snapshot held in memory: paths and bytes, and for a staged check what changed. The
/// check pipeline cannot tell it from git's; the planner's choices are tested on it
/// without a repository.
struct MemorySnapshot: SnapshotReading {
  var files: [String: String]
  var changedPaths: [String]?
  var removedPaths: Set<String> = []
  /// Every path `contents(of:)` was asked for, to see what the planner read.
  let reads = ReadLog()

  final class ReadLog: @unchecked Sendable {
    var paths: [String] = []
  }

  func allPaths() throws -> [String] { files.keys.sorted() }
  func contains(_ path: String) -> Bool { files[path] != nil }
  func firstPath(where predicate: (String) -> Bool) throws -> String? { try allPaths().first(where: predicate) }
  func suitePaths() throws -> [String] {
    try allPaths().filter { $0.contains("/Fitness/") && $0.hasSuffix("Tests.swift") }
  }
  func contents(of path: String) throws -> FileBytes? {
    reads.paths.append(path)
    return files[path].map { .text(Array($0.utf8)) }
  }
}
