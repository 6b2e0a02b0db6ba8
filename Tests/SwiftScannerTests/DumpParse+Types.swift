import Foundation

/// The types the compiler's parser reads on members, off `swiftc -dump-parse`: each
/// property's annotation (a binding statement of one name), and each function's and
/// subscript's result and thrown type, written back as Swift spells them. What
/// `MemberDeclaration.type` and `thrownType` are held to. The dump prints a function
/// type's `throws` without the type it throws, so the comparison reads `throws(E)` inside a
/// written type as `throws`.
extension DumpParse {
  /// One node of the dump: its name (`type_array`, `result=type_unqualified_ident`), the rest
  /// of its line, and the nodes under it.
  final class Node {
    let name: String
    let text: Substring
    let line: Int
    var children: [Node] = []

    init(name: String, text: Substring, line: Int) { (self.name, self.text, self.line) = (name, text, line) }

    /// The value of `key="…"` on the node's line.
    func attribute(_ key: String) -> String? {
      guard let range = text.range(of: " \(key)=\"") else { return nil }
      let rest = text[range.upperBound...]
      return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The node's own name without a role (`result=`, `element=`, `thrown_type=`).
    var kind: String { name.split(separator: "=").last.map(String.init) ?? name }
  }

  /// A typed fact: a property's type by its line and name, or a function's or subscript's
  /// result and thrown type by its name.
  struct TypedMember: Hashable, CustomStringConvertible {
    var line: Int
    var name: String
    var type: String
    var thrown: String

    var description: String { "\(line) \(name): \(type)\(thrown.isEmpty ? "" : " throws(\(thrown))")" }
  }

  /// `range=[file:L:C - line:L:C]`: the end's line and column.
  static func rangeEnd(_ body: Substring) -> (line: Int, column: Int)? {
    guard let open = body.range(of: " - line:") else { return nil }
    let parts = body[open.upperBound...].prefix { $0 != "]" }.split(separator: ":")
    guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
    return (line, column)
  }

  static func tree(_ dump: String) -> [Node] {
    var roots: [Node] = []
    var stack: [(indent: Int, node: Node)] = []
    var line = 0
    for raw in dump.split(separator: "\n", omittingEmptySubsequences: false) {
      line += 1
      let indent = raw.prefix { $0 == " " }.count
      let body = raw.dropFirst(indent)
      guard body.hasPrefix("(") else { continue }
      let name = String(body.dropFirst().prefix { $0 != " " && $0 != ")" })
      let node = Node(name: name, text: body, line: line)
      while let last = stack.last, last.indent >= indent { stack.removeLast() }
      if let parent = stack.last { parent.node.children.append(node) } else { roots.append(node) }
      stack.append((indent, node))
    }
    return roots
  }

  /// A type node written back as Swift spells it; nil for a node this does not know, which
  /// the agreement reports rather than skips.
  static func render(_ node: Node) -> String? {
    let parts = node.children.map(render)
    guard !parts.contains(where: { $0 == nil }) else { return nil }
    let children = parts.compactMap { $0 }
    func generic(_ arguments: ArraySlice<String>) -> String {
      arguments.isEmpty ? "" : "<" + arguments.joined(separator: ", ") + ">"
    }
    switch node.kind {
    case "type_unqualified_ident":
      return (node.attribute("id") ?? "?") + generic(children[...])
    case "type_qualified_ident":
      guard let base = children.first else { return nil }
      return base + "." + (node.attribute("id") ?? "?") + generic(children.dropFirst())
    case "type_array": return children.count == 1 ? "[\(children[0])]" : nil
    case "type_dictionary": return children.count == 2 ? "[\(children[0]): \(children[1])]" : nil
    case "type_optional": return children.first.map { "\($0)?" }
    case "type_implicitly_unwrapped_optional": return children.first.map { "\($0)!" }
    case "type_metatype": return children.first.map { "\($0).Type" }
    case "type_protocol": return children.first.map { "\($0).Protocol" }
    case "type_opaque_return": return children.first.map { "some \($0)" }
    case "type_existential": return children.first.map { "any \($0)" }
    case "type_composite": return children.isEmpty ? "Any" : children.joined(separator: " & ")
    case "type_ownership":
      let word = node.text.split(separator: " ").dropFirst().first.map(String.init) ?? ""
      return children.first.map { "\(word) \($0)" }
    case "vararg": return children.first.map { "\($0)..." }
    case "isolated", "sending": return children.first.map { "\(node.kind) \($0)" }
    case "inverse": return children.first.map { "~\($0)" }
    case "type_attributed": return children.first.map { (node.attribute("attrs") ?? "") + $0 }
    case "type_tuple":
      let names = node.attribute("names")?.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let elements = children.enumerated().map { index, type in
        guard let names, index < names.count, !names[index].isEmpty, names[index] != "''" else { return type }
        return "\(names[index]): \(type)"
      }
      return "(" + elements.joined(separator: ", ") + ")"
    case "type_function":
      guard children.count == 2 else { return nil }
      let flags = node.text.split(separator: " ").dropFirst()
      var effects = ""
      if flags.contains("async") { effects += " async" }
      if flags.contains("throws") { effects += " throws" }
      let arguments = children[0].hasPrefix("(") ? children[0] : "(\(children[0]))"
      return "\(arguments)\(effects) -> \(children[1])"
    case "type_pack_expansion": return children.first.map { "repeat \($0)" }
    case "type_pack_element": return children.first.map { "each \($0)" }
    default: return nil
    }
  }

  /// The typed members of a file as the compiler reads them, and each type node it could
  /// not write back (by its kind).
  static func typedMembers(_ dump: String) -> (members: [TypedMember], unknown: [String]) {
    var found: [TypedMember] = []
    var unknown: [String] = []
    func typeText(_ node: Node) -> String? {
      let text = render(node)
      if text == nil { unknown.append(node.text.trimmingCharacters(in: .whitespaces)) }
      return text
    }
    /// The members of `owner` (a type, or the file), and of every type declared under it,
    /// however deep (a class inside a function is read as the scanner reads it).
    func visit(_ owner: Node, isOwner: Bool) {
      var typed: [String: String] = [:]
      func bind(_ binding: Node) {
        let entries = binding.children.filter { $0.name == "pattern_entry" }
        guard entries.count == 1, let pattern = entries[0].children.first, pattern.name == "pattern_typed",
          pattern.children.count == 2, pattern.children[0].name == "pattern_named",
          let name = quoted(pattern.children[0].text)
        else { return }
        typed[name] = typeText(pattern.children[1])
      }
      for child in owner.children {
        let ownsMembers = kinds[child.name] != nil
        guard isOwner else {
          visit(child, isOwner: ownsMembers)
          continue
        }
        switch child.name {
        case "top_level_code_decl":
          // A global's binding is dumped in the top-level code beside it.
          for statement in child.children.flatMap(\.children) where statement.name == "pattern_binding_decl" {
            bind(statement)
          }
          visit(child, isOwner: false)
        case "pattern_binding_decl":
          bind(child)
          visit(child, isOwner: false)
        case "var_decl":
          guard let name = quoted(child.text.split(separator: "]", maxSplits: 1).last ?? ""),
            let type = typed.removeValue(forKey: name), let start = rangeStart(child.text)
          else { continue }
          found.append(TypedMember(line: start.line, name: name, type: type, thrown: ""))
        case "enum_element_decl":
          // A case: whether it has associated values and how many, and whether it has a raw
          // value, which its range shows by ending past its name (ranges run from token to
          // token, and a case with a raw value has no parameter list).
          let label = quoted(child.text.split(separator: "]", maxSplits: 1).last ?? "") ?? ""
          let name = String(label.prefix { $0 != "(" })
          guard let start = rangeStart(child.text) else { continue }
          let list = child.children.first { $0.name == "parameter_list" }
          let type = list.map { "associated \($0.children.filter { $0.name == "parameter" }.count)" } ?? "-"
          let raw = list == nil && rangeEnd(child.text).map { $0 != start } == true
          found.append(TypedMember(line: start.line, name: name, type: type, thrown: raw ? "raw value" : ""))
        case "func_decl", "subscript_decl":
          let label = quoted(child.text.split(separator: "]", maxSplits: 1).last ?? "") ?? ""
          let name = child.name == "subscript_decl" ? "subscript" : String(label.prefix { $0 != "(" })
          var type = child.name == "func_decl" ? "Void" : "?"
          var thrown = ""
          for part in child.children {
            if part.name.hasPrefix("result=") || part.name.hasPrefix("element=") { type = typeText(part) ?? "?" }
            if part.name.hasPrefix("thrown_type=") { thrown = typeText(part) ?? "?" }
          }
          found.append(TypedMember(line: 0, name: name, type: type, thrown: thrown))
          visit(child, isOwner: false)
        default:
          visit(child, isOwner: ownsMembers)
        }
      }
    }
    for root in tree(dump) { visit(root, isOwner: true) }
    return (found, unknown)
  }
}
