#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads a String Catalog (`.xcstrings`, JSON) into copy a contract can judge: each key under
/// the prefix, with its source-language strings, its value and every plural, device and
/// substitution variation (the key itself when it has none, as Xcode shows it). The copy contract's reader (`CatalogCopy` reaches it through the rule), so
/// the hook and `swift test` read catalogs alike.
///
/// One pass over the bytes, without a JSON tree and without Foundation: a 2 MB catalog is
/// read in the time it takes to look at each byte once, and only the keys under the prefix
/// are decoded. The whole document is still checked as JSON (strings, escapes, numbers,
/// literals, nesting, nothing after it), so a file a JSON parser refuses is refused here too.
public enum StringCatalog {
  /// The copy in a catalog's `bytes` for keys starting with `prefix` (all keys when nil),
  /// in key order; refused at the place its reading stopped when the bytes are not JSON.
  public static func copy(_ bytes: [UInt8], keys prefix: String?, path: String) throws(UnreadableCatalog)
    -> [CopyValue]
  {
    switch document(bytes, keys: prefix) {
    case .success(let document): return values(of: document, in: bytes, path: path)
    case .failure(let malformed):
      let before = bytes[..<malformed.offset]
      let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      throw UnreadableCatalog(
        path: path, position: SourcePosition(line: line, column: malformed.offset - lineStart + 1),
        problem: "the String Catalog is not JSON")
    }
  }

  /// The copy in `bytes` for keys starting with `prefix` (all keys when nil), in key order;
  /// nil when the bytes are not a String Catalog.
  public static func values(_ bytes: [UInt8], keys prefix: String?, path: String) -> [CopyValue]? {
    guard case .success(let read) = document(bytes, keys: prefix) else { return nil }
    return values(of: read, in: bytes, path: path)
  }

  private static func document(_ bytes: [UInt8], keys prefix: String?) -> Result<CatalogDocument, Malformation> {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = CatalogJSONReader(buffer, prefix: prefix)
      do {
        return .success(try reader.document())
      } catch {
        return .failure(Malformation(offset: min(reader.at, bytes.count)))
      }
    }
  }

  private struct Malformation: Error { var offset: Int }

  private static func values(of read: CatalogDocument, in bytes: [UInt8], path: String) -> [CopyValue] {
    let positions = read.positions(in: bytes)
    return read.entries.keys.sorted().map { key in
      let entry = read.entries[key]!
      let strings = entry.values[read.language ?? "en"] ?? []
      let position = positions[entry.offset]
      return CopyValue(
        name: key, items: (strings.isEmpty ? [key] : strings).map { .init(value: $0, path: path, position: position) },
        path: path, position: position)
    }
  }
}

/// What the reader keeps of a catalog: the source language and, for each key under the
/// prefix, where its key is written and its value in each language.
struct CatalogDocument {
  struct Entry {
    /// The byte offset of the key's opening quote.
    var offset: Int
    /// Each language's strings: its value, then its variations' and substitutions'.
    var values: [String: [String]] = [:]
  }

  var language: String?
  var entries: [String: Entry] = [:]

  /// Each entry's offset as a 1-based line and byte column, counted in one walk.
  func positions(in bytes: [UInt8]) -> [Int: SourcePosition] {
    let offsets = Set(entries.values.map(\.offset)).sorted()
    var positions: [Int: SourcePosition] = [:]
    var line = 1
    var lineStart = 0
    var cursor = 0
    for offset in offsets {
      while cursor < offset {
        if bytes[cursor] == 0x0A {
          line += 1
          lineStart = cursor + 1
        }
        cursor += 1
      }
      positions[offset] = SourcePosition(line: line, column: offset - lineStart + 1)
    }
    return positions
  }
}
