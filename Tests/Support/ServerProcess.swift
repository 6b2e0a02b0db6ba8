import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A long-running `fitness` server (`lsp`, `mcp`) on pipes, for tests that speak its
/// protocol byte by byte: every read has a deadline, so a server that hangs fails the test
/// instead of holding the run.
public final class ServerProcess: @unchecked Sendable {
  public let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer: [UInt8] = []
  public private(set) var standardError = Data()
  private let errors = Pipe()
  private let errorsDone = DispatchSemaphore(value: 0)

  public init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
    process.executableURL = URL(fileURLWithPath: FitnessBinary.path)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var merged = ProcessInfo.processInfo.environment
    for name in ["GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE", "GIT_PREFIX", "GIT_COMMON_DIR"] { merged[name] = nil }
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    let errors = self.errors
    DispatchQueue.global().async { [self] in
      standardError = errors.fileHandleForReading.readDataToEndOfFile()
      errorsDone.signal()
    }
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  /// Writes raw bytes to the server's standard input; false when it is gone.
  @discardableResult
  public func send(_ bytes: [UInt8]) -> Bool {
    let fd = input.fileHandleForWriting.fileDescriptor
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  /// One JSON value framed as LSP frames it.
  public func sendFramed(_ object: Any) throws {
    let body = try JSONSerialization.data(withJSONObject: object)
    send(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
  }

  /// One JSON value on a line, as MCP's stdio transport sends it.
  public func sendLine(_ object: Any) throws {
    send(Array(try JSONSerialization.data(withJSONObject: object)) + [0x0A])
  }

  public func closeInput() {
    try? input.fileHandleForWriting.close()
  }

  /// Reads more output, waiting at most until `deadline`; false at its end.
  private func fill(until deadline: Date) throws -> Bool {
    let fd = output.fileHandleForReading.fileDescriptor
    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
    guard poll(&poller, 1, left) > 0 else { throw ServerTimeout("no answer from the server in time") }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    buffer += chunk[..<count]
    return true
  }

  /// The next LSP frame's JSON object; nil when the output ended.
  public func readFramed(timeout: TimeInterval = 30) throws -> [String: Any]? {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let end = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
        let header = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
          let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
        else { throw ServerTimeout("a frame without Content-Length: \(header)") }
        if buffer.count - end.upperBound >= length {
          let body = Data(buffer[end.upperBound..<(end.upperBound + length)])
          buffer.removeFirst(end.upperBound + length)
          return try JSONSerialization.jsonObject(with: body) as? [String: Any]
        }
      }
      guard try fill(until: deadline) else { return nil }
    }
  }

  /// The next line's JSON object (MCP); nil when the output ended.
  public func readLine(timeout: TimeInterval = 30) throws -> [String: Any]? {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = Data(buffer[..<newline])
        buffer.removeFirst(newline + 1)
        return try JSONSerialization.jsonObject(with: line) as? [String: Any]
      }
      guard try fill(until: deadline) else { return nil }
    }
  }

  /// The next framed message that `accept` takes, skipping the others (notifications).
  public func readFramed(timeout: TimeInterval = 30, where accept: ([String: Any]) -> Bool) throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      guard let message = try readFramed(timeout: max(0.1, deadline.timeIntervalSinceNow)) else {
        throw ServerTimeout("the server's output ended before the awaited message")
      }
      if accept(message) { return message }
    }
  }

  /// The exit status once the server ends, waiting at most `timeout`; nil if it did not.
  public func exitStatus(timeout: TimeInterval = 30) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    guard !process.isRunning else { return nil }
    _ = errorsDone.wait(timeout: .now() + 5)
    return process.terminationStatus
  }
}

public struct ServerTimeout: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
