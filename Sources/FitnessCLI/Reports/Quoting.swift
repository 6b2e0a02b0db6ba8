/// Escaped text for the languages fitness writes: JSON and Swift string literals, and XML.
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

  /// Text for an XML attribute or element: the five entities escaped, and the control
  /// characters XML 1.0 cannot carry at all replaced by `?`.
  static func xml(_ text: String) -> String {
    transformed(text) { scalar in
      switch scalar {
      case "&": return "&amp;"
      case "<": return "&lt;"
      case ">": return "&gt;"
      case "\"": return "&quot;"
      case "'": return "&apos;"
      default: return scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" ? "?" : nil
      }
    }
  }

  private static func quoted(_ text: String, control: ((UInt32) -> String)?) -> String {
    "\""
      + transformed(text) { scalar in
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return scalar.value < 0x20 ? control?(scalar.value) : nil
        }
      } + "\""
  }

  /// `text` with each scalar `replacement` answers for replaced, the others kept.
  private static func transformed(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }
}
