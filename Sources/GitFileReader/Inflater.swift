internal import CZlib

/// zlib's inflate over a byte range: git stores every object deflated.
enum Inflater {
  /// Deflate never expands data more than about 1032 to 1: a stated size beyond that bound
  /// is a lie, and is never allocated.
  static let maximumRatio = 1032

  /// Inflates the stream at the start of `input`.
  ///
  /// `expected` is the inflated size when the container states it (a pack entry); `limit`
  /// stops early, after at least that many bytes, for reading only an object's header.
  /// Nil when the stream is corrupt, or holds more or fewer than `expected` bytes. Memory
  /// follows what the stream really holds, never what a header claims.
  static func inflate(_ input: UnsafeRawBufferPointer, expected: Int? = nil, limit: Int? = nil) -> [UInt8]? {
    if let expected, expected < 0 || expected > input.count * maximumRatio + 64 { return nil }
    guard let base = input.baseAddress else { return expected == 0 ? [] : nil }
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    stream.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
    stream.avail_in = uInt(min(input.count, Int(UInt32.max)))
    var output = [UInt8](repeating: 0, count: max(64, min(expected ?? input.count * 4, limit ?? Int.max)))
    var produced = 0
    while true {
      if produced == output.count {
        if let limit, produced >= limit { break }
        if let expected, limit == nil, produced >= expected {
          // All that was stated is here: one more byte means the stream holds more.
          var extra: UInt8 = 0
          stream.next_out = withUnsafeMutablePointer(to: &extra) { $0 }
          stream.avail_out = 1
          let status = CZlib.inflate(&stream, Z_NO_FLUSH)
          guard status == Z_STREAM_END, stream.avail_out == 1 else { return nil }
          break
        }
        output.append(contentsOf: repeatElement(0, count: output.count))
      }
      let status = output.withUnsafeMutableBytes { buffer -> Int32 in
        stream.next_out = buffer.baseAddress!.advanced(by: produced).assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(buffer.count - produced)
        let status = CZlib.inflate(&stream, Z_NO_FLUSH)
        produced = buffer.count - Int(stream.avail_out)
        return status
      }
      if status == Z_STREAM_END { break }
      guard status == Z_OK || (status == Z_BUF_ERROR && stream.avail_out == 0) else { return nil }
      if let limit, produced >= limit { break }
    }
    output.removeSubrange(produced...)
    if let expected, limit == nil, produced != expected { return nil }
    return output
  }

  /// How many bytes the stream at the start of `input` inflates to, counting without
  /// keeping them, stopping once past `stopAfter`; nil when the stream is corrupt.
  static func inflatedSize(_ input: UnsafeRawBufferPointer, stopAfter: Int) -> Int? {
    guard let base = input.baseAddress else { return nil }
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    stream.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
    stream.avail_in = uInt(min(input.count, Int(UInt32.max)))
    var scratch = [UInt8](repeating: 0, count: 1 << 16)
    var total = 0
    while total <= stopAfter {
      let status = scratch.withUnsafeMutableBytes { buffer -> Int32 in
        stream.next_out = buffer.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(buffer.count)
        let status = CZlib.inflate(&stream, Z_NO_FLUSH)
        total += buffer.count - Int(stream.avail_out)
        return status
      }
      if status == Z_STREAM_END { return total }
      guard status == Z_OK else { return nil }
    }
    return total
  }
}
