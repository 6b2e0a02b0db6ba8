import GitFileReader
import SwiftScanner

/// A full scan answered from the scan cache alone, without writing it: how the front
/// judges an unchanged repository without starting `fitness-tool`.
///
/// A blob the cache does not hold is read: a binary or an oversized one is judged as the
/// tool judges it; a text one throws `Miss`, and the tool runs the scan (and fills the
/// cache).
package final class CachedFactScanner: FactScanning {
  package struct Miss: Error {}

  private let request: FactRequest
  private let folder: String
  private let segments: [String]
  /// Scans what the cache does not hold, instead of throwing `Miss` (the hook's staged
  /// check, which judges a changed rule over the files it reaches, and never writes).
  private let fallback: (any FactScanning)?
  package private(set) var hits = 0

  /// The cache of `request`'s facts under `commonDirectory`, its segments listed once.
  package init(commonDirectory: String, request: FactRequest, fallback: (any FactScanning)? = nil) {
    self.request = request
    self.fallback = fallback
    folder = ScanCacheLayout.folder(commonDirectory: commonDirectory, request: request)
    segments = ScanCacheLayout.segmentNames(in: folder)
  }

  /// No segment yet: a first full check, which the tool must run.
  package var isEmpty: Bool { segments.isEmpty }

  package func facts(
    of paths: [String], in snapshot: any SnapshotReading, request: FactRequest, retained: Set<String>,
    progress: ((_ done: Int, _ total: Int) -> Void)?
  ) throws -> FactScan {
    guard request == self.request, !segments.isEmpty else {
      guard let fallback else { throw Miss() }
      return try fallback.facts(of: paths, in: snapshot, request: request, retained: retained, progress: progress)
    }
    let names = snapshot.objectNames(of: paths)
    let found = ScanCacheLayout.lookUp(names, in: folder, segmentNames: segments, needles: request.needles)
    var scan = FactScan(retaining: retained)
    var missed: [String] = []
    for (path, facts) in zip(paths, found) {
      if let facts {
        scan.add(facts, for: path)
        continue
      }
      guard fallback == nil else {
        missed.append(path)
        continue
      }
      switch try snapshot.contents(of: path) {
      case .text?: throw Miss()
      case .tooLarge(let size)?: scan.skipped.append("\(path) (\(size) bytes)")
      case .binary?, nil: break
      }
    }
    hits = scan.judged
    if let fallback, !missed.isEmpty {
      let rest = try fallback.facts(of: missed, in: snapshot, request: request, retained: retained, progress: progress)
      scan.merge(rest)
    }
    return scan
  }
}
