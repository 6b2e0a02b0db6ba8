/// A repository path's bytes, spelled the way git quotes them (`core.quotePath`): every
/// byte at or above 0x80, every control byte, `"` and `\` written as a backslash escape,
/// everything else as itself.
///
/// Git paths are bytes, not text: `caf\351.swift` (Latin-1) is no valid UTF-8, and
/// `Caf\303\251.swift` (NFC) and `Cafe\314\201.swift` (NFD) are two files although Swift's
/// `String` compares them equal. Carrying every path in this spelling keeps Swift strings,
/// sets and dictionaries exact: the spelling is ASCII, one-to-one with the bytes, so two
/// paths are equal exactly when their bytes are. A plain ASCII path is spelled as itself.
///
/// It lives in the scanner, the lowest module, because the git readers, the rule engine
/// and the vendored copy a suite compiles must all spell paths alike.
public enum QuotedPath {
  /// Whether a byte is written as itself.
  private static let plain: [Bool] = (0..<256).map { (byte: Int) -> Bool in
    (0x20..<0x7F).contains(byte) && byte != 0x22 && byte != 0x5C
  }

  /// The spelling of bytes in memory (an index entry's path): the common, plain case
  /// checked in a plain loop, since the generic one below is not specialised across
  /// modules and cost a full check of 100,000 paths about 20 ms.
  public static func spelling(_ bytes: UnsafeRawBufferPointer) -> String {
    for byte in bytes where !(byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C) {
      return spelling(bytes[...])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The spelling of an array of bytes (see the pointer form).
  public static func spelling(_ bytes: [UInt8]) -> String {
    bytes.withUnsafeBytes { spelling($0) }
  }

  /// The spelling of `bytes`.
  public static func spelling<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    if bytes.allSatisfy({ plain[Int($0)] }) { return String(decoding: bytes, as: UTF8.self) }
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      if plain[Int(byte)] {
        text.append(byte)
        continue
      }
      text.append(0x5C)
      switch byte {
      case 0x07: text.append(UInt8(ascii: "a"))
      case 0x08: text.append(UInt8(ascii: "b"))
      case 0x09: text.append(UInt8(ascii: "t"))
      case 0x0A: text.append(UInt8(ascii: "n"))
      case 0x0B: text.append(UInt8(ascii: "v"))
      case 0x0C: text.append(UInt8(ascii: "f"))
      case 0x0D: text.append(UInt8(ascii: "r"))
      case 0x22, 0x5C: text.append(byte)
      default:
        text.append(0x30 + (byte >> 6))
        text.append(0x30 + ((byte >> 3) & 7))
        text.append(0x30 + (byte & 7))
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The spelling of a path written as text (a rule literal, a finding): its UTF-8 bytes.
  public static func spelling(ofText text: String) -> String {
    spelling(Array(text.utf8))
  }

  /// The bytes a spelling stands for; the inverse of `spelling`.
  public static func bytes(_ spelling: String) -> [UInt8] {
    let text = Array(spelling.utf8)
    guard text.contains(0x5C) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      let byte = text[index]
      index += 1
      guard byte == 0x5C, index < text.count else {
        bytes.append(byte)
        continue
      }
      let next = text[index]
      index += 1
      switch next {
      case UInt8(ascii: "a"): bytes.append(0x07)
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case 0x30...0x33 where index + 1 < text.count:
        let high: UInt8 = (next - 0x30) << 6
        let middle: UInt8 = (text[index] - 0x30) << 3
        bytes.append(high | middle | (text[index + 1] - 0x30))
        index += 2
      default: bytes.append(next)
      }
    }
    return bytes
  }

  /// The path as git prints it: in double quotes when any byte needed escaping. With
  /// `core.quotePath` false (`quotingHighBytes: false`), a UTF-8 name prints as itself, and
  /// only control bytes, `"` and `\` are escaped, as git does.
  public static func display(_ spelling: String, quotingHighBytes: Bool = true) -> String {
    guard spelling.utf8.contains(0x5C) else { return spelling }
    guard !quotingHighBytes else { return "\"" + spelling + "\"" }
    let raw = bytes(spelling)
    guard let text = String(validating: raw, as: UTF8.self) else { return "\"" + spelling + "\"" }
    if !raw.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C }) { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x80 {
        escaped.unicodeScalars.append(scalar)
      } else {
        escaped += QuotedPath.spelling(CollectionOfOne(UInt8(scalar.value)))
      }
    }
    return "\"" + escaped + "\""
  }
}
