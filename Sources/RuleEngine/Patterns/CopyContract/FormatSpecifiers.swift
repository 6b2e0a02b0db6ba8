/// printf-style format specifiers in copy, as Foundation reads them: `%@`, `%d`, `%lld`,
/// `%.2f`; `%%` is a percent sign, and `%#@name@` a stringsdict variable, named rather than
/// placed.
enum FormatSpecifiers {
  private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars)
  private static let lengths = Set("hlqLzjt".unicodeScalars)
  private static let flags = Set("-+ #0'".unicodeScalars)

  /// The first specifier without a position (`%@` rather than `%1$@`), as written; nil when
  /// every one is numbered.
  static func firstUnnumbered(in text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      let start = index
      index += 1
      guard index < scalars.count else { return nil }
      if scalars[index] == "%" {
        index += 1
        continue
      }
      var digits = 0
      while index < scalars.count, ("0"..."9").contains(scalars[index]) {
        (index, digits) = (index + 1, digits + 1)
      }
      if digits > 0, index < scalars.count, scalars[index] == "$" { continue }
      index = start + 1
      // `%#@items@`: a stringsdict variable, which Foundation fills by its name (each
      // variable's rule says which argument it reads), so translators may move it freely.
      // Apple's own plural form (`%#@COUNT@`) needs no position.
      if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
        guard let end = scalars[(index + 2)...].firstIndex(of: "@") else { return nil }
        index = end + 1
        continue
      }
      while index < scalars.count,
        flags.contains(scalars[index]) || ("0"..."9").contains(scalars[index])
          || scalars[index] == "." || scalars[index] == "*"
      {
        index += 1
      }
      while index < scalars.count, lengths.contains(scalars[index]) { index += 1 }
      if index < scalars.count, conversions.contains(scalars[index]) {
        return String(String.UnicodeScalarView(scalars[start...index]))
      }
    }
    return nil
  }

  /// The numbered form of an unnumbered specifier: `%@` → `%1$@`.
  static func numbered(_ specifier: String) -> String {
    "%1$" + specifier.dropFirst()
  }
}
