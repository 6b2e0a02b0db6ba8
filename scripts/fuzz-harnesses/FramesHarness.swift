// libFuzzer harness: a client's bytes as the language server (headers) and the MCP server
// (lines) read them. The first byte picks the framing and how the bytes arrive (in pieces of
// 1 to 128 bytes); every frame is read to the end of the input, and every malformed one is
// answered, as the servers answer it.
import Glibc

private let sink = open("/dev/null", O_WRONLY)
/// Frames read over the whole run, said when it ends (the log's last lines).
nonisolated(unsafe) private var framesRead = 0
private let sayFrames: Void = {
  atexit {
    let line = "frames read: \(framesRead)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
  }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrames(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  _ = sayFrames
  guard count > 0 else { return 0 }
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let framing: MessageStream.Framing = bytes[0] & 1 == 0 ? .headers : .lines
  let stream = MessageStream(framing: framing, bytes: Array(bytes.dropFirst()), piece: 1 + Int(bytes[0] >> 1), output: sink)
  var frames = 0
  while frames <= count {
    switch stream.next() {
    case .end: return 0
    case .malformed(let why, let id): stream.answer(id, error: .parseError, why)
    case .message(let message):
      precondition(message["jsonrpc"] as? String == "2.0")
      stream.answer(message["id"], result: [String: Any]())
    }
    frames += 1
    framesRead += 1
  }
  // Each frame takes at least one byte: more frames than bytes is a loop that reads nothing.
  preconditionFailure("more frames than input bytes")
}
