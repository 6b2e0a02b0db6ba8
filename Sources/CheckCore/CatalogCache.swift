import GitFileReader
import RuleEngine
import SwiftScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// String Catalogs' copy kept by blob under `<common git dir>/fitness/catalogs/`, as source
/// facts are kept in the scan cache: a contract over a 2 MB catalog that has not changed
/// reads a few hundred bytes instead of inflating and reading the catalog.
///
/// One file per catalog blob, key prefix and path (the values carry the path), named by a
/// hash of those and of everything the reading depends on (this format, fitness's version,
/// the engine's fingerprint). The file ends in a CRC-32 of the rest: a damaged file is a
/// miss, never copy.
package final class CatalogCache {
  package static let formatVersion = 1
  private static let magic = Array("fitness catalog copy \(formatVersion)\n".utf8)

  private let folder: String
  /// Replaces a file whole (the tool's atomic writer); nil for a reader that only reads
  /// (the front).
  private let write: ((_ path: String, _ bytes: [UInt8]) -> Void)?

  package init(commonDirectory: String, write: ((_ path: String, _ bytes: [UInt8]) -> Void)? = nil) {
    folder = commonDirectory + "/fitness/catalogs"
    self.write = write
  }

  package func file(of blob: ObjectHash, keys: String?, path: String) -> String {
    let key = FNV1a.hex([
      "format \(Self.formatVersion)", "fitness \(FitnessBuild.version)", "engine \(FitnessBuild.engineFingerprint)",
      blob.description, keys.map { "keys " + $0 } ?? "all keys", path,
    ])
    return folder + "/" + key + ".copy"
  }

  /// The kept copy of the catalog `blob` at `path`, or nil when none is kept or it is damaged.
  package func values(of blob: ObjectHash, keys: String?, path: String) -> [CopyValue]? {
    guard let bytes = FileText.read(file(of: blob, keys: keys, path: path)) else { return nil }
    return Self.decode(bytes, path: path)
  }

  package func keep(_ values: [CopyValue], of blob: ObjectHash, keys: String?, path: String) {
    guard let write else { return }
    // `<common>/fitness`, then its `catalogs`; either may be there already.
    _ = mkdir(String(folder.dropLast("/catalogs".count)), 0o755)
    _ = mkdir(folder, 0o755)
    write(file(of: blob, keys: keys, path: path), Self.encode(values))
  }

  /// The magic line, then per key: its length and bytes, its value's length and bytes, its
  /// line and column (0 for none), as little-endian 32-bit words; then the CRC-32 of it all.
  static func encode(_ values: [CopyValue]) -> [UInt8] {
    var out = magic
    func word(_ value: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { out += $0 } }
    func text(_ text: String) {
      word(text.utf8.count)
      out += text.utf8
    }
    word(values.count)
    for value in values {
      text(value.name)
      text(value.items.first?.value ?? value.name)
      word(value.position?.line ?? 0)
      word(value.position?.column ?? 0)
    }
    word(Int(CRC32.of(out)))
    return out
  }

  static func decode(_ bytes: [UInt8], path: String) -> [CopyValue]? {
    guard bytes.count >= magic.count + 8, bytes.starts(with: magic) else { return nil }
    let body = bytes.count - 4
    var at = magic.count
    func word() -> Int? {
      guard at + 4 <= body else { return nil }
      defer { at += 4 }
      return (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    func text() -> String? {
      guard let count = word(), count <= body - at else { return nil }
      defer { at += count }
      return String(decoding: bytes[at..<(at + count)], as: UTF8.self)
    }
    let checksum = bytes[body...].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
    guard UInt32(checksum) == CRC32.of(Array(bytes[..<body])), let count = word(), count <= body else { return nil }
    var values: [CopyValue] = []
    for _ in 0..<count {
      guard let name = text(), let value = text(), let line = word(), let column = word() else { return nil }
      let position = line == 0 ? nil : SourcePosition(line: line, column: column)
      values.append(
        CopyValue(
          name: name, items: [.init(value: value, path: path, position: position)], path: path, position: position))
    }
    return at == body ? values : nil
  }
}
