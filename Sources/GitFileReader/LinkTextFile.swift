/// The texts of the index's symbolic links, kept by blob under
/// `<common git dir>/fitness/link-texts` by a full check of the index (the tool writes it),
/// so that opening the index follows its links without reading a blob per link: a library
/// laid out as SwiftPM wants it (RxSwift's `Sources/<Module>/` holds a link per file) has
/// hundreds, and inflating each one was a fifth of a commit's check.
///
/// A link's text is its blob's bytes, so a kept text is never stale; a link the file does
/// not hold is read from the object store as before. The magic line, then per link its
/// object name (20 bytes), its text's length (2 bytes, little-endian) and the text; last,
/// the CRC-32 of all before it. A file whose checksum fails is not read at all.
package enum LinkTextFile {
  private static let magic = Array("fitness link texts 1\n".utf8)

  /// The file under `commonDirectory`.
  package static func file(commonDirectory: String) -> String {
    commonDirectory + "/fitness/link-texts"
  }

  /// The texts kept at `file`, by blob; none when it is missing or damaged.
  package static func read(_ file: String) -> [ObjectHash: [UInt8]] {
    guard let bytes = FileText.read(file) else { return [:] }
    return decode(bytes)
  }

  static func decode(_ bytes: [UInt8]) -> [ObjectHash: [UInt8]] {
    guard bytes.count >= magic.count + 4, bytes.starts(with: magic) else { return [:] }
    let body = bytes.count - 4
    let stated = bytes[body...].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard bytes.withUnsafeBytes({ CRC32.of(UnsafeRawBufferPointer(rebasing: $0[..<body])) }) == stated else {
      return [:]
    }
    var texts: [ObjectHash: [UInt8]] = [:]
    var cursor = magic.count
    while cursor + 22 <= body {
      let name = bytes.withUnsafeBytes { ObjectHash(rawBytesAt: $0.baseAddress! + cursor) }
      let length = Int(bytes[cursor + 20]) | Int(bytes[cursor + 21]) << 8
      cursor += 22
      guard cursor + length <= body else { return [:] }
      texts[name] = Array(bytes[cursor..<cursor + length])
      cursor += length
    }
    return cursor == body ? texts : [:]
  }

  /// The file's bytes for `texts`, in object-name order, so the same links give the same file.
  package static func encode(_ texts: [ObjectHash: [UInt8]]) -> [UInt8] {
    var out = magic
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) where text.count <= Int(UInt16.max) {
      out += name.bytes
      out += [UInt8(text.count & 0xFF), UInt8(text.count >> 8)]
      out += text
    }
    let crc = CRC32.of(out)
    out += (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) }
    return out
  }
}
