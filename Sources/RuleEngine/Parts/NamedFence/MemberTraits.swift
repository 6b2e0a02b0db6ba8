#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// How a member meets a modifier or an attribute a rule names: what the members pattern and
/// a declarations rule's member demands judge alike.
public enum MemberTraits {
  public static let kinds = ["var", "let", "func", "init", "subscript", "case", "typealias", "any"]
  static let accessLevels = ["private", "fileprivate", "internal", "package", "public", "open"]
  /// The modifiers a member may carry, as the scanner records them (details without spaces).
  public static let modifiers: Set<String> = Set(
    accessLevels + accessLevels.dropLast().map { "\($0)(set)" } + [
      "static", "class", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "unowned(safe)",
      "unowned(unsafe)", "dynamic", "optional", "required", "convenience", "nonisolated", "nonisolated(unsafe)",
      "indirect", "consuming", "borrowing", "distributed", "prefix", "postfix", "infix",
    ])

  /// Whether `member` meets the modifier `wanted`: as written; an access level by itself
  /// (`public` also by `open`) and `internal` by none; `static` by `class`; a setter's access
  /// (`private(set)`) by that one, by a narrower access, or by having no setter (`let`).
  public static func meets(_ wanted: String, _ member: MemberDeclaration) -> Bool {
    let modifiers = member.modifiers
    if modifiers.contains(wanted) { return true }
    if wanted == "static" { return modifiers.contains("class") }
    if let level = accessLevels.firstIndex(of: wanted) {
      let written = modifiers.compactMap { accessLevels.firstIndex(of: $0) }
      if wanted == "internal" { return written.isEmpty }
      return wanted == "public" && written.contains(level + 1)
    }
    if wanted.hasSuffix("(set)"), let level = accessLevels.firstIndex(of: String(wanted.dropLast(5))) {
      if member.kind == .let { return true }
      let setter = modifiers.compactMap { modifier -> Int? in
        guard modifier.hasSuffix("(set)") else { return nil }
        return accessLevels.firstIndex(of: String(modifier.dropLast(5)))
      }.first
      let access = modifiers.compactMap { accessLevels.firstIndex(of: $0) }.first ?? 2
      return (setter ?? access) <= level
    }
    return false
  }

  /// Whether `member` has `attribute` (see `AttributeSpelling`).
  public static func hasAttribute(_ attribute: String, of member: MemberDeclaration) -> Bool {
    AttributeSpelling.has(attribute, in: member.attributes, written: member.writtenAttributes)
  }
}

/// How an attribute a rule names is met by the attributes written on a declaration.
public enum AttributeSpelling {
  /// Whether `attribute` is among `names` (each attribute by name) or, when it names its
  /// arguments (`@inline(never)`), among `written` (each with its arguments, no spaces):
  /// `@SwiftUI.MainActor` is `@MainActor`, since an attribute may be written with its
  /// module; `@inline` is any `@inline(…)`, and `@inline(never)` only itself.
  public static func has(_ attribute: String, in names: [String], written: [String]) -> Bool {
    guard let open = attribute.firstIndex(of: "(") else { return has(attribute, in: names) }
    let name = String(attribute[..<open])
    let arguments = String(attribute[open...].filter { !$0.isWhitespace })
    return written.contains { spelled in
      guard let at = spelled.firstIndex(of: "("), String(spelled[at...]) == arguments else { return false }
      return has(name, in: [String(spelled[..<at])])
    }
  }

  /// Whether `attribute` is among the attribute names `written`.
  public static func has(_ attribute: String, in written: [String]) -> Bool {
    written.contains { spelled in
      spelled == attribute
        || (spelled.hasPrefix("@") && TypeDeclaration.names(String(spelled.dropFirst()), String(attribute.dropFirst())))
    }
  }
}
