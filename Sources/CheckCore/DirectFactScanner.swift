import Dispatch
import GitFileReader
import SwiftScanner

/// Reads and scans every file, on every core, keeping only facts: the bytes of a file are
/// let go as soon as it is scanned, so memory follows the facts, not the repository.
package struct DirectFactScanner: FactScanning {
  package init() {}

  package func facts(
    of paths: [String], in snapshot: any SnapshotReading, request: FactRequest, retained: Set<String> = [],
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws -> FactScan {
    let names = snapshot.objectNames(of: paths)
    let list = try factList(of: paths, names: names, in: snapshot, request: request, progress: progress)
    var scan = FactScan(retaining: retained, skipped: list.skipped)
    for (path, facts) in zip(paths, list.facts) {
      if let facts { scan.add(facts, for: path) }
    }
    return scan
  }

  /// The facts of each of `paths`, in the same order: nil for a binary, a file over the
  /// scan limit (listed in `skipped`) or one the snapshot does not hold.
  /// `names`, when given, are the files' object names (read by name, saving a lookup).
  ///
  /// A blob that several paths hold (a link and the file it leads to, as SwiftPM layouts
  /// keep hundreds of; copies of one file) is read and scanned once: facts are the blob's.
  package func factList(
    of paths: [String], names: [ObjectHash?]? = nil, in snapshot: any SnapshotReading, request: FactRequest,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws -> (facts: [SourceFacts?], skipped: [String]) {
    guard let names else {
      return try scannedList(of: paths, names: nil, in: snapshot, request: request, progress: progress)
    }
    var first: [ObjectHash: Int] = [:]
    var unique: [Int] = []
    var copies: [(index: Int, of: Int)] = []
    for (index, name) in names.enumerated() {
      if let name, let seen = first[name] {
        copies.append((index, seen))
      } else {
        if let name { first[name] = unique.count }
        unique.append(index)
      }
    }
    guard !copies.isEmpty else {
      return try scannedList(of: paths, names: names, in: snapshot, request: request, progress: progress)
    }
    let scanned = try scannedList(
      of: unique.map { paths[$0] }, names: unique.map { names[$0] }, in: snapshot, request: request,
      progress: progress)
    var list = [SourceFacts?](repeating: nil, count: paths.count)
    for (place, index) in unique.enumerated() { list[index] = scanned.facts[place] }
    var skipped = scanned.skipped
    // A copy of a blob that gave no facts (binary, too large) is read at its own path, so
    // that it is listed as skipped there too.
    var unread: [Int] = []
    for (index, of) in copies {
      if let facts = scanned.facts[of] { list[index] = facts } else { unread.append(index) }
    }
    if !unread.isEmpty {
      let rest = try scannedList(
        of: unread.map { paths[$0] }, names: unread.map { names[$0] }, in: snapshot, request: request, progress: nil)
      for (place, index) in unread.enumerated() { list[index] = rest.facts[place] }
      skipped += rest.skipped
    }
    return (list, skipped)
  }

  /// Every one of `paths` read and scanned, on every core.
  private func scannedList(
    of paths: [String], names: [ObjectHash?]?, in snapshot: any SnapshotReading, request: FactRequest,
    progress: ((_ done: Int, _ total: Int) -> Void)?
  ) throws -> (facts: [SourceFacts?], skipped: [String]) {
    // In the order the snapshot reads best (each pack along its delta tree); results by
    // position.
    let reading = names.flatMap { snapshot.objectReading(of: $0, paths: paths) }
    let order = reading?.order ?? Array(paths.indices)
    let lock = Lock()
    let done = Counter()
    let readsConcurrently = snapshot.readsConcurrently
    let search = request.search
    // Shared across the workers: reads are serialised under `lock` unless the snapshot says
    // it reads concurrently; progress is reported under the lock.
    nonisolated(unsafe) let snapshot = snapshot
    nonisolated(unsafe) let progress = progress
    // Runs large enough that a reader keeping the delta tree's path rarely rebuilds it (once
    // per run), and small enough to keep every core busy to the end.
    let parts = try Parallel.chunks(of: order.count, size: max(64, min(1024, order.count / 8))) { places in
      var facts: [SourceFacts?] = []
      var skipped: [String] = []
      let reader = reading?.reader()
      for place in places {
        let index = order[place]
        let path = paths[index]
        func read() throws -> FileBytes? {
          if let reader, let bytes = try reader(index) { return bytes }
          return try snapshot.contents(of: path)
        }
        switch try readsConcurrently ? read() : lock.run({ try read() }) {
        case .text(let bytes)?: facts.append(request.facts(of: bytes, search: search))
        case .tooLarge(let size)?:
          facts.append(nil)
          skipped.append("\(path) (\(size) bytes)")
        case .binary?, nil: facts.append(nil)
        }
      }
      if let progress {
        lock.run {
          done.value += places.count
          progress(done.value, paths.count)
        }
      }
      return (facts, skipped)
    }
    var list = [SourceFacts?](repeating: nil, count: paths.count)
    var skipped: [String] = []
    var place = 0
    for part in parts {
      for facts in part.0 {
        list[order[place]] = facts
        place += 1
      }
      skipped += part.1
    }
    return (list, skipped)
  }
}

/// A count shared by threads, under a `Lock`.
final class Counter: @unchecked Sendable {
  var value = 0
}
