/// FNV-1a, 64 bits: a cheap, stable fingerprint for cache keys and engine stamps (not a
/// defence against tampering).
package enum FNV1a {
  package static func value<Bytes: Sequence>(_ bytes: Bytes, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64
  where Bytes.Element == UInt8 {
    var hash = seed
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  /// Sixteen hex digits over `parts`, each followed by a NUL so that parts cannot run together.
  package static func hex(_ parts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts { hash = value(part.utf8 + [0], seed: hash) }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
