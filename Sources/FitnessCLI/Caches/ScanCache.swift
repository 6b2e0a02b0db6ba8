import CheckCore
import Foundation
import GitFileReader
import SwiftScanner

/// Facts per blob, kept between full scans so that an unchanged repository is judged
/// without reading its blobs again, in the folder `ScanCacheLayout` names.
///
/// Safe when runs overlap: a run adds one new segment, written under a temporary name and
/// renamed into place, and never changes a segment after that. A segment that fails its
/// checksum (a full disk, a crash) is skipped. Merging many segments into one writes the
/// merged one first and then removes only the segments it read.
///
/// Only full checks use it. The hook's staged check neither reads nor writes it; the
/// front answers a full check only when every fact is here (`CachedFactScanner`).
final class ScanCache: FactScanning {
  /// Beyond this many segments, a run merges them into one.
  static let mergeThreshold = 8
  /// Key folders kept besides the current one (other rule sets, other versions of fitness).
  static let keptKeys = 3

  let folder: String
  /// The request's needles, in the order records refer to them by.
  private let needles: [String]
  private(set) var hits = 0
  private(set) var misses = 0
  private let scanner = DirectFactScanner()

  /// The cache for `request` under `commonDirectory` (a repository's shared git directory).
  init(commonDirectory: String, request: FactRequest, version: String = EntryPoint.version) {
    folder = ScanCacheLayout.folder(commonDirectory: commonDirectory, request: request, version: version)
    needles = request.needles
  }

  func facts(
    of paths: [String], in snapshot: any SnapshotReading, request: FactRequest, retained: Set<String>,
    progress: ((_ done: Int, _ total: Int) -> Void)?
  ) throws -> FactScan {
    let names = snapshot.objectNames(of: paths)
    let segmentNames = ScanCacheLayout.segmentNames(in: folder)
    let found = ScanCacheLayout.lookUp(names, in: folder, segmentNames: segmentNames, needles: needles)
    var result = FactScan(retaining: retained)
    var missing: [String] = []
    var missingNames: [ObjectHash?] = []
    for index in paths.indices {
      if let facts = found[index] {
        result.add(facts, for: paths[index])
      } else {
        missing.append(paths[index])
        missingNames.append(names[index])
      }
    }
    hits = paths.count - missing.count
    misses = missing.count
    let scanned = try scanner.factList(
      of: missing, names: missingNames, in: snapshot, request: request, progress: progress)
    result.skipped = scanned.skipped
    var added = ScanCacheSegment.Writer(needles: needles, key: ScanCacheLayout.key(of: folder))
    var kept = Set<ObjectHash>()
    for ((path, name), facts) in zip(zip(missing, missingNames), scanned.facts) {
      guard let facts else { continue }
      result.add(facts, for: path)
      if let name, kept.insert(name).inserted { added.add(name, facts) }
    }
    store(added, read: segmentNames)
    return result
  }

  /// Writes `added` as a new segment, or everything as one when segments have piled up.
  /// A cache that cannot be written is only slower next time, so failures are dropped.
  private func store(_ added: ScanCacheSegment.Writer, read names: [String]) {
    // What a killed run left goes first, whether or not this run writes.
    AtomicFile.removeStaleTemporaries(in: folder)
    let merging = names.count >= Self.mergeThreshold
    guard added.count > 0 || merging else { return }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      var segment = added
      if merging {
        for old in names.compactMap({ ScanCacheSegment(path: folder + "/" + $0, key: ScanCacheLayout.key(of: folder)) })
        {
          for record in 0..<old.count { segment.add(old.name(record), payload: old.payload(record)) }
        }
      }
      let name = "segment-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).facts"
      try AtomicFile.replace(folder + "/" + name, bytes: segment.finish())
      if merging {
        for old in names { unlink(folder + "/" + old) }
      }
      if names.isEmpty { pruneOtherKeys() }
    } catch {
      return
    }
  }

  /// Removes the oldest key folders beyond `keptKeys`.
  private func pruneOtherKeys() {
    let parent = (folder as NSString).deletingLastPathComponent
    let own = (folder as NSString).lastPathComponent
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
    let others = names.filter { $0 != own }.map { name -> (String, Date) in
      let modified = (try? FileManager.default.attributesOfItem(atPath: parent + "/" + name))?[.modificationDate]
      return (name, modified as? Date ?? .distantPast)
    }
    for (name, _) in others.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.keptKeys) {
      try? FileManager.default.removeItem(atPath: parent + "/" + name)
    }
  }

}
