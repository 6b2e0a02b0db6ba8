// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// The words patterns share when they name a suite and explain a rule.
package enum RuleWording {
  /// `cloud-sync` → `CloudSync`; a leading digit gets a `Rule` prefix.
  package static func identifier(_ text: String) -> String {
    var out = ""
    var upper = true
    for character in text {
      guard character.isASCII, character.isLetter || character.isNumber else {
        upper = true
        continue
      }
      out += upper ? character.uppercased() : String(character)
      upper = false
    }
    if out.first?.isNumber ?? true { out = "Rule" + out }
    return out
  }

  /// A required or forbidden trait as words of a suite's name (`private(set)`:
  /// `PrivateSet`); nil for an attribute with arguments, whose argument can turn its
  /// meaning around (`@inline(never)` is not "are inline"): the finding's title names it.
  package static func trait(_ spelled: String) -> String? {
    spelled.hasPrefix("@") && spelled.contains("(") ? nil : identifier(spelled)
  }

  /// The folder a path names: itself when it ends in `/`, else its parent.
  static func folder(_ path: String) -> String {
    var parts = path.split(separator: "/")
    if !path.hasSuffix("/") { parts = parts.dropLast() }
    return parts.joined(separator: "/")
  }

  /// The longest folder every one of `folders` lies in, or nil.
  static func commonFolder(of folders: [String]) -> String? {
    guard var common = folders.first?.split(separator: "/") else { return nil }
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/")
      var length = 0
      while length < min(common.count, parts.count), common[length] == parts[length] { length += 1 }
      common = Array(common.prefix(length))
    }
    return common.isEmpty ? nil : common.joined(separator: "/")
  }

  /// The last name of the folder all `paths` share, unless it is one of `vague`.
  static func commonName(of paths: [String], except vague: [String]) -> String? {
    guard let common = commonFolder(of: paths), let name = common.split(separator: "/").last,
      !vague.contains(String(name))
    else { return nil }
    return String(name)
  }

  static func list(_ items: [String]) -> String { items.joined(separator: ", ") }

  /// What a rule judges, as `fitness explain` lists it after the pattern's own `head`
  /// lines: its roots, and each exclusion with its reason.
  static func scope(_ head: [String], roots: [String] = [], exclude: [String], in rule: SuiteRule) -> [String] {
    var lines = head
    if !roots.isEmpty { lines.append("roots: \(list(roots))") }
    for path in exclude { lines.append("exclude: \(path)  // \(rule.reasons[path] ?? "")") }
    return lines
  }

  /// A fence's or a sentinel's entries as `fitness explain` lists them.
  static func entries(_ label: String, _ paths: [String], in rule: SuiteRule) -> [String] {
    if paths.isEmpty { return ["\(label): empty (no file may)"] }
    return ["\(label):"] + paths.sorted().map { "  \($0)  // \(rule.reasons[$0] ?? "")" }
  }

  /// A fence whose entries name what they let past (`"path": [NAMES]`), as `explain` lists it.
  static func entries(_ label: String, granting map: [String: [String]], in rule: SuiteRule) -> [String] {
    if map.isEmpty { return ["\(label): empty (nothing is let past)"] }
    return ["\(label):"]
      + map.keys.sorted().map { "  \($0): \(list(map[$0]!))  // \(rule.reasons[$0] ?? "")" }
  }

  /// `Stays` after a singular subject, `Stay` after a plural one (`Screens`, `Views`), so
  /// a suite's name reads as a sentence: `ScreensStayFreeOfMatrixRustSDKTests`.
  static func stays(after subject: String) -> String {
    let lower = subject.lowercased()
    let plural = lower.hasSuffix("s") && !["ss", "us", "is", "os"].contains { lower.hasSuffix($0) }
    return plural ? "Stay" : "Stays"
  }
}
