/// Whether git quotes a path's bytes at or above 0x80 on a terminal: `core.quotePath`, read
/// as git reads it (system, global, the repository's config, then `GIT_CONFIG_COUNT` and
/// `git -c` settings, the last one winning). Unset, git quotes.
///
/// Both executables read it here, so the hook and the tool print a path the same way. A
/// config file's `[include]` is not followed: a setting only an included file makes is not
/// seen, and paths stay quoted, as git's default has them.
package enum QuotePathSetting {
  package static func quotes(commonDirectory: String?, environment: [String: String]) -> Bool {
    var value: Bool? = nil
    var files: [String] = []
    if environment["GIT_CONFIG_NOSYSTEM"].map(isFalse) ?? true {
      files.append(environment["GIT_CONFIG_SYSTEM"] ?? "/etc/gitconfig")
    }
    if let global = environment["GIT_CONFIG_GLOBAL"] {
      files.append(global)
    } else {
      let home = environment["HOME"] ?? ""
      files.append((environment["XDG_CONFIG_HOME"].map { $0 + "/git" } ?? home + "/.config/git") + "/config")
      files.append(home + "/.gitconfig")
    }
    if let commonDirectory { files.append(commonDirectory + "/config") }
    for file in files {
      guard let bytes = FileText.read(file) else { continue }
      if let found = setting(in: String(decoding: bytes, as: UTF8.self)) { value = found }
    }
    if let count = environment["GIT_CONFIG_COUNT"].flatMap(Int.init), count > 0 {
      for index in 0..<count where environment["GIT_CONFIG_KEY_\(index)"]?.lowercased() == "core.quotepath" {
        value = environment["GIT_CONFIG_VALUE_\(index)"].flatMap(boolean) ?? value
      }
    }
    // `git -c core.quotePath=false commit` hands its settings to the hook like this.
    for entry in (environment["GIT_CONFIG_PARAMETERS"] ?? "").split(separator: " ") {
      // `'core.quotePath'='false'` (git 2.31 on), or `'core.quotePath=false'` before.
      let pair = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingQuotes }
      if pair.first?.lowercased() == "core.quotepath" { value = pair.count == 2 ? boolean(pair[1]) ?? value : true }
    }
    return value ?? true
  }

  /// The last `quotePath` of a `[core]` section in a config file's text, read as git's
  /// config parser reads it: a section header names its subsection (`[core "x"]` and
  /// `[core.x]` are not `[core]`), a value runs on past a backslash at the end of a line,
  /// double quotes and backslash escapes are taken out, `#` and `;` start a comment outside
  /// quotes, and a key with no `=` is true.
  static func setting(in text: String) -> Bool? {
    var reader = ConfigText(Array(text.utf8))
    var found: Bool? = nil
    while let entry = reader.next() {
      guard entry.section == "core", entry.key == "quotepath" else { continue }
      guard let value = entry.value else {
        found = true
        continue
      }
      found = boolean(value) ?? found
    }
    return found
  }

  /// A config value as git's `--type=bool` reads it: the words, or an integer (with an
  /// optional `k`, `m` or `g`), true when not zero; the empty value is false.
  static func boolean(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off", "": return false
    default:
      // strtol with base 0, as git parses it: `0x` hexadecimal, a leading `0` octal.
      var digits = Substring(text)
      if let last = digits.last, "kKmMgG".contains(last) { digits = digits.dropLast() }
      if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
      var allowed = "0123456789"
      if digits.lowercased().hasPrefix("0x") {
        digits = digits.dropFirst(2)
        allowed += "abcdefABCDEF"
      } else if digits.count > 1, digits.first == "0" {
        allowed = "01234567"
      }
      guard !digits.isEmpty, digits.allSatisfy({ allowed.contains($0) }) else { return nil }
      return digits.contains { $0 != "0" }
    }
  }

  private static func isFalse(_ text: String) -> Bool { boolean(text) == false }
}

extension StringProtocol {
  /// Without surrounding spaces and single or double quotes.
  fileprivate var trimmingQuotes: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" || first == "'" || first == "\"" {
      text = text.dropFirst()
    }
    while let last = text.last, last == " " || last == "\t" || last == "'" || last == "\"" { text = text.dropLast() }
    return String(text)
  }
}

/// The entries of a git config file, one `(section, key, value)` at a time: the section as
/// `name` or `name.subsection` (the name and key lowercased, a subsection as written), the
/// value unquoted and unescaped (nil for a key with no `=`).
struct ConfigText {
  private let bytes: [UInt8]
  private var index = 0
  private var section = ""

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  private func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }
  private static func isSpace(_ value: UInt8) -> Bool { value == 0x20 || value == 0x09 }
  private static func isKeyByte(_ value: UInt8) -> Bool {
    (value >= 0x30 && value <= 0x39) || (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A) || value == 0x2D
  }

  private mutating func skipLine() {
    while let value = byte(index), value != 0x0A { index += 1 }
    index += 1
  }

  mutating func next() -> (section: String, key: String, value: String?)? {
    while index < bytes.count {
      let value = bytes[index]
      if Self.isSpace(value) || value == 0x0A || value == 0x0D {
        index += 1
      } else if value == 0x23 || value == 0x3B {
        skipLine()
      } else if value == 0x5B {
        readSection()
      } else if Self.isKeyByte(value) {
        let start = index
        while let next = byte(index), Self.isKeyByte(next) { index += 1 }
        let key = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
        while let next = byte(index), Self.isSpace(next) { index += 1 }
        guard byte(index) == 0x3D else {
          skipLine()
          return (section, key, nil)
        }
        index += 1
        return (section, key, readValue())
      } else {
        skipLine()
      }
    }
    return nil
  }

  /// `[name]`, `[name "subsection"]` or the old `[name.subsection]`.
  private mutating func readSection() {
    index += 1
    let start = index
    while let value = byte(index), value != 0x5D, !Self.isSpace(value), value != 0x22, value != 0x0A { index += 1 }
    var name = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
    while let value = byte(index), Self.isSpace(value) { index += 1 }
    if byte(index) == 0x22 {
      index += 1
      var subsection: [UInt8] = []
      while let value = byte(index), value != 0x22, value != 0x0A {
        if value == 0x5C, let escaped = byte(index + 1), escaped != 0x0A {
          subsection.append(escaped)
          index += 2
        } else {
          subsection.append(value)
          index += 1
        }
      }
      index += 1
      name += "." + String(decoding: subsection, as: UTF8.self)
    }
    while let value = byte(index), value != 0x5D, value != 0x0A { index += 1 }
    if byte(index) == 0x5D { index += 1 }
    section = name
  }

  /// A value up to the end of its line, or past it after a backslash.
  private mutating func readValue() -> String {
    var value: [UInt8] = []
    var quoted = false
    // Spaces are kept only once something follows them (outside quotes, trailing ones go).
    var pendingSpaces: [UInt8] = []
    while let current = byte(index) {
      if current == 0x0A || current == 0x0D && byte(index + 1) == 0x0A {
        break
      }
      if !quoted, current == 0x23 || current == 0x3B {
        skipLine()
        return String(decoding: value, as: UTF8.self)
      }
      if !quoted, Self.isSpace(current) {
        if !value.isEmpty { pendingSpaces.append(current) }
        index += 1
        continue
      }
      value += pendingSpaces
      pendingSpaces = []
      if current == 0x22 {
        quoted.toggle()
        index += 1
      } else if current == 0x5C {
        let escaped = byte(index + 1)
        switch escaped {
        case 0x0A?: index += 2
        case 0x0D? where byte(index + 2) == 0x0A: index += 3
        case 0x6E?: value.append(0x0A); index += 2
        case 0x74?: value.append(0x09); index += 2
        case 0x62?: if !value.isEmpty { value.removeLast() }; index += 2
        case let other?: value.append(other); index += 2
        case nil: index += 1
        }
      } else {
        value.append(current)
        index += 1
      }
    }
    skipLine()
    return String(decoding: value, as: UTF8.self)
  }
}
