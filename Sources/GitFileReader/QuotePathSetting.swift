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

  /// The last `quotePath` of a `[core]` section in a config file's text.
  static func setting(in text: String) -> Bool? {
    var section = ""
    var found: Bool? = nil
    for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      var line = Substring(rawLine.drop { $0 == " " || $0 == "\t" })
      if line.hasPrefix("[") {
        section = String(line.dropFirst().prefix { $0 != "]" && $0 != " " && $0 != "\"" }).lowercased()
        guard let close = line.firstIndex(of: "]") else { continue }
        line = line[line.index(after: close)...].drop { $0 == " " || $0 == "\t" }
      }
      guard section == "core" else { continue }
      let key = line.prefix { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased()
      guard key == "quotepath" else { continue }
      let rest = line.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
      guard rest.first == "=" else {
        // A key with no value is true.
        if rest.isEmpty || rest.first == "#" || rest.first == ";" { found = true }
        continue
      }
      let raw = rest.dropFirst().prefix { $0 != "#" && $0 != ";" }
      found = boolean(String(raw).trimmingQuotes) ?? found
    }
    return found
  }

  static func boolean(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "true", "yes", "on", "1": return true
    case "false", "no", "off", "0", "": return false
    default: return nil
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
