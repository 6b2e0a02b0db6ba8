import Foundation

/// The calls the compiler's parser sees in a file, read off `swiftc -dump-parse`: each
/// `call_expr` with the name it calls, its argument labels, and the member whose body
/// holds it. What the call walk is held to.
///
/// The dump prints no positions for expressions, so lines and columns are held to by
/// `CallScannerTests`. Left out on both sides: what the compiler writes itself (the
/// `appendInterpolation` of a string interpolation, a binding's second copy of its initial
/// value as `processed_init`), and calls of something that has no name (`f()()`,
/// `{ … }()`, `items[0](x)`), which no rule can select.
extension DumpParse {
  struct Call: Hashable, CustomStringConvertible {
    /// The member whose body holds it, `-` for none.
    var function: String
    var name: String
    var labels: String

    var description: String { "in \(function): \(name)(\(labels))" }
  }

  static let typeNodes: Set<String> = [
    "struct_decl", "class_decl", "enum_decl", "protocol_decl", "extension_decl", "actor_decl", "source_file",
  ]

  static func parseCalls(_ dump: String) -> [Call] {
    var found: [Call] = []
    func visit(_ node: Node, function: String, parent: String) {
      if node.name.hasPrefix("processed_init=") { return }
      var function = function
      // A member: a function, an initializer, a subscript or a computed property's getter or
      // setter, declared in a type or at the top level (observers are no member's body).
      switch node.kind {
      case "func_decl" where typeNodes.contains(parent):
        function = quoted(node.text).map { String($0.prefix { $0 != "(" }) } ?? "?"
      case "constructor_decl" where typeNodes.contains(parent): function = "init"
      case "subscript_decl" where typeNodes.contains(parent): function = "subscript"
      case "accessor_decl" where parent == "var_decl" || parent == "subscript_decl":
        if node.text.contains(" willSet for=") || node.text.contains(" didSet for=") {
          function = "-"
        } else if let owner = node.attribute("for") {
          function = owner.hasPrefix("subscript(") ? "subscript" : owner
        }
      case "var_decl", "subscript_decl": break
      case "call_expr":
        if !node.text.contains(" implicit "), let callee = node.children.first, !callee.text.contains(" implicit "),
          let name = calledName(callee)
        {
          found.append(Call(function: function, name: name, labels: labels(of: node)))
        }
      default: break
      }
      // A member of a type stays one only directly in it; a var's accessors sit under it.
      for child in node.children {
        let isMemberContext = typeNodes.contains(node.kind) || node.kind == "var_decl" || node.kind == "subscript_decl"
        visit(child, function: function, parent: isMemberContext ? node.kind : "local")
      }
    }
    for root in tree(dump) { visit(root, function: "-", parent: "") }
    return found
  }

  /// The name a call's callee node calls; nil for something without one.
  static func calledName(_ node: Node) -> String? {
    switch node.kind {
    case "unresolved_decl_ref_expr": return node.attribute("name")
    case "unresolved_dot_expr": return node.attribute("field")
    case "unresolved_member_expr": return node.attribute("name")
    case "unresolved_specialize_expr", "bind_optional_expr", "force_value_expr":
      return node.children.first.flatMap(calledName)
    default: return nil
    }
  }

  /// The labels of a call, `_` for none, trailing closures included: `_ terminator`.
  static func labels(of call: Node) -> String {
    guard let arguments = call.children.first(where: { $0.kind == "argument_list" }) else { return "" }
    if let written = arguments.attribute("labels") {
      return written.split(separator: ":", omittingEmptySubsequences: false).dropLast().map {
        $0.isEmpty ? "_" : String($0)
      }.joined(separator: " ")
    }
    return arguments.children.filter { $0.kind == "argument" }.map { _ in "_" }.joined(separator: " ")
  }
}
