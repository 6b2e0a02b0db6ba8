/// A SHA-1 object name, held as three words so comparing two is cheap.
package struct ObjectHash: Hashable, Sendable, CustomStringConvertible {
  var high: UInt64
  var middle: UInt64
  var low: UInt32

  /// Reads the 20 raw bytes at `pointer`.
  init(raw pointer: UnsafeRawPointer) {
    high = UInt64(bigEndian: pointer.loadUnaligned(as: UInt64.self))
    middle = UInt64(bigEndian: pointer.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    low = UInt32(bigEndian: pointer.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
  }

  /// The first eight bytes as a number: as uniformly spread as the hash itself, so a table
  /// of object names can place them without hashing them again.
  package var leadingWord: UInt64 { high }

  /// From the 20 raw bytes at `pointer`.
  package init(rawBytesAt pointer: UnsafeRawPointer) {
    self.init(raw: pointer)
  }

  /// From the 20 raw bytes; nil for any other count.
  package init?(bytes: [UInt8]) {
    guard bytes.count == 20 else { return nil }
    self = bytes.withUnsafeBytes { ObjectHash(raw: $0.baseAddress!) }
  }

  /// Parses 40 hexadecimal digits; nil for anything else.
  init?<Bytes: Collection>(hex: Bytes) where Bytes.Element == UInt8 {
    guard hex.count == 40 else { return nil }
    var raw = [UInt8](repeating: 0, count: 20)
    var index = hex.startIndex
    for position in 0..<20 {
      guard let high = Self.nibble(hex[index]) else { return nil }
      index = hex.index(after: index)
      guard let low = Self.nibble(hex[index]) else { return nil }
      index = hex.index(after: index)
      raw[position] = high << 4 | low
    }
    self = raw.withUnsafeBytes { ObjectHash(raw: $0.baseAddress!) }
  }

  /// The 20 raw bytes.
  package var bytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(20)
    for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: high >> UInt64(shift))) }
    for shift in stride(from: 56, through: 0, by: -8) {
      bytes.append(UInt8(truncatingIfNeeded: middle >> UInt64(shift)))
    }
    for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: low >> UInt32(shift))) }
    return bytes
  }

  package var description: String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for (word, width) in [(high, 16), (middle, 16), (UInt64(low), 8)] {
      for shift in stride(from: (width - 1) * 4, through: 0, by: -4) {
        text.append(digits[Int((word >> UInt64(shift)) & 0xf)])
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The loose object's path below the objects folder: `ab/cdef…`.
  var loosePath: String {
    let hex = description
    return String(hex.prefix(2)) + "/" + String(hex.dropFirst(2))
  }

  /// The first byte, which picks the fan-out slot of a pack index.
  var firstByte: Int { Int(high >> 56) }

  private static func nibble(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
    default: return nil
    }
  }
}

extension ObjectHash: Comparable {
  package static func < (left: ObjectHash, right: ObjectHash) -> Bool {
    (left.high, left.middle, left.low) < (right.high, right.middle, right.low)
  }
}
