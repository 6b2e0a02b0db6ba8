#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads a flow collection (`[a, b]`, `{target: Core, embed: false}`) from its gathered
/// bytes, each node placed where it was written.
struct FlowParser {
  let text: FlowText
  let file: String
  /// The anchors the document named above the collection, for its aliases.
  let anchors: [String: YAMLTree]
  var index = 0

  init(text: FlowText, file: String, anchors: [String: YAMLTree]) {
    self.text = text
    self.file = file
    self.anchors = anchors
  }

  var bytes: [UInt8] { text.bytes }

  mutating func skipBlanks() {
    while index < bytes.count, YAMLByte.isBlank(bytes[index]) { index += 1 }
  }

  var place: YAMLPlace {
    YAMLPlace(file: file, position: text.positions[min(index, text.positions.count - 1)])
  }

  func unreadable(_ reason: String) -> ManifestYAML.Unreadable {
    ManifestYAML.Unreadable(position: text.positions[min(index, text.positions.count - 1)], reason: reason)
  }

  /// At the end of the text, that the collection does not close; else `reason`.
  func unclosed(or reason: String) -> ManifestYAML.Unreadable {
    unreadable(index < bytes.count ? reason : "the flow collection does not close: close its bracket")
  }

  mutating func node() throws -> YAMLTree {
    skipBlanks()
    guard index < bytes.count else { throw unclosed(or: "") }
    switch bytes[index] {
    case YAMLByte.openBracket: return try list()
    case YAMLByte.openBrace: return try map()
    case YAMLByte.ampersand: throw unreadable("an anchor inside a flow collection is not read: anchor a block node")
    case YAMLByte.star:
      let (name, end) = ManifestYAML.word(bytes, from: index + 1)
      guard let node = anchors[name] else { throw unreadable("the alias *\(name) names no anchor above it") }
      index = end
      return node
    case YAMLByte.bang: throw unreadable("tags (`!`) are not read: write the value plain")
    case YAMLByte.doubleQuote, YAMLByte.singleQuote:
      let place = self.place
      guard let (string, end) = ManifestYAML.quoted(bytes[...], from: index) else {
        throw unreadable("this quoted string does not close: close it")
      }
      index = end
      return .scalar(string, place)
    default:
      return try plain()
    }
  }

  /// A plain scalar, ended by a flow indicator or a `: `.
  mutating func plain() throws -> YAMLTree {
    let place = self.place
    var kept: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if YAMLByte.flowIndicators.contains(byte) { break }
      if byte == YAMLByte.colon,
        index + 1 == bytes.count || YAMLByte.isBlank(bytes[index + 1])
          || YAMLByte.flowIndicators.contains(bytes[index + 1])
      {
        break
      }
      kept.append(byte == YAMLByte.newline ? YAMLByte.space : byte)
      index += 1
    }
    while let last = kept.last, YAMLByte.isBlank(last) { kept.removeLast() }
    guard !kept.isEmpty else { throw unreadable("expected a value here") }
    return .scalar(String(decoding: kept, as: UTF8.self), place)
  }

  /// Whether the next byte, past blanks, is `byte`; taken when it is.
  mutating func take(_ byte: UInt8) -> Bool {
    skipBlanks()
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// The value after a `:` inside a collection closed by `closer`: empty before a comma or
  /// the closer.
  mutating func pairValue(closer: UInt8, after place: YAMLPlace) throws -> YAMLTree {
    skipBlanks()
    if index < bytes.count, bytes[index] == YAMLByte.comma || bytes[index] == closer {
      return .scalar("", place)
    }
    return try node()
  }

  mutating func list() throws -> YAMLTree {
    let place = self.place
    index += 1
    var items: [YAMLTree] = []
    while !take(YAMLByte.closeBracket) {
      var item = try node()
      // `[name: value]` is a list of one-pair mappings.
      if take(YAMLByte.colon) {
        guard let key = item.string else { throw unreadable("a key in a flow list is no scalar: write a plain key") }
        item = .map(
          [YAMLEntry(key: key, value: try pairValue(closer: YAMLByte.closeBracket, after: item.place))], item.place)
      }
      items.append(item)
      if take(YAMLByte.comma) { continue }
      guard take(YAMLByte.closeBracket) else { throw unclosed(or: "expected `,` or `]` here") }
      break
    }
    return .list(items, place)
  }

  mutating func map() throws -> YAMLTree {
    let place = self.place
    index += 1
    var entries: [YAMLEntry] = []
    while !take(YAMLByte.closeBrace) {
      let key = try node()
      guard let name = key.string else { throw unreadable("a key in a flow mapping is no scalar: write a plain key") }
      let value =
        take(YAMLByte.colon) ? try pairValue(closer: YAMLByte.closeBrace, after: key.place) : .scalar("", key.place)
      entries.append(YAMLEntry(key: name, value: value))
      if take(YAMLByte.comma) { continue }
      guard take(YAMLByte.closeBrace) else { throw unclosed(or: "expected `,` or `}` here") }
      break
    }
    return .map(entries, place)
  }
}
