import FitnessTestSupport
import Foundation

/// The members the compiler's parser sees in a file, read off `swiftc -dump-parse`: what
/// the member walk is held to.
///
/// A member is a `var_decl`, `func_decl`, `constructor_decl`, `subscript_decl`, `typealias`
/// or `enum_element_decl` that stands directly in a type's or an extension's node, or at
/// the file's top level; one nested in anything else is local. The dump prints no effects,
/// so they are held to by `MemberScannerTests` instead.
extension DumpParse {
  struct Member: Hashable, CustomStringConvertible {
    /// The line of a `var`, `let` or `case` name; 0 for the others, whose dumped range starts
    /// at their first attribute.
    var line: Int
    var owner: String
    var kind: String
    var name: String
    var isStatic: Bool

    var description: String {
      "\(line) \(owner.isEmpty ? "<file>" : owner) \(isStatic ? "static " : "")\(kind) \(name)"
    }
  }

  static let memberNodes = [
    "var_decl": "var", "func_decl": "func", "constructor_decl": "init", "subscript_decl": "subscript",
    "typealias": "typealias", "enum_element_decl": "case",
  ]

  static func parseMembers(_ dump: String) -> [Member] {
    var found: [Member] = []
    // The open nodes by indentation, with the qualified name of each type among them.
    var stack: [(indent: Int, type: String?)] = []
    for raw in dump.split(separator: "\n") {
      let line = Substring(raw)
      let indent = line.prefix { $0 == " " }.count
      let body = line.dropFirst(indent)
      guard body.hasPrefix("(") else { continue }
      let node = String(body.dropFirst().prefix { $0 != " " && $0 != ")" })
      while let last = stack.last, last.indent >= indent { stack.removeLast() }
      let parent = stack.last
      let afterRange = body.split(separator: "]", maxSplits: 1).last ?? ""
      if kinds[node] != nil {
        let name = quoted(afterRange) ?? ""
        let outer = stack.compactMap(\.type).last
        // As the scanner names it: with every enclosing type, local or not.
        let qualified = outer.map { "\($0).\(name)" } ?? name
        stack.append((indent, qualified))
        continue
      }
      stack.append((indent, nil))
      guard var kind = memberNodes[node] else { continue }
      // A member of a type, or a top-level declaration (the source file's own children;
      // a global `var` is dumped beside the top-level code that binds it).
      let owner: String
      if let parent, let type = parent.type, parent.indent == indent - 2 {
        owner = type
      } else if indent == 2 {
        owner = ""
      } else {
        continue
      }
      let nameText = quoted(afterRange) ?? ""
      var name = String(nameText.prefix { $0 != "(" })
      if kind == "init" { name = "init" }
      if kind == "subscript" { name = "subscript" }
      // The words after the name's closing quote: `let`, `static`, `nonisolated(unsafe)`.
      let parts = afterRange.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
      let flags = parts.count == 3 ? parts[2].split(separator: " ").map(String.init) : []
      if kind == "var", flags.contains("let") || flags.contains("let)") || flags.last == "let))" { kind = "let" }
      let isStatic = flags.contains { $0.hasPrefix("static") || $0 == "class" }
      let lineNumber = ["var", "let", "case"].contains(kind) ? (rangeStart(body)?.line ?? 0) : 0
      found.append(Member(line: lineNumber, owner: owner, kind: kind, name: name, isStatic: isStatic))
    }
    return found
  }
}
