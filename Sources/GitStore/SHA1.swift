/// SHA-1, for checking the index's trailer as git does on every read (FIPS 180-4).
///
/// Git trusts an index only when the SHA-1 of its bytes matches the 20 bytes that end it;
/// a byte changed anywhere (a path, a flag, a mode) otherwise changes what a check judges.
/// Not for security: git picked the hash, and this only compares against git's own.
enum SHA1 {
  /// The digest of `bytes`.
  static func digest(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
    var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
      0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
    )
    let whole = bytes.count / 64
    var schedule = [UInt32](repeating: 0, count: 80)
    schedule.withUnsafeMutableBufferPointer { words in
      for block in 0..<whole { compress(bytes.baseAddress! + block * 64, &state, words) }
      // The tail, the 0x80 marker and the length in bits, in one or two more blocks.
      var tail = [UInt8](repeating: 0, count: 128)
      let rest = bytes.count - whole * 64
      for index in 0..<rest { tail[index] = bytes[whole * 64 + index] }
      tail[rest] = 0x80
      let blocks = rest < 56 ? 1 : 2
      let bits = UInt64(bytes.count) &* 8
      for index in 0..<8 { tail[blocks * 64 - 1 - index] = UInt8(truncatingIfNeeded: bits >> (8 * UInt64(index))) }
      tail.withUnsafeBytes { raw in
        for block in 0..<blocks { compress(raw.baseAddress! + block * 64, &state, words) }
      }
    }
    var out: [UInt8] = []
    out.reserveCapacity(20)
    for word in [state.0, state.1, state.2, state.3, state.4] {
      for shift in stride(from: 24, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
    }
    return out
  }

  private static func compress(
    _ block: UnsafeRawPointer, _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32),
    _ words: UnsafeMutableBufferPointer<UInt32>
  ) {
    for index in 0..<16 {
      words[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
    }
    for index in 16..<80 {
      let mixed = words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]
      words[index] = (mixed << 1) | (mixed >> 31)
    }
    var (a, b, c, d, e) = state
    for index in 0..<80 {
      let f: UInt32
      let k: UInt32
      switch index {
      case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
      case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
      case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
      default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
      }
      let next = ((a << 5) | (a >> 27)) &+ f &+ e &+ k &+ words[index]
      (e, d, c, b, a) = (d, c, (b << 30) | (b >> 2), a, next)
    }
    state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
  }
}
