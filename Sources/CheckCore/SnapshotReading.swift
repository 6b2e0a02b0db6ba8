import GitFileReader
import RuleEngine
import SwiftScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a check reads: one snapshot's paths and bytes, however they are stored.
///
/// Two kinds stand behind it. In `fitness-tool`, libgit2's snapshots (staged, a revision,
/// the index, the working tree); in the hook's fast path, `GitFileReader`'s direct reading of
/// the index. The check itself is the same code for both, so the two cannot disagree.
package protocol SnapshotReading {
  /// Every build manifest's path (`Package.swift`, and YAML files: XcodeGen specs and what
  /// they include), for the rules that read them (`ManifestName.isBuildManifest`).
  func buildManifestPaths() throws -> [String]
  /// For a staged check, the regular files the commit adds or changes, in path order; nil
  /// for a full check, which judges every file.
  var changedPaths: [String]? { get }
  /// For a staged check, the paths in HEAD the commit removes.
  var removedPaths: Set<String> { get }
  /// The links the check cannot read through, where `selected` accepts their
  /// `RefusedLink.judgedPath`: a link to a folder of Swift files (SwiftPM compiles those
  /// files again under the link's path, which no reader lists) and a Swift source or folder
  /// whose chain leaves the repository. The check refuses them (`RefusedLinks`).
  func refusedLinks(selectedBy selected: (String) -> Bool) throws -> [RefusedLink]
  /// The bytes HEAD holds at `path`, one of `removedPaths` (what a removed suite said);
  /// nil when this snapshot cannot tell.
  func removedContents(of path: String) throws -> FileBytes?
  /// In a staged snapshot, the bytes of the file HEAD holds at `path` (a link followed to
  /// its file, as `contents(of:)` follows the index's); nil when HEAD holds none there, or
  /// the snapshot is not staged (then nothing is compared with HEAD).
  func headContents(of path: String) throws -> FileBytes?
  /// Every regular file, in path order. A staged check asks only when a rule needs the
  /// whole list (a pin on a file count, a contract over every shipping file).
  func allPaths() throws -> [String]
  /// Whether the snapshot holds a regular file at `path`.
  func contains(_ path: String) -> Bool
  /// The first path, in path order, that `predicate` accepts.
  func firstPath(where predicate: (String) -> Bool) throws -> String?
  /// The paths of the fitness suites: files named `…Tests.swift` in a folder named `Fitness`.
  func suitePaths() throws -> [String]
  /// The file's bytes; nil when the snapshot has no regular file at `path`.
  func contents(of path: String) throws -> FileBytes?
  /// Whether `contents(of:)` may be called from several threads at once.
  var readsConcurrently: Bool { get }
  /// The git object names of the files' bytes, when they have one: the keys a scan cache
  /// files facts under. Nil for files read from disk. `paths` come in snapshot order.
  func objectNames(of paths: [String]) -> [ObjectHash?]
  /// The paths that start with `prefix` (say, `findings/`), in path order.
  func paths(under prefix: String) throws -> [String]
  /// At most the first `count` bytes of the file (a stamp on its first line, say).
  func leadingBytes(of path: String, count: Int) throws -> [UInt8]?
  /// How to read the blobs `names` (from `objectNames` of `paths`) on several threads; nil
  /// when this snapshot cannot read by name, and the caller reads each file by path, in any
  /// order.
  func objectReading(of names: [ObjectHash?], paths: [String]) -> ObjectReading?
}

/// A plan to read many blobs: the order they read best in, and readers that follow it.
package struct ObjectReading {
  /// Positions into the names planned for.
  package var order: [Int]
  /// Makes a reader for one thread's run of `order`: it returns the bytes of the blob at a
  /// position (nil when there is none), keeping what one read leaves for the next.
  package var reader: () -> (Int) throws -> FileBytes?

  package init(order: [Int], reader: @escaping () -> (Int) throws -> FileBytes?) {
    self.order = order
    self.reader = reader
  }
}

extension SnapshotReading {
  package func buildManifestPaths() throws -> [String] { try allPaths().filter(ManifestName.isBuildManifest) }

  package var readsConcurrently: Bool { false }
  package func refusedLinks(selectedBy selected: (String) -> Bool) throws -> [RefusedLink] { [] }
  package func objectNames(of paths: [String]) -> [ObjectHash?] { paths.map { _ in nil } }
  package func objectReading(of names: [ObjectHash?], paths: [String]) -> ObjectReading? { nil }
  package func removedContents(of path: String) throws -> FileBytes? { nil }
  package func headContents(of path: String) throws -> FileBytes? { nil }
  package func leadingBytes(of path: String, count: Int) throws -> [UInt8]? {
    try textBytes(of: path).map { Array($0.prefix(count)) }
  }
  /// The bytes of the text file at `path` (as the snapshot spells it), as they are; nil
  /// when the snapshot holds no such text file (none, a binary, one too large).
  package func textBytes(of path: String) throws -> [UInt8]? {
    guard case .text(let bytes)? = try contents(of: path) else { return nil }
    return bytes
  }
  /// That file's text. The commands that write (graduate, allow, vendor) read what they
  /// change this way, through the snapshot they judge, never from the disk beside it.
  package func text(of path: String) throws -> String? {
    try textBytes(of: path).map { String(decoding: $0, as: UTF8.self) }
  }
  package func paths(under prefix: String) throws -> [String] {
    try allPaths().filter { $0.utf8.starts(with: prefix.utf8) }
  }
}

/// What a file holds, as far as the engine cares.
package enum FileBytes: Equatable, Sendable {
  case text([UInt8])
  /// Git would call it binary: a NUL byte in the first 8000 bytes. Never a Swift file:
  /// the compiler reads a NUL as whitespace (with a warning), so its imports count.
  case binary
  /// Larger than `limit`; skipped without being read.
  case tooLarge(Int)

  /// Source files above this size are skipped rather than read into memory.
  package static let limit = 32 << 20

  /// A blob at `path` as the engine sees it.
  package static func of(_ blob: DirectRepository.Blob, path: String) -> FileBytes {
    switch blob {
    case .bytes(let bytes): classify(bytes, path: path)
    case .tooLarge(let size): .tooLarge(size)
    }
  }

  /// Git's own test, binary when a NUL appears in the first 8000 bytes, for every file but
  /// Swift sources, judged whatever their bytes as the compiler reads them, and `.strings`
  /// and `.stringsdict` files, which Xcode writes in UTF-16 and Foundation reads so.
  package static func classify(_ bytes: [UInt8], path: String) -> FileBytes {
    guard !PathPrefix.hasSwiftSuffix(path), !path.hasSuffix(".strings"), !path.hasSuffix(".stringsdict") else {
      return .text(bytes)
    }
    let hasNul = bytes.withUnsafeBytes { raw in
      raw.baseAddress.map { memchr($0, 0, min(raw.count, 8000)) != nil } ?? false
    }
    return hasNul ? .binary : .text(bytes)
  }
}
