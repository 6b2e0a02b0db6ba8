// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/RuleEngine/RuleCallSpelling.swift
  static let ruleCallSpelling = #"""
    #if canImport(SwiftScanner)
      import SwiftScanner
    #endif

    /// How a rule type's name is used in a suite's code, so that every spelling the compiler
    /// accepts for a rule literal is read, and none is skipped without a word.
    ///
    /// Read: `ImportBoundary(…)`, `ImportBoundary (…)`, `ImportBoundary.init(…)`, and a
    /// declaration annotated with the type whose value is `.init(…)`
    /// (`static let rule: ImportBoundary = .init(…)`). Passed over: the type named where no
    /// value is built (a parameter's or property's annotation without `=`). Anything else
    /// (`[ImportBoundary] = [.init(…)]`, a function reference) is refused with its position.
    enum RuleCallSpelling {
      enum Use: Equatable {
        /// A call whose argument list opens at this offset.
        case call(open: Int)
        case notARule
        case unreadable
      }

      /// Classifies the use of the name at `name..<end` in `code` (comments and strings
      /// already blanked to spaces).
      static func classify(_ code: [UInt8], name: Int, end: Int) -> Use {
        var cursor = skipSpaces(code, from: end, newlines: false)
        if cursor < code.count, code[cursor] == UInt8(ascii: "(") { return .call(open: cursor) }
        if let open = initCall(code, at: cursor) { return .call(open: open) }
        // `Name` as a type annotation: after `:`, maybe inside `[…]` or before `?`.
        var before = name - 1
        while before >= 0, isSpace(code[before]) { before -= 1 }
        guard before >= 0, code[before] == UInt8(ascii: ":") else { return .unreadable }
        if cursor < code.count, code[cursor] == UInt8(ascii: "?") || code[cursor] == UInt8(ascii: "!") {
          cursor = skipSpaces(code, from: cursor + 1, newlines: false)
        }
        guard cursor < code.count, code[cursor] == UInt8(ascii: "=") else { return .notARule }
        cursor = skipSpaces(code, from: cursor + 1, newlines: true)
        if let open = initCall(code, at: cursor) { return .call(open: open) }
        // `: Name = Name(…)`: the call is its own occurrence, read there.
        let spelled = Array(code[name..<end])
        if cursor + spelled.count <= code.count, Array(code[cursor..<cursor + spelled.count]) == spelled {
          return .notARule
        }
        return .unreadable
      }

      /// The offset of `(` when `.init(` (spaces allowed before the parenthesis) starts at `at`.
      private static func initCall(_ code: [UInt8], at: Int) -> Int? {
        let spelled = Array(".init".utf8)
        guard at + spelled.count <= code.count, Array(code[at..<at + spelled.count]) == spelled else { return nil }
        let open = skipSpaces(code, from: at + spelled.count, newlines: false)
        return open < code.count && code[open] == UInt8(ascii: "(") ? open : nil
      }

      private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
      }

      private static func skipSpaces(_ code: [UInt8], from start: Int, newlines: Bool) -> Int {
        var cursor = start
        while cursor < code.count,
          isSpace(code[cursor]) || (newlines && (code[cursor] == 0x0A || code[cursor] == 0x0D))
        {
          cursor += 1
        }
        return cursor
      }
    }

    """#
}
