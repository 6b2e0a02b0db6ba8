import SwiftScanner

/// A path as a machine-readable report carries it: the bytes git stores, never the quoted
/// spelling a terminal shows (`"Sources/Caf\303\251.swift"`), which no consumer could open.
///
/// UTF-8 names are written as UTF-8 text, escaped only as each format's syntax requires. A
/// name that is not UTF-8 has one lossless spelling per format: SARIF, GitLab and JUnit
/// percent-encode its bytes (RFC 3986, `%E9`), and JSON writes `path` with U+FFFD in
/// place of each bad byte and the exact bytes beside it in `pathBytes`.
struct ReportPath {
  /// The path's bytes, as git stores them.
  var bytes: [UInt8]

  init(_ spelling: String) { bytes = QuotedPath.bytes(spelling) }

  /// A path that is not a repository path's spelling (a folder on disk).
  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The path as UTF-8 text; nil when its bytes are not UTF-8.
  var text: String? { String(validating: bytes, as: UTF8.self) }

  /// The text, with U+FFFD for each byte that is not UTF-8.
  var lossy: String { String(decoding: bytes, as: UTF8.self) }

  /// The text when it is UTF-8, else every byte outside printable ASCII, and `%`,
  /// percent-encoded.
  var textOrPercentEncoded: String {
    if let text { return text }
    var out = ""
    for byte in bytes {
      if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "%") {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += Self.percent(byte)
      }
    }
    return out
  }

  /// A relative URI reference (RFC 3986) that decodes to the path's bytes: each byte
  /// outside the unreserved set and `/` percent-encoded.
  var uri: String {
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
    var out = ""
    for byte in bytes {
      if unreserved.contains(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += Self.percent(byte)
      }
    }
    return out
  }

  static func percent(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16, uppercase: true)
    return "%" + (hex.count == 1 ? "0" : "") + hex
  }
}
