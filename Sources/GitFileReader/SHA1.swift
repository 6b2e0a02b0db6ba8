import CSHA1

/// SHA-1, for checking the index's trailer on every read (FIPS 180-4), as `git fsck` does.
///
/// An index is trusted only when the SHA-1 of its bytes matches the 20 bytes that end it;
/// a byte changed anywhere (a path, a flag, a mode) otherwise changes what a check judges.
/// Not for security: git picked the hash, and this only compares against git's own.
///
/// Whole blocks go to the processor's SHA instructions where it has them (`CSHA1`, about
/// seven times faster); the Swift rounds below are the path everywhere else.
enum SHA1 {
  /// The digest of `bytes`; `instructions: false` takes the Swift rounds everywhere (the
  /// tests compare the two paths).
  static func digest(_ bytes: UnsafeRawBufferPointer, instructions: Bool = true) -> [UInt8] {
    var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
      0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
    )
    let whole = bytes.count / 64
    var schedule = [UInt32](repeating: 0, count: 16)
    schedule.withUnsafeMutableBufferPointer { words in
      if whole > 0, !(instructions && compressWithInstructions(bytes.baseAddress!, whole, &state)) {
        for block in 0..<whole { compress(bytes.baseAddress! + block * 64, &state, words) }
      }
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

  /// Compresses `blocks` blocks with the processor's SHA instructions; false when it has
  /// none, with `state` untouched.
  private static func compressWithInstructions(
    _ data: UnsafeRawPointer, _ blocks: Int, _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32)
  ) -> Bool {
    var words: [UInt32] = [state.0, state.1, state.2, state.3, state.4]
    guard fitness_sha1_blocks(&words, data, blocks) == 1 else { return false }
    state = (words[0], words[1], words[2], words[3], words[4])
    return true
  }

  /// One 64-byte block: the four rounds written out, each with its own function and
  /// constant, and the message schedule kept as a rolling window of 16 words (no closures:
  /// captured state would live on the heap, four times slower).
  @inline(__always)
  private static func compress(
    _ block: UnsafeRawPointer, _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32),
    _ words: UnsafeMutableBufferPointer<UInt32>
  ) {
    let w = words.baseAddress!
    for index in 0..<16 {
      w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
    }
    var a = state.0
    var b = state.1
    var c = state.2
    var d = state.3
    var e = state.4
    for index in 0..<80 {
      var value: UInt32
      if index < 16 {
        value = w[index]
      } else {
        let mixed = w[(index &- 3) & 15] ^ w[(index &- 8) & 15] ^ w[(index &- 14) & 15] ^ w[index & 15]
        value = (mixed << 1) | (mixed >> 31)
        w[index & 15] = value
      }
      if index < 20 {
        value = value &+ ((b & c) | (~b & d)) &+ 0x5A82_7999
      } else if index < 40 {
        value = value &+ (b ^ c ^ d) &+ 0x6ED9_EBA1
      } else if index < 60 {
        value = value &+ ((b & c) | (b & d) | (c & d)) &+ 0x8F1B_BCDC
      } else {
        value = value &+ (b ^ c ^ d) &+ 0xCA62_C1D6
      }
      let next = ((a << 5) | (a >> 27)) &+ e &+ value
      e = d
      d = c
      c = (b << 30) | (b >> 2)
      b = a
      a = next
    }
    state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
  }
}
