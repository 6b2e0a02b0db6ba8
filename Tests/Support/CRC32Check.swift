/// zlib's CRC-32, written out, for tests that mend a cache file by hand and must keep the
/// checksum the readers verify.
public enum CRC32Check {
  public static func of(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
