import CheckCore
import Foundation
import SwiftScanner

/// A fact scanner that remembers, for a server that judges the same working tree again on
/// every keystroke: a file on disk is scanned again only when its status changed (device,
/// inode, size, modification and change times), a buffer only when its bytes did, and all
/// of it when the rules ask for other facts.
///
/// A file changed within the same second as its last scan may not show it in its times
/// (git calls it racy): such a file is scanned again until it is older than that.
final class RememberedFacts: FactScanning {
  private enum Found {
    case facts(SourceFacts)
    case skipped(String)
    case nothing
  }

  private struct Remembered {
    var key: [Int]
    var found: Found
  }

  private let root: String
  private var request: FactRequest?
  private var memory: [String: Remembered] = [:]
  private let lock = NSLock()

  /// `root`: the working tree's root, without its trailing `/`.
  init(root: String) {
    self.root = root
  }

  func facts(
    of paths: [String], in snapshot: any SnapshotReading, request: FactRequest, retained: Set<String>,
    progress: ((Int, Int) -> Void)?
  ) throws -> FactScan {
    lock.lock()
    defer { lock.unlock() }
    if self.request != request {
      memory = [:]
      self.request = request
    }
    let buffers = (snapshot as? BufferedWorkTree)?.buffers ?? [:]
    let now = Int(Date().timeIntervalSince1970)
    var keys: [[Int]?] = []
    var missing: [Int] = []
    for (index, path) in paths.enumerated() {
      let key = buffers[path].map(Self.key(of:)) ?? diskKey(of: path, now: now)
      keys.append(key)
      if key == nil || memory[path]?.key != key { missing.append(index) }
    }
    let missingPaths = missing.map { paths[$0] }
    let read = try DirectFactScanner().factList(of: missingPaths, in: snapshot, request: request, progress: progress)
    // What this scan found of files it may not remember (racy ones), for this scan alone.
    var fresh: [String: Found] = [:]
    for (place, path) in missingPaths.enumerated() {
      let skipped = read.skipped.first { $0.hasPrefix(path + " (") }
      fresh[path] = read.facts[place].map(Found.facts) ?? skipped.map(Found.skipped) ?? .nothing
    }
    for index in missing {
      let path = paths[index]
      memory[path] = keys[index].map { Remembered(key: $0, found: fresh[path] ?? .nothing) }
    }
    var scan = FactScan(retaining: retained)
    for path in paths {
      switch fresh[path] ?? memory[path]?.found ?? .nothing {
      case .facts(let facts): scan.add(facts, for: path)
      case .skipped(let line): scan.skipped.append(line)
      case .nothing: break
      }
    }
    return scan
  }

  /// A buffer's key: its length and two fingerprints of its bytes.
  private static func key(of bytes: [UInt8]) -> [Int] {
    [
      -1, bytes.count, Int(truncatingIfNeeded: FNV1a.value(bytes)),
      Int(truncatingIfNeeded: FNV1a.value(bytes.reversed())),
    ]
  }

  /// A file's status on disk, followed through links as the reader follows them; nil when
  /// it cannot be trusted to show a change (changed this second) or there is none.
  private func diskKey(of path: String, now: Int) -> [Int]? {
    var status = stat()
    let full = (Array(root.utf8) + [UInt8(ascii: "/")] + QuotedPath.bytes(path) + [0]).map { CChar(bitPattern: $0) }
    guard stat(full, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
    #else
      let (modified, changed) = (status.st_mtim, status.st_ctim)
    #endif
    guard max(Int(modified.tv_sec), Int(changed.tv_sec)) < now - 1 else { return nil }
    return [
      Int(status.st_dev), Int(status.st_ino), Int(status.st_size), Int(modified.tv_sec), Int(modified.tv_nsec),
      Int(changed.tv_sec), Int(changed.tv_nsec),
    ]
  }
}
