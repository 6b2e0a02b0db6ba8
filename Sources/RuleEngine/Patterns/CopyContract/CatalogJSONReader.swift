/// A JSON reader that walks a String Catalog once, descending only where a copy contract
/// looks (`strings` → key → `localizations` → language → `stringUnit` → `value`, and the
/// `variations` and `substitutions` beside it) and stepping over everything else while still
/// checking it is JSON.
///
/// Only the variations recurse, a bounded few levels: a value it steps over is walked with
/// an explicit stack, so a file of a million opening brackets costs memory in proportion to
/// itself, not the call stack.
struct CatalogJSONReader {
  struct Malformed: Error {}

  /// A string as written: the bytes between its quotes, and whether any is an escape.
  struct RawString {
    var range: Range<Int>
    var escaped: Bool
  }

  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var at = 0
  /// The prefix's bytes, when a key that does not start with them cannot match it (an
  /// ASCII prefix); nil when every key must be decoded and compared as a `String`.
  private let prefixBytes: [UInt8]?
  private let prefix: String?

  init(_ bytes: UnsafeBufferPointer<UInt8>, prefix: String?) {
    self.bytes = bytes
    self.prefix = prefix
    prefixBytes = prefix.flatMap { $0.utf8.allSatisfy { $0 < 0x80 } ? Array($0.utf8) : nil }
  }

  /// The catalog; throws when the bytes are not JSON or `strings` is not an object.
  mutating func document() throws(Malformed) -> CatalogDocument {
    var document = CatalogDocument()
    var sawStrings = false
    // A UTF-8 byte-order mark is not JSON, but some editors write one.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { at = 3 }
    guard try beginObject() else { throw Malformed() }
    var more = try firstMember()
    while more {
      let key = try memberKey()
      if named(key, "strings") {
        sawStrings = true
        document.entries = [:]
        guard try beginObject() else { throw Malformed() }
        try readStrings(into: &document)
      } else if named(key, "sourceLanguage") {
        document.language = try stringValue()
      } else {
        try skipValue()
      }
      more = try nextMember()
    }
    space()
    guard sawStrings, at == bytes.count else { throw Malformed() }
    return document
  }

  private mutating func readStrings(into document: inout CatalogDocument) throws(Malformed) {
    var more = try firstMember()
    while more {
      let key = try memberKey()
      if let name = matching(key) {
        var entry = CatalogDocument.Entry(offset: key.range.lowerBound - 1)
        try readEntry(into: &entry)
        document.entries[name] = entry
      } else {
        try skipValue()
      }
      more = try nextMember()
    }
  }

  /// One key's entry: its `localizations`, each language's strings (`strings(depth:)`).
  private mutating func readEntry(into entry: inout CatalogDocument.Entry) throws(Malformed) {
    try eachMember { reader, key throws(Malformed) in
      guard reader.named(key, "localizations") else { return try reader.skipValue() }
      entry.values = [:]
      try reader.eachMember { reader, language throws(Malformed) in
        entry.values[reader.decoded(language)] = try reader.strings(depth: 0)
      }
    }
  }

  /// Every string a language's entry holds, in the order written: its `stringUnit.value`,
  /// each variation's (`plural`'s `one` and `other`, `device`'s `iphone` and `mac`, a
  /// device's plurals), and each substitution's (`%#@COUNT@`'s forms). Xcode shows and ships
  /// all of them, so a contract judges all of them. Variations nest a few levels at most in
  /// a catalog Xcode writes; past `maximumDepth` they are stepped over, not read.
  private mutating func strings(depth: Int) throws(Malformed) -> [String] {
    // A key written twice counts once, its last time, as JSON parsers read it.
    var unit: String?
    var variations: [String] = []
    var substitutions: [String] = []
    try eachMember { reader, key throws(Malformed) in
      if reader.named(key, "stringUnit") {
        unit = nil
        try reader.eachMember { reader, field throws(Malformed) in
          guard reader.named(field, "value") else { return try reader.skipValue() }
          unit = try reader.stringValue()
        }
      } else if reader.named(key, "variations"), depth < Self.maximumDepth {
        // A kind of variation (`plural`, `device`), then its cases, each an entry again.
        variations = []
        try reader.eachMember { reader, _ throws(Malformed) in
          try reader.eachMember { reader, _ throws(Malformed) in variations += try reader.strings(depth: depth + 1) }
        }
      } else if reader.named(key, "substitutions"), depth < Self.maximumDepth {
        substitutions = []
        try reader.eachMember { reader, _ throws(Malformed) in substitutions += try reader.strings(depth: depth + 1) }
      } else {
        try reader.skipValue()
      }
    }
    return (unit.map { [$0] } ?? []) + variations + substitutions
  }

  /// How deep variations and substitutions are read.
  static let maximumDepth = 8

  /// Walks the object that starts here, handing `member` each key with the reader before its
  /// value, which `member` must read or step over; a value that is no object is stepped over.
  private mutating func eachMember(_ member: (inout Self, RawString) throws(Malformed) -> Void) throws(Malformed) {
    guard try beginObject() else { return try skipValue() }
    var more = try firstMember()
    while more {
      try member(&self, try memberKey())
      more = try nextMember()
    }
  }

  // MARK: Keys

  /// The key's text when it falls under the prefix.
  private func matching(_ key: RawString) -> String? {
    guard let prefix else { return decoded(key) }
    if let prefixBytes, !key.escaped {
      guard key.range.count >= prefixBytes.count,
        prefixBytes.indices.allSatisfy({ bytes[key.range.lowerBound + $0] == prefixBytes[$0] })
      else { return nil }
    }
    // Confirmed as Swift compares strings (by characters), as the contract states it.
    let name = decoded(key)
    return name.hasPrefix(prefix) ? name : nil
  }

  private func named(_ key: RawString, _ word: StaticString) -> Bool {
    if key.escaped { return decoded(key) == word.description }
    guard key.range.count == word.utf8CodeUnitCount else { return false }
    return (0..<key.range.count).allSatisfy { bytes[key.range.lowerBound + $0] == word.utf8Start[$0] }
  }

  /// The string's text, its escapes resolved.
  func decoded(_ raw: RawString) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[raw.range])
    guard raw.escaped else { return String(decoding: slice, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    var plain: [UInt8] = []
    var cursor = raw.range.lowerBound
    func flush() {
      scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
      plain.removeAll(keepingCapacity: true)
    }
    while cursor < raw.range.upperBound {
      let byte = bytes[cursor]
      guard byte == 0x5C else {
        plain.append(byte)
        cursor += 1
        continue
      }
      let escape = bytes[cursor + 1]
      cursor += 2
      switch escape {
      case 0x62: plain.append(0x08)
      case 0x66: plain.append(0x0C)
      case 0x6E: plain.append(0x0A)
      case 0x72: plain.append(0x0D)
      case 0x74: plain.append(0x09)
      case 0x75:
        // Checked when the string was read: a lone surrogate never gets here.
        flush()
        var unit = (try? hex4(at: cursor)) ?? 0xFFFD
        cursor += 4
        if (0xD800..<0xDC00).contains(unit) {
          let low: UInt32 = (try? hex4(at: cursor + 2)) ?? 0xDC00
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          cursor += 6
        }
        scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
      default: plain.append(escape)
      }
    }
    flush()
    return String(scalars)
  }
}
