import GitFileReader
import SwiftScanner

/// One scan-cache segment on disk: the magic, the key of the request its facts answer (the
/// name of its folder, `ScanCacheLayout`), a record count, an index of (object name,
/// payload offset, payload length, payload CRC-32) sorted by name, the payloads, and the
/// CRC-32 of everything before it. A segment whose file checksum fails, or that states
/// another key than its folder's (copied from another rule's folder), is not read. The
/// records' own checksums are written for the format's sake and not read again: the file's
/// covers every byte of them once the segment is open, and checking both cost a warm
/// 20,000-file check the CRC of its payloads twice.
///
/// Sorted, so that a warm scan finds its blobs in one merge pass over the mapped file and
/// decodes only the payloads it uses; a hash table of 100k entries cost a warm 100k-file
/// scan a quarter of its time in cache misses and page faults.
package struct ScanCacheSegment {
  static let magic = Array("FITFACT4".utf8)
  static let entrySize = 32

  private let file: MappedFile
  package let count: Int
  /// Where the record count sits: after the magic and the key.
  private let countStart: Int
  private let payloadStart: Int

  /// The bytes that open a segment of `key`: the magic, the key's length and the key.
  static func header(key: String) -> [UInt8] {
    let key = Array(key.utf8.prefix(255))
    return magic + [UInt8(key.count)] + key
  }

  /// Maps and checks the segment at `path`; nil when it is missing, short, damaged, or of
  /// another key than `key`.
  package init?(path: String, key: String) {
    guard let file = MappedFile(path: path) else { return nil }
    let bytes = file.bytes
    let opening = Self.header(key: key)
    let header = opening.count + 4
    guard bytes.count >= header + 8, bytes.prefix(opening.count).elementsEqual(opening) else { return nil }
    let body = bytes.count - 8
    guard UInt64(CRC32.of(UnsafeRawBufferPointer(rebasing: bytes[..<body]))) == Self.word(bytes, body, 8) else {
      return nil
    }
    countStart = opening.count
    count = Int(Self.word(bytes, countStart, 4))
    payloadStart = header + count * Self.entrySize
    guard payloadStart <= body else { return nil }
    self.file = file
    for record in 0..<count {
      let (offset, length) = location(record)
      guard payloadStart + offset + length <= body else { return nil }
    }
  }

  package func name(_ record: Int) -> ObjectHash {
    ObjectHash(rawBytesAt: file.bytes.baseAddress! + countStart + 4 + record * Self.entrySize)
  }

  package func payload(_ record: Int) -> UnsafeRawBufferPointer {
    let (offset, length) = location(record)
    return UnsafeRawBufferPointer(rebasing: file.bytes[(payloadStart + offset)..<(payloadStart + offset + length)])
  }

  /// The record's facts; nil when its payload does not parse against `needles`.
  package func facts(_ record: Int, needles: [String]) -> SourceFacts? {
    let bytes = payload(record)
    var cursor = 0
    guard let facts = FactCodec.decode(bytes, &cursor, needles: needles), cursor == bytes.count else { return nil }
    return facts
  }

  /// The named positions of `names`, sorted by name for `lookUp`: object names are
  /// uniform, so a counting sort on their leading bits leaves runs of one or two to finish.
  package static func queries(_ names: [ObjectHash?]) -> [(name: ObjectHash, position: Int)] {
    let bits = max(4, min(16, Int.bitWidth - names.count.leadingZeroBitCount))
    let shift = UInt64(64 - bits)
    var starts = [Int](repeating: 0, count: (1 << bits) + 1)
    for name in names { if let name { starts[Int(name.leadingWord >> shift) + 1] += 1 } }
    for bucket in 1..<starts.count { starts[bucket] += starts[bucket - 1] }
    let total = starts[starts.count - 1]
    let filler = (name: ObjectHash(bytes: [UInt8](repeating: 0, count: 20))!, position: 0)
    var sorted = [(name: ObjectHash, position: Int)](repeating: filler, count: total)
    for (position, name) in names.enumerated() {
      guard let name else { continue }
      let bucket = Int(name.leadingWord >> shift)
      sorted[starts[bucket]] = (name, position)
      starts[bucket] += 1
    }
    // Within a run, insertion sort; equal names keep their positions' order.
    for index in sorted.indices.dropFirst() {
      let item = sorted[index]
      var place = index
      while place > 0, item.name < sorted[place - 1].name {
        sorted[place] = sorted[place - 1]
        place -= 1
      }
      sorted[place] = item
    }
    return sorted
  }

  /// Fills `found[position]` for each queried name this segment holds. `queries` are
  /// sorted by name; several positions may share a name (identical files share a blob).
  package func lookUp(
    _ queries: [(name: ObjectHash, position: Int)], needles: [String], into found: inout [SourceFacts?]
  ) {
    var query = 0
    var record = 0
    while query < queries.count, record < count {
      let wanted = queries[query].name
      let stored = name(record)
      if wanted == stored {
        let position = queries[query].position
        if found[position] == nil { found[position] = facts(record, needles: needles) }
        query += 1
      } else if wanted < stored {
        query += 1
      } else {
        record += 1
      }
    }
  }

  private func location(_ record: Int) -> (offset: Int, length: Int) {
    let entry = countStart + 4 + record * Self.entrySize + 20
    return (Int(Self.word(file.bytes, entry, 4)), Int(Self.word(file.bytes, entry + 4, 4)))
  }

  /// A little-endian number of `width` bytes at `offset`.
  static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int, _ width: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<width { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
    return value
  }

  /// Builds a segment record by record; `finish` sorts the index and drops repeated names.
  package struct Writer {
    private let places: [String: Int]
    private let key: String
    private var entries: [(name: ObjectHash, offset: Int, length: Int)] = []
    private var payloads: [UInt8] = []

    package var count: Int { entries.count }

    /// A writer of facts about `needles`, answering the request whose key is `key`.
    package init(needles: [String], key: String) {
      places = Dictionary(needles.enumerated().map { ($1, $0) }) { first, _ in first }
      self.key = key
    }

    package mutating func add(_ name: ObjectHash, _ facts: SourceFacts) {
      let start = payloads.count
      FactCodec.encode(facts, needles: places, into: &payloads)
      entries.append((name, start, payloads.count - start))
    }

    /// A record copied as it is from another segment (merging).
    package mutating func add(_ name: ObjectHash, payload: UnsafeRawBufferPointer) {
      entries.append((name, payloads.count, payload.count))
      payloads += payload
    }

    package func finish() -> [UInt8] {
      var sorted = entries.sorted { $0.name < $1.name }
      sorted = sorted.enumerated().filter { $0.offset == 0 || sorted[$0.offset - 1].name != $0.element.name }.map(
        \.element)
      var out = ScanCacheSegment.header(key: key)
      FactCodec.put32(sorted.count, &out)
      out.reserveCapacity(out.count + sorted.count * ScanCacheSegment.entrySize + payloads.count + 8)
      for entry in sorted {
        out += entry.name.bytes
        FactCodec.put32(entry.offset, &out)
        FactCodec.put32(entry.length, &out)
        let crc = payloads.withUnsafeBytes {
          CRC32.of(UnsafeRawBufferPointer(rebasing: $0[entry.offset..<(entry.offset + entry.length)]))
        }
        FactCodec.put32(Int(crc), &out)
      }
      out += payloads
      let checksum = UInt64(out.withUnsafeBytes { CRC32.of($0) })
      for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: checksum >> UInt64(shift))) }
      return out
    }
  }
}
