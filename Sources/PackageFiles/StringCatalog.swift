import Foundation

#if canImport(RuleEngine)
  import RuleEngine
#endif
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads a String Catalog (`.xcstrings`, JSON) into copy a contract can judge: each key under
/// the prefix, with its source-language value (the key itself when it has none, as Xcode
/// shows it). Vendored with the engine, so the hook and `swift test` read catalogs alike.
public enum StringCatalog {
  /// The copy in `bytes` for keys starting with `prefix` (all keys when nil), in key order;
  /// nil when the bytes are not a String Catalog.
  public static func values(_ bytes: [UInt8], keys prefix: String?, path: String) -> [CopyValue]? {
    guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else { return nil }
    let language = root["sourceLanguage"] as? String ?? "en"
    let text = String(decoding: bytes, as: UTF8.self)
    var values: [CopyValue] = []
    for key in strings.keys.sorted() where prefix.map(key.hasPrefix) ?? true {
      let entry = strings[key] as? [String: Any]
      let localizations = entry?["localizations"] as? [String: Any]
      let unit = (localizations?[language] as? [String: Any])?["stringUnit"] as? [String: Any]
      let value = unit?["value"] as? String ?? key
      let position = position(ofKey: key, in: text)
      values.append(
        CopyValue(
          name: key, items: [.init(value: value, path: path, position: position)], path: path, position: position))
    }
    return values
  }

  /// Where `"key"` is first written, as a 1-based line and column.
  private static func position(ofKey key: String, in text: String) -> SourcePosition? {
    guard let range = text.range(of: "\"\(key)\"") else { return nil }
    let before = text[..<range.lowerBound]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let column =
      before.utf8.count
      - (before.lastIndex(of: "\n").map { before.utf8.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
    return SourcePosition(line: line, column: column)
  }
}
