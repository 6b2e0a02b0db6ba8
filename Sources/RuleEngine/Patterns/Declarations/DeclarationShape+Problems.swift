#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What makes a declarations rule unsound, checked once for the suite's literal and the
/// finding alike: each problem names its part and key, which each side spells its own way
/// (`require.modifiers[0]` in a finding, `requireModifiers` in a literal).
extension DeclarationShape {
  public struct Problem: Sendable, Equatable {
    /// `select`, `require` or `forbid`.
    public var part: String
    public var key: String
    public var index: Int?
    public var message: String

    /// The finding's key path: `require.modifiers[0]`.
    public var keyPath: String { "\(part).\(key)" + (index.map { "[\($0)]" } ?? "") }
    /// The literal's label: `requireModifiers` (`kind`, `named`, `conforming` for `select`).
    public var label: String { part == "select" ? key : part + key.prefix(1).uppercased() + key.dropFirst() }
  }

  /// Every problem, in the order the finding writes its keys; empty when the rule is sound.
  public func problems() -> [Problem] {
    var found: [Problem] = []
    func add(_ part: String, _ key: String, _ index: Int? = nil, _ message: String) {
      found.append(Problem(part: part, key: key, index: index, message: message))
    }
    if !Self.kinds.contains(kind) {
      add("select", "kind", nil, "unknown kind '\(kind)'; use one of \(Self.kinds.joined(separator: ", "))")
    }
    if let named, let problem = Self.globProblem(named) { add("select", "named", nil, problem) }
    for (index, name) in conforming.enumerated() where ConformancePattern.problem(name) != nil {
      add("select", "conforming", index, ConformancePattern.problem(name)!)
    }
    if require.isEmpty && forbid.isEmpty {
      add("require", "", nil, "the rule requires and forbids nothing; give 'require' or 'forbid' at least one key")
    }
    for (part, traits) in [("require", require), ("forbid", forbid)] {
      for (index, modifier) in traits.modifiers.enumerated() {
        guard let kinds = Self.typeModifiers[modifier] else {
          let known = Self.typeModifiers.keys.sorted().joined(separator: ", ")
          add(part, "modifiers", index, "'\(modifier)' is not a modifier of type declarations; use one of \(known)")
          continue
        }
        if part == "require", !kinds.isEmpty, !kinds.contains(kind) {
          add(
            part, "modifiers", index,
            "\(kindWords) cannot be '\(modifier)' (only \(kinds.joined(separator: ", ")) can); "
              + "select 'kind: \(kinds[0])' or drop the modifier")
        }
      }
      for (index, attribute) in traits.attributes.enumerated() {
        let name = attribute.dropFirst()
        if !attribute.hasPrefix("@") || name.isEmpty
          || !name.utf8.allSatisfy({ SourceByte.isIdentifier($0) || $0 == SourceByte.dot })
        {
          add(
            part, "attributes", index,
            "'\(attribute)' is not an attribute; write it with its '@' and no arguments, like \"@MainActor\"")
        }
      }
      let conformanceKey = part == "require" ? "conforms" : "inherits"
      for (index, name) in traits.conformances.enumerated() {
        if let problem = ConformancePattern.problem(name) { add(part, conformanceKey, index, problem) }
      }
    }
    if let named = require.named, let problem = Self.globProblem(named) { add("require", "named", nil, problem) }
    if require.preview, kind == "protocol" {
      add("require", "preview", nil, "a protocol cannot be previewed; select another kind or drop 'preview'")
    }
    for modifier in require.modifiers where forbid.modifiers.contains(modifier) {
      add(
        "forbid", "modifiers", forbid.modifiers.firstIndex(of: modifier), "'\(modifier)' is both required and forbidden"
      )
    }
    return found
  }

  private var kindWords: String { kind == "any" ? "declarations of any kind (structs, enums, protocols)" : "a \(kind)" }

  /// Why a glob on type names can match no name, or nil.
  static func globProblem(_ glob: String) -> String? {
    if glob.isEmpty { return "the glob is empty, so it matches no name" }
    let bytes = glob.utf8.filter { $0 != 0x2A && $0 != 0x3F }
    if !bytes.allSatisfy(SourceByte.isIdentifier) {
      return "'\(glob)' can match no type name: a name holds letters, digits and '_' ('*' and '?' match them)"
    }
    if let first = glob.utf8.first, SourceByte.isDigit(first) {
      return "'\(glob)' can match no type name: a name does not start with a digit"
    }
    return nil
  }
}
