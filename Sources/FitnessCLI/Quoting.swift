/// Double-quoted string literals, for the two languages fitness writes: JSON and Swift.
///
/// Both escape `"`, `\`, newline, return and tab the same way; they differ only in how other
/// control characters are spelled, so a bad byte in a path can never break the output.
enum Quoting {
  static func json(_ text: String) -> String {
    quoted(text) { "\\u" + String(repeating: "0", count: 4 - String($0, radix: 16).count) + String($0, radix: 16) }
  }

  /// A Swift literal that `RuleBlockReader` reads back to `text`. It reads no `\u{…}`, and a
  /// control character is harmless inside a one-line literal, so those stay as they are.
  static func swift(_ text: String) -> String {
    quoted(text, control: nil)
  }

  private static func quoted(_ text: String, control: ((UInt32) -> String)?) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20, let control {
          out += control(scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
