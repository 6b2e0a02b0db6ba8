import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// JSON-RPC 2.0 messages over a pair of file descriptors, framed as the language server
/// protocol frames them (`Content-Length` headers, then the body) or as MCP's stdio
/// transport does (one message a line).
///
/// A client that lies or breaks off never stops the stream: a frame it cannot read is
/// reported as `malformed` (answered with a JSON-RPC error by the server, which keeps
/// serving), the stream finds the next frame after it, and the end of the input (the client
/// went away) ends it.
final class MessageStream {
  enum Framing {
    case headers
    case lines
  }

  enum Incoming {
    case message([String: Any])
    /// A frame that is not a JSON-RPC message, with why and the id when one could be read.
    case malformed(String, id: Any?)
    /// The input ended: the client went away.
    case end
  }

  /// Frames larger than this are read past and refused: a 10 MB buffer fits many times.
  static let largestFrame = 256 << 20

  let framing: Framing
  /// The descriptor read, when the input is one (for `hasPending`).
  private let input: Int32?
  private let output: Int32
  /// Reads more input into the buffer it is given; 0 at the end, -1 (with `errno`) on error.
  private let source: (UnsafeMutableRawBufferPointer) -> Int
  private var buffer: [UInt8] = []
  /// What one read fills, kept from read to read.
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0
  private var ended = false

  init(framing: Framing, input: Int32 = 0, output: Int32 = 1) {
    (self.framing, self.input, self.output) = (framing, input, output)
    source = { read(input, $0.baseAddress, $0.count) }
    // A client gone mid-answer shows as a failed write, not a signal that kills the server.
    signal(SIGPIPE, SIG_IGN)
  }

  /// A stream over given bytes, read in pieces of `piece` bytes, that answers to `output`:
  /// for the fuzzer and tests, which feed it what a client might.
  init(framing: Framing, bytes: [UInt8], piece: Int = 4096, output: Int32) {
    (self.framing, self.input, self.output) = (framing, nil, output)
    var offset = 0
    source = { target in
      let count = min(piece, target.count, bytes.count - offset)
      guard count > 0 else { return 0 }
      bytes.withUnsafeBytes { target.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
      offset += count
      return count
    }
  }

  /// The next message, blocking until one arrives.
  func next() -> Incoming {
    switch framing {
    case .lines: return nextLine()
    case .headers: return nextFramed()
    }
  }

  /// Whether a whole message is already waiting, or more input is ready to read: a server
  /// judges once after a burst of edits, not once per keystroke.
  var hasPending: Bool {
    if framing == .lines, buffer[start...].contains(UInt8(ascii: "\n")) { return true }
    if framing == .headers, hasWholeFrame { return true }
    guard let input else { return false }
    var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) > 0 && poller.revents & Int16(POLLIN) != 0
  }

  /// Whether the buffer holds a whole framed message (its headers, and as many bytes as its
  /// `Content-Length` says): a part of one is no reason to wait.
  private var hasWholeFrame: Bool {
    let pending = buffer[start...]
    guard let end = pending.firstRange(of: Array("\r\n\r\n".utf8)) else { return false }
    let headers = String(decoding: pending[..<end.lowerBound], as: UTF8.self).lowercased()
    guard let found = headers.range(of: "content-length:") else { return true }
    let digits = headers[found.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
    guard let length = Int(digits) else { return true }
    return buffer.count - end.upperBound >= length
  }

  /// Sends one message; false when the client is gone.
  @discardableResult
  func send(_ message: [String: Any]) -> Bool {
    guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.withoutEscapingSlashes]) else {
      return false
    }
    var bytes: [UInt8]
    switch framing {
    case .headers: bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    case .lines: bytes = Array(body) + [UInt8(ascii: "\n")]
    }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  // MARK: Reading

  /// Reads more input into the buffer; false at the end of it.
  private func fill() -> Bool {
    guard !ended else { return false }
    if start > 1 << 20, start > buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    while true {
      let count = chunk.withUnsafeMutableBytes { source($0) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        ended = true
        return false
      }
      buffer += chunk[..<count]
      return true
    }
  }

  /// The next line, without its line break (and a `\r` before it); nil at the end.
  private func line(limit: Int) -> [UInt8]? {
    // How far past `start` the search has looked: relative, as `fill` may move the bytes.
    var searched = 0
    while true {
      if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
        var line = Array(buffer[start..<newline])
        start = newline + 1
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return line
      }
      searched = buffer.count - start
      if searched > limit {
        // A line longer than any frame: dropped, up to its end.
        start = buffer.count
        searched = 0
      }
      guard fill() else {
        // The input ends without a line break: what is left is its last line.
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return Array(buffer[start...])
      }
    }
  }

  private func nextLine() -> Incoming {
    while true {
      guard let line = line(limit: Self.largestFrame) else { return .end }
      if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
      return Self.decode(line)
    }
  }

  private func nextFramed() -> Incoming {
    var length: Int? = nil
    var problem: String? = nil
    var sawHeader = false
    while true {
      guard let header = line(limit: 64 << 10) else { return .end }
      if header.isEmpty {
        // The blank line ends the headers; a stray one before any header is skipped.
        if !sawHeader { continue }
        break
      }
      sawHeader = true
      var text = String(decoding: header, as: UTF8.self)
      // What a frame shorter than its Content-Length left behind runs into the next header:
      // the stream finds its way back at that header.
      if let found = text.range(of: "content-length:", options: .caseInsensitive), found.lowerBound != text.startIndex {
        text = String(text[found.lowerBound...])
      }
      guard let colon = text.firstIndex(of: ":") else {
        problem = problem ?? "a header line without ':' (\(text.prefix(40)))"
        continue
      }
      let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if name == "content-length" {
        guard let number = Int(value), number >= 0 else {
          problem = "Content-Length '\(value.prefix(20))' is not a byte count"
          continue
        }
        length = number
      }
    }
    guard let length else {
      return .malformed(problem ?? "a message without a Content-Length header", id: nil)
    }
    if length > Self.largestFrame {
      // Read past it, so the next frame is found, and refuse it.
      var left = length
      while left > 0 {
        if start == buffer.count, !fill() { return .end }
        let taken = min(left, buffer.count - start)
        start += taken
        left -= taken
      }
      return .malformed("a message of \(length) bytes, over the \(Self.largestFrame >> 20) MiB limit", id: nil)
    }
    while buffer.count - start < length {
      guard fill() else { return .end }
    }
    let body = Array(buffer[start..<(start + length)])
    start += length
    if let problem { return .malformed(problem, id: nil) }
    return Self.decode(body)
  }

  /// A JSON-RPC message from its bytes, or why it is not one.
  static func decode(_ bytes: [UInt8]) -> Incoming {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
      return .malformed("the message is not JSON", id: nil)
    }
    guard let message = object as? [String: Any] else {
      return .malformed("the message is not a JSON object (batches are not taken)", id: nil)
    }
    let id = message["id"]
    guard message["jsonrpc"] as? String == "2.0" else {
      return .malformed("the message does not say \"jsonrpc\": \"2.0\"", id: id)
    }
    if let method = message["method"] {
      guard method is String else { return .malformed("its \"method\" is not a string", id: id) }
    } else if message["result"] == nil, message["error"] == nil {
      return .malformed("the message has no \"method\", \"result\" or \"error\"", id: id)
    }
    return .message(message)
  }

  // MARK: Answers

  /// JSON-RPC's error codes that the servers answer with.
  enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
  }

  func answer(_ id: Any?, result: Any) {
    send(["jsonrpc": "2.0", "id": id ?? NSNull(), "result": result])
  }

  func answer(_ id: Any?, error code: ErrorCode, _ message: String) {
    send(["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code.rawValue, "message": message]])
  }

  func notify(_ method: String, _ params: [String: Any]) {
    send(["jsonrpc": "2.0", "method": method, "params": params])
  }
}
