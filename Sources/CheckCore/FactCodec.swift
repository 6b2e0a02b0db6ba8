import SwiftScanner

/// The scan cache's binary form of `SourceFacts`: lengths and numbers little-endian, strings
/// as UTF-8 with a length, a missing optional as the length 0xFFFF. A needle is written as
/// its place in the request's needle list, which the cache key fixes.
enum FactCodec {
  static func encode(_ facts: SourceFacts, needles: [String: Int], into out: inout [UInt8]) {
    put16(facts.imports.count, &out)
    for declaration in facts.imports {
      putString(declaration.module, &out)
      putString(declaration.name, &out)
      put32(declaration.position.line, &out)
      put32(declaration.position.column, &out)
      put32(declaration.offset, &out)
      putString(declaration.kind, &out)
      putString(declaration.access, &out)
      put16(declaration.attributes.count, &out)
      for attribute in declaration.attributes { putString(attribute, &out) }
    }
    put16(facts.occurrences.count, &out)
    for (needle, positions) in facts.occurrences.sorted(by: { $0.key < $1.key }) {
      put16(needles[needle] ?? 0xFFFF, &out)
      put32(positions.count, &out)
      for position in positions {
        put32(position.line, &out)
        put32(position.column, &out)
      }
    }
    encode(facts.breaches, into: &out)
  }

  /// Reads one record's facts from `bytes` at `cursor`; nil when it does not parse.
  static func decode(_ bytes: UnsafeRawBufferPointer, _ cursor: inout Int, needles: [String]) -> SourceFacts? {
    var reader = Reader(bytes: bytes, cursor: cursor, needles: needles)
    guard let facts = reader.facts() else { return nil }
    cursor = reader.cursor
    return facts
  }

  struct Reader {
    let bytes: UnsafeRawBufferPointer
    var cursor: Int
    let needles: [String]

    mutating func facts() -> SourceFacts? {
      guard let importCount = number(2) else { return nil }
      var imports: [ImportDeclaration] = []
      for _ in 0..<importCount {
        guard let module = string(), let module, let name = string(), let name, let line = number(4),
          let column = number(4), let offset = number(4), let kind = string(), let access = string(),
          let attributeCount = number(2)
        else { return nil }
        var attributes: [String] = []
        for _ in 0..<attributeCount {
          guard let attribute = string(), let attribute else { return nil }
          attributes.append(attribute)
        }
        imports.append(
          ImportDeclaration(
            module: module, name: name, position: SourcePosition(line: line, column: column), offset: offset,
            kind: kind, attributes: attributes, access: access))
      }
      guard let needleCount = number(2) else { return nil }
      var occurrences: [String: [SourcePosition]] = [:]
      for _ in 0..<needleCount {
        guard let place = number(2), place < needles.count, let count = number(4), count <= bytes.count else {
          return nil
        }
        let needle = needles[place]
        var positions: [SourcePosition] = []
        positions.reserveCapacity(count)
        for _ in 0..<count {
          guard let line = number(4), let column = number(4) else { return nil }
          positions.append(SourcePosition(line: line, column: column))
        }
        occurrences[needle] = positions
      }
      guard let breaches = breaches() else { return nil }
      return SourceFacts(imports: imports, occurrences: occurrences, breaches: breaches)
    }

    mutating func number(_ width: Int) -> Int? {
      guard cursor + width <= bytes.count else { return nil }
      var value = 0
      for index in 0..<width { value |= Int(bytes[cursor + index]) << (8 * index) }
      cursor += width
      return value
    }

    /// A string; `.some(nil)` for a missing optional.
    mutating func string() -> String?? {
      guard let count = number(2) else { return nil }
      if count == 0xFFFF { return .some(nil) }
      guard cursor + count <= bytes.count else { return nil }
      defer { cursor += count }
      return .some(String(decoding: bytes[cursor..<(cursor + count)], as: UTF8.self))
    }
  }

  static func put16(_ value: Int, _ out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: value))
    out.append(UInt8(truncatingIfNeeded: value >> 8))
  }

  static func put32(_ value: Int, _ out: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8(truncatingIfNeeded: value >> shift)) }
  }

  static func putString(_ value: String?, _ out: inout [UInt8]) {
    guard let value else { return put16(0xFFFF, &out) }
    let bytes = Array(value.utf8.prefix(0xFFFE))
    put16(bytes.count, &out)
    out += bytes
  }
}
