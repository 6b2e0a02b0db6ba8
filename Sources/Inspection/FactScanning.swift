import Dispatch
import GitStore
import SwiftScanner

/// Which facts a full scan keeps: the imports of the fenced modules and the positions of
/// the rules' needles. Two runs asking the same request of the same bytes get the same facts.
public struct FactRequest: Hashable, Sendable {
  public var modules: Set<String>
  /// Unique, in order.
  public var needles: [String]

  public init(modules: Set<String>, needles: [String]) {
    self.modules = modules
    self.needles = Array(Set(needles)).sorted()
  }

  /// Spells the request out, for a cache to key its entries by.
  public var description: String {
    "modules:" + modules.sorted().joined(separator: ",") + ";needles:" + needles.joined(separator: "\u{1F}")
  }
}

/// What a fact scan found: the facts by path, and the files too large to read.
///
/// Facts that are empty are left out, unless the path was asked to be retained (a fence
/// entry, whose emptiness makes it stale): a file with none can break no fence, and most
/// files of a large repository have none, so the scan holds hundreds of entries, not
/// hundreds of thousands.
public struct FactScan {
  public var facts: [String: SourceFacts] = [:]
  public var skipped: [String] = []
  /// How many text files were judged, including those whose empty facts were left out.
  public var judged = 0
  private let retained: RetainedPaths

  public init(retaining retained: Set<String> = [], skipped: [String] = []) {
    self.retained = RetainedPaths(retained)
    self.skipped = skipped
  }

  /// Adds one file's facts, leaving empty ones out unless the path is retained.
  public mutating func add(_ facts: SourceFacts, for path: String) {
    judged += 1
    if !facts.isEmpty || retained.contains(path) { self.facts[path] = facts }
  }
}

/// A set of paths asked about once per file of a full scan, most often for a path it does
/// not hold: a signature of each path's length and last bytes answers most of those
/// without hashing the whole path.
struct RetainedPaths {
  private let paths: Set<String>
  private var signatures = [Bool](repeating: false, count: 4096)

  init(_ paths: Set<String>) {
    self.paths = paths
    for path in paths { signatures[Self.signature(path)] = true }
  }

  func contains(_ path: String) -> Bool {
    !paths.isEmpty && signatures[Self.signature(path)] && paths.contains(path)
  }

  private static func signature(_ path: String) -> Int {
    var path = path
    return path.withUTF8 { bytes in
      var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
      for byte in bytes.suffix(12) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return Int(truncatingIfNeeded: hash >> 52)
    }
  }
}

/// Reduces files to their facts; a cache can stand in front of the scanner that reads them.
public protocol FactScanning {
  /// Facts of `paths`, which come in snapshot order; empty ones only for `retained` paths.
  func facts(
    of paths: [String], in snapshot: any CheckSource, request: FactRequest, retained: Set<String>,
    progress: ((_ done: Int, _ total: Int) -> Void)?
  ) throws -> FactScan
}

/// Reads and scans every file, on every core, keeping only facts: the bytes of a file are
/// let go as soon as it is scanned, so memory follows the facts, not the repository.
public struct DirectFactScanning: FactScanning {
  public init() {}

  public func facts(
    of paths: [String], in snapshot: any CheckSource, request: FactRequest, retained: Set<String> = [],
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
  public func factList(
    of paths: [String], names: [ObjectHash?]? = nil, in snapshot: any CheckSource, request: FactRequest,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws -> (facts: [SourceFacts?], skipped: [String]) {
    // In the order the snapshot reads best (each pack along its delta tree); results by
    // position.
    let reading = names.flatMap { snapshot.objectReading(of: $0) }
    let order = reading?.order ?? Array(paths.indices)
    let lock = Lock()
    let done = Counter()
    let readsConcurrently = snapshot.readsConcurrently
    let search = FactSearch(modules: request.modules, needles: request.needles)
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
        func read() throws -> SourceBytes? {
          if let reader, let bytes = try reader(index) { return bytes }
          return try snapshot.contents(of: path)
        }
        switch try readsConcurrently ? read() : lock.run({ try read() }) {
        case .text(let bytes)?: facts.append(search.facts(of: bytes))
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
