import SwiftScanner
import Testing

@Suite struct CodeViewTests {
  private func view(_ text: String) -> String {
    String(decoding: CodeView.blanking(Array(text.utf8)), as: UTF8.self)
  }

  @Test func blanksCommentsAndLiteralContentsAtTheSameOffsets() {
    let source = "let a = \"x(y)\" // URLSession(\n/* URLSession( */ f()"
    let blanked = view(source)
    #expect(blanked.utf8.count == source.utf8.count)
    let comment = String(repeating: " ", count: " // URLSession(".utf8.count)
    let block = String(repeating: " ", count: "/* URLSession( */ ".utf8.count)
    #expect(blanked == "let a = \"    \"" + comment + "\n" + block + "f()")
  }

  @Test func keepsInterpolatedCodeAndBlanksItsStrings() {
    #expect(view(#"let s = "a\(URLSession.shared)b""#) == #"let s = "  (URLSession.shared) ""#)
    #expect(view(#"let s = "\(f("URLSession("))""#) == #"let s = " (f("           "))""#)
    #expect(view(##"let s = #"\(x) \#(y)"#"##) == ##"let s = #"       (y)"#"##)
  }

  @Test func multilineAndRawStringsEndWhereSwiftEndsThem() {
    let source = "let a = \"\"\"\n  \"quoted\" URLSession(\n  \"\"\"\nlet b = ##\"a \"# b\"##; URLSession("
    let blanked = view(source)
    #expect(blanked.hasSuffix("; URLSession("))
    #expect(!blanked.contains("quoted"))
    #expect(blanked.components(separatedBy: "\n").count == 4)
  }

  /// Decision pinned: `#/…/#` regex literals are blanked; a bare `/…/` literal is code.
  @Test func regexLiteralDecision() {
    #expect(view("let r = #/URLSession(/#") == "let r = #/           /#")
    #expect(view("let r = /URLSession\\(/") == "let r = /URLSession\\(/")
  }

  @Test func nestedAndUnterminatedCommentsRunToTheirEnd() {
    #expect(view("/* a /* b */ c */x") == "                 x")
    #expect(view("x /* never closed\nimport A").trimmingCharacters(in: .whitespacesAndNewlines) == "x")
    #expect(view("let s = \"never closed\nimport A") == "let s = \"            \nimport A")
  }

  @Test func needlesMatchOnlyRealCodeAtAWordStart() {
    let source = ScannedSource(
      Array(
        #"""
        let a = URLSession.shared // URLSession.shared
        let b = MyURLSession.shared
        let c = "URLSession.shared"
          _ = URLSession.shared.dataTask
        """#.utf8))
    let positions = source.codeOccurrences(of: "URLSession.shared").map { source.position(of: $0).description }
    #expect(positions == ["1:9", "4:7"])
  }
}

private extension String {
  func trimmingCharacters(in set: CharacterSetLike) -> String {
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }

  func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }

  func components(separatedBy separator: String) -> [Substring] {
    split(separator: separator, omittingEmptySubsequences: false)
  }
}

private struct CharacterSetLike {
  static let whitespacesAndNewlines = CharacterSetLike()
  func contains(_ character: Character) -> Bool { character.isWhitespace }
}
