import SwiftScanner
import Testing

/// The call walk on what the compiler's dump cannot show: where each call stands (line and
/// column), its callee as written, its string arguments, and the decoys a text needle
/// falls for.
@Suite struct CallScannerTests {
  static func calls(_ text: String) -> (source: ScannedSource, list: DeclarationList, calls: [CallSite]) {
    let source = ScannedSource(Array(text.utf8))
    let list = source.declarations()
    return (source, list, source.calls(in: list))
  }

  @Test func aCallIsItsCalleeLabelsStringsAndPlace() {
    let text = """
      final class Store {
        func save() {
          UserDefaults.standard.set(1, forKey: "launch.count")
          mutex?.lock()
        }
      }

      """
    let (source, list, found) = Self.calls(text)
    #expect(found.map(\.callee) == ["UserDefaults.standard.set", "mutex.lock"])
    #expect(found.map(\.name) == ["set", "lock"])
    #expect(found[0].labels == ["_", "forKey"])
    #expect(found[0].strings == ["launch.count"])
    let positions = source.positions(of: found.map(\.offset))
    #expect(positions.map(\.line) == [3, 4])
    #expect(positions.map(\.column) == [27, 12])
    #expect(found.allSatisfy { $0.types == [0] })
    #expect(found.allSatisfy { $0.function.map { list.members[$0].name } == "save" })
  }

  @Test func lineBreaksInsideACallDoNotHideIt() {
    // As swift-format wraps a long call.
    let (source, _, found) = Self.calls("let text = String(\n  syntaxText: \"y\"\n)\nlet t = foo\n  .bar(\n    1)\n")
    #expect(found.map(\.callee) == ["String", "foo.bar"])
    #expect(found[0].labels == ["syntaxText"])
    #expect(source.positions(of: found.map(\.offset)).map(\.line) == [1, 5])
  }

  @Test func commentsStringsAndOtherNamesHoldNoCall() {
    let text = """
      // print("in a comment")
      let s = "print(\\"in a string\\")"
      func fingerprint(_ x: Int) -> Int { x }
      let f = fingerprint(1)
      /* print(2) */
      let reference = print(_:separator:terminator:)

      """
    let (_, _, found) = Self.calls(text)
    #expect(found.map(\.name) == ["fingerprint"])
  }

  @Test func trailingClosuresAreArgumentsAndBodiesAreNot() {
    let text = """
      func run() async {
        DispatchQueue.main.async { work() }
        if ready { go() }
        foo { } bar: { }
        Button("b") { tap() }
      }
      var body: some View { Text("a") }

      """
    let (_, list, found) = Self.calls(text)
    #expect(found.map(\.callee) == ["DispatchQueue.main.async", "work", "go", "foo", "Button", "tap", "Text"])
    #expect(found.first { $0.name == "foo" }?.labels == ["_", "bar"])
    #expect(found.first { $0.name == "Button" }?.labels == ["_", "_"])
    #expect(found.first { $0.name == "Button" }?.strings == ["b"])
    #expect(found.last.flatMap { $0.function.map { list.members[$0].name } } == "body")
  }

  @Test func aCallStandsInEveryTypeAroundItAndItsMember() {
    let text = """
      enum Screen {
        enum Localization {
          static let title = NSLocalizedString("screen.title", comment: "")
        }
        static func subtitle() -> String { NSLocalizedString("screen.subtitle", comment: "") }
      }
      let loose = NSLocalizedString("loose", comment: "")

      """
    let (_, list, found) = Self.calls(text)
    #expect(found.map { $0.types.map { list.types[$0].name } } == [["Screen", "Screen.Localization"], ["Screen"], []])
    #expect(found.map { $0.function.map { list.members[$0].name } } == [nil, "subtitle", nil])
    #expect(found.map(\.strings) == [["screen.title", ""], ["screen.subtitle", ""], ["loose", ""]])
  }

  @Test func interpolatedAndRawStringsAreReadAsWritten() {
    let text = ##"logger.info("loading \(count)..."); log(#"raw "q""#, x)"##
    let (_, _, found) = Self.calls(text)
    #expect(found.map(\.name) == ["info", "log"])
    #expect(found[0].strings == [#"loading \(count)..."#])
    #expect(found[1].strings == [##"raw "q""##])
  }
}
