import Foundation
import GitStore
import Inspection
import SwiftScanner

/// Facts per blob, kept between full scans so that an unchanged repository is judged
/// without reading its blobs again: `<git common dir>/fitness/scan-cache/<key>/*.facts`.
///
/// Never stale: an entry is the facts about one blob (immutable bytes, named by its object
/// id) under one key, and the key covers everything else the facts depend on: fitness's
/// version, the engine's fingerprint, this format's version and the request (the fenced
/// modules and the needles). A new rule or a new fitness is a new key.
///
/// Safe when runs overlap: a run adds one new segment, written under a temporary name and
/// renamed into place, and never changes a segment after that. A segment that fails its
/// checksum (a full disk, a crash) is skipped. Merging many segments into one writes the
/// merged one first and then removes only the segments it read.
///
/// Only full checks use it. The hook's staged check neither reads nor writes it.
final class ScanCache: FactScanning {
  static let formatVersion = 1
  static let magic = Array("FITFACTS".utf8)
  /// Beyond this many segments, a run merges them into one.
  static let mergeThreshold = 8
  /// Key folders kept besides the current one (other rule sets, other versions of fitness).
  static let keptKeys = 3

  let folder: String
  /// The request's needles, in the order records refer to them by.
  private let needles: [String]
  private(set) var hits = 0
  private(set) var misses = 0
  private let scanner = DirectFactScanning()

  /// The cache for `request` under `commonDirectory` (a repository's shared git directory).
  init(commonDirectory: String, request: FactRequest, version: String = EntryPoint.version) {
    let key = FNV1a.hex([
      "format \(Self.formatVersion)", "fitness \(version)", "engine \(VendoredSupport.engineFingerprint)",
      request.description,
    ])
    folder = commonDirectory + "/fitness/scan-cache/" + key
    needles = request.needles
  }

  func facts(
    of paths: [String], in snapshot: any CheckSource, request: FactRequest, retained: Set<String>,
    progress: ((_ done: Int, _ total: Int) -> Void)?
  ) throws -> FactScan {
    let segments = Self.segmentNames(in: folder)
    var known: [ObjectHash: SourceFacts] = [:]
    for name in segments { Self.load(folder + "/" + name, needles: needles, into: &known) }
    var result = FactScan()
    var missing: [String] = []
    var missingNames: [ObjectHash?] = []
    for (path, name) in zip(paths, snapshot.objectNames(of: paths)) {
      if let name, let facts = known[name] {
        result.add(facts, for: path, retained: retained)
      } else {
        missing.append(path)
        missingNames.append(name)
      }
    }
    hits = paths.count - missing.count
    misses = missing.count
    let scanned = try scanner.factList(
      of: missing, names: missingNames, in: snapshot, request: request, progress: progress)
    result.skipped = scanned.skipped
    var segment = Self.SegmentWriter(needles: needles)
    for ((path, name), facts) in zip(zip(missing, missingNames), scanned.facts) {
      guard let facts else { continue }
      result.add(facts, for: path, retained: retained)
      if let name { segment.add(name, facts) }
    }
    store(segment, known: known, read: segments)
    return result
  }

  /// Writes `added` as a new segment, or everything as one when segments have piled up.
  /// A cache that cannot be written is only slower next time, so failures are dropped.
  private func store(_ added: SegmentWriter, known: [ObjectHash: SourceFacts], read segments: [String]) {
    let merging = segments.count >= Self.mergeThreshold
    guard added.count > 0 || merging else { return }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      var segment = added
      if merging {
        for (name, facts) in known { segment.add(name, facts) }
      }
      let name = "segment-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).facts"
      try AtomicFile.replace(folder + "/" + name, bytes: segment.finish())
      if merging {
        for segment in segments { unlink(folder + "/" + segment) }
      }
      if segments.isEmpty { pruneOtherKeys() }
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

  static func segmentNames(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasPrefix("segment-") && $0.hasSuffix(".facts") }.sorted()
  }

  /// A segment: the magic, a record count, records (object id, payload length, payload),
  /// and an FNV-1a checksum of everything before it. Written record by record, so that a
  /// full scan holds its bytes, not a second table of facts.
  struct SegmentWriter {
    private let places: [String: Int]
    private var body: [UInt8] = []
    private var payload: [UInt8] = []
    private(set) var count = 0

    init(needles: [String]) {
      places = Dictionary(needles.enumerated().map { ($1, $0) }) { first, _ in first }
    }

    mutating func add(_ name: ObjectHash, _ facts: SourceFacts) {
      body += name.bytes
      payload.removeAll(keepingCapacity: true)
      FactCodec.encode(facts, needles: places, into: &payload)
      FactCodec.put32(payload.count, &body)
      body += payload
      count += 1
    }

    func finish() -> [UInt8] {
      var out = magic
      FactCodec.put32(count, &out)
      out += body
      let checksum = FNV1a.value(out)
      for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: checksum >> UInt64(shift))) }
      return out
    }
  }

  static func encode(_ entries: [ObjectHash: SourceFacts], needles: [String]) -> [UInt8] {
    var segment = SegmentWriter(needles: needles)
    for (name, facts) in entries { segment.add(name, facts) }
    return segment.finish()
  }

  /// Adds a segment's entries to `known`; a segment that does not check out adds nothing.
  static func load(_ path: String, needles: [String], into known: inout [ObjectHash: SourceFacts]) {
    guard let data = FileManager.default.contents(atPath: path), data.count >= magic.count + 4 + 8 else { return }
    let bytes = [UInt8](data)
    _ = consume data
    let body = bytes.count - 8
    var stored: UInt64 = 0
    for index in 0..<8 { stored |= UInt64(bytes[body + index]) << UInt64(8 * index) }
    guard Array(bytes.prefix(magic.count)) == magic, FNV1a.value(bytes[..<body]) == stored else { return }
    var entries: [ObjectHash: SourceFacts] = [:]
    let complete = bytes.withUnsafeBytes { raw -> Bool in
      let all = UnsafeRawBufferPointer(rebasing: raw[..<body])
      var cursor = magic.count
      guard let count = read32(all, &cursor) else { return false }
      entries.reserveCapacity(count)
      for _ in 0..<count {
        guard cursor + 20 <= all.count, let key = ObjectHash(bytes: Array(all[cursor..<(cursor + 20)])) else {
          return false
        }
        cursor += 20
        guard let length = read32(all, &cursor), cursor + length <= all.count else { return false }
        var inner = 0
        guard
          let facts = FactCodec.decode(
            UnsafeRawBufferPointer(rebasing: all[cursor..<(cursor + length)]), &inner, needles: needles),
          inner == length
        else { return false }
        cursor += length
        entries[key] = facts
      }
      return cursor == all.count
    }
    guard complete else { return }
    if known.isEmpty { known = entries } else { known.merge(entries) { first, _ in first } }
  }

  private static func read32(_ bytes: UnsafeRawBufferPointer, _ cursor: inout Int) -> Int? {
    guard cursor + 4 <= bytes.count else { return nil }
    var value = 0
    for index in 0..<4 { value |= Int(bytes[cursor + index]) << (8 * index) }
    cursor += 4
    return value
  }
}
