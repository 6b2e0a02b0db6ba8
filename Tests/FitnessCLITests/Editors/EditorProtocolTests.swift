import Foundation
import Testing

@testable import FitnessCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The language server's places and the servers' frames, without a process: UTF-16
/// characters from byte columns, and frames that lie, split or run together.
@Suite struct EditorProtocolTests {
  @Test func byteColumnsBecomeUTF16CharactersOnEveryKindOfLine() {
    let text = TextPositions(Array("\u{FEFF}import A\r\nlet é = \"😀\"; Ledger()\rx\ny".utf8))
    // The scanner counts columns after a byte order mark on the first line.
    #expect(text.character(line: 0, byteColumn: 1) == 0)
    #expect(text.character(line: 0, byteColumn: 8) == 7)
    #expect(text.wordLength(line: 0, byteColumn: 1) == 6)
    // é is 2 bytes and 1 unit; 😀 is 4 bytes and 2 units.
    let line = Array("let é = \"😀\"; Ledger()".utf8)
    let ledger = line.firstRange(of: Array("Ledger".utf8))!.lowerBound + 1
    #expect(text.character(line: 1, byteColumn: ledger) == "let é = \"😀\"; ".utf16.count)
    #expect(text.wordLength(line: 1, byteColumn: ledger) == 6)
    #expect(Array(text.line(2)) == Array("x".utf8))
    #expect(Array(text.line(3)) == Array("y".utf8))
    #expect(text.line(9).isEmpty)
  }

  @Test func anIncrementalChangeReplacesItsUTF16Range() {
    let before = Array("let é = 1\nlet b = 2\n".utf8)
    let after = TextPositions.replacing(in: before, from: (0, 4), to: (1, 5), with: "x")
    #expect(String(decoding: after, as: UTF8.self) == "let x = 2\n")
    let past = TextPositions.replacing(in: before, from: (9, 0), to: (9, 0), with: "z")
    #expect(String(decoding: past, as: UTF8.self) == "let é = 1\nlet b = 2\nz")
  }

  static func frames(_ bytes: String, framing: MessageStream.Framing, piece: Int) -> [String] {
    let sink = open("/dev/null", O_WRONLY)
    defer { close(sink) }
    let stream = MessageStream(framing: framing, bytes: Array(bytes.utf8), piece: piece, output: sink)
    var said: [String] = []
    while true {
      switch stream.next() {
      case .end: return said
      case .malformed(let why, _): said.append("malformed: " + why)
      case .message(let message): said.append("\(message["id"] ?? "-")")
      }
    }
  }

  @Test(arguments: [1, 3, 4096])
  func framesThatLieSplitOrRunTogetherAreFoundAgain(piece: Int) {
    let body = #"{"jsonrpc":"2.0","id":7,"method":"x"}"#
    let frame = "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    let input =
      frame + "Content-Length: 10\r\n\r\n" + body + frame + "Content-Type: x\r\n\r\n" + "Content-Length: -1\r\n\r\n"
      + "content-length: 2\r\n\r\n[]" + frame + "Content-Length: 500\r\n\r\n{"
    #expect(
      Self.frames(input, framing: .headers, piece: piece) == [
        "7", "malformed: the message is not JSON", "7", "malformed: a message without a Content-Length header",
        "malformed: Content-Length '-1' is not a byte count",
        "malformed: the message is not a JSON object (batches are not taken)", "7",
      ])
    let lines = body + "\n\n  \n{\"jsonrpc\":\"1.0\",\"id\":3,\"method\":\"x\"}\n" + body
    #expect(
      Self.frames(lines, framing: .lines, piece: piece) == [
        "7", "malformed: the message does not say \"jsonrpc\": \"2.0\"", "7",
      ])
  }
}
