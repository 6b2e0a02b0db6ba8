internal import CZlib

/// CRC-32 (zlib's), over each record and each file of the caches fitness keeps under the
/// git directory: a damaged byte makes an entry a miss, never a fact. Unlike a word-wise
/// FNV-1a, two flips cannot cancel each other out.
package enum CRC32 {
  package static func of(_ bytes: UnsafeRawBufferPointer, continuing start: UInt32 = 0) -> UInt32 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return start }
    var crc = UInt(start)
    var cursor = 0
    while cursor < bytes.count {
      let chunk = min(bytes.count - cursor, Int(UInt32.max))
      crc = CZlib.crc32(crc, base.advanced(by: cursor).assumingMemoryBound(to: Bytef.self), uInt(chunk))
      cursor += chunk
    }
    return UInt32(truncatingIfNeeded: crc)
  }

  package static func of(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes { of($0) }
  }
}
